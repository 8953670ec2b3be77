// The marketing figures (spec §1; docs/product.md §12; decision records 015 and 022). Pages never
// write a figure themselves: the numbers come from the operator's configuration (OPERATOR_FIGURE_*,
// dated by OPERATOR_FIGURES_AS_OF; app/server/config/operator.server.ts), because only the operator
// can count them in the case records, and a claim without source and date is misleading (§ 5 UWG).
//
// Content modules write a figure as a marker (`figure(...)` in running text, `stats: [...]` keys
// for tiles). The page loaders resolve the markers with the configured figures
// (app/server/site/pages.server.ts): a configured figure is shown with its "Stand", a figure not
// configured is not shown (running text takes its wording without a number; a tile disappears).
// A test (facts.test.ts) fails when a sample figure's digits appear in any content module.

export type FigureKey =
  | 'checks'
  | 'deceptionProven'
  | 'clearResultRate'
  | 'imageProfiles'
  | 'socialProfiles'
  | 'datingProfiles'
  | 'identityChecks'
  | 'moneyNotPaid';

export interface FigureDefinition {
  /** How the number is written: a lower bound ("über 3.000"), a share or a sum in euros. */
  kind: 'count' | 'percent' | 'euros';
  /** What is counted (for the operator and docs/configuration.md; not shown). */
  counts: string;
  /** Stat tile: the short German label under the number; running text uses the same noun. */
  label: string;
  /** Shown next to the number when it is not counted but estimated. */
  estimate?: string;
}

/** What each figure counts (decision record 015): chosen so that no two contradict each other. */
export const figureDefinitions: Record<FigureKey, FigureDefinition> = {
  checks: {
    kind: 'count',
    counts: 'Completed checks: orders finished with a written report, since the start of the service.',
    label: 'abgeschlossene Prüfungen',
  },
  deceptionProven: {
    kind: 'count',
    counts:
      'Completed checks whose report documents a deception (stolen photos, invented identity, known scam). A subset of checks.',
    label: 'abgeschlossene Prüfungen mit belegter Täuschung',
  },
  clearResultRate: {
    kind: 'percent',
    counts:
      'Share of completed checks with a clear result: deception documented, or the statements confirmed by public sources. At least deceptionProven / checks.',
    label: 'der Prüfungen mit eindeutigem Ergebnis',
  },
  imageProfiles: {
    kind: 'count',
    counts: 'Profiles found using stolen or borrowed photos, counted per profile (one check often finds several).',
    label: 'gefundene Profile mit fremden Fotos',
  },
  socialProfiles: {
    kind: 'count',
    counts: 'Fake profiles on social networks found in checks, counted per profile.',
    label: 'gefundene Fake-Profile in sozialen Netzwerken',
  },
  datingProfiles: {
    kind: 'count',
    counts: 'Scam profiles on dating apps found in checks, counted per profile.',
    label: 'gefundene Betrugsprofile in Dating-Apps',
  },
  identityChecks: {
    kind: 'count',
    counts: 'Completed checks about a misused identity. A subset of checks.',
    label: 'abgeschlossene Prüfungen bei Identitätsdiebstahl',
  },
  moneyNotPaid: {
    kind: 'euros',
    counts:
      'Sum of the money demands open at the time of a romance-scam check that the customer did not pay after the report, as customers told us: an estimate, and labelled as one.',
    label: 'Forderungen von Liebesbetrügern, nach unserer Prüfung nicht bezahlt',
    estimate: 'Schätzung aus Kundenangaben',
  },
};

export const figureKeys = Object.keys(figureDefinitions) as FigureKey[];

/** The figures a build shows: the operator's, dated; the keys not configured are absent. */
export interface Figures {
  /** The day the figures were counted, ISO (2026-10-31); shown as "Stand: 31.10.2026". */
  asOf: string;
  values: Partial<Record<FigureKey, number>>;
  /** True for the development sample (local sites only; a public site never gets it). */
  sample: boolean;
}

/**
 * Sample figures for local development and the tests: the spec's numbers. A public site never
 * shows them (operator.server.ts); the operator configures its own counts.
 */
export const sampleFigures: Figures = {
  asOf: '2026-10-31',
  sample: true,
  values: {
    checks: 3000,
    deceptionProven: 2847,
    clearResultRate: 98.7,
    imageProfiles: 3200,
    socialProfiles: 1890,
    datingProfiles: 4150,
    identityChecks: 1670,
    moneyNotPaid: 2_800_000,
  },
};

