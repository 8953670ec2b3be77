import type { WorkbenchFigures } from '#app/lib/dashboard-data.ts';
import { formatCount, formatDate } from '#app/lib/format.ts';

const oneDecimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/**
 * The workbench's figures above the case list (issue 13 point 5): delivery time per week, verdict
 * shares and cases whose photos were already known, over the last 12 weeks.
 */
export function WorkbenchFiguresPanel({ figures }: { figures: WorkbenchFigures }) {
  return (
    <section
      aria-labelledby="workbench-figures"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 text-sm"
    >
      <h2 id="workbench-figures" className="font-semibold">
        Bearbeitung der letzten 12 Wochen
      </h2>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="overflow-x-auto">
          <table className="w-full">
            <caption className="sr-only">
              Ausgelieferte Fälle und Median der Zeit von Zahlung bis Ergebnis je Woche
            </caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Woche ab
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Ausgeliefert
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Median Zahlung bis Ergebnis
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.weeks.map((week) => (
                <tr key={week.weekStart} className="border-slate-100 border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {formatDate(new Date(week.weekStart))}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(week.delivered)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {week.medianHours === null ? '–' : `${oneDecimal.format(week.medianHours)} Std.`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="space-y-4">
          <div>
            <h3 className="font-medium">Ergebnisse ({formatCount(figures.deliveredTotal)} ausgelieferte Fälle)</h3>
            <ul className="mt-2 space-y-1">
              {figures.verdicts.map((verdict) => (
                <li key={verdict.label} className="flex justify-between gap-3">
                  <span>{verdict.label}</span>
                  <span className="tabular-nums">
                    {formatCount(verdict.count)} ({oneDecimal.format(verdict.percent)} %)
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <p>
            Fälle mit einem Bild aus einem früheren Fall:{' '}
            <strong className="tabular-nums">{formatCount(figures.matchedCases)}</strong>
            {figures.matchedConfirmedCases > 0
              ? `, davon ${formatCount(figures.matchedConfirmedCases)} mit einem bestätigten Betrugsbild`
              : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
