// The plot of a staff chart (issue 28 point 8): the value axis, the shapes (an SVG stretched to the
// plot; lines keep their width with non-scaling strokes), the line's dots, the read-out on hover and
// on keyboard focus, and the labels under the axis (HTML in percent, as many as the chart's width holds).
import type { Dispatch, SetStateAction } from 'react';
import type { ChartPoint } from '#app/components/staff/charts/chart-scale.ts';
import {
  BAR_COLOUR,
  type ChartGeometry,
  GRID_LINES,
  LABEL_TIERS,
  LINE_COLOUR,
  MAX_DOTS,
} from '#app/components/staff/charts/chart-scale.ts';

type Points = readonly ChartPoint[];

/** The value axis: HTML text at the grid lines' heights. */
export function ValueAxis({ max, formatAxis }: { max: number; formatAxis: (value: number) => string }) {
  return (
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
  );
}

/** The line over the bars, on a white halo. */
function LineShape({ line }: { line: string }) {
  return (
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
  );
}

/** The grid, the bars and the line, as an SVG stretched to the plot. */
export function PlotShapes({
  points,
  geometry: { barWidth, centre, height },
  hasLine,
  active,
}: {
  points: Points;
  geometry: ChartGeometry;
  hasLine: boolean;
  active: number | null;
}) {
  const line = points.map((point, index) => `${centre(index) * 10},${100 - height(point.line ?? 0)}`).join(' ');
  return (
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
      {hasLine && points.length > 1 ? <LineShape line={line} /> : null}
    </svg>
  );
}

/** A dot per point of the line, as long as there are few enough points. */
export function LineDots({ points, geometry: { centre, height } }: { points: Points; geometry: ChartGeometry }) {
  if (points.length > MAX_DOTS) return null;
  return points.map((point, index) => (
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
  ));
}

/**
 * The read-out: one tab stop for the whole chart; arrow keys, Home and End choose a point,
 * the mouse too. Each column's title gives the value on hover without the script.
 */
export function PointPicker({
  points,
  summary,
  active,
  setActive,
}: {
  points: Points;
  summary: string;
  active: number | null;
  setActive: Dispatch<SetStateAction<number | null>>;
}) {
  const move = (next: number) => setActive(Math.min(points.length - 1, Math.max(0, next)));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a chart's point picker has no native element
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
  );
}

/** The chosen point's description beside it. */
export function PointTooltip({ centre, description }: { centre: number; description: string }) {
  return (
    <div
      className="pointer-events-none absolute top-0 z-10 max-w-[16rem] rounded-md border border-slate-200 bg-white px-2 py-1 text-slate-900 text-xs shadow-md"
      style={
        centre > 50
          ? { right: `${100 - centre}%`, marginRight: '0.5rem' }
          : { left: `${centre}%`, marginLeft: '0.5rem' }
      }
    >
      {description}
    </div>
  );
}

/** Where a label sits: centred under its point, kept inside the plot at both ends. */
function labelStyle(centrePercent: number): React.CSSProperties {
  if (centrePercent < 6) return { left: `${centrePercent}%`, transform: 'translateX(-25%)' };
  if (centrePercent > 94) return { left: `${centrePercent}%`, transform: 'translateX(-75%)' };
  return { left: `${centrePercent}%`, transform: 'translateX(-50%)' };
}

/** The labels under the axis: as many as the chart's width holds (container queries). */
export function AxisLabels({
  points,
  tiers,
  centre,
}: {
  points: Points;
  tiers: number[];
  centre: (index: number) => number;
}) {
  return (
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
  );
}
