import type { AnalyticsSummary } from '#app/lib/dashboard-data.ts';
import type { PeriodSelection } from '#app/lib/dashboard-periods.ts';
import { formatCount } from '#app/lib/format.ts';
import { PeriodPicker } from './period-picker.tsx';

const regionNames = new Intl.DisplayNames('de', { type: 'region' });

function countryName(code: string | null): string {
  if (!code) return 'Unbekannt';
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function TopList({ title, items }: { title: string; items: { label: string; count: number }[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm">Keine Daten verfügbar</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {items.map((item) => (
            <li key={item.label} className="flex justify-between gap-4">
              <span className="break-all">{item.label}</span>
              <span className="tabular-nums">{formatCount(item.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** spec §2 analytics tab: top 5 countries and pages, page views, visitors, average time on site. */
export function AnalyticsTab({
  summary,
  period,
}: {
  summary: AnalyticsSummary | null;
  period: { selection: PeriodSelection; error?: string };
}) {
  return (
    <div className="space-y-4">
      <PeriodPicker selection={period.selection} error={period.error} />
      {!summary ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          Bitte wählen Sie einen Zeitraum aus
        </p>
      ) : (
        <>
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="font-semibold">Website-Statistik</h2>
            <dl className="mt-3 grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-slate-600 text-sm">Seitenaufrufe</dt>
                <dd className="font-bold text-xl tabular-nums">{formatCount(summary.pageViews)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 text-sm">Eindeutige Besucher</dt>
                <dd className="font-bold text-xl tabular-nums">{formatCount(summary.visitors)}</dd>
              </div>
              <div>
                <dt className="text-slate-600 text-sm">Durchschnittliche Verweildauer</dt>
                <dd className="font-bold text-xl tabular-nums">{formatCount(summary.avgTimeOnSiteSeconds)} Sekunden</dd>
              </div>
            </dl>
            <p className="mt-3 text-slate-600 text-xs">
              Besucher werden je Tag gezählt (ohne Cookies); wer an mehreren Tagen kommt, zählt an jedem Tag.
            </p>
          </section>
          <div className="grid gap-4 md:grid-cols-2">
            <TopList
              title="Top 5 Länder"
              items={summary.topCountries.map((entry) => ({ label: countryName(entry.country), count: entry.count }))}
            />
            <TopList
              title="Top 5 Seiten"
              items={summary.topPages.map((entry) => ({ label: entry.path, count: entry.count }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
