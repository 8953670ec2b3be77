import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hitDefinition,
  noHitsDefinition,
  noHitsLimits,
  reportLimits,
  verdictDefinitions,
} from '#app/content/result-terms.ts';
import {
  extractFlatText,
  extractPages,
  extractText,
  imageCount,
  inflatedStreams,
  roles,
  type StructNode,
  structTrees,
} from '#tests/support/pdf-extract.ts';
import { pdfPages } from '#tests/support/pdf-text.ts';
import { testProvider } from '#tests/support/provider.ts';
import { type FindingsReportInput, type ReportImage, renderFindingsReport } from './findings-report.server.ts';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** A URL of exactly 100 characters: wider than the content width at 9.5 pt, within it at 7 pt. */
const LONG_URL = 'https://www.Example-Social-Network.com/Members/MariaWomanModel/PhotoAlbums/Summer-2019?ref=WMWMWMWMW';

let screenshot: ReportImage;

beforeAll(async () => {
  // A small stand-in screenshot: grey "text lines" on white, scaled and encoded as the case's
  // screenshots are (JPEG quality 72).
  const width = 700;
  const height = 400;
  const pixels = Buffer.alloc(width * height * 3, 255);
  for (let y = 20; y < height - 9; y += 18) {
    for (let x = 30; x < width - 30; x++) {
      if ((x * 7 + y) % 23 < 15)
        for (let row = y; row < y + 9; row++) pixels.fill(90, (row * width + x) * 3, (row * width + x) * 3 + 3);
    }
  }
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 72 })
    .toBuffer();
  screenshot = { bytes, width, height };
});

function reportInput(overrides: Partial<FindingsReportInput> = {}): FindingsReportInput {
  return {
    provider: testProvider,
    reference: '3f2a9c1e',
    customerName: 'Erika Mustermann',
    serviceName: 'Romance-Scam-Check',
    targetName: 'Daniel Berger',
    orderedAt: day('2026-11-19'),
    createdAt: new Date('2026-11-21T10:00:00Z'),
    verdict: { key: 'likely-fake', label: 'wahrscheinlich gefälscht', definition: verdictDefinitions['likely-fake'] },
    outcome: { key: 'hits', label: 'mit Treffern', definition: hitDefinition },
    summary: 'Die Fotos des Profils gehören einem Model aus Mailand.',
    steps: [
      {
        label: 'Bildrückwärtssuche für jedes Profilfoto',
        state: 'done',
        date: day('2026-11-20'),
        sources: 'Google Lens, Bing Visuelle Suche, TinEye',
        reason: '',
      },
      {
        label: 'Namen in Suchmaschinen suchen',
        state: 'done',
        date: day('2026-11-21'),
        sources: 'Google, Bing, DuckDuckGo',
        reason: '',
      },
      {
        label: 'Telefonnummer und E-Mail-Adresse öffentlich suchen',
        state: 'not-applicable',
        date: null,
        sources: '',
        reason: 'Sie haben keine Telefonnummer und keine E-Mail-Adresse angegeben.',
      },
    ],
    hits: [
      {
        url: LONG_URL,
        foundOn: day('2026-11-20'),
        description: 'Gleiches Foto, Profil eines Models unter anderem Namen, seit 2019.',
        imageFileName: 'profilbild.jpg',
        screenshots: [{ fileName: 'fund-1.png', image: screenshot }],
      },
      {
        url: 'https://forum.example.org/warnungen/romance-scam?id=7',
        foundOn: day('2026-11-21'),
        description: 'Warnung vor demselben Profil in einem Forum.',
        imageFileName: null,
        screenshots: [{ fileName: 'fund-2.png', image: screenshot }],
      },
    ],
    images: [{ fileName: 'profilbild.jpg', assessment: 'Das Foto ist gestohlen.' }],
    identity: {
      rows: [
        { label: 'Name', value: 'Daniel Berger: kein passendes Profil gefunden' },
        { label: 'Beruf', value: 'Ingenieur auf einer Ölplattform' },
      ],
      assessment: 'Die Angaben passen nicht zusammen.',
    },
    signals: [
      { text: 'Der Kontakt bittet nach kurzer Zeit um Geld.', source: 'Ihr Chatauszug vom 3. Mai' },
      { text: 'Die Profilfotos erscheinen im Internet unter anderen Namen.', source: 'Fundstelle 1' },
    ],
    signalNotes: 'Die Nachrichten wirken kopiert.',
    nextSteps: ['Überweisen Sie kein Geld.'],
    nextStepsText: 'Melden Sie das Profil der Plattform.',
    noHits: { definition: noHitsDefinition, limits: noHitsLimits },
    limits: reportLimits,
    guide: {
      top: [],
      noHitsSteps: null,
      nextSteps: [],
      drafts: false,
      bankDraft: false,
      station: null,
      platformGuides: [],
    },
    appendixNote: null,
    ...overrides,
  };
}

