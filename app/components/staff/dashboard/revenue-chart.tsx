import type { RevenueRow } from '#app/lib/dashboard-data.ts';
import { formatEuro } from '#app/lib/format.ts';
import { StaffChart } from '../charts/staff-chart.tsx';

const wholeEuro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function cases(count: number): string {
  return count === 1 ? '1 Fall' : `${count} Fälle`;
}

/** Revenue per period above the revenue table (spec §2), drawn like every staff chart (../charts/). */
export function RevenueChart({ rows }: { rows: RevenueRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.revenueCents, 0);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <StaffChart
        points={rows.map((row) => ({
          key: row.label,
          label: row.label,
          longLabel: row.label,
          description: `${row.label}: ${formatEuro(row.revenueCents)}, ${cases(row.caseCount)}`,
          bar: row.revenueCents,
        }))}
        barName="Umsatz"
        formatValue={formatEuro}
        formatAxis={(cents) => wholeEuro.format(cents / 100)}
        summary={`Diagramm: Umsatz je Zeitraum, insgesamt ${formatEuro(total)}. Die Werte stehen in der Tabelle unter dem Diagramm.`}
        labelHeading="Zeitraum"
        withTable={false}
      />
    </div>
  );
}
