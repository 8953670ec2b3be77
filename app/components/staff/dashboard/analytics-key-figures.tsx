// The key figures of the analytics tab with their change against the previous period.
import type { ReactNode } from 'react';
import type { AnalyticsTotals } from '#app/lib/analytics-data.ts';
import { conversionPercent, formatPercent } from '#app/lib/analytics-format.ts';
import { formatCount, formatEuro } from '#app/lib/format.ts';

const signed = new Intl.NumberFormat('de-DE', {
  signDisplay: 'exceptZero',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

function seconds(value: number): string {
  return value === 1 ? '1 Sekunde' : `${formatCount(value)} Sekunden`;
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

export function KeyFigures({ totals, previous }: { totals: AnalyticsTotals; previous: AnalyticsTotals }) {
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
