import { rm } from 'node:fs/promises';
import pg from 'pg';

/** Removes the e2e run's database (CI) and data folder. */
export default async function globalTeardown() {
  const url = process.env.E2E_DATABASE_URL;
  if (url && process.env.TEST_DATABASE_URL) {
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
  if (process.env.E2E_DATA_DIR) await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
