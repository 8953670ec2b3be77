// CSV exports of the dashboard (German Excel: semicolons, comma decimals, UTF-8 with BOM, CRLF):
// the paid cases (all pages, the current search applied), streamed, the revenue rows of the
// selected period with a total row, and each table of the analytics tab. The routes audit who
// exported what.
import { Readable } from 'node:stream';
import { funnelStageLabel } from '#app/lib/analytics.ts';
import type { AnalyticsReport, ConversionRow } from '#app/lib/analytics-data.ts';
import { countryName, dayLabel, percentNumber, referrerLabel } from '#app/lib/analytics-format.ts';
import { caseStatusLabels } from '#app/lib/case-state.ts';
import { bucketRange, periodBuckets, readPeriod } from '#app/lib/dashboard-periods.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { VOUCHER_LABEL } from '#app/lib/order-amount.ts';
import { paidWithNames } from '#app/lib/payment-methods.ts';
import type { Db } from '../db/db.server.ts';
import { analyticsReport } from './analytics-report.server.ts';
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
      // A voucher order is no payment (decision record 028): it says so instead of 0,00.
      row.paidWithVoucher ? VOUCHER_LABEL : csvAmount(row.amountCents),
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

/** The analytics tab's tables, by the name in the export URL (/conan/api/export/analyse/:table). */
export const analyticsTables = [
  'tage',
  'strecke',
  'einstiegsseiten',
  'leistungen',
  'zahlungsarten',
  'verweise',
  'seiten',
  'laender',
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

export function isAnalyticsTable(table: string): table is AnalyticsTable {
  return (analyticsTables as readonly string[]).includes(table);
}

/** A percentage with a decimal comma ("12,5"); empty where there is none (no visits, first stage). */
function csvPercent(value: number | null): string {
  return value === null ? '' : percentNumber(value);
}

/** The last row of the payment methods' CSV: orders that left the payment page without trying. */
const LEFT_WITHOUT_ATTEMPT_CSV = 'Zahlungsseite ohne Zahlungsversuch verlassen (Bestellungen)';

const CONVERSION_COLUMNS = ['Bezahlte Bestellungen', 'Conversion-Rate (%)', 'Umsatz (EUR)'];

function conversionCells(row: ConversionRow): CsvCell[] {
  return [row.paidOrders, csvPercent(row.conversionPercent), csvAmount(row.revenueCents)];
}

/** One table of the report as CSV text, the columns as the tab shows them; null for an unknown table. */
export function analyticsTableCsv(report: AnalyticsReport, table: string): string | null {
  switch (table) {
    case 'tage':
      return toCsv(
        ['Tag', 'Besucher', 'Seitenaufrufe'],
        report.daily.map((row) => [dayLabel(row.day), row.visitors, row.pageViews]),
      );
    case 'strecke':
      return toCsv(
        ['Schritt', 'Besucher', 'Besucher Vorzeitraum', 'Absprung (%)'],
        report.funnel.map((row) => [
          funnelStageLabel(row.stage),
          row.visitors,
          row.previousVisitors,
          csvPercent(row.dropOffPercent),
        ]),
      );
    case 'einstiegsseiten':
      return toCsv(
        ['Seite', 'Besuche', ...CONVERSION_COLUMNS],
        report.landingPages.map((row) => [row.path, row.visits, ...conversionCells(row)]),
      );
    case 'leistungen':
      return toCsv(
        ['Leistung', 'Buchung begonnen', ...CONVERSION_COLUMNS],
        report.services.map((row) => [row.serviceName, row.visits, ...conversionCells(row)]),
      );
    case 'zahlungsarten':
      return toCsv(
        ['Zahlungsart', 'Zahlungsversuche', 'Bezahlt', 'Conversion (%)'],
        [
          ...report.paymentMethods.rows.map((row) => [
            paidWithNames[row.method],
            row.attempts,
            row.paid,
            csvPercent(row.conversionPercent),
          ]),
          [LEFT_WITHOUT_ATTEMPT_CSV, report.paymentMethods.leftWithoutAttempt, '', ''],
        ],
      );
    case 'verweise':
      return toCsv(
        ['Verweis', 'Besuche'],
        report.topReferrers.map((row) => [referrerLabel(row.referrer), row.visits]),
      );
    case 'seiten':
      return toCsv(
        ['Seite', 'Seitenaufrufe'],
        report.topPages.map((row) => [row.path, row.count]),
      );
    case 'laender':
      return toCsv(
        ['Land', 'Ländercode', 'Besucher'],
        report.topCountries.map((row) => [countryName(row.country), row.country ?? '', row.count]),
      );
    default:
      return null;
  }
}

export type AnalyticsCsv = RevenueCsv;

/** The chosen table of the analytics report for the period in the URL (the same as the tab's). */
export async function analyticsCsv(
  db: Db,
  params: URLSearchParams,
  table: string,
  now = new Date(),
): Promise<AnalyticsCsv> {
  // The table first: the route answers 404 for an unknown one, whatever the period.
  if (!isAnalyticsTable(table)) return { ok: false, message: 'Unbekannte Tabelle.' };
  const { selection, error } = readPeriod(params);
  const buckets = periodBuckets(selection, now);
  if (error || !buckets) return { ok: false, message: error ?? 'Bitte wählen Sie einen Zeitraum aus' };
  const report = await analyticsReport(db, bucketRange(buckets));
  const csv = analyticsTableCsv(report, table) ?? '';
  return {
    ok: true,
    response: new Response(csv, { status: 200, headers: headers(csvFileName(`analyse-${table}`, now)) }),
  };
}
