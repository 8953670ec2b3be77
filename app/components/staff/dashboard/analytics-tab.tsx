import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { funnelStageLabel } from '#app/lib/analytics.ts';
import { conversionPercent, countryName, dayLabel, formatPercent, referrerLabel } from '#app/lib/analytics-format.ts';
import type { AnalyticsReport, AnalyticsTotals, ConversionRow } from '#app/lib/dashboard-data.ts';
import type { PeriodSelection } from '#app/lib/dashboard-periods.ts';
import { formatCount, formatDate, formatEuro } from '#app/lib/format.ts';
import { AnalyticsChart } from './analytics-chart.tsx';
import { PeriodPicker } from './period-picker.tsx';

const signed = new Intl.NumberFormat('de-DE', {
  signDisplay: 'exceptZero',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const CARD = 'rounded-xl border border-slate-200 bg-white p-5';
const EMPTY = <p className="mt-3 text-slate-600 text-sm">Keine Daten verfügbar</p>;

function seconds(value: number): string {
  return value === 1 ? '1 Sekunde' : `${formatCount(value)} Sekunden`;
}

/** '01.11.2026 bis 30.11.2026': the Berlin days of a [start, end) range of Berlin midnights. */
function rangeLabel(range: { start: string; end: string }): string {
  const start = new Date(range.start);
  const last = new Date(new Date(range.end).getTime() - 1);
  const from = formatDate(start);
  const to = formatDate(last);
  return from === to ? from : `${from} bis ${to}`;
}

/** The change against the previous period: in % of the old figure, or in points for a rate. */
function ChangeNote({
  current,
  previous,
  points,
}: {
  current: number | null;
  previous: number | null;
  points?: boolean;
}) {
  if (current === null || previous === null || (!points && previous === 0 && current === 0)) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">kein Vergleich möglich</span>
      </>
    );
  }
  if (!points && previous === 0) return <>neu</>;
  const change = points ? current - previous : ((current - previous) / previous) * 100;
  const text = `${signed.format(change)} ${points ? 'Prozentpunkte' : '%'} ggü. Vorzeitraum`;
  const tone = change > 0 ? 'text-emerald-700' : change < 0 ? 'text-red-700' : 'text-slate-600';
  return <span className={tone}>{text}</span>;
}

function KeyFigure({
  label,
  value,
  previous,
  change,
}: {
  label: string;
  value: string;
  previous: string;
  change: ReactNode;
}) {
  return (
    <div>
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd className="font-bold text-xl tabular-nums">{value}</dd>
      <dd className="text-slate-600 text-xs tabular-nums">Vorzeitraum: {previous}</dd>
      <dd className="text-xs tabular-nums">{change}</dd>
    </div>
  );
}

function KeyFigures({ totals, previous }: { totals: AnalyticsTotals; previous: AnalyticsTotals }) {
  const rate = conversionPercent(totals.paidOrders, totals.visitors);
  const previousRate = conversionPercent(previous.paidOrders, previous.visitors);
  const counted = (key: keyof AnalyticsTotals, format: (value: number) => string) => ({
    value: format(totals[key]),
    previous: format(previous[key]),
    change: <ChangeNote current={totals[key]} previous={previous[key]} />,
  });
  return (
    <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <KeyFigure label="Seitenaufrufe" {...counted('pageViews', formatCount)} />
      <KeyFigure label="Eindeutige Besucher" {...counted('visitors', formatCount)} />
      <KeyFigure label="Durchschnittliche Verweildauer" {...counted('avgTimeOnSiteSeconds', seconds)} />
      <KeyFigure label="Bezahlte Bestellungen" {...counted('paidOrders', formatCount)} />
      <KeyFigure label="Umsatz" {...counted('revenueCents', formatEuro)} />
      <KeyFigure
        label="Conversion-Rate"
        value={formatPercent(rate)}
        previous={formatPercent(previousRate)}
        change={<ChangeNote current={rate} previous={previousRate} points />}
      />
    </dl>
  );
}

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned with tabular figures. */
  numeric?: boolean;
}

