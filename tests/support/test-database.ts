// A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
// the PostgreSQL server at TEST_DATABASE_URL (project db:postgres), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '#app/server/db/db.server.ts';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  cleanup(): Promise<void>;
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return Object.assign(database, { cleanup: () => database.close() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `echtcheck_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await database.migrate();
  return Object.assign(database, {
    async cleanup() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  });
}
