import { dayLabel, shortDayLabel } from '#app/lib/analytics-format.ts';
import type { AnalyticsReport } from '#app/lib/dashboard-data.ts';
import { formatCount } from '#app/lib/format.ts';

type Day = AnalyticsReport['daily'][number];

// The drawing in viewBox units; the SVG scales as a whole (fonts included) to the card's width.
const WIDTH = 720;
const PLOT_TOP = 10;
const PLOT_HEIGHT = 200;
const LEFT = 52;
const RIGHT = 12;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const AXIS_Y = PLOT_TOP + PLOT_HEIGHT;
const HEIGHT = AXIS_Y + 26;
/** At most this many day labels under the axis (a label takes about 40 of the 668 units); more days are thinned out. */
const MAX_LABELS = 13;
/** Up to this many days the visitors line has a dot per day. */
const MAX_DOTS = 62;
const GRID_LINES = 4;

// Page views as bars, visitors as a line over them: the two differ by shape, not only by colour.
const BAR_COLOUR = '#1d5fd6'; // brand-600, 5.6:1 on white
const LINE_COLOUR = '#b45309'; // amber-700, 5:1 on white; a white halo keeps it apart from the bars

/** The axis top: GRID_LINES whole-numbered steps of 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ, at least `value`. */
function axisMax(value: number): number {
  const rawStep = Math.max(value, 1) / GRID_LINES;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const factors = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].filter((factor) => Number.isInteger(factor * magnitude));
  const factor = factors.find((candidate) => candidate * magnitude >= rawStep) ?? 10;
  return Math.max(1, factor * magnitude) * GRID_LINES;
}

/** Days of the month that get labels in ranges over a month, densest first. */
const LABEL_DATES = [['01', '08', '15', '22'], ['01', '16'], ['01']];
/** Month steps for long ranges: the first that leaves at most MAX_LABELS month starts. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24];

/**
 * Which days get a label under the axis, at most MAX_LABELS: up to a month every n-th day; longer
 * ranges fixed dates of the month (1st, 8th, 15th, 22nd; 1st and 16th; 1st of every n-th month),
 * so the labels fall on dates one reads at a glance.
 */
function labelledDays(daily: Day[]): Set<number> {
  const indexes = daily.map((_, index) => index);
  if (daily.length <= 31) {
    const every = Math.ceil(daily.length / MAX_LABELS);
    return new Set(indexes.filter((index) => index % every === 0));
  }
  for (const dates of LABEL_DATES) {
    const chosen = indexes.filter((index) => dates.includes(daily[index]?.day.slice(8) ?? ''));
    if (chosen.length <= MAX_LABELS) return new Set(chosen);
  }
  const monthStarts = indexes.filter((index) => daily[index]?.day.endsWith('-01'));
  const step = MONTH_STEPS.find((months) => monthStarts.length / months <= MAX_LABELS) ?? 24;
  return new Set(monthStarts.filter((_, position) => position % step === 0));
}

function summary(daily: Day[]): string {
  const first = daily[0];
  const last = daily[daily.length - 1];
  if (!first || !last) return 'Besucher und Seitenaufrufe je Tag: keine Tage im Zeitraum.';
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const pageViews = daily.reduce((sum, day) => sum + day.pageViews, 0);
  const busiest = daily.reduce((best, day) => (day.visitors > best.visitors ? day : best), first);
  const range = first === last ? `am ${dayLabel(first.day)}` : `vom ${dayLabel(first.day)} bis ${dayLabel(last.day)}`;
  const peak =
    busiest.visitors > 0
      ? ` Die meisten Besucher kamen am ${dayLabel(busiest.day)} (${formatCount(busiest.visitors)}).`
      : '';
  return `Diagramm: Besucher (Linie) und Seitenaufrufe (Balken) je Tag ${range}, insgesamt ${formatCount(visitors)} Besucher und ${formatCount(pageViews)} Seitenaufrufe.${peak} Die Werte je Tag stehen in der Tabelle unter dem Diagramm.`;
}

/**
 * Visitors and page views per day (spec §2 analytics tab): plain SVG rendered on the server like
 * revenue-chart.tsx, no chart library. From 1 day to 5 years: the bars and the line share one
 * scale, at most 13 day labels (month starts for long ranges), dots only while there is room. The
 * figures also stand in the table the tab shows under the chart, so the chart is one labelled image.
 */
