// A database of its own for a fault test on the machine's PostgreSQL (TEST_DATABASE_URL, as in CI),
// dropped afterwards. The server itself is never stopped: tests that restart PostgreSQL start a
// cluster of their own (postgres-cluster.ts).
import { postgresTemplate } from '#tests/support/database-templates.ts';
import { createScratchDatabase as createOnServer, type ScratchDatabase } from '#tests/support/scratch-database.ts';

export type { ScratchDatabase };

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A copy of the migrated template (tests/support/database-templates.ts): the server finds nothing to migrate. */
export async function createScratchDatabase(adminUrl = ADMIN_URL): Promise<ScratchDatabase> {
  return createOnServer(adminUrl, 'echtcheck_faults', { template: await postgresTemplate(adminUrl) });
}
