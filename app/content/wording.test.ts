// Issue 37 point 3, "Say only what we do": one word per thing in everything customers and staff
// read (content modules, components, routes, mail templates, the report), and example cases that
// cannot be taken for customer reviews. The product names' spelling is checked by copy.test.ts.
//
// - the customer's document is the "Ergebnisbericht": never "Prüfbericht", "Report", "Ergebnis-PDF";
//   "Bericht" alone only after "Ergebnisbericht" in the same sentence;
// - "kostenlos", never "gratis", "umsonst", "kostenfrei", "gebührenfrei";
// - "Bildschirmfoto", never "Screenshot";
// - a result without warning signs says "keines der geprüften Warnsignale": we checked a list;
// - example cases carry their label on every card, and no content reads like a review.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExampleCases } from '../components/marketing/common-sections.tsx';
import { commonSections } from './common-sections.ts';
import { homeContent } from './home.ts';
import { conversions, hubs, landingConfigs, salesPages } from './site.ts';

const root = join(import.meta.dirname, '..', '..');

/** Every source file under app/ except tests: content, components, routes, mail templates, the report. */
function appSources(): string[] {
  return readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `app/${name}`);
}

/** A source line without its comment (code comments are English and may say "report", "screenshot"). */
function withoutComment(line: string): string {
  if (/^\s*(\/\/|\*|\/\*)/.test(line)) return '';
  return line.replace(/\s\/\/\s.*$/, '');
}

// A word of German text, not part of an identifier (receiveScreenshot, ScreenshotRow, <Report …/>).
const before = String.raw`(?<![A-Za-zÄÖÜäöüß_$.<\/-])`;
const after = '(?![A-Za-zÄÖÜäöüß_$(])';

/** Words with one right word each (the right one after the arrow, for the message). */
const wrongWords: readonly [RegExp, string][] = [
  [new RegExp(`${before}(Prüfbericht\\w*|Reports?${after}|Ergebnis-PDF)`, 'g'), 'Ergebnisbericht'],
  [new RegExp(`${before}(gratis|umsonst|kostenfrei\\w*|gebührenfrei\\w*)${after}`, 'gi'), 'kostenlos'],
  [new RegExp(`${before}Screenshots?${after}`, 'g'), 'Bildschirmfoto'],
  // We checked a list of warning signs; we cannot say there are none.
  [
    /\bkeine Warnsignale\b|\bkeine?s? der (?!geprüften )Warnsignale\b|\bkeine der geprüften Warnsignale\b|\bkein(?:e|en)? Warnsignale? (?:\w+ ){0,3}(?:gefunden|festgestellt|entdeckt|erkannt)/g,
    'keines der geprüften Warnsignale',
  ],
];

const BERICHT = new RegExp(`${before}Bericht(?:s|e)?${after}`, 'g');

/** "file:line: found → right" for every wrong word in the given lines. */
function wrongWordsIn(files: readonly string[], read: (file: string) => string): string[] {
  const hits: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((raw, index) => {
        const line = withoutComment(raw);
        for (const [pattern, right] of wrongWords)
          for (const [found] of line.matchAll(pattern)) hits.push(`${file}:${index + 1}: ${found} → ${right}`);
        // "Bericht" alone is the customer's document only right after "Ergebnisbericht" in the same sentence.
        for (const sentence of line.split(/(?<=[.!?:;])\s+/)) {
          for (const found of sentence.matchAll(BERICHT)) {
            if (!sentence.slice(0, found.index).includes('Ergebnisbericht'))
              hits.push(`${file}:${index + 1}: ${found[0]} → Ergebnisbericht`);
          }
        }
      });
  }
  return hits;
}

const readSource = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every object in the content, with the path it sits at. */
function* objectsIn(value: unknown, path: string): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* objectsIn(item, `${path}[${index}]`);
  } else if (value !== null && typeof value === 'object') {
    yield [path, value as Record<string, unknown>];
    for (const [key, item] of Object.entries(value)) yield* objectsIn(item, `${path}.${key}`);
  }
}

const allContent = {
  homeContent,
  commonSections,
  landingConfigs,
  hubs,
  conversions,
  salesPages,
};

