import { describe, expect, it } from 'vitest';
import { type CaseType, serviceKeys } from '#app/lib/services.ts';
import { type RedFlagKey, redFlagKeys, redFlagPatterns } from './red-flag-patterns.ts';
import { findRedFlags, MAX_HITS, redFlagSign, redFlagsIn } from './red-flags.ts';
import { redFlagSample } from './red-flags-sample.ts';
import { warningSigns, warningSignsFor } from './workbench.ts';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 1 : numerator / denominator);

/** Per flag and overall, at the level of snippets: a flag raised in a snippet labelled with it is a true positive. */
function measure() {
  const perFlag = new Map<RedFlagKey, Counts>(redFlagKeys.map((key) => [key, { tp: 0, fp: 0, fn: 0 }]));
  const misses: string[] = [];
  for (const snippet of redFlagSample) {
    const found = redFlagsIn(snippet.text);
    for (const key of redFlagKeys) {
      const counts = perFlag.get(key) as Counts;
      const expected = snippet.flags.includes(key);
      const raised = found.has(key);
      if (expected && raised) counts.tp += 1;
      else if (raised) {
        counts.fp += 1;
        misses.push(`falsch positiv ${key}: ${snippet.text}`);
      } else if (expected) {
        counts.fn += 1;
        misses.push(`übersehen ${key}: ${snippet.text}`);
      }
    }
  }
  const total = [...perFlag.values()].reduce(
    (sum, counts) => ({ tp: sum.tp + counts.tp, fp: sum.fp + counts.fp, fn: sum.fn + counts.fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
  return { perFlag, total, misses };
}

describe('red flags: precision and recall on the labelled sample', () => {
  it('holds at least 40 snippets, positives for every flag and hard negatives', () => {
    expect(redFlagSample.length).toBeGreaterThanOrEqual(40);
    for (const key of redFlagKeys) {
      expect(
        redFlagSample.filter((snippet) => snippet.flags.includes(key)).length,
        `positives for ${key}`,
      ).toBeGreaterThanOrEqual(2);
    }
    expect(redFlagSample.filter((snippet) => snippet.flags.length === 0).length).toBeGreaterThanOrEqual(15);
  });

  it('reaches precision ≥ 0.9 and recall ≥ 0.85 overall, and prints the figures per flag', () => {
    const { perFlag, total, misses } = measure();
    const lines = [...perFlag].map(
      ([key, c]) =>
        `${key.padEnd(16)} TP ${String(c.tp).padStart(2)}  FP ${String(c.fp).padStart(2)}  FN ${String(c.fn).padStart(2)}  precision ${ratio(c.tp, c.tp + c.fp).toFixed(2)}  recall ${ratio(c.tp, c.tp + c.fn).toFixed(2)}`,
    );
    const precision = ratio(total.tp, total.tp + total.fp);
    const recall = ratio(total.tp, total.tp + total.fn);
    lines.push(
      `${'overall'.padEnd(16)} TP ${total.tp}  FP ${total.fp}  FN ${total.fn}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  (${redFlagSample.length} snippets, ${redFlagSample.filter((s) => s.flags.length === 0).length} without flags)`,
    );
    console.info(
      `Red flags on the labelled sample:\n${lines.join('\n')}${misses.length ? `\n${misses.join('\n')}` : ''}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });

  it('raises nothing on the gift-card, family-group and military hard negatives', () => {
    expect(redFlagsIn('ich habe ihr einen Gutschein geschenkt')).toEqual(new Set());
    expect(redFlagsIn('Das steht in der WhatsApp-Gruppe der Familie.')).toEqual(new Set());
    expect(redFlagsIn('mein Cousin ist beim Militär')).toEqual(new Set());
    // A request word in the sentence does not outweigh the present given away.
    expect(redFlagsIn('Ich habe einen Amazon-Gutschein gekauft und ihr zum Geburtstag geschenkt.')).toEqual(new Set());
    expect(redFlagsIn('Den Code vom Gutschein habe ich meiner Schwester geschenkt.')).toEqual(new Set());
  });
});

describe('red flags: matching', () => {
  it('marks the phrase itself, with its place in the text', () => {
    const text = 'Hallo! Bitte kauf mir Gutscheinkarten und schick die Codes.';
    const [hit] = findRedFlags(text);
    expect(hit).toBeDefined();
    expect(text.slice(hit?.start, hit?.end)).toBe('Gutscheinkarten');
    expect(hit?.flags).toContain('gift-cards');
  });

  it('finds words with umlauts and ß, and as typed without them', () => {
    expect(redFlagsIn('Das Paket hängt beim Zoll, die Zollgebühr beträgt 200 €.').has('customs-fees')).toBe(true);
    expect(redFlagsIn('die Zollgebuehr betraegt 200 Euro').has('customs-fees')).toBe(true);
    expect(redFlagsIn('Ich arbeite auf einer Ölplattform.').has('abroad-job')).toBe(true);
    expect(redFlagsIn('Ich arbeite auf einer Oelplattform.').has('abroad-job')).toBe(true);
    expect(redFlagsIn('Schick mir heiße Fotos von dir').has('intimate-photos')).toBe(true);
    expect(redFlagsIn('Schick mir heisse Fotos von dir').has('intimate-photos')).toBe(true);
    expect(redFlagsIn('SCHICK MIR EIN NACKTFOTO').has('intimate-photos')).toBe(true);
  });

  it('respects word boundaries, also next to umlauts', () => {
    // "Zoll" inside "Zollstock" with money words is no customs fee; "nackt" inside "Nacktschnecke" no photo.
    expect(redFlagsIn('Der Zollstock kostet 5 Euro.').has('customs-fees')).toBe(false);
    expect(redFlagsIn('Im Garten sind Nacktschnecken, ich schick dir ein Foto.').has('intimate-photos')).toBe(false);
    // "Wallet" of a stranger's sentence without any request, and "pass" as a verb, are not flags.
    expect(redFlagsIn('Pass auf dich auf und schick mir ein Foto vom Meer.').has('id-copies')).toBe(false);
  });

  it('needs the sentence context where a word alone is harmless', () => {
    expect(redFlagsIn('Ich liebe meinen Gutschein.').has('gift-cards')).toBe(false);
    expect(redFlagsIn('Kauf einen Gutschein und schick mir den Code.').has('gift-cards')).toBe(true);
    // The context ends with the sentence: the request in the next sentence does not count.
    expect(redFlagsIn('Ich habe einen Gutschein. Kannst du mir die Adresse schicken?').has('gift-cards')).toBe(false);
  });

  it('merges overlapping phrases into one hit with every flag', () => {
    const hits = findRedFlags('Kauf Google-Play-Karten für 200 € und schick mir die Codes.');
    const flags = new Set(hits.flatMap((hit) => hit.flags));
    expect(flags.has('gift-cards')).toBe(true);
    expect(flags.has('money-request')).toBe(true);
    for (let index = 1; index < hits.length; index += 1)
      expect(hits[index]?.start).toBeGreaterThanOrEqual(hits[index - 1]?.end ?? 0);
  });

  it('bounds the work: 20,000 characters of chat in under 50 ms, at most MAX_HITS marks', () => {
    const lines = redFlagSample.map((snippet) => snippet.text).join('\n');
    const text = lines.repeat(Math.ceil(20_000 / lines.length)).slice(0, 20_000);
    const median = (input: string) => {
      findRedFlags(input); // warm up the regexes
      const runs: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        findRedFlags(input);
        runs.push(performance.now() - started);
      }
      return runs.sort((a, b) => a - b)[2] ?? Number.POSITIVE_INFINITY;
    };
    const typical = median(text);
    // Texts full of candidates without sentence ends: every hit's context is asked.
    const flat = Math.max(median('geld '.repeat(4000)), median('Zoll Paket Soldat Arzt Gutschein '.repeat(600)));
    console.info(
      `Red flags in 20,000 characters: median ${typical.toFixed(1)} ms (chat lines), ${flat.toFixed(1)} ms (candidates only), of 5 runs`,
    );
    expect(typical).toBeLessThan(50);
    expect(flat).toBeLessThan(50);
    expect(findRedFlags(text).length).toBeLessThanOrEqual(MAX_HITS);
  });
});

describe('red flags: the patterns and the warning signs', () => {
  it('every pattern has a German label, an explanation and warning signs that exist', () => {
    const allSigns = new Set(Object.values(warningSigns).flatMap((signs) => signs.map((sign) => sign.key)));
    expect(redFlagPatterns.map((pattern) => pattern.key)).toEqual([...redFlagKeys]);
    for (const pattern of redFlagPatterns) {
      expect(pattern.label.length).toBeGreaterThan(3);
      expect(pattern.explanation).toMatch(/\.$/);
      expect(pattern.signs.length).toBeGreaterThan(0);
      for (const sign of pattern.signs) expect(allSigns, `${pattern.key} → ${sign}`).toContain(sign);
      for (const rule of pattern.rules) expect(rule.match.flags).toContain('u');
    }
  });

  it('resolves a flag to the first of its signs the service offers', () => {
    const resolved = (service: CaseType) =>
      Object.fromEntries(
        redFlagKeys.map((key) => [
          key,
          redFlagSign(
            key,
            warningSignsFor(service).map((sign) => sign.key),
          ),
        ]),
      );
    expect(resolved('romance-scam')).toEqual({
      'money-request': 'money-request',
      'gift-cards': 'money-request',
      crypto: 'money-request',
      urgency: 'emergency-story',
      'off-platform': 'moves-chat-off-platform',
      'early-love': 'early-love-declarations',
      'abroad-job': 'abroad-job-story',
      'customs-fees': 'emergency-story',
      investment: 'investment-offer',
      'intimate-photos': null,
      'id-copies': 'asks-for-id-or-data',
    });
    expect(resolved('dating-app')['intimate-photos']).toBe('asks-for-intimate-photos');
    expect(resolved('identity-theft')['money-request']).toBe('contacts-receive-requests');
    expect(resolved('social-media')['id-copies']).toBe('asks-for-code');
    // The picture check has no sign about chats: the marks stay, without a button.
    expect(resolved('image-check')['gift-cards']).toBeNull();
    for (const service of [...serviceKeys, 'general' as const])
      expect(Object.keys(resolved(service))).toHaveLength(redFlagKeys.length);
  });
});
