// The one way the staff area draws charts (issue 28 point 8): bars, optionally a line over them, a
// value axis with its units, labels under the axis, values on hover and on keyboard focus, and the
// figures in a table for screen readers.
//
// The shapes are an SVG stretched to the plot (a stretched rectangle is still a rectangle; lines keep
// their width with non-scaling strokes); every text is HTML positioned in percent, so no text is ever
// stretched or shrunk with the drawing. Which axis labels show depends on the chart's own width (CSS
// container queries): at most as many as fit, never overlapping, at 390 px as at 1280 px. Rendered on
// the server; the script adds the arrow keys and the hover read-out.
import { useId, useState } from 'react';

export interface ChartPoint {
  /** Unique within the chart. */
  key: string;
  /** Under the axis, short: "KW 47", "28.11.", "Nov. 2026". */
  label: string;
  /** The label in full, for the table: "28.11.2026", "KW 47 (17.11.–23.11.2026)". */
  longLabel: string;
  /** The whole read-out for hover and focus: "28.11.2026: 3 Besucher, 5 Seitenaufrufe". */
  description: string;
  bar: number;
  line?: number;
}

export interface StaffChartProps {
  points: readonly ChartPoint[];
  /** Names of the series, in the legend and the table's headings. */
  barName: string;
  lineName?: string;
  /** Values in the table, e.g. formatEuro for cents, formatCount for counts. */
  formatValue: (value: number) => string;
  /** Values on the value axis, short ("1.200 €"); the table's format when not given. */
  formatAxis?: (value: number) => string;
  /**
   * The figures as a table for screen readers. Leave it out only where the page shows the same
   * figures in a table of its own right under the chart.
   */
  withTable?: boolean;
  /** One sentence for screen readers: what the chart shows and its main figure. */
  summary: string;
  /** The table's first column heading ("Zeitraum", "Tag"). */
  labelHeading: string;
}

const GRID_LINES = 4;
const BAR_COLOUR = '#1d5fd6'; // brand-600, 5.6:1 on white
const LINE_COLOUR = '#b45309'; // amber-700, 5:1 on white
/** Up to this many points the line has a dot per point. */
const MAX_DOTS = 62;

/** The axis top: GRID_LINES steps of 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ, at least `value`. */
export function axisMax(value: number): number {
  const rawStep = Math.max(value, 1) / GRID_LINES;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const factors = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].filter((factor) => Number.isInteger(factor * magnitude));
  const factor = factors.find((candidate) => candidate * magnitude >= rawStep) ?? 10;
  return Math.max(1, factor * magnitude) * GRID_LINES;
}

/**
 * The chart widths (CSS container, px) at which more axis labels show, with the Tailwind variant
 * that switches them on. The smallest is a phone (390 px less the card's padding).
 */
const LABEL_TIERS = [
  { minWidth: 300, className: '' },
  { minWidth: 576, className: 'hidden @xl:block' },
  { minWidth: 896, className: 'hidden @4xl:block' },
] as const;
/** Room the value axis takes left of the plot (px, also in the markup below: w-16). */
const VALUE_AXIS_PX = 64;
/** Average width of a character of the 12 px axis font, with margin (px). */
const CHAR_PX = 7.5;
const LABEL_GAP_PX = 16;

/**
 * For each point, the first tier at which its label shows (or -1: never). Every tier shows every
 * n-th point, n chosen so the labels fit its width; the n of a narrower tier is a multiple of the
 * wider tier's n, so a label once shown stays shown on a wider chart.
 */
