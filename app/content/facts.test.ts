// Issue 12 point 3: every marketing figure lives once, in facts.ts; pages take it from there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonSections } from './common-sections.ts';
import { facts } from './facts.ts';
import { homeContent } from './home.ts';
import { conversions, hubs, landingConfigs, salesPages } from './site.ts';

const root = join(import.meta.dirname, '..', '..');

/** Source files whose text is shown on the marketing pages (facts.ts itself excepted). */
function pageSources(): string[] {
  const dirs = ['app/content', 'app/content/landings', 'app/components/marketing', 'app/routes/marketing'];
  const files = dirs.flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `${dir}/${name}`),
  );
  return [...files.filter((file) => file !== 'app/content/facts.ts'), 'app/routes/home.tsx'];
}

/** The figures' digits as pages would write them: 3.000, 3000, 3 000, 98,7, 2,8 Mio./Millionen. */
function figurePatterns(): RegExp[] {
  const counts = Object.values(facts)
    .map((fact) => fact.amount)
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
  ];
}

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

  it('the rendered pages use the figures of facts.ts, and each figure somewhere', () => {
    const text = JSON.stringify([landingConfigs, hubs, conversions, salesPages, homeContent, commonSections]);
    for (const [key, fact] of Object.entries(facts))
      expect(text.includes(fact.number) || text.includes(fact.value), key).toBe(true);
    for (const page of salesPages)
      for (const item of page.stats ?? [])
        expect(
          Object.values(facts).some((fact) => fact.value === item.value && fact.label === item.label),
          `${page.slug}: ${item.value} ${item.label}`,
        ).toBe(true);
  });

  it('are consistent with one another', () => {
    // Solved cases and identity-theft checks are subsets of all checks; the share with a clear
    // result covers at least the solved cases (decision record 015).
    expect(facts.casesSolved.amount).toBeLessThanOrEqual(facts.checks.amount);
    expect(facts.identityCases.amount).toBeLessThanOrEqual(facts.checks.amount);
    expect(facts.clearResultRate.amount / 100).toBeGreaterThanOrEqual(facts.casesSolved.amount / facts.checks.amount);
    expect(facts.clearResultRate.amount).toBeLessThanOrEqual(100);
  });
});
