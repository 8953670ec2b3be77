// Reading the rows of a raw SQL statement the same way on PGlite and node-postgres.
import type { SQL } from 'drizzle-orm';
import type { Db } from './db.server.ts';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function selectRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** int8 and numeric arrive as strings from node-postgres and as numbers from PGlite. */
export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