export function labelTiers(labels: readonly string[]): number[] {
  const count = labels.length;
  const longest = Math.max(1, ...labels.map((label) => label.length));
  const labelPx = longest * CHAR_PX + LABEL_GAP_PX;
  const fits = LABEL_TIERS.map((tier) => Math.max(1, Math.floor((tier.minWidth - VALUE_AXIS_PX) / labelPx)));
  // From the widest tier down: the step of each tier, a multiple of the next wider one's.
  const steps: number[] = new Array(LABEL_TIERS.length).fill(1);
  for (let tier = LABEL_TIERS.length - 1; tier >= 0; tier--) {
    const wider = tier === LABEL_TIERS.length - 1 ? 1 : (steps[tier + 1] ?? 1);
    const needed = Math.ceil(count / (fits[tier] ?? 1));
    steps[tier] = wider * Math.max(1, Math.ceil(needed / wider));
  }
  return labels.map((_, index) => steps.findIndex((step) => index % step === 0));
}

/** Where a label sits: centred under its point, kept inside the plot at both ends. */
function labelStyle(centrePercent: number): React.CSSProperties {
  if (centrePercent < 6) return { left: `${centrePercent}%`, transform: 'translateX(-25%)' };
  if (centrePercent > 94) return { left: `${centrePercent}%`, transform: 'translateX(-75%)' };
  return { left: `${centrePercent}%`, transform: 'translateX(-50%)' };
}

