// A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
// the PostgreSQL server at TEST_DATABASE_URL (project db:postgres), dropped afterwards. Both start
// as a copy of a migrated template (tests/support/database-templates.ts), not from nothing.
import { type Database, openDatabase } from '#app/server/db/db.server.ts';
import { pgliteTemplate, postgresTemplate } from './database-templates.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  cleanup(): Promise<void>;
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', load: await pgliteTemplate() });
    // Nothing to apply (the template is migrated); kept so a test's database is migrated whatever
    // the template holds.
    await database.migrate();
    return Object.assign(database, { cleanup: () => database.close() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'echtcheck_test', {
    template: await postgresTemplate(adminUrl),
  });
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  await database.migrate();
  return Object.assign(database, {
    async cleanup() {
      await database.close();
      await scratch.drop();
    },
  });
}
