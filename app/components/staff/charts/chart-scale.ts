// The scale of a staff chart (issue 28 point 8): the value axis's top and grid, the bars' and the
// line's positions in percent of the plot, and which axis labels show at which chart width.

/** One point of a staff chart: a bar, and the line's value where the chart has one. */
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

export const GRID_LINES = 4;
export const BAR_COLOUR = '#1d5fd6'; // brand-600, 5.6:1 on white
export const LINE_COLOUR = '#b45309'; // amber-700, 5:1 on white
/** Up to this many points the line has a dot per point. */
export const MAX_DOTS = 62;

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
export const LABEL_TIERS = [
  { minWidth: 300, className: '' },
  { minWidth: 576, className: 'hidden @xl:block' },
  { minWidth: 896, className: 'hidden @4xl:block' },
] as const;
/** Room the value axis takes left of the plot (px, also in the markup of staff-chart-plot.tsx: w-16). */
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

/** Where the points sit: slots of equal width, bars centred in them, heights in percent of the axis. */
export function chartGeometry(points: readonly ChartPoint[]) {
  const count = Math.max(points.length, 1);
  const max = axisMax(Math.max(0, ...points.map((point) => Math.max(point.bar, point.line ?? 0))));
  const slot = 100 / count;
  const barWidth = count > MAX_DOTS ? slot * 0.85 : Math.min(slot * 0.6, 8);
  const centre = (index: number) => slot * index + slot / 2;
  const height = (value: number) => (value / max) * 100;
  return { max, barWidth, centre, height };
}

export type ChartGeometry = ReturnType<typeof chartGeometry>;