/** A table of the report: the first column names the row (a row header), the others are figures. */
function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  if (rows.length === 0) return EMPTY;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-medium ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-slate-100 border-t">
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.header} scope="row" className="px-3 py-2 text-left font-normal">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`px-3 py-2 ${column.numeric ? 'whitespace-nowrap text-right tabular-nums' : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CsvLink({ table, query }: { table: string; query: string }) {
  return (
    <a
      href={`/conan/api/export/analyse/${table}${query ? `?${query}` : ''}`}
      download
      className="mt-3 inline-block font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
    >
      Als CSV exportieren
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={CARD}>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const conversionColumns: Column<ConversionRow>[] = [
  { header: 'Bezahlte Bestellungen', cell: (row) => formatCount(row.paidOrders), numeric: true },
  { header: 'Conversion-Rate', cell: (row) => formatPercent(row.conversionPercent), numeric: true },
  { header: 'Umsatz', cell: (row) => formatEuro(row.revenueCents), numeric: true },
];

function TopList({ items }: { items: { label: string; count: number }[] }) {
  if (items.length === 0) return EMPTY;
  return (
    <ol className="mt-3 space-y-2 text-sm">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two origins can share a host, the rank is the key
        <li key={index} className="flex justify-between gap-4">
          <span className="break-all">{item.label}</span>
          <span className="tabular-nums">{formatCount(item.count)}</span>
        </li>
      ))}
    </ol>
  );
}

function Report({ report, query }: { report: AnalyticsReport; query: string }) {
  const funnelMax = Math.max(1, ...report.funnel.map((row) => row.visitors));
  return (
    <>
      <Section title="Kennzahlen">
        <p className="mt-1 text-slate-600 text-sm">
          {rangeLabel(report.range)} ({report.range.days === 1 ? '1 Tag' : `${formatCount(report.range.days)} Tage`}),
          verglichen mit {rangeLabel(report.previousRange)}
        </p>
        <KeyFigures totals={report.totals} previous={report.previousTotals} />
        <p className="mt-3 text-slate-600 text-xs">
          Besucher werden je Tag gezählt (ohne Cookies); wer an mehreren Tagen kommt, zählt an jedem Tag. Die
          Conversion-Rate ist der Anteil der bezahlten Bestellungen an den Besuchern.
        </p>
      </Section>

      <Section title="Besucher und Seitenaufrufe">
        <div className="mt-3">
          <AnalyticsChart daily={report.daily} />
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer font-medium text-brand-700 text-sm">Als Tabelle anzeigen</summary>
          <ReportTable
            caption="Besucher und Seitenaufrufe je Tag"
            rows={report.daily}
            rowKey={(row) => row.day}
            columns={[
              { header: 'Tag', cell: (row) => dayLabel(row.day) },
              { header: 'Besucher', cell: (row) => formatCount(row.visitors), numeric: true },
              { header: 'Seitenaufrufe', cell: (row) => formatCount(row.pageViews), numeric: true },
            ]}
          />
        </details>
        <CsvLink table="tage" query={query} />
      </Section>

      <Section title="Buchungsstrecke">
        <ReportTable
          caption="Besucher je Schritt der Buchungsstrecke mit Vorzeitraum und Absprung"
          rows={report.funnel}
          rowKey={(row) => String(row.stage)}
          columns={[
            {
              header: 'Schritt',
              cell: (row) => (
                <span className="block min-w-40">
                  {funnelStageLabel(row.stage)}
                  <span aria-hidden="true" className="mt-1 block h-2 rounded-full bg-slate-100">
                    <span
                      className="block h-2 rounded-full bg-brand-600"
                      style={{ width: `${(row.visitors / funnelMax) * 100}%` }}
                    />
                  </span>
                </span>
              ),
            },
            { header: 'Besucher', cell: (row) => formatCount(row.visitors), numeric: true },
            { header: 'Vorzeitraum', cell: (row) => formatCount(row.previousVisitors), numeric: true },
            { header: 'Absprung', cell: (row) => formatPercent(row.dropOffPercent), numeric: true },
          ]}
        />
        <p className="mt-3 text-slate-600 text-xs">
          Absprung: Anteil der Besucher des vorigen Schritts, die diesen Schritt nicht erreicht haben.
        </p>
        <CsvLink table="strecke" query={query} />
      </Section>

      <Section title="Conversion nach Einstiegsseite">
        <ReportTable
          caption="Besuche, bezahlte Bestellungen und Umsatz je Einstiegsseite"
          rows={report.landingPages}
          rowKey={(row) => row.path}
          columns={[
            { header: 'Seite', cell: (row) => <span className="break-all">{row.path}</span> },
            { header: 'Besuche', cell: (row) => formatCount(row.visits), numeric: true },
            ...conversionColumns,
          ]}
        />
        <CsvLink table="einstiegsseiten" query={query} />
      </Section>

      <Section title="Conversion nach Leistung">
        <ReportTable
          caption="Begonnene Buchungen, bezahlte Bestellungen und Umsatz je Leistung"
          rows={report.services}
          rowKey={(row) => row.caseType}
          columns={[
            { header: 'Leistung', cell: (row) => row.serviceName },
            { header: 'Buchung begonnen', cell: (row) => formatCount(row.visits), numeric: true },
            ...conversionColumns,
          ]}
        />
        <CsvLink table="leistungen" query={query} />
      </Section>

      <div className="grid gap-4 lg:grid-cols-3">
        <Section title="Top 5 Länder">
          <TopList
            items={report.topCountries.map((entry) => ({ label: countryName(entry.country), count: entry.count }))}
          />
          <p className="mt-3 text-slate-600 text-xs">
            IP Geolocation by{' '}
            <a href="https://db-ip.com" className="text-brand-700 underline underline-offset-2">
              DB-IP
            </a>{' '}
            (
            <a
              href="https://creativecommons.org/licenses/by/4.0/"
              className="text-brand-700 underline underline-offset-2"
            >
              CC BY 4.0
            </a>
            )
          </p>
          <CsvLink table="laender" query={query} />
        </Section>
        <Section title="Top 5 Seiten">
          <TopList items={report.topPages.map((entry) => ({ label: entry.path, count: entry.count }))} />
          <CsvLink table="seiten" query={query} />
        </Section>
        <Section title="Top-Verweise">
          <TopList
            items={report.topReferrers.map((entry) => ({ label: referrerLabel(entry.referrer), count: entry.visits }))}
          />
          <CsvLink table="verweise" query={query} />
        </Section>
      </div>
    </>
  );
}

/**
 * spec §2 analytics tab: key figures against the previous period, visitors and page views per day,
 * the checkout funnel, conversion by landing page and by service, top countries, pages and
 * referrers; every table also as CSV (app/routes/conan/api/export-analytics.ts).
 */
export function AnalyticsTab({
  report,
  period,
}: {
  report: AnalyticsReport | null;
  period: { selection: PeriodSelection; error?: string };
}) {
  const [params] = useSearchParams();
  const exportParams = new URLSearchParams();
  for (const name of ['period', 'from', 'to']) {
    const value = params.get(name);
    if (value) exportParams.set(name, value);
  }
  return (
    <div className="space-y-4">
      <PeriodPicker selection={period.selection} error={period.error} />
      {!report ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          Bitte wählen Sie einen Zeitraum aus
        </p>
      ) : (
        <Report report={report} query={exportParams.toString()} />
      )}
    </div>
  );
}
