// PGlite's folder on disk is owner-only from initdb on, whatever the umask (0022 here): without
// PrivateNodeFS initdb's files come out 0666 and later ones 0644, and the write-ahead log holds the
// session tokens and the sign-in secret.
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './db.server.ts';
import { restrictNodeFsModes } from './pglite-private-fs.server.ts';

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'echtcheck-pglite-modes-'));
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** Entries under `dir` (itself included) whose mode is not 0700 (folders) or 0600 (files). */
async function notPrivate(dir: string): Promise<string[]> {
  const found: string[] = [];
  const check = async (file: string) => {
    const info = await lstat(file);
    const want = info.isDirectory() ? 0o700 : 0o600;
    if ((info.mode & 0o7777) !== want)
      found.push(`${path.relative(dir, file) || '.'} ${(info.mode & 0o7777).toString(8)}`);
  };
  await check(dir);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    await check(path.join(entry.parentPath, entry.name));
  }
  return found;
}

it('creates, migrates and writes the database with folders 0700 and files 0600', { timeout: 180_000 }, async () => {
  const dir = path.join(parent, 'data', 'db');
  const first = await openDatabase({ kind: 'pglite', dir });
  try {
    await first.migrate();
    await first.db.execute(sql`create table later (id int, note text)`);
    await first.db.execute(sql`insert into later select g, repeat('x', 200) from generate_series(1, 5000) g`);
    await first.db.execute(sql`checkpoint`);
  } finally {
    await first.close();
  }
  // Reopened (the resume path), and new relation files written.
  const second = await openDatabase({ kind: 'pglite', dir });
  try {
    await second.db.execute(sql`create table even_later as select * from later`);
  } finally {
    await second.close();
  }
  expect(await notPrivate(dir)).toEqual([]);
  expect((await readdir(path.join(dir, 'pg_wal'))).length).toBeGreaterThan(0);
});

it('refuses a PGlite whose NODEFS it cannot wrap', () => {
  expect(() => restrictNodeFsModes({})).toThrow(/cannot keep the database files private/);
});
