// CSV exports of the staff dashboard, made for Excel on German machines: semicolons between cells
// (German Excel expects them, as the comma is the decimal sign), UTF-8 with a byte order mark (or
// Excel reads umlauts as Windows-1252), CRLF line ends, quotes where a cell needs them. Amounts go
// in as "1.234,50" so that Excel reads a number. Every text cell is guarded against formula
// injection, as names, profile URLs and chat texts come from customers.

import { pipeline, Readable } from 'node:stream';
import { TZDate } from '@date-fns/tz';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { format } from 'date-fns/format';
import { formatCount, TIME_ZONE } from '#app/lib/format.ts';

export type CsvCell = string | number | null | undefined;

const CSV_OPTIONS = {
  delimiter: ';',
  bom: true,
  record_delimiter: 'windows',
  // With a record_delimiter set, csv-stringify quotes only cells holding the whole "\r\n"; a lone
  // "\n" or "\r" in a chat text would then break the row in Excel. This quotes those as well.
  quote_record_delimiter: true,
} as const;

/** Cells Excel, LibreOffice or Numbers would read as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** "-12,50", "-1.234,50", "-3": a plain (German) number is no formula and stays a number. */
const PLAIN_NUMBER = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/**
 * Safe against CSV/formula injection: a cell starting with = + - @ (or their full-width forms,
 * which Apple Numbers normalises) or with a tab or CR gets an apostrophe in front (OWASP), so
 * spreadsheets show it as text. A plain negative number such as csvAmount(-1250) = "-12,50" stays
 * as it is. Applied to every string cell by toCsv and csvStream.
 */
export function csvSafe(value: string): string {
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

function safeRow(row: readonly CsvCell[]): CsvCell[] {
  return row.map((cell) => (typeof cell === 'string' ? csvSafe(cell) : cell));
}

/**
 * Header and rows as one CSV text: semicolon-separated, starting with the UTF-8 byte order mark,
 * CRLF after every row (the last one too). Numbers are written as they are ("1.5", "-3"), null and
 * undefined as empty cells; pass amounts through csvAmount.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return stringifySync([header, ...rows].map(safeRow), CSV_OPTIONS);
}

/**
 * The same CSV as toCsv, byte for byte, as a Node Readable stream of UTF-8 bytes, for large exports
 * (100,000 rows) without building one string; rows may come from an async iterable (a database
 * cursor). An error while reading rows destroys the stream with that error; a reader that stops
 * early (a cancelled download) ends the rows iterable through its return().
 */
export function csvStream(header: string[], rows: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>): Readable {
  async function* records(): AsyncGenerator<CsvCell[]> {
    yield safeRow(header);
    for await (const row of rows) yield safeRow(row);
  }
  const stringifier = stringify(CSV_OPTIONS);
  // Errors reach the reader through the destroyed stringifier; nothing more to do here.
  pipeline(Readable.from(records()), stringifier, () => {});
  return stringifier;
}

/**
 * 123450 → "1.234,50": euros with a decimal comma and thousands dots, no currency sign, so German
 * Excel reads a number. Whole cents (rounded); negative amounts get a leading "-".
 */
export function csvAmount(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`csvAmount needs a finite number of cents, got ${cents}`);
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const euros = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}${formatCount(euros)},${rest}`;
}

/** 'echtcheck-faelle-2026-11-23.csv': the export's topic and the Berlin calendar day of `now`. */
export function csvFileName(topic: string, now: Date = new Date()): string {
  return `echtcheck-${topic}-${format(new TZDate(now.getTime(), TIME_ZONE), 'yyyy-MM-dd')}.csv`;
}

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** RFC 8187 value-chars: what encodeURIComponent leaves alone, minus ' ( ) *. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Response headers for a CSV download: Content-Type 'text/csv; charset=utf-8', Cache-Control
 * 'no-store' (staff data must not stay in caches) and Content-Disposition 'attachment' with an
 * ASCII filename (umlauts transliterated, anything else odd replaced by '_') and the exact name in
 * filename* (RFC 6266 / RFC 8187). Any path part of fileName is dropped.
 */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  const baseName =
    fileName
      .split(/[/\\]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() || 'export.csv';
  const ascii = baseName
    .replace(/[äöüÄÖÜß]/g, (char) => TRANSLITERATION[char] ?? '_')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(baseName)}`,
    'Cache-Control': 'no-store',
  };
}
