// The e2e server's database, for tests that check the rows an action leaves.
import pg from 'pg';

/** Rows of the e2e database (only when the server runs on PostgreSQL, i.e. in CI). */
export async function query<T>(sql: string, params: unknown[]): Promise<T[] | null> {
  if (!process.env.E2E_DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
