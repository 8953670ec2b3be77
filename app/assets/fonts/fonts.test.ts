// The two Inter faces in app.css (decision record 009): the preloaded subset covers exactly the
// characters in inter-subset.txt, the full file covers the rest of its Latin range, and the subset
// stays small enough to arrive in the first TCP round trip.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const css = read('../../app.css');
const subsetChars = new Set([...read('./inter-subset.txt').replace(/\n/g, '')].map((c) => c.codePointAt(0) ?? 0));

/** Code points of a CSS unicode-range value, e.g. "U+20-21, U+25". */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const item of range.split(',')) {
    const [from, to] = item.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    const end = to ? Number.parseInt(to, 16) : start;
    for (let cp = start; cp <= end; cp++) points.add(cp);
  }
  return points;
}

function face(file: string): { range: Set<number>; weight: string } {
  const block = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1] ?? '')
    .find((body) => body.includes(file));
  if (!block) throw new Error(`no @font-face for ${file}`);
  return {
    range: codePoints(/unicode-range:\s*([^;]+);/.exec(block)?.[1] ?? ''),
    weight: /font-weight:\s*([^;]+);/.exec(block)?.[1] ?? '',
  };
}

// The unicode-range of the full Latin file (@fontsource-variable/inter).
const latin = codePoints(
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
);

describe('Inter font faces', () => {
  const subset = face('inter-subset-wght-400-700.woff2');
  const full = face('inter-latin-wght-normal.woff2');

  it('the subset face claims exactly the characters of inter-subset.txt', () => {
    expect([...subset.range].sort((a, b) => a - b)).toEqual([...subsetChars].sort((a, b) => a - b));
  });

  it('the full face claims the rest of the Latin range, so a page needs only one file', () => {
    expect([...full.range].filter((cp) => subset.range.has(cp))).toEqual([]);
    expect(new Set([...full.range, ...subset.range])).toEqual(latin);
  });

  it('both faces declare the same weights, so the browser combines them into one font', () => {
    expect(subset.weight).toBe(full.weight);
  });

  it('the subset is small enough for one round trip (10 TCP segments with its headers)', () => {
    expect(statSync(new URL('./inter-subset-wght-400-700.woff2', import.meta.url)).size).toBeLessThanOrEqual(13_600);
  });
});
