import { useSearchParams } from 'react-router';
import { funnelStageLabel } from '#app/lib/analytics.ts';
import type { AnalyticsReport, ConversionRow } from '#app/lib/analytics-data.ts';
import { countryName, dayLabel, formatPercent, referrerLabel } from '#app/lib/analytics-format.ts';
import type { PeriodSelection } from '#app/lib/dashboard-periods.ts';
import { formatCount, formatDate, formatEuro } from '#app/lib/format.ts';
import { AnalyticsChart } from './analytics-chart.tsx';
import { KeyFigures } from './analytics-key-figures.tsx';
import { type Column, CsvLink, ReportTable, Section, TopList } from './analytics-parts.tsx';
import { PaymentMethodsTable } from './payment-methods-table.tsx';
import { PeriodPicker } from './period-picker.tsx';

/** '01.11.2026 bis 30.11.2026': the Berlin days of a [start, end) range of Berlin midnights. */
function rangeLabel(range: { start: string; end: string }): string {
  const start = new Date(range.start);
  const last = new Date(new Date(range.end).getTime() - 1);
  const from = formatDate(start);
  const to = formatDate(last);
  return from === to ? from : `${from} bis ${to}`;
}

const conversionColumns: Column<ConversionRow>[] = [
  { header: 'Bezahlte Bestellungen', cell: (row) => formatCount(row.paidOrders), numeric: true },
  { header: 'Conversion-Rate', cell: (row) => formatPercent(row.conversionPercent), numeric: true },
  { header: 'Umsatz', cell: (row) => formatEuro(row.revenueCents), numeric: true },
];

/** Key figures of the period against the previous one. */
function KeyFiguresSection({ report }: { report: AnalyticsReport }) {
  return (
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
  );
}

/** Visitors and page views per day, as a chart and as a table. */
function VisitorsSection({ report, query }: { report: AnalyticsReport; query: string }) {
  return (
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
  );
}

/** The checkout funnel: visitors per step, with the previous period and the drop-off. */
function FunnelSection({ report, query }: { report: AnalyticsReport; query: string }) {
  const funnelMax = Math.max(1, ...report.funnel.map((row) => row.visitors));
  return (
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
  );
}

/** The payment methods: attempts, paid orders and conversion. */
function PaymentMethodsSection({ report, query }: { report: AnalyticsReport; query: string }) {
  return (
    <Section title="Zahlungsarten">
      <PaymentMethodsTable figures={report.paymentMethods} />
      <p className="mt-3 text-slate-600 text-xs">
        Bestellungen des Zeitraums. Zahlungsversuche: Bestellungen mit mindestens einem Versuch in dieser Zahlungsart
        (bezahlt, in Prüfung oder fehlgeschlagen); wer erst mit PayPal und dann mit Karte zahlt, zählt bei beiden.
        Conversion: Anteil der bezahlten an den Zahlungsversuchen.
      </p>
      <CsvLink table="zahlungsarten" query={query} />
    </Section>
  );
}

/** Conversion by landing page and by service. */
function ConversionSections({ report, query }: { report: AnalyticsReport; query: string }) {
  return (
    <>
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
    </>
  );
}

/** Top countries, pages and referrers. */
function TopListsSection({ report, query }: { report: AnalyticsReport; query: string }) {
  return (
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
  );
}

function Report({ report, query }: { report: AnalyticsReport; query: string }) {
  return (
    <>
      <KeyFiguresSection report={report} />
      <VisitorsSection report={report} query={query} />
      <FunnelSection report={report} query={query} />
      <PaymentMethodsSection report={report} query={query} />
      <ConversionSections report={report} query={query} />
      <TopListsSection report={report} query={query} />
    </>
  );
}

/**
 * spec §2 analytics tab: key figures against the previous period, visitors and page views per day,
 * the checkout funnel, the payment methods, conversion by landing page and by service, top countries, pages and
 * referrers; every table also as CSV (app/routes/staff/api/export-analytics.ts).
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
