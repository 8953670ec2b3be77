// The database capability: one Drizzle instance on PGlite (embedded, default) or PostgreSQL
// (DATABASE_URL). Both use the same schema and the same committed migrations in drizzle/.
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PRIVATE_DIR_MODE } from '../storage/private-files.server.ts';
import { LanePool } from './lanes.server.ts';
import { PrivateNodeFS } from './pglite-private-fs.server.ts';
import * as schema from './schema.server.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction on the app's schema: what `db.transaction(async (tx) => …)` hands over. */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/**
 * The database handle or an open transaction, for a function that runs either on its own or as one
 * step of its caller's transaction (and then commits or rolls back with it). Drizzle's transaction
 * class extends its database class, so a transaction needs no cast to stand here; a function that
 * only makes sense inside a transaction (it locks rows for its caller) takes `Tx` instead.
 */
export type DbOrTx = Db | Tx;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** Folder for the data; omitted = in memory. */
      dir?: string;
      /** A dump of a data folder (PGlite's `dumpDataDir`) to start from; the tests' migrated template. */
      load?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface Database {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite's PostgreSQL runs inside the process's WebAssembly memory, which only grows. Its stock
 * settings (128 MB shared buffers, 64 MB for maintenance) fill that memory once and keep it; an
 * embedded single-operator database needs far less, and the operating system still caches the data
 * files (measured in docs/benchmarks.md, "Memory at rest").
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'maintenance_work_mem=16MB',
  'work_mem=4MB',
  'temp_buffers=4MB',
  'wal_buffers=1MB',
];

/**
 * Session settings of the app's PostgreSQL connections: no parallel plans. The app's queries are
 * small (the dashboard reads the daily roll-ups plus today's rows; everything else goes by key),
 * and starting parallel workers costs more than they save: on the 2-core CI machine the
 * dashboard's analytics figures took 238–288 ms with parallel plans and 53–84 ms without
 * (docs/benchmarks.md, "Staff dashboard"). A DATABASE_URL with its own `options` keeps those.
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

/** The advisory lock key the migrations run under on PostgreSQL (any constant of our own). */
const MIGRATION_LOCK = 4_711_001;

/** Connections only staff requests use, beside the pool's own (app/server/db/lanes.server.ts). */
export const STAFF_CONNECTIONS = 3;

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

export async function openDatabase(target: DatabaseTarget, migrationsFolder = MIGRATIONS_FOLDER): Promise<Database> {
  if (target.kind === 'pglite') {
    // On disk the folder and everything PGlite writes into it are the owner's alone (0700/0600):
    // the write-ahead log holds session tokens and the sign-in secret.
    if (target.dir) {
      await mkdir(target.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await chmod(target.dir, PRIVATE_DIR_MODE);
    }
    const client = await PGlite.create({
      ...(target.dir ? { fs: new PrivateNodeFS(target.dir) } : {}),
      ...(target.load ? { loadDataDir: target.load } : {}),
      postgresqlconf: PGLITE_SETTINGS,
      // The staff search's trigram indexes (migration 0019).
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    let closed = false;
    return {
      kind: 'pglite',
      db,
      async ping() {
        await client.query('select 1');
      },
      async migrate() {
        await migratePglite(db, { migrationsFolder });
      },
      async close() {
        if (closed) return;
        closed = true;
        await client.close();
      },
    };
  }
  // Staff requests have connections of their own (app/server/db/lanes.server.ts).
  const pool = new LanePool(
    {
      connectionString: target.url,
      max: target.poolSize ?? 10,
      application_name: 'echtcheck',
      connectionTimeoutMillis: 5000,
      ...(new URL(target.url).searchParams.has('options') ? {} : { options: POSTGRES_SESSION_OPTIONS }),
    },
    STAFF_CONNECTIONS,
  );
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    // Instances starting together with a migration pending: one migrates, the others wait on the
    // advisory lock (on a connection of its own, outside the pool) and then find nothing to do.
    async migrate() {
      const lock = new pg.Client({ connectionString: target.url, application_name: 'echtcheck-migrate' });
      // A lost connection fails the migration's next query; as an unheard 'error' event it would stop the process.
      lock.on('error', () => {});
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.end();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const DB_KEY = Symbol.for('echtcheck.database');
type GlobalWithDb = typeof globalThis & { [DB_KEY]?: Promise<Database> };

/**
 * The process-wide database, opened by the entry point (server.ts) before it serves requests.
 * Kept on globalThis so the bundled React Router server build shares the same instance:
 * PGlite admits one process and one open instance per folder.
 */
export function getDatabase(): Promise<Database> {
  const g = globalThis as GlobalWithDb;
  const db = g[DB_KEY];
  if (!db) throw new Error('Database not opened: call setDatabase() at start-up');
  return db;
}

export function setDatabase(database: Promise<Database> | undefined): void {
  (globalThis as GlobalWithDb)[DB_KEY] = database;
}

export { schema };
