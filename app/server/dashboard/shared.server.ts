// What every dashboard query shares: the paid-case filter (spec §4/§9), paging, the search pattern
// and reading raw SQL results the same way on PGlite and node-postgres.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { cases } from '../db/schema.server.ts';

/** Rows per page of the cases and clients lists. */
export const PAGE_SIZE = 25;

/** The longest search text we pass on to the database. */
const MAX_SEARCH_LENGTH = 200;

/**
 * spec §9 "Paid-case filter: payment id present and status not pending". The partial indexes on
 * `cases` (schema/cases.server.ts) repeat exactly this predicate, so keep the two in step.
 */
export const paidCase: SQL = sql`(${cases.paymentId} is not null and ${cases.status} <> 'pending')`;

export interface Page<Row> {
  rows: Row[];
  /** Matching rows over all pages. */
  total: number;
  /** 1-based; a page past the last one is answered with no rows. */
  page: number;
  pageSize: number;
  /** At least 1, so that an empty list still reads "page 1 of 1". */
  pageCount: number;
}

/** A whole page number ≥ 1 from whatever the query string held. */
export function pageNumber(page: number | undefined): number {
  return Number.isFinite(page) && (page as number) >= 1 ? Math.floor(page as number) : 1;
}

export function pageOf<Row>(rows: Row[], total: number, page: number): Page<Row> {
  return { rows, total, page, pageSize: PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** The trimmed search text, or undefined when there is nothing to search for. */
export function searchText(search: string | undefined): string | undefined {
  const text = search?.trim().slice(0, MAX_SEARCH_LENGTH);
  return text ? text : undefined;
}

/** `%text%` for ILIKE with the wildcards `%`, `_` and the escape character `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Could be the start of a case id (the reference number is its first 8 characters). */
export function looksLikeIdPrefix(text: string): boolean {
  return /^[0-9a-f-]{1,36}$/i.test(text);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a UUID cannot name a row (and would be a SQL error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** int8 and numeric arrive as strings from node-postgres and as numbers from PGlite. */
export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}