const SECTIONS = [
  'Zusammenfassung',
  'Was wir durchsucht haben',
  'Fundstellen',
  'Bilder',
  'Stimmigkeit der Identität',
  'Warnsignale',
  'Empfohlene nächste Schritte',
  'Was „keine Treffer“ bedeutet – und was nicht',
  'Grenzen dieses Ergebnisberichts',
];

/** Each part found after the one before it. */
function inOrder(text: string, parts: readonly string[]): void {
  let from = 0;
  for (const part of parts) {
    const position = text.indexOf(part, from);
    expect(position, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = position + part.length;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('renderFindingsReport', () => {
  it('states the order, the verdict and the outcome with their definitions, and every section in order', async () => {
    const pdf = await renderFindingsReport(reportInput());
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const text = await extractFlatText(pdf);
    for (const expected of [
      'Ergebnisbericht',
      'Auftragsnummer 3f2a9c1e',
      'Kunde Erika Mustermann',
      'Leistung Romance-Scam-Check',
      'Geprüfte Person Daniel Berger',
      'Bestellt am 19.11.2026',
      'Stand 21.11.2026',
      'Ergebnis: wahrscheinlich gefälscht',
      verdictDefinitions['likely-fake'],
      'Treffer: 2 Fundstellen',
      hitDefinition,
      'Die Fotos des Profils gehören einem Model aus Mailand.',
      'Das Foto ist gestohlen.',
      'Daniel Berger: kein passendes Profil gefunden',
      'Die Angaben passen nicht zusammen.',
      'Der Kontakt bittet nach kurzer Zeit um Geld.',
      'Quelle: Ihr Chatauszug vom 3. Mai',
      'Quelle: Fundstelle 1',
      'Die Nachrichten wirken kopiert.',
      'Überweisen Sie kein Geld.',
      'Melden Sie das Profil der Plattform.',
      ...reportLimits,
    ])
      expect(text).toContain(expected);
    inOrder(text, ['Ergebnis: wahrscheinlich gefälscht', 'Treffer: 2 Fundstellen', ...SECTIONS]);
    expect(text).not.toContain('Keine Angaben');
  });

  it('lists the steps done with their date and sources, and the steps not applicable with their reason', async () => {
    const lines = (await extractText(await renderFindingsReport(reportInput()))).split('\n');
    const at = (line: string) => lines.indexOf(line);
    expect(lines).toContain('1. Bildrückwärtssuche für jedes Profilfoto');
    expect(lines).toContain('Durchgeführt am 20.11.2026 · Quellen: Google Lens, Bing Visuelle Suche, TinEye');
    expect(lines).toContain('2. Namen in Suchmaschinen suchen');
    expect(lines).toContain('Durchgeführt am 21.11.2026 · Quellen: Google, Bing, DuckDuckGo');
    expect(at('Durchgeführt am 20.11.2026 · Quellen: Google Lens, Bing Visuelle Suche, TinEye')).toBe(
      at('1. Bildrückwärtssuche für jedes Profilfoto') + 1,
    );
    const notApplicable = at('Nicht anwendbar');
    expect(notApplicable).toBeGreaterThan(at('2. Namen in Suchmaschinen suchen'));
    expect(lines.slice(notApplicable).join('\n')).toContain(
      '• Telefonnummer und E-Mail-Adresse öffentlich suchen\nGrund: Sie haben keine Telefonnummer und keine E-Mail-Adresse angegeben.',
    );
  });

  it('prints each finding with its whole address on one line, the date found and its screenshot', async () => {
    expect(LONG_URL).toHaveLength(100);
    const pdf = await renderFindingsReport(reportInput());
    const lines = (await extractText(pdf)).split('\n');
    expect(lines).toContain(LONG_URL);
    // Too wide for the line at 9.5 pt, it is set smaller instead of wrapping.
    const run = pdfPages(pdf)
      .flat()
      .find((candidate) => candidate.text === LONG_URL);
    expect(run?.fontSize).toBeLessThan(9.5);
    expect(run?.fontSize).toBeGreaterThanOrEqual(7);
    expect(lines).toContain('https://forum.example.org/warnungen/romance-scam?id=7');
    expect(lines).toContain('Gefunden am 20.11.2026 · betrifft Ihr Bild „profilbild.jpg“');
    expect(lines).toContain('Gefunden am 21.11.2026');
    expect(lines).toContain('Bildschirmfoto: fund-1.png');
    expect(lines).toContain('Bildschirmfoto: fund-2.png');
    inOrder(lines.join('\n'), [
      'Fundstelle 1',
      LONG_URL,
      'Gefunden am 20.11.2026',
      'Gleiches Foto, Profil eines Models',
      'Bildschirmfoto: fund-1.png',
      'Fundstelle 2',
      'https://forum.example.org/warnungen/romance-scam?id=7',
      'Gefunden am 21.11.2026',
      'Warnung vor demselben Profil',
      'Bildschirmfoto: fund-2.png',
    ]);
    // Both screenshots embedded; the link annotations go to the exact addresses.
    expect(imageCount(pdf)).toBe(2);
    const raw = pdf.toString('latin1');
    expect(raw).toContain(`/URI (${LONG_URL})`);
    expect(raw.match(/\/S \/URI/g)).toHaveLength(2);
  });

  it('embeds ten screenshots scaled into the page, and says so where a screenshot cannot be read', async () => {
    const hits: FindingsReportInput['hits'] = Array.from({ length: 10 }, (_, i) => ({
      url: `https://example.com/fund/${i + 1}`,
      foundOn: day('2026-11-20'),
      description: `Fundstelle Nummer ${i + 1}.`,
      imageFileName: null,
      screenshots: [{ fileName: `fund-${i + 1}.png`, image: screenshot }],
    }));
    const unreadable = [
      { fileName: 'kaputt.png', image: null },
      {
        fileName: 'kein-jpeg.png',
        image: { bytes: Buffer.from('\x89PNG\r\n\x1a\nnot really'), width: 10, height: 10 },
      },
      { fileName: 'abgeschnitten.jpg', image: { bytes: screenshot.bytes.subarray(0, 40), width: 700, height: 400 } },
    ];
    hits[9]?.screenshots.push(...unreadable);
    const pdf = await renderFindingsReport(reportInput({ hits }));
    expect(imageCount(pdf)).toBe(10);
    const text = await extractFlatText(pdf);
    for (let i = 1; i <= 10; i++) {
      expect(text).toContain(`https://example.com/fund/${i} Gefunden am 20.11.2026`);
      expect(text).toContain(`Bildschirmfoto: fund-${i}.png`);
    }
    for (const { fileName } of unreadable)
      expect(text).toContain(`Bildschirmfoto: ${fileName}: Die Datei ließ sich nicht als Bild lesen`);
    // Every image is drawn within the content area: 56 pt side margins, clear of the footer, and at
    // most 45 % of the page height (the transform "w 0 0 -h x y cm" before each Do).
    const pages = await extractPages(pdf);
    expect(pages.length).toBeGreaterThan(3);
    const placements = [
      ...inflatedStreams(pdf)
        .join('\n')
        .matchAll(/([\d.]+) 0 0 -([\d.]+) ([\d.]+) ([\d.]+) cm\n\/I\d+ Do/g),
    ];
    expect(placements).toHaveLength(10);
    for (const [, w, h] of placements) {
      expect(Number(w)).toBeLessThanOrEqual(595.28 - 112 + 0.01);
      expect(Number(h)).toBeLessThanOrEqual(841.89 * 0.45 + 0.01);
    }
  });

  it('explains "keine Treffer" in every report, and with no finding says what that means', async () => {
    const withHits = await extractFlatText(await renderFindingsReport(reportInput()));
    for (const sentence of [noHitsDefinition, ...noHitsLimits]) expect(withHits).toContain(sentence);

    const pdf = await renderFindingsReport(
      reportInput({
        verdict: { key: 'unclear', label: 'unklar', definition: verdictDefinitions.unclear },
        outcome: { key: 'no-hits', label: 'keine Treffer', definition: noHitsDefinition },
        hits: [],
        signals: [],
        signalNotes: '',
      }),
    );
    const text = await extractFlatText(pdf);
    expect(text).toContain('Ergebnis: unklar');
    expect(text).toContain(`Keine Treffer ${noHitsDefinition}`);
    expect(text).toContain('Unsere Recherche hat keine Fundstelle ergeben');
    expect(text).toContain('Wir haben keines der geprüften Warnsignale festgestellt.');
    inOrder(text, [
      'Fundstellen',
      'Unsere Recherche hat keine Fundstelle ergeben',
      'Was „keine Treffer“ bedeutet – und was nicht',
      ...noHitsLimits,
    ]);
    expect(imageCount(pdf)).toBe(0);
    expect(text).not.toContain('Treffer: ');
  });

  it('says what an empty section means instead of "Keine Angaben."', async () => {
    const text = await extractFlatText(
      await renderFindingsReport(
        reportInput({
          summary: ' ',
          steps: [],
          hits: [],
          outcome: { key: 'no-hits', label: 'keine Treffer', definition: noHitsDefinition },
          identity: { rows: [], assessment: '' },
          images: [],
          signals: [],
          signalNotes: '',
          nextSteps: [],
          nextStepsText: '',
        }),
      ),
    );
    for (const title of SECTIONS) expect(text).toContain(title);
    expect(text).not.toContain('Keine Angaben');
    for (const sentence of [
      'In diesem Ergebnisbericht ist kein abgeschlossener Rechercheschritt verzeichnet.',
      'Sie haben uns zu dieser Prüfung keine Bilder übermittelt.',
      'Zu Name, Alter, Wohnort und Beruf lagen uns keine Angaben vor',
      'Wir haben keines der geprüften Warnsignale festgestellt.',
      'Über die Hinweise in diesem Ergebnisbericht hinaus empfehlen wir Ihnen keine weiteren Schritte.',
    ])
      expect(text).toContain(sentence);
  });

  it('prints the appendix note last', async () => {
    const note = 'Zu diesem Ergebnisbericht gehört eine Anlage: Gutachten zur Bildbearbeitung (gutachten.pdf).';
    const text = await extractFlatText(await renderFindingsReport(reportInput({ appendixNote: note })));
    inOrder(text, ['Grenzen dieses Ergebnisberichts', reportLimits.at(-1) ?? '', 'Anlage', note]);
  });

  it('numbers every page, keeps body text clear of the footer, and flows long text on', async () => {
    const sentence = 'Die Recherche in öffentlichen Quellen ergab keine weiteren Treffer zu diesem Namen. ';
    const summary = sentence.repeat(Math.ceil(6000 / sentence.length)).slice(0, 6000);
    const pdf = await renderFindingsReport(reportInput({ summary }));
    const pages = await extractPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
      expect(page).toContain(testProvider.companyName);
    });
    // The footer rule lies 56 pt above the bottom edge; body text (larger than the footer's
    // 7.5 pt) keeps its baseline above it.
    for (const run of pdfPages(pdf).flat()) {
      if (run.fontSize > 7.5) expect(run.y).toBeGreaterThan(60);
    }
    // Read without the footers, the summary comes out whole across the page breaks.
    const footer = new RegExp(`${escapeRegExp(testProvider.companyName)} · .*? Seite \\d+ von \\d+`, 'g');
    expect((await extractFlatText(pdf)).replace(footer, ' ').replace(/\s+/g, ' ')).toContain(summary.trim());
  });

  it('links only http(s) addresses, to the exact address, and shows the others as text', async () => {
    const hit = (url: string) => ({
      url,
      foundOn: day('2026-11-20'),
      description: '',
      imageFileName: null,
      screenshots: [],
    });
    const pdf = await renderFindingsReport(
      reportInput({
        hits: [
          hit('https://example.com/p?id=7&q=(a)'),
          hit('https://example.com/straße'),
          hit('javascript:alert(1)'),
          hit('https://пример.example/профиль'),
        ],
      }),
    );
    const raw = pdf.toString('latin1');
    // Parentheses are escaped in PDF strings; the address itself is unchanged.
    expect(raw).toContain('/URI (https://example.com/p?id=7&q=\\(a\\))');
    expect(raw).toContain('/URI (https://example.com/stra%C3%9Fe)');
    expect(raw).not.toContain('/URI (javascript');
    expect(raw.match(/\/S \/URI/g)).toHaveLength(3);
    const lines = (await extractText(pdf)).split('\n');
    expect(lines).toContain('https://example.com/p?id=7&q=(a)');
    expect(lines).toContain('https://example.com/straße');
    expect(lines).toContain('javascript:alert(1)');
    // Characters the standard fonts cannot show: the address in its encoded form, which works when typed.
    const encoded = new URL('https://пример.example/профиль').href;
    expect(lines).toContain(encoded);
    expect(raw).toContain(`/URI (${encoded})`);
  });

  it('wraps an address too long for one line even at 7 pt, and loses none of it', async () => {
    const url = `https://example.com/${'a1b2c3d4e5'.repeat(18)}`;
    const hit = { url, foundOn: day('2026-11-20'), description: '', imageFileName: null, screenshots: [] };
    const text = await extractText(await renderFindingsReport(reportInput({ hits: [hit] })));
    expect(text.replace(/\n/g, '')).toContain(url);
  });

  it('keeps German characters and replaces what the font cannot show', async () => {
    const summary = 'Größe, Straße und Ärger – „Prüfung“ über Öl und Übermaß.';
    const text = await extractFlatText(
      await renderFindingsReport(reportInput({ summary, customerName: 'Łukasz Dvořák' })),
    );
    expect(text).toContain(summary);
    expect(text).toContain('Lukasz Dvorák');
  });

  it('is a tagged PDF: headings, paragraphs, lists, tables and the screenshots as figures with alternative text', async () => {
    const pdf = await renderFindingsReport(reportInput());
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/Lang (de-DE)');
    const trees = await structTrees(pdf);
    expect(trees.every((tree) => tree !== null)).toBe(true);
    const all = roles(trees);
    for (const role of ['H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Table', 'TR', 'TH', 'TD', 'Link', 'Figure'])
      expect(all).toContain(role);
    const figures: StructNode[] = [];
    const walk = (node: StructNode) => {
      if (node.role === 'Figure') figures.push(node);
      node.children.forEach(walk);
    };
    for (const tree of trees) if (tree) walk(tree);
    expect(figures).toHaveLength(2);
    expect(figures[0]?.alt).toBe(`Bildschirmfoto der Fundstelle 1 (${LONG_URL}), aufgenommen am 20.11.2026`);
    // The footer of each page is a pagination artifact, outside the structure, and so is the
    // decoration (boxes, rules, frames).
    const content = inflatedStreams(pdf).join('\n');
    expect(content.match(/\/Artifact <<\n\/Type \/Pagination\n>> BDC/g)).toHaveLength((await extractPages(pdf)).length);
    expect(content).toMatch(/\/Artifact << *>> BDC|\/Artifact <<\n>> BDC/);
  });

  it('sets the metadata and gives the same bytes for the same input', async () => {
    const pdf = await renderFindingsReport(reportInput());
    // An ASCII title is written as a plain PDF string ("Prüfbericht" needed UTF-16).
    expect(pdf.toString('latin1')).toContain('(Ergebnisbericht 3f2a9c1e)');
    expect(pdf.toString('latin1')).toContain('(D:20261121100000Z)');
    expect((await renderFindingsReport(reportInput())).equals(pdf)).toBe(true);
  });
});
