// Migrated databases to start from, made once per set of migrations instead of once per test:
//
// - PGlite in memory: a dump of a migrated database (PGlite's `dumpDataDir`), loaded by each test
//   file's database (a fresh PGlite runs initdb and the migrations: ~2.5 s; from the dump: ~0.5 s).
// - PGlite on disk: a migrated data folder, copied into the DATA_DIR of each server process a test
//   starts (the server then opens it and finds no migration to apply).
// - PostgreSQL: a migrated template database; each test's database is `create database … template`.
//
// Each is named by a hash of the migrations folder, so a new or changed migration makes new ones;
// nothing stale is ever used. They live in the system's temporary folder (and, for PostgreSQL, on
// the test server) and are made by whichever process needs one first: a PGlite template is written
// under a temporary name and renamed into place (two processes racing both write one, the last
// rename wins, each is complete); the PostgreSQL template is made under an advisory lock.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from '#app/server/db/db.server.ts';

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

let hashOnce: Promise<string> | undefined;

/** 12 hex digits of a SHA-256 over the migrations folder's file names and contents. */
export function migrationsHash(): Promise<string> {
  hashOnce ??= (async () => {
    const hash = createHash('sha256');
    for (const file of await filesBelow(MIGRATIONS_FOLDER)) {
      hash.update(path.relative(MIGRATIONS_FOLDER, file));
      hash.update(await readFile(file));
    }
    return hash.digest('hex').slice(0, 12);
  })();
  return hashOnce;
}

async function templatesFolder(): Promise<string> {
  const folder = path.join(tmpdir(), 'echtcheck-templates', await migrationsHash());
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return folder;
}

/** Makes `target` with `make(temporary)` unless it exists; the rename makes it appear whole. */
async function once(target: string, make: (temporary: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await make(temporary);
    await rename(temporary, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another process renamed its own copy into place first (a folder cannot be renamed over).
      if (!existsSync(target)) throw error;
    });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/** A dump of a migrated in-memory PGlite database, to load with `openDatabase({ kind: 'pglite', load })`. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(await templatesFolder(), 'pglite-memory.tar');
  await once(file, async (temporary) => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await database.migrate();
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await writeFile(temporary, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await database.close();
    }
  });
  return new Blob([await readFile(file)]);
}

/**
 * Copies a migrated PGlite data folder to `target` (a server's `${DATA_DIR}/db`), the owner's alone
 * as the server's start check wants it.
 */
export async function copyMigratedDataFolder(target: string): Promise<void> {
  const folder = path.join(await templatesFolder(), 'pglite-folder');
  await once(folder, async (temporary) => {
    const database = await openDatabase({ kind: 'pglite', dir: temporary });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  });
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await cp(folder, target, { recursive: true, preserveTimestamps: true });
}

/** The advisory lock key under which one process makes the PostgreSQL template (any constant of our own). */
const TEMPLATE_LOCK = 4_711_002;

/**
 * The name of a migrated template database on the PostgreSQL server at `adminUrl`, made if missing.
 * Older templates (of other migrations) are dropped when a new one is made, but for the three newest.
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `echtcheck_template_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists()) return name;
      // Keep the three newest others (by oid): checkouts with other migrations (worktrees, a branch
      // being tested beside main) may be using theirs right now; older ones go.
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'echtcheck\\_template\\_%' and datname not like '%\\_making' order by oid desc offset 3",
      );
      for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      // Made under another name and renamed when migrated: a test never copies a half-made template.
      const making = `${name}_making`;
      await admin.query(`drop database if exists "${making}" with (force)`);
      await admin.query(`create database "${making}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${making}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${making}" rename to "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
}
