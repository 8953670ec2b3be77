// Issue 12 point 3 and issue 27 point 6: pages write no figure themselves; every figure comes from
// the operator's configuration, dated, and a figure not configured is not shown. Issue 37 point 3:
// the pages now use none of them (a claim the code cannot prove is removed, not configured).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonSections } from './common-sections.ts';
import {
  type FigureKey,
  figure,
  figureContradictions,
  figureKeys,
  formatFigure,
  resolveFigures,
  resolveFigureText,
  sampleFigures,
  statTiles,
} from './facts.ts';
import { homeContent } from './home.ts';
import { conversions, hubs, landingConfigs, salesPages } from './site.ts';

const root = join(import.meta.dirname, '..', '..');

/** Source files whose text is shown on the marketing pages (facts.ts itself excepted). */
function pageSources(): string[] {
  // The content with its pages' folders (landings/set-a/, hubs/, legal/, …).
  const dirs = ['app/content', 'app/components/marketing', 'app/routes/marketing'];
  const files = dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `${dir}/${name}`),
  );
  return [...files.filter((file) => file !== 'app/content/facts.ts'), 'app/routes/home.tsx'];
}

/** The sample figures' digits as pages would write them: 3.000, 3000, 3 000, 98,7, 2,8 Mio./Millionen. */
function figurePatterns(): RegExp[] {
  const counts = Object.values(sampleFigures.values)
    .filter((amount) => Number.isInteger(amount) && amount < 1_000_000)
    .map((amount) => {
      const digits = String(amount);
      const head = digits.slice(0, -3);
      const tail = digits.slice(-3);
      return new RegExp(`(?<![\\d.,])${head}[.\\s\\u00a0\\u202f]?${tail}(?![\\d])`);
    });
  return [
    ...counts,
    /(?<![\d.,])98[,.]7(?!\d)/,
    /(?<![\d.,])2[,.]8\s*(Mio|Millionen|million)/i,
    /(?<![\d.,])2[.\s]?800[.\s]?000(?!\d)/,
    // "aufgeklärt" claims a result; the pages say what was done (issue 27 point 6).
    /aufgeklärte Betrugsfälle/i,
  ];
}

/** Everything the marketing pages render from content modules. */
const allContent = () => [landingConfigs, hubs, conversions, salesPages, homeContent, commonSections];

describe('marketing figures (facts.ts)', () => {
  it('appear in no page source other than facts.ts', () => {
    const patterns = figurePatterns();
    const hits: string[] = [];
    for (const file of pageSources()) {
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const pattern of patterns) if (pattern.test(line)) hits.push(`${file}:${index + 1}: ${pattern}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('the pages show no figure about us, configured or not (issue 37 point 3)', () => {
    // The operator's counts are claims the code cannot prove: no page writes a figure marker or
    // lists stat tiles, so the configured figures change nothing on the pages.
    const configured = JSON.stringify(resolveFigures(allContent(), sampleFigures));
    expect(JSON.stringify(allContent())).not.toMatch(/[⟦⟧]|\{n\}/);
    expect(configured).toBe(JSON.stringify(resolveFigures(allContent(), null)));
    expect(configured).not.toMatch(/Stand: /);
    expect(salesPages.filter((page) => (page.stats ?? []).length > 0).map((page) => page.slug)).toEqual([]);
    expect(salesPages.flatMap((page) => statTiles(page.stats ?? [], sampleFigures))).toEqual([]);
  });

  it('a marker, where one is written, is shown with its Stand', () => {
    const text = resolveFigureText(figure('checks', 'Aus über {n} Prüfungen', 'Aus unseren Prüfungen'), sampleFigures);
    expect(text).toBe('Aus über 3.000 Prüfungen (Stand: 31.10.2026)');
    expect(resolveFigureText(figure('checks', 'Aus über {n} Prüfungen', 'Aus unseren Prüfungen'), null)).toBe(
      'Aus unseren Prüfungen',
    );
    for (const key of figureKeys) expect(formatFigure(key, sampleFigures.values[key] as number).number).toBeTruthy();
  });

  it('a figure not configured is not shown: no number, no empty phrase, no tile', () => {
    const text = JSON.stringify(resolveFigures(allContent(), null));
    expect(text).not.toMatch(/[⟦⟧]|\{n\}|Stand: /);
    expect(text).not.toMatch(/über \d/);
    expect(salesPages.flatMap((page) => statTiles(page.stats ?? [], null))).toEqual([]);
    const onlyChecks = { asOf: '2026-10-31', sample: false, values: { checks: 3124 } };
    expect(statTiles(['checks', 'moneyNotPaid'], onlyChecks)).toEqual([
      { value: '> 3.124', label: 'abgeschlossene Prüfungen', note: 'Stand: 31.10.2026' },
    ]);
  });

  it('labels the estimate as one', () => {
    const [tile] = statTiles(['moneyNotPaid'], sampleFigures);
    expect(tile).toEqual({
      value: '2,8 Mio. €',
      label: 'Forderungen von Liebesbetrügern, nach unserer Prüfung nicht bezahlt',
      note: 'Schätzung aus Kundenangaben, Stand: 31.10.2026',
    });
  });

  it('the sample is consistent, and contradictions are named', () => {
    expect(figureContradictions(sampleFigures.values)).toEqual([]);
    const values: Partial<Record<FigureKey, number>> = { checks: 100, deceptionProven: 99, clearResultRate: 90 };
    expect(figureContradictions(values)).toEqual([
      'der Anteil mit eindeutigem Ergebnis muss mindestens die Prüfungen mit belegter Täuschung umfassen',
    ]);
  });
});