/** Contradictions between configured figures, one German message each (empty: consistent). */
export function figureContradictions(values: Figures['values']): string[] {
  const issues: string[] = [];
  const { checks, deceptionProven, identityChecks, clearResultRate } = values;
  if (checks !== undefined && deceptionProven !== undefined && deceptionProven > checks)
    issues.push('Prüfungen mit belegter Täuschung können nicht mehr sein als alle abgeschlossenen Prüfungen');
  if (checks !== undefined && identityChecks !== undefined && identityChecks > checks)
    issues.push('Prüfungen bei Identitätsdiebstahl können nicht mehr sein als alle abgeschlossenen Prüfungen');
  if (clearResultRate !== undefined && clearResultRate > 100) issues.push('ein Anteil kann nicht über 100 % liegen');
  if (
    checks !== undefined &&
    deceptionProven !== undefined &&
    clearResultRate !== undefined &&
    clearResultRate / 100 < deceptionProven / checks - 0.0005
  )
    issues.push('der Anteil mit eindeutigem Ergebnis muss mindestens die Prüfungen mit belegter Täuschung umfassen');
  return issues;
}

const germanNumber = new Intl.NumberFormat('de-DE');
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** "31.10.2026" from "2026-10-31". */
export function formatAsOf(asOf: string): string {
  const [year, month, day] = asOf.split('-');
  return `${day}.${month}.${year}`;
}

/** The number for running text ("3.000", "98,7 %", "2,8 Millionen Euro") and for a tile ("> 3.000"). */
export function formatFigure(key: FigureKey, amount: number): { number: string; value: string } {
  const { kind } = figureDefinitions[key];
  if (kind === 'percent') {
    const number = `${decimal.format(amount)} %`;
    return { number, value: number };
  }
  if (kind === 'euros') {
    const millions = decimal.format(amount / 1_000_000);
    return { number: `${millions} Millionen Euro`, value: `${millions} Mio. €` };
  }
  // Counts are lower bounds of a growing number: "> 3.000" on a tile, "über 3.000" in text.
  const number = germanNumber.format(amount);
  return { number, value: `> ${number}` };
}

// Marker in content strings: ⟦key|text with {n}|text without a number⟧. Unusual brackets, so no
// ordinary text is taken for one; the content test checks every marker resolves.
const MARKER = /⟦(\w+)\|([^|⟧]*)\|([^⟧]*)⟧/g;

/**
 * Running text with a figure: `withNumber` is a phrase containing `{n}` (the number); its "Stand"
 * follows the phrase in brackets, so end the phrase where the note reads well. `without` is the
 * same statement without a number, used when the figure is not configured.
 */
export function figure(key: FigureKey, withNumber: string, without: string): string {
  if (!withNumber.includes('{n}')) throw new Error(`figure ${key}: the text must contain {n}`);
  return `⟦${key}|${withNumber}|${without}⟧`;
}

/** A string with its figure markers resolved against `figures` (null: none configured). */
export function resolveFigureText(text: string, figures: Figures | null): string {
  return text.replace(MARKER, (_, key: string, withNumber: string, without: string) => {
    if (!(key in figureDefinitions)) throw new Error(`unknown figure ${key}`);
    const amount = figures?.values[key as FigureKey];
    if (figures === null || amount === undefined) return without;
    const { estimate } = figureDefinitions[key as FigureKey];
    const note = [estimate, `Stand: ${formatAsOf(figures.asOf)}`].filter(Boolean).join(', ');
    return `${withNumber.replace('{n}', formatFigure(key as FigureKey, amount).number)} (${note})`;
  });
}

/** Deep copy of loader data with every figure marker in its strings resolved. */
export function resolveFigures<T>(data: T, figures: Figures | null): T {
  if (typeof data === 'string') return resolveFigureText(data, figures) as T;
  if (Array.isArray(data)) return data.map((item) => resolveFigures(item, figures)) as T;
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, resolveFigures(value, figures)])) as T;
  }
  return data;
}

export interface StatTile {
  value: string;
  label: string;
  /** "Stand: 31.10.2026", with "Schätzung aus Kundenangaben" for an estimate. */
  note: string;
}

/** A sales page's stat tiles: the configured figures among `keys`, each with its "Stand". */
export function statTiles(keys: readonly FigureKey[], figures: Figures | null): StatTile[] {
  if (figures === null) return [];
  return keys.flatMap((key) => {
    const amount = figures.values[key];
    if (amount === undefined) return [];
    const { label, estimate } = figureDefinitions[key];
    const note = [estimate, `Stand: ${formatAsOf(figures.asOf)}`].filter(Boolean).join(', ');
    return [{ value: formatFigure(key, amount).value, label, note }];
  });
}