export function StaffChart({
  points,
  barName,
  lineName,
  formatValue,
  formatAxis = formatValue,
  summary,
  labelHeading,
  withTable = true,
}: StaffChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const count = Math.max(points.length, 1);
  const max = axisMax(Math.max(0, ...points.map((point) => Math.max(point.bar, point.line ?? 0))));
  const slot = 100 / count;
  const barWidth = count > MAX_DOTS ? slot * 0.85 : Math.min(slot * 0.6, 8);
  const centre = (index: number) => slot * index + slot / 2;
  const height = (value: number) => (value / max) * 100;
  const hasLine = lineName !== undefined && points.some((point) => point.line !== undefined);
  const line = points.map((point, index) => `${centre(index) * 10},${100 - height(point.line ?? 0)}`).join(' ');
  const tiers = labelTiers(points.map((point) => point.label));
  const current = active === null ? null : points[active];

  const move = (next: number) => setActive(Math.min(points.length - 1, Math.max(0, next)));
  return (
    <figure className="@container relative space-y-3">
      <figcaption className="sr-only">{summary}</figcaption>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700 text-sm" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: BAR_COLOUR }} />
          {barName}
          {hasLine ? ' (Balken)' : ''}
        </li>
        {hasLine ? (
          <li className="flex items-center gap-2">
            <span className="inline-block h-0.5 w-5" style={{ background: LINE_COLOUR }} />
            {lineName} (Linie)
          </li>
        ) : null}
      </ul>
      <div className="flex">
        {/* The value axis: HTML text at the grid lines' heights. */}
        <div className="relative h-52 w-16 shrink-0" aria-hidden="true">
          {Array.from({ length: GRID_LINES + 1 }, (_, step) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the grid steps are fixed positions
              key={step}
              className="absolute right-2 -translate-y-1/2 whitespace-nowrap text-slate-600 text-xs tabular-nums"
              style={{ top: `${100 - (step / GRID_LINES) * 100}%` }}
            >
              {formatAxis((max / GRID_LINES) * step)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-52">
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 1000 100"
              preserveAspectRatio="none"
              className="absolute inset-0 h-full w-full overflow-visible"
            >
              {Array.from({ length: GRID_LINES + 1 }, (_, step) => {
                const y = 100 - (step / GRID_LINES) * 100;
                return (
                  <line
                    // biome-ignore lint/suspicious/noArrayIndexKey: the grid steps are fixed positions
                    key={step}
                    x1="0"
                    x2="1000"
                    y1={y}
                    y2={y}
                    stroke={step === 0 ? '#94a3b8' : '#e2e8f0'}
                    strokeWidth="1"
                    vectorEffect="non-scaling-stroke"
                  />
                );
              })}
              {points.map((point, index) => (
                <rect
                  key={point.key}
                  x={(centre(index) - barWidth / 2) * 10}
                  y={100 - height(point.bar)}
                  width={barWidth * 10}
                  height={height(point.bar)}
                  fill={BAR_COLOUR}
                  opacity={active === null || active === index ? 1 : 0.55}
                />
              ))}
              {hasLine && points.length > 1 ? (
                <>
                  <polyline
                    points={line}
                    fill="none"
                    stroke="#ffffff"
                    strokeWidth="5"
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                  />
                  <polyline
                    points={line}
                    fill="none"
                    stroke={LINE_COLOUR}
                    strokeWidth="2.5"
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                  />
                </>
              ) : null}
            </svg>
            {hasLine && points.length <= MAX_DOTS
              ? points.map((point, index) => (
                  <span
                    key={point.key}
                    aria-hidden="true"
                    className="absolute h-2.5 w-2.5 -translate-x-1/2 translate-y-1/2 rounded-full border border-white"
                    style={{
                      left: `${centre(index)}%`,
                      bottom: `${height(point.line ?? 0)}%`,
                      background: LINE_COLOUR,
                    }}
                  />
                ))
              : null}
            {/*
              The read-out: one tab stop for the whole chart; arrow keys, Home and End choose a point,
              the mouse too. Each column's title gives the value on hover without the script.
            */}
            {/* biome-ignore lint/a11y/useSemanticElements: a chart's point picker has no native element */}
            <div
              role="group"
              aria-label={`${summary} Mit den Pfeiltasten wählen Sie einen Wert.`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys choose a point
              tabIndex={0}
              className="absolute inset-0 flex rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
              onFocus={() => setActive((value) => value ?? points.length - 1)}
              onBlur={() => setActive(null)}
              onMouseLeave={() => setActive(null)}
              onMouseMove={(event) => {
                const box = event.currentTarget.getBoundingClientRect();
                if (box.width > 0) move(Math.floor(((event.clientX - box.left) / box.width) * points.length));
              }}
              onKeyDown={(event) => {
                const keys: Record<string, number> = {
                  ArrowRight: (active ?? -1) + 1,
                  ArrowLeft: (active ?? points.length) - 1,
                  Home: 0,
                  End: points.length - 1,
                };
                const next = keys[event.key];
                if (next === undefined) return;
                event.preventDefault();
                move(next);
              }}
            >
              {points.map((point) => (
                <div key={point.key} title={point.description} className="h-full flex-1" />
              ))}
            </div>
            {current && active !== null ? (
              <div
                className="pointer-events-none absolute top-0 z-10 max-w-[16rem] rounded-md border border-slate-200 bg-white px-2 py-1 text-slate-900 text-xs shadow-md"
                style={
                  centre(active) > 50
                    ? { right: `${100 - centre(active)}%`, marginRight: '0.5rem' }
                    : { left: `${centre(active)}%`, marginLeft: '0.5rem' }
                }
              >
                {current.description}
              </div>
            ) : null}
            <p className="sr-only" aria-live="polite">
              {current ? current.description : ''}
            </p>
          </div>
          {/* The labels under the axis: as many as the chart's width holds (container queries). */}
          <div className="relative h-6" aria-hidden="true">
            {points.map((point, index) => {
              const tier = tiers[index] ?? -1;
              if (tier < 0) return null;
              return (
                <span
                  key={point.key}
                  data-axis-label=""
                  className={`absolute top-1 whitespace-nowrap text-slate-600 text-xs ${LABEL_TIERS[tier]?.className ?? ''}`}
                  style={labelStyle(centre(index))}
                >
                  {point.label}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      {withTable ? (
        // A table's own width is not held by sr-only's 1 px; the wrapper clips it (no page overflow at 390 px).
        <div className="sr-only">
          <table id={`${id}-table`}>
            <caption>{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col">{barName}</th>
                {hasLine ? <th scope="col">{lineName}</th> : null}
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.key}>
                  <th scope="row">{point.longLabel}</th>
                  <td>{formatValue(point.bar)}</td>
                  {hasLine ? <td>{formatValue(point.line ?? 0)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
