// A database of its own for a fault test on the machine's PostgreSQL (TEST_DATABASE_URL, as in CI),
// dropped afterwards. The server itself is never stopped: tests that restart PostgreSQL start a
// cluster of their own (postgres-cluster.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(adminUrl = ADMIN_URL): Promise<ScratchDatabase> {
  const name = `echtcheck_faults_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
