// CSV exports of the dashboard (German Excel: semicolons, comma decimals, UTF-8 with BOM, CRLF):
// the paid cases (all pages, the current search applied), streamed, and the revenue rows of the
// selected period with a total row. The routes audit who exported what.
import { Readable } from 'node:stream';
import { caseStatusLabels } from '#app/lib/case-state.ts';
import { periodBuckets, readPeriod } from '#app/lib/dashboard-periods.ts';
import { formatDateTime } from '#app/lib/format.ts';
import type { Db } from '../db/db.server.ts';
import { type CsvCell, csvAmount, csvDownloadHeaders, csvFileName, csvStream, toCsv } from './csv.server.ts';
import { paidCasesForExport } from './paid-cases.server.ts';
import { revenueRows, revenueTotals } from './revenue.server.ts';

const CASE_COLUMNS = [
  'Auftragsnummer',
  'Vorname und Name',
  'E-Mail',
  'Leistung',
  'Betrag (EUR)',
  'Bestellt am',
  'Status',
];

async function* caseCells(db: Db, search: string | undefined): AsyncGenerator<CsvCell[]> {
  for await (const row of paidCasesForExport(db, search)) {
    yield [
      row.reference,
      row.clientName,
      row.clientEmail,
      row.serviceName,
      csvAmount(row.amountCents),
      formatDateTime(new Date(row.createdAt)),
      caseStatusLabels[row.status],
    ];
  }
}

function headers(fileName: string): Headers {
  // no-transform: the download streams as it is read, not compressed as one piece.
  return new Headers({ ...csvDownloadHeaders(fileName), 'Cache-Control': 'no-store, no-transform' });
}

export function paidCasesCsv(db: Db, search: string | undefined, now = new Date()): Response {
  const stream = csvStream(CASE_COLUMNS, caseCells(db, search || undefined));
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: headers(csvFileName('bezahlte-faelle', now)),
  });
}

export type RevenueCsv = { ok: true; response: Response } | { ok: false; message: string };

export async function revenueCsv(db: Db, params: URLSearchParams, now = new Date()): Promise<RevenueCsv> {
  const { selection, error } = readPeriod(params);
  const buckets = periodBuckets(selection, now);
  if (error || !buckets) return { ok: false, message: error ?? 'Bitte wählen Sie einen Zeitraum aus' };
  const rows = await revenueRows(db, buckets);
  const totals = revenueTotals(rows);
  const csv = toCsv(
    ['Zeitraum', 'Fälle', 'Umsatz (EUR)'],
    [
      ...rows.map((row) => [row.label, row.caseCount, csvAmount(row.revenueCents)]),
      ['Gesamt', totals.caseCount, csvAmount(totals.revenueCents)],
    ],
  );
  return { ok: true, response: new Response(csv, { status: 200, headers: headers(csvFileName('umsatz', now)) }) };
}
