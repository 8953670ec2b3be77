// The e2e server's database, for tests that check the rows an action leaves. Only when the server
// runs on PostgreSQL (TEST_DATABASE_URL, always in CI): PGlite admits one process per data folder,
// and that process is the server. Without it the row checks are not made, and say so: each one is
// noted on the test (an annotation in the report) and printed; in CI that is a failure instead.
import { test } from '@playwright/test';
import pg from 'pg';

/** Rows of the e2e database, or null (noted, never silently) when the server runs on PGlite. */
export async function query<T>(sql: string, params: unknown[]): Promise<T[] | null> {
  if (!process.env.E2E_DATABASE_URL) {
    if (process.env.CI) {
      throw new Error('In CI the browser tests run on PostgreSQL (TEST_DATABASE_URL); the rows must be checked.');
    }
    const note = `rows not checked (the server runs on PGlite; set TEST_DATABASE_URL): ${sql.replace(/\s+/g, ' ').slice(0, 80)}`;
    test.info().annotations.push({ type: 'not checked', description: note });
    console.warn(`${test.info().title}: ${note}`);
    return null;
  }
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
