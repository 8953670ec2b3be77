// The app's PostgreSQL connections plan without parallel workers (POSTGRES_SESSION_OPTIONS), unless
// the DATABASE_URL brings its own `options`.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '#tests/support/test-database.ts';
import { type Database, openDatabase } from './db.server.ts';

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function parallelWorkers(url: string): Promise<string | undefined> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  opened.push(database);
  const result = (await database.db.execute(sql`show max_parallel_workers_per_gather`)) as unknown as {
    rows: { max_parallel_workers_per_gather: string }[];
  };
  return result.rows[0]?.max_parallel_workers_per_gather;
}

describe.skipIf(testDatabaseKind() !== 'postgres')('PostgreSQL session settings', () => {
  it('no parallel plans by default', async () => {
    expect(await parallelWorkers(process.env.TEST_DATABASE_URL ?? '')).toBe('0');
  });

  it('a DATABASE_URL with its own options keeps them', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', '-c max_parallel_workers_per_gather=1');
    expect(await parallelWorkers(url.toString())).toBe('1');
  });
});
