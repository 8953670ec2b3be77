import { useSearchParams } from 'react-router';
import type { RevenueRow, RevenueTotals } from '#app/lib/dashboard-data.ts';
import type { PeriodSelection } from '#app/lib/dashboard-periods.ts';
import { formatCount, formatEuro } from '#app/lib/format.ts';
import { PeriodPicker } from './period-picker.tsx';
import { RevenueChart } from './revenue-chart.tsx';

function caseCount(count: number): string {
  return count === 1 ? '1 Fall' : `${formatCount(count)} Fälle`;
}

export function RevenueTab({
  rows,
  totals,
  period,
}: {
  rows: RevenueRow[];
  totals: RevenueTotals;
  period: { selection: PeriodSelection; error?: string; chosen: boolean };
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
      {!period.chosen ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          Bitte wählen Sie einen Zeitraum aus
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          Keine Daten verfügbar
        </p>
      ) : (
        <>
          <RevenueChart rows={rows} />
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <caption className="sr-only">Umsatz je Zeitraum</caption>
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Zeitraum
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    Fälle
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">
                    Umsatz
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-slate-100 border-t">
                    <th scope="row" className="px-4 py-2 text-left font-normal">
                      {row.label}
                    </th>
                    <td className="px-4 py-2">{caseCount(row.caseCount)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatEuro(row.revenueCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-slate-300 border-t bg-slate-50 font-semibold">
                <tr>
                  <th scope="row" className="px-4 py-2 text-left">
                    Gesamt
                  </th>
                  <td className="px-4 py-2">{caseCount(totals.caseCount)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatEuro(totals.revenueCents)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <a
            href={`/conan/api/export/umsatz?${exportParams}`}
            download
            className="inline-block font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
          >
            Als CSV herunterladen (Excel)
          </a>
        </>
      )}
    </div>
  );
}
