// Red flags in the customer's chat and suspicion texts (issue 30 point 4): a curated, explainable list
// of phrases that scammers use, in German and English. The case page marks each phrase it finds
// (app/components/staff/case/red-flag-text.tsx) and offers the workbench's matching warning sign, one
// click to tick it. A mark is a hint for staff, never a finding: it says why the phrase stands out and
// leaves the judgement to the specialist.
//
// How a pattern matches: each rule is a term (`match`), optionally with words that must also stand in
// the same sentence (`requires`) and words that rule it out there (`unless`). "Gutschein" alone is no
// red flag ("ich habe ihr einen Gutschein geschenkt"), "Gutschein" with "kaufen" or "Code" is. The
// sentence is the text between the nearest ".", "!", "?" or line break, at most SENTENCE_REACH
// characters either side, so the work per hit is bounded.
//
// Writing patterns: plain regex source in lower case; `w()` adds letter boundaries that know umlauts
// (JavaScript's \b does not) and lets "ä" also match "ae" and "a", "ß" also "ss" (people type without
// umlauts). No nested quantifiers: every regex runs in linear time. The measured precision and recall
// on the labelled sample (red-flags-sample.ts) are printed by red-flags.test.ts.
import { type RedFlagKey, redFlagByKey, redFlagPatterns } from './red-flag-patterns.ts';

/** One marked phrase: where it stands in the text and the flags it raises (overlapping hits merged). */
export interface RedFlagHit {
  start: number;
  end: number;
  flags: RedFlagKey[];
}

/** How far the sentence around a hit reaches either side, at most. */
export const SENTENCE_REACH = 200;
/** At most this many marked phrases per text; a text with more is marked up to there. */
export const MAX_HITS = 300;

/** Where sentences end in the text: the positions of ".", "!", "?" and line breaks, ascending. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const found of text.matchAll(/[.!?\n]/g)) ends.push(found.index);
  return ends;
}

/** The first index in the ascending `values` whose value is ≥ `at` (values.length if none). */
function firstAtLeast(values: readonly number[], at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sentences read one by one per context regex before it is run over the whole text once instead. */
const DIRECT_CHECKS = 16;

/**
 * Whether a context regex matches inside a hit's sentence. The first few sentences per regex are read
 * directly; after DIRECT_CHECKS the regex runs once over the whole text and later sentences are asked
 * by binary search. So a chat with a few candidates costs a few short reads, and a text full of
 * candidates ("Geld Geld Geld …") stays linear in its length.
 */
class ContextIndex {
  private readonly text: string;
  private readonly checks = new Map<RegExp, number>();
  private readonly found = new Map<RegExp, { starts: number[]; ends: number[] }>();
  constructor(text: string) {
    this.text = text;
  }

  /** The regex matches wholly inside [from, to). */
  within(regex: RegExp, from: number, to: number): boolean {
    const checks = this.checks.get(regex) ?? 0;
    if (checks < DIRECT_CHECKS) {
      this.checks.set(regex, checks + 1);
      // On the slice: the lookbehind sees the slice's start as a word boundary, as a sentence start is.
      regex.lastIndex = 0;
      return regex.test(this.text.slice(from, to));
    }
    let places = this.found.get(regex);
    if (!places) {
      places = { starts: [], ends: [] };
      regex.lastIndex = 0;
      for (const match of this.text.matchAll(regex)) {
        places.starts.push(match.index);
        places.ends.push(match.index + match[0].length);
      }
      this.found.set(regex, places);
    }
    // Matches do not overlap, so their ends ascend with their starts: the first match starting in the
    // sentence is the one that ends first.
    const index = firstAtLeast(places.starts, from);
    return index < places.starts.length && (places.ends[index] ?? to + 1) <= to;
  }
}

/**
 * The red flags in a text, in text order, overlapping phrases merged into one hit with every flag they
 * raise. Bounded: linear regexes, the sentence of a hit found by binary search (at most SENTENCE_REACH
 * either side), its context read directly or, for a text full of candidates, from one pass per context
 * regex (ContextIndex), at most MAX_HITS hits.
 */
export function findRedFlags(text: string): RedFlagHit[] {
  const ends = sentenceEnds(text);
  const context = new ContextIndex(text);
  const sentence = (start: number, end: number) => {
    const before = firstAtLeast(ends, start) - 1;
    const from = Math.max(before >= 0 ? (ends[before] ?? -1) + 1 : 0, start - SENTENCE_REACH, 0);
    const after = ends[firstAtLeast(ends, end)] ?? text.length;
    const to = Math.min(after, end + SENTENCE_REACH, text.length);
    return { from, to };
  };
  const raw: { start: number; end: number; key: RedFlagKey }[] = [];
  for (const pattern of redFlagPatterns) {
    for (const rule of pattern.rules) {
      rule.match.lastIndex = 0;
      for (const found of text.matchAll(rule.match)) {
        if (raw.length >= MAX_HITS * 4) break;
        const start = found.index;
        const end = start + found[0].length;
        if (end === start) continue;
        if (rule.requires || rule.unless) {
          const { from, to } = sentence(start, end);
          if (rule.requires && !context.within(rule.requires, from, to)) continue;
          if (rule.unless && context.within(rule.unless, from, to)) continue;
        }
        raw.push({ start, end, key: pattern.key });
      }
    }
  }
  raw.sort((a, b) => a.start - b.start || b.end - a.end);
  const hits: RedFlagHit[] = [];
  for (const entry of raw) {
    const last = hits.at(-1);
    if (last && entry.start < last.end) {
      last.end = Math.max(last.end, entry.end);
      if (!last.flags.includes(entry.key)) last.flags.push(entry.key);
      continue;
    }
    if (hits.length >= MAX_HITS) break;
    hits.push({ start: entry.start, end: entry.end, flags: [entry.key] });
  }
  return hits;
}

/** The flags a text raises, each once. */
export function redFlagsIn(text: string): Set<RedFlagKey> {
  return new Set(findRedFlags(text).flatMap((hit) => hit.flags));
}

/** The warning sign a click on the flag ticks, among the signs the case's service offers; null: none fits. */
export function redFlagSign(key: RedFlagKey, offered: readonly string[]): string | null {
  const pattern = redFlagByKey.get(key);
  return pattern?.signs.find((sign) => offered.includes(sign)) ?? null;
}
