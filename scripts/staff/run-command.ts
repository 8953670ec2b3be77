// Running a request of `npm run staff` (scripts/staff.ts) against the server's database. On PostgreSQL
// directly (the database must already be migrated). On embedded PGlite, which admits one process, via
// the server running on DATA_DIR (DATA_DIR/staff.sock); when none runs, by opening the folder itself
// while holding the socket, so that a second command or a starting server waits its turn.
// The application modules are imported when needed: the database layer takes a few seconds to load,
// which a request to a running server should not wait for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../app/server/config/config.server.ts';
import type { Database } from '../../app/server/db/db.server.ts';
import type { StaffAuth } from '../../app/server/staff/auth.server.ts';
import type { StaffCommand, StaffCommandAnswer } from '../../app/server/staff/staff-command.server.ts';
import { Refusal } from './refusal.ts';

/** On PostgreSQL the command does not migrate: the server (or `npm run db:migrate`) does that. */
async function assertMigrated(database: Database, where: string): Promise<void> {
  await database.ping().catch((error: unknown) => {
    throw new Refusal(`Die Datenbank ist nicht erreichbar (${where}): ${(error as Error).message}`);
  });
  const { MIGRATIONS_FOLDER } = await import('../../app/server/db/db.server.ts');
  const { sql } = await import('drizzle-orm');
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  let applied = 0;
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    applied = result.rows[0]?.n ?? 0;
  } catch {
    // No migrations table: nothing has been set up yet.
  }
  if (applied < journal.entries.length) {
    throw new Refusal(
      'Die Datenbank ist noch nicht eingerichtet oder nicht auf dem Stand dieser Version. ' +
        'Starten Sie den Server einmal (er richtet sie beim Start ein) oder führen Sie `npm run db:migrate` aus.',
    );
  }
}

async function runDirectly(config: AppConfig, request: StaffCommand): Promise<StaffCommandAnswer> {
  const [{ redactUrl }, { openDatabase }, { createStaffAuth, resolveAuthSecret }, { executeStaffCommand }] =
    await Promise.all([
      import('../../app/server/config/config.server.ts'),
      import('../../app/server/db/db.server.ts'),
      import('../../app/server/staff/auth.server.ts'),
      import('../../app/server/staff/staff-command.server.ts'),
    ]);
  const where = config.database.kind === 'postgres' ? redactUrl(config.database.url) : config.database.dir;
  const database = await openDatabase(config.database).catch((error: unknown) => {
    throw new Refusal(`Die Datenbank lässt sich nicht öffnen (${where}): ${(error as Error).message}`);
  });
  try {
    if (database.kind === 'pglite') await database.migrate();
    else await assertMigrated(database, where);
    let auth: Promise<StaffAuth> | undefined;
    const getAuth = () => {
      auth ??= resolveAuthSecret(database.db, config.AUTH_SECRET).then((secret) =>
        createStaffAuth({
          db: database.db,
          secret,
          siteUrl: config.SITE_URL,
          idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
        }),
      );
      return auth;
    };
    return await executeStaffCommand({ db: database.db, auth: getAuth }, request);
  } finally {
    await database.close();
  }
}

const silentLogger = { info() {}, warn() {}, error() {} };

export async function run(config: AppConfig, request: StaffCommand): Promise<StaffCommandAnswer> {
  if (config.database.kind === 'postgres') return runDirectly(config, request);
  const { isNobodyListening, sendStaffControlRequest, startStaffControlSocket } = await import(
    '../../app/server/staff/control-socket.server.ts'
  );
  try {
    return (await sendStaffControlRequest(config.dataDir, request)) as StaffCommandAnswer;
  } catch (error) {
    if (!isNobodyListening(error)) {
      throw new Refusal(
        `Der laufende Server ist über ${config.dataDir}/staff.sock nicht erreichbar: ${(error as Error).message}`,
      );
    }
  }
  // No server on this folder: work on it ourselves, holding the socket meanwhile so that a second
  // command (or a server starting now) does not open the folder at the same time.
  const busy = await startStaffControlSocket({
    dataDir: config.dataDir,
    logger: silentLogger,
    handle: async () => ({
      ok: false,
      message:
        'Gerade arbeitet ein anderer Aufruf von npm run staff auf dieser Datenbank. Bitte gleich noch einmal versuchen.',
    }),
  }).catch((error: unknown) => {
    throw new Refusal(`Die Datenbank in ${config.dataDir} ist gerade belegt: ${(error as Error).message}`);
  });
  try {
    return await runDirectly(config, request);
  } finally {
    await busy.close();
  }
}
