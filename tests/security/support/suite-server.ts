// The security suite's server: the BUILT app as a real process (`node server.ts`, see
// tests/support/server-process.ts) on a fresh PostgreSQL database when TEST_DATABASE_URL is set,
// else on embedded PGlite in its data folder. Its settings make the attacks measurable: a known
// AUTH_SECRET (so a test can sign a cookie or a file link the way an attacker with a stolen secret
// could not, and prove the server checks more than the signature), and TRUST_PROXY so each test
// speaks from addresses of its own (X-Forwarded-For) and the per-network limits of one test do not
// spill into another.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '#app/server/db/db.server.ts';
import { postgresTemplate } from '#tests/support/database-templates.ts';
import { createScratchDatabase } from '#tests/support/scratch-database.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';

export const AUTH_SECRET = 'security-suite-auth-secret-0123456789-abcdefghij';

export interface SuiteServer {
  server: ServerProcess;
  /** The PostgreSQL database of this server, or undefined on PGlite. */
  databaseUrl: string | undefined;
  env: Record<string, string>;
  /** Stops the process (keeping its data). */
  stop(): Promise<void>;
  /** Starts the process again on the same data (after stop). */
  restart(): Promise<void>;
  /**
   * Runs `work` on the server's database. PGlite admits one process: the server must be stopped
   * first (the caller restarts it if needed); PostgreSQL is reached while the server runs.
   */
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** Stops the process and removes its data folder and database. */
  cleanup(): Promise<void>;
}

/** Rows of a query on a database opened by withDatabase. */
export async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function waitReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    if ((await fetch(`${server.base}/readyz`).catch(() => undefined))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

export async function startSuiteServer(extraEnv: Record<string, string> = {}): Promise<SuiteServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl
    ? await createScratchDatabase(adminUrl, 'echtcheck_security', { template: await postgresTemplate(adminUrl) })
    : undefined;
  const databaseUrl = scratch?.url;
  const env: Record<string, string> = {
    AUTH_SECRET,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    MAIL_POLL_SECONDS: '1',
    // Small enough to reach in a test (limits.test.ts); the fuzzing speaks from fresh addresses.
    CHECKOUT_LIMIT_PER_HOUR: '20',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  let server = await startServerProcess(env, { keepData: true });
  await waitReady(server);
  const dataDir = server.dataDir;
  const suite: SuiteServer = {
    get server() {
      return server;
    },
    databaseUrl,
    env,
    async stop() {
      await server.stop();
    },
    async restart() {
      server = await startServerProcess(env, { dataDir, keepData: true });
      await waitReady(server);
    },
    async withDatabase(work) {
      if (!databaseUrl && server.child.exitCode === null) throw new Error('stop the PGlite server first');
      const database = await openDatabase(
        databaseUrl
          ? { kind: 'postgres', url: databaseUrl, poolSize: 1 }
          : { kind: 'pglite', dir: path.join(dataDir, 'db') },
      );
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    async cleanup() {
      await server.stop();
      const { rm } = await import('node:fs/promises');
      await rm(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
  return suite;
}

/** Resident memory of a process in kB (VmRSS of /proc/<pid>/status). */
export async function residentKb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}
