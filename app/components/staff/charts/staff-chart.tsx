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
import {
  BAR_COLOUR,
  type ChartPoint,
  chartGeometry,
  LINE_COLOUR,
  labelTiers,
} from '#app/components/staff/charts/chart-scale.ts';
import {
  AxisLabels,
  LineDots,
  PlotShapes,
  PointPicker,
  PointTooltip,
  ValueAxis,
} from '#app/components/staff/charts/staff-chart-plot.tsx';

export { axisMax, labelTiers } from '#app/components/staff/charts/chart-scale.ts';

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

/** The legend (for sighted readers; the table names the series for screen readers). */
function ChartLegend({ barName, lineName, hasLine }: { barName: string; lineName?: string; hasLine: boolean }) {
  return (
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
  );
}

/** The figures as a table for screen readers. */
function ChartTable({
  id,
  points,
  barName,
  lineName,
  hasLine,
  formatValue,
  summary,
  labelHeading,
}: Omit<StaffChartProps, 'formatAxis' | 'withTable'> & { id: string; hasLine: boolean }) {
  return (
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
  );
}

export function StaffChart({ formatAxis, withTable = true, ...chart }: StaffChartProps) {
  const { points, barName, lineName, formatValue, summary } = chart;
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const geometry = chartGeometry(points);
  const hasLine = lineName !== undefined && points.some((point) => point.line !== undefined);
  const tiers = labelTiers(points.map((point) => point.label));
  const current = active === null ? null : points[active];

  return (
    <figure className="@container relative space-y-3">
      <figcaption className="sr-only">{summary}</figcaption>
      <ChartLegend barName={barName} lineName={lineName} hasLine={hasLine} />
      <div className="flex">
        <ValueAxis max={geometry.max} formatAxis={formatAxis ?? formatValue} />
        <div className="min-w-0 flex-1">
          <div className="relative h-52">
            <PlotShapes points={points} geometry={geometry} hasLine={hasLine} active={active} />
            {hasLine ? <LineDots points={points} geometry={geometry} /> : null}
            <PointPicker points={points} summary={summary} active={active} setActive={setActive} />
            {current && active !== null ? (
              <PointTooltip centre={geometry.centre(active)} description={current.description} />
            ) : null}
            <p className="sr-only" aria-live="polite">
              {current ? current.description : ''}
            </p>
          </div>
          <AxisLabels points={points} tiers={tiers} centre={geometry.centre} />
        </div>
      </div>
      {withTable ? <ChartTable id={id} hasLine={hasLine} {...chart} /> : null}
    </figure>
  );
}
