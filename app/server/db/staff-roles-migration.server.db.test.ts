// Migration 0016 (staff roles, decision record 027) on a database that has accounts from before it:
// every existing account becomes an admin (Inhaber), the old role name 'staff' is gone, a new row
// without a role gets 'specialist' (Prüfer), and the database refuses any other role. On PGlite, and
// on PostgreSQL when TEST_DATABASE_URL is set.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '#tests/support/scratch-database.ts';
import { testDatabaseKind } from '#tests/support/test-database.ts';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from './db.server.ts';

const MIGRATION = '0016_staff_roles';

let before: string;
let scratch: ScratchDatabase | undefined;
const opened: Database[] = [];

/** The migrations folder as it was before this migration: the files and the journal up to 0015. */
async function foldersBefore(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'echtcheck-roles-migration-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  if (index < 0) throw new Error(`${MIGRATION} is not in the journal`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  before = await foldersBefore();
});

afterAll(async () => {
  for (const database of opened) await database.close();
  await scratch?.drop();
  await rm(before, { recursive: true, force: true });
});

async function open(folder: string): Promise<Database> {
  let database: Database;
  if (testDatabaseKind() === 'postgres') {
    scratch ??= await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'echtcheck_roles_migration');
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }, folder);
  } else {
    database = await openDatabase({ kind: 'pglite' }, folder);
  }
  opened.push(database);
  return database;
}

async function roles(database: Database): Promise<Record<string, string>> {
  // Both drivers answer with `rows`.
  const result = (await database.db.execute(sql`select email, role from staff_users order by email`)) as unknown as {
    rows: { email: string; role: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.email, row.role]));
}

describe(`migration ${MIGRATION}`, () => {
  it('makes every existing account an admin, renames the default and refuses other roles', async () => {
    const old = await open(before);
    await old.migrate();
    await old.db.execute(sql`
      insert into staff_users (id, name, email, role, disabled_at) values
        ('u1', 'Anna', 'anna@echtcheck.de', 'staff', null),
        ('u2', 'Bernd', 'bernd@echtcheck.de', 'admin', null),
        ('u3', 'Carla', 'carla@echtcheck.de', 'staff', now())`);
    await old.db.execute(sql`insert into staff_users (id, name, email) values ('u4', 'Dora', 'dora@echtcheck.de')`);
    expect((await roles(old))['dora@echtcheck.de']).toBe('staff');

    // The same database, now with every migration (PGlite: the same in-memory instance).
    let current: Database;
    if (old.kind === 'postgres') {
      current = await open(MIGRATIONS_FOLDER);
      await current.migrate();
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(old.db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
      current = old;
    }
    expect(await roles(current)).toEqual({
      'anna@echtcheck.de': 'admin',
      'bernd@echtcheck.de': 'admin',
      'carla@echtcheck.de': 'admin',
      'dora@echtcheck.de': 'admin',
    });
    await current.db.execute(sql`insert into staff_users (id, name, email) values ('u5', 'Emil', 'emil@echtcheck.de')`);
    expect((await roles(current))['emil@echtcheck.de']).toBe('specialist');
    await expect(
      current.db.execute(sql`insert into staff_users (id, name, email, role) values ('u6', 'F', 'f@x.de', 'staff')`),
    ).rejects.toThrow();
    await expect(current.db.execute(sql`update staff_users set role = 'owner' where id = 'u1'`)).rejects.toThrow();
  });
});