/** What makes a block read like a customer review: a quote, a rating, a person named with age and home. */
function reviewLike(content: unknown): string[] {
  const hits: string[] = [];
  for (const [path, object] of objectsIn(content, 'content')) {
    for (const key of ['quote', 'testimonial', 'review', 'rating', 'stars', 'author'])
      if (key in object) hits.push(`${path}.${key}`);
    if ('story' in object && !path.startsWith('content.commonSections.exampleCases.items'))
      hits.push(`${path}.story outside the labelled example cases`);
  }
  const text = JSON.stringify(content);
  // "Renate K." or "· 63 Jahre, aus dem Raum Hannover": a reviewer's signature.
  for (const [found] of text.matchAll(/\b[A-ZÄÖÜ][a-zäöüß]+ [A-ZÄÖÜ]\.(?=[\s,"·])|\b\d{2} Jahre, aus\b/g))
    hits.push(found);
  return hits;
}

describe('one word per thing (issue 37 point 3)', () => {
  it('says Ergebnisbericht, kostenlos, Bildschirmfoto and "keines der geprüften Warnsignale" everywhere', () => {
    const files = appSources();
    expect(files).toContain('app/content/sales-a.ts');
    expect(files).toContain('app/components/case-status/result-section.tsx');
    expect(files).toContain('app/server/mail/templates/case-result.server.ts');
    expect(files).toContain('app/server/casework/findings-report.server.ts');
    expect(wrongWordsIn(files, readSource)).toEqual([]);
  });

  it('finds each wrong word and names file and line', () => {
    const text = [
      "heading(doc, root, 'H1', 'Prüfbericht');",
      "guarantee: 'Keine Treffer? Ihr nächster Profil-Check ist dann gratis.',",
      "'Machen Sie einen Screenshot', kostenfrei, receiveScreenshot(upload), <Screenshots />",
      "'Wir haben keine der geprüften Warnsignale festgestellt.', 'wir haben kein Warnsignal gefunden, das dagegen spricht'",
      "'Den Bericht laden Sie herunter.', 'Im Ergebnisbericht steht, was der Bericht nicht zeigt.'",
      '// A comment about the Report and its Screenshot',
      "'Wir haben keines der geprüften Warnsignale festgestellt.', 'in Berichten über Betrug', 'Vereinsbericht'",
    ].join('\n');
    expect(wrongWordsIn(['sample.ts'], () => text)).toEqual([
      'sample.ts:1: Prüfbericht → Ergebnisbericht',
      'sample.ts:2: gratis → kostenlos',
      'sample.ts:3: kostenfrei → kostenlos',
      'sample.ts:3: Screenshot → Bildschirmfoto',
      'sample.ts:4: keine der geprüften Warnsignale → keines der geprüften Warnsignale',
      'sample.ts:4: kein Warnsignal gefunden → keines der geprüften Warnsignale',
      'sample.ts:5: Bericht → Ergebnisbericht',
    ]);
  });
});

describe('example cases (issue 37 point 3, decision record 005)', () => {
  it('every card carries the label, and the section says they are no reviews', () => {
    const { exampleCases } = commonSections;
    expect(exampleCases.title).toMatch(/^Beispielfälle/);
    expect(exampleCases.note).toMatch(/keine Kundenbewertungen/);
    expect(exampleCases.label).toBe('Beispiel, zur Veranschaulichung zusammengestellt');
    const html = renderToStaticMarkup(createElement(ExampleCases));
    const cards = html.split('<li').slice(1);
    expect(cards).toHaveLength(exampleCases.items.length);
    for (const card of cards) expect(card).toContain(exampleCases.label);
    // Told, not quoted: no quotation marks around a story, no blockquote.
    expect(html).not.toMatch(/<blockquote|<q[\s>]/);
    for (const item of exampleCases.items) expect(item.story).not.toMatch(/^[„"»]|\b(ich|mein|mir|mich)\b/i);
  });

  it('no content reads like a customer review', () => {
    expect(reviewLike(allContent)).toEqual([]);
  });

  it('finds the review-like blocks of the old testimonials', () => {
    const old = {
      testimonials: {
        items: [{ name: 'Renate K.', detail: '63 Jahre, aus dem Raum Hannover', quote: 'Zwei Monate lang …' }],
      },
      faq: [{ question: 'Frage?', story: 'Eine Geschichte ohne Kennzeichnung.' }],
    };
    expect(reviewLike(old)).toEqual([
      'content.testimonials.items[0].quote',
      'content.faq[0].story outside the labelled example cases',
      'Renate K.',
      '63 Jahre, aus',
    ]);
  });
});

/**
 * The promises issue 37 found the product did not keep. None may come back anywhere in app/ (each
 * pattern loose enough to catch the same promise in other words' order).
 */
const brokenPromises: [RegExp, string][] = [
  [/nur die Menschen, die Ihren Fall bearbeiten/, 'identifiers and fingerprints are compared across cases'],
  [/ausschließlich für Ihren Auftrag/, 'the cross-case comparison uses them beyond this order'],
  [
    /Angaben zu Straftaten.{0,40}nehmen wir nicht in.{0,20}berichte auf/i,
    'the evidence pack drafts a criminal complaint',
  ],
  [/können Sie diese E-Mail ignorieren/, 'a withdrawal is a legal declaration'],
  [/überwiegt das Interesse der Person, lehnen wir/, 'must be kept: a case can be declined (kept in legal/shared.ts)'],
];

describe('the broken promises of issue 37 stay gone', () => {
  it('no source under app/ makes them again', () => {
    const found: string[] = [];
    for (const file of appSources()) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [pattern, why] of brokenPromises.slice(0, 4))
        if (pattern.test(text)) found.push(`${file}: ${pattern.source} (${why})`);
    }
    expect(found).toEqual([]);
  });

  it('the decline promise of the privacy notice stands, and the product has the status behind it', async () => {
    const legal = readFileSync(join(root, 'app/content/legal/shared.ts'), 'utf8');
    expect(legal).toMatch(brokenPromises[4]?.[0] ?? /never/);
    const { canTransition } = await import('../lib/case-state.ts');
    expect(canTransition('paid', 'declined')).toBe(true);
    expect(canTransition('in-progress', 'declined')).toBe(true);
  });
});