export function AnalyticsChart({ daily }: { daily: Day[] }) {
  const count = Math.max(daily.length, 1);
  const max = axisMax(Math.max(0, ...daily.map((day) => Math.max(day.pageViews, day.visitors))));
  const slot = PLOT_WIDTH / count;
  const barWidth = count > MAX_DOTS ? slot * 0.85 : Math.min(slot * 0.6, 48);
  const labelled = labelledDays(daily);
  // Over a year the day alone is ambiguous: 01.07.26.
  const label = (day: string) => (daily.length > 366 ? `${shortDayLabel(day)}${day.slice(2, 4)}` : shortDayLabel(day));
  const centre = (index: number) => LEFT + slot * index + slot / 2;
  const y = (value: number) => AXIS_Y - (value / max) * PLOT_HEIGHT;
  const line = daily.map((day, index) => `${centre(index).toFixed(2)},${y(day.visitors).toFixed(2)}`).join(' ');
  return (
    <figure className="space-y-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700 text-sm">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: BAR_COLOUR }} />
          Seitenaufrufe (Balken)
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-5" style={{ background: LINE_COLOUR }} />
          Besucher (Linie)
        </li>
      </ul>
      <div className="overflow-x-auto">
        <svg
          role="img"
          aria-label={summary(daily)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[32rem]"
        >
          {Array.from({ length: GRID_LINES + 1 }, (_, step) => {
            const value = (max / GRID_LINES) * step;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the grid lines are fixed positions
              <g key={step}>
                <line
                  x1={LEFT}
                  x2={WIDTH - RIGHT}
                  y1={y(value)}
                  y2={y(value)}
                  stroke={step === 0 ? '#94a3b8' : '#e2e8f0'}
                  strokeWidth="1"
                />
                <text x={LEFT - 8} y={y(value) + 4} textAnchor="end" fontSize="11" fill="#475569">
                  {formatCount(value)}
                </text>
              </g>
            );
          })}
          {daily.map((day, index) => {
            const x = centre(index);
            // The y axis's "0" sits higher, so a label may reach left of the plot; only the edges limit it.
            const labelX = Math.min(Math.max(x, 26), WIDTH - 26);
            return (
              <g key={day.day}>
                <rect
                  x={x - barWidth / 2}
                  y={y(day.pageViews)}
                  width={barWidth}
                  height={AXIS_Y - y(day.pageViews)}
                  fill={BAR_COLOUR}
                />
                {labelled.has(index) ? (
                  <>
                    <line x1={x} x2={x} y1={AXIS_Y} y2={AXIS_Y + 4} stroke="#94a3b8" strokeWidth="1" />
                    <text x={labelX} y={AXIS_Y + 18} textAnchor="middle" fontSize="11" fill="#475569">
                      {label(day.day)}
                    </text>
                  </>
                ) : null}
              </g>
            );
          })}
          {daily.length > 1 ? (
            <>
              <polyline points={line} fill="none" stroke="#ffffff" strokeWidth="5" strokeLinejoin="round" />
              <polyline points={line} fill="none" stroke={LINE_COLOUR} strokeWidth="2.5" strokeLinejoin="round" />
            </>
          ) : null}
          {daily.length <= MAX_DOTS
            ? daily.map((day, index) => (
                <circle
                  key={day.day}
                  cx={centre(index)}
                  cy={y(day.visitors)}
                  r="4"
                  fill={LINE_COLOUR}
                  stroke="#ffffff"
                  strokeWidth="1.5"
                />
              ))
            : null}
          {/* Hover targets over the whole height of each day, so the tooltip does not need a bar. */}
          {daily.map((day, index) => (
            <rect
              key={day.day}
              x={LEFT + slot * index}
              y={PLOT_TOP}
              width={slot}
              height={PLOT_HEIGHT}
              fill="transparent"
            >
              <title>{`${dayLabel(day.day)}: ${formatCount(day.visitors)} Besucher, ${formatCount(day.pageViews)} Seitenaufrufe`}</title>
            </rect>
          ))}
        </svg>
      </div>
    </figure>
  );
}
