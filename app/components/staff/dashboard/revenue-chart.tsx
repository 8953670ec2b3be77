import type { RevenueRow } from '#app/lib/dashboard-data.ts';
import { formatEuro } from '#app/lib/format.ts';

const HEIGHT = 200;
const BAR_GAP = 0.3;

/**
 * Bar chart of the revenue rows (spec: above the table). Plain SVG rendered on the server: no chart
 * library in the bundle, readable without JavaScript. The table below carries the same figures for
 * screen readers, so the chart is one labelled image.
 */
export function RevenueChart({ rows }: { rows: RevenueRow[] }) {
  const max = Math.max(...rows.map((row) => row.revenueCents), 1);
  const width = Math.max(rows.length * 48, 320);
  const slot = width / rows.length;
  const labelEvery = Math.ceil(rows.length / 12);
  const total = rows.reduce((sum, row) => sum + row.revenueCents, 0);
  return (
    <figure className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
      <svg
        role="img"
        aria-label={`Umsatz je Zeitraum als Balkendiagramm, insgesamt ${formatEuro(total)}; die Werte stehen in der Tabelle darunter.`}
        viewBox={`0 0 ${width} ${HEIGHT + 28}`}
        className="h-60 w-full min-w-[20rem]"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT} x2={width} y2={HEIGHT} stroke="#cbd5e1" strokeWidth="1" />
        {rows.map((row, index) => {
          const barHeight = (row.revenueCents / max) * (HEIGHT - 8);
          const x = index * slot + (slot * BAR_GAP) / 2;
          return (
            <g key={row.label}>
              <rect
                x={x}
                y={HEIGHT - barHeight}
                width={slot * (1 - BAR_GAP)}
                height={barHeight}
                rx="3"
                className="fill-brand-600"
              >
                <title>{`${row.label}: ${formatEuro(row.revenueCents)}, ${row.caseCount === 1 ? '1 Fall' : `${row.caseCount} Fälle`}`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text
                  x={x + (slot * (1 - BAR_GAP)) / 2}
                  y={HEIGHT + 18}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#475569"
                >
                  {row.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
