// Search and paging of the dashboard's lists (cases and clients): the page number and size, the
// search text and its pattern, and the id checks that search and the URLs need.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '#app/lib/dashboard-data.ts';

export type { Page };

/** Rows per page of the cases and clients lists. */
export const PAGE_SIZE = 25;

/** The longest search text we pass on to the database. */
const MAX_SEARCH_LENGTH = 200;

/** A whole page number ≥ 1 from whatever the query string held. */
export function pageNumber(page: number | undefined): number {
  return Number.isFinite(page) && (page as number) >= 1 ? Math.floor(page as number) : 1;
}

export function pageOf<Row>(rows: Row[], total: number, page: number): Page<Row> {
  return { rows, total, page, pageSize: PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/**
 * The search text, trimmed and without control characters (so it cannot reach across the line break
 * that separates the fields in `clientHaystack`), or undefined when there is nothing to search for.
 */
export function searchText(search: string | undefined): string | undefined {
  const text = search
    ?.replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  return text ? text : undefined;
}

/** `%text%` for ILIKE with the wildcards `%`, `_` and the escape character `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A client's searchable text: "first last", a line break, the e-mail address. One string, so one
 * case-insensitive comparison per row covers first name, last name, full name and e-mail; the search
 * text holds no line break, so a match never spans two fields.
 */
export function clientHaystack(table: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }): SQL {
  return sql`(${table.firstName} || ' ' || ${table.lastName} || chr(10) || ${table.email})`;
}

/**
 * `haystack` contains `text`, case-insensitively, wildcards literal. The locale's case folding costs
 * about twice as much as ASCII's (collation "C") over 100,000 clients, so the scan folds ASCII only:
 * ASCII search text (e-mail addresses, most names) needs nothing else. Other text (umlauts) is first
 * narrowed by its longest ASCII stretch ("ller" of "müller") and only the rows that contain it are
 * compared with the locale's case folding ("müller" finds "MÜLLER").
 */
export function containsText(haystack: SQL, text: string): SQL {
  const pattern = containsPattern(text);
  if (/^\p{ASCII}*$/u.test(text)) return sql`${haystack} collate "C" ilike ${pattern}`;
  const stretch = (text.match(/\p{ASCII}+/gu) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  if (stretch.length < 3) return sql`${haystack} ilike ${pattern}`;
  return sql`(${haystack} collate "C" ilike ${containsPattern(stretch)} and ${haystack} ilike ${pattern})`;
}

const ID_TEMPLATE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

/**
 * The ids that start with `text` (a reference number is the first 8 characters of the case id) as a
 * range [low, high] of UUIDs, which the primary key answers; undefined when no id can start so.
 */
export function idPrefixRange(text: string): { low: string; high: string } | undefined {
  const prefix = text.toLowerCase();
  if (prefix.length > ID_TEMPLATE.length) return undefined;
  for (let i = 0; i < prefix.length; i++) {
    const hyphen = ID_TEMPLATE[i] === '-';
    if (hyphen ? prefix[i] !== '-' : !/[0-9a-f]/.test(prefix[i] ?? '')) return undefined;
  }
  const rest = ID_TEMPLATE.slice(prefix.length);
  return { low: prefix + rest.replace(/x/g, '0'), high: prefix + rest.replace(/x/g, 'f') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a UUID cannot name a row (and would be a SQL error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
