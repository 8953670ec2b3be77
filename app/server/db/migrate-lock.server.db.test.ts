// Two instances starting at once against a database with migrations pending (a rolling deploy, or
// two processes started together): both start, the migrations run once. Without the advisory lock
// the second instance failed with a duplicate-key error from PostgreSQL's catalog.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '#tests/support/test-database.ts';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from './db.server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `echtcheck_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
const opened: Database[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const database of opened) await database.close();
  if (testDatabaseKind() === 'postgres') await admin(`drop database if exists "${name}" with (force)`);
});

describe('migrations', () => {
  it.skipIf(testDatabaseKind() !== 'postgres')('run once when several instances start together', async () => {
    await admin(`create database "${name}"`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }));
    const results = await Promise.allSettled(opened.map((database) => database.migrate()));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query('select count(*)::int as applied from drizzle.__drizzle_migrations');
    await check.end();
    expect(rows[0]?.applied).toBe(journal.entries.length);
  });
});
