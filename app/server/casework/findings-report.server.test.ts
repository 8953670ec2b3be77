// The customer's findings report (findings-report.server.ts), read back from the PDF: the order, the
// verdict and the outcome, every section in order, the steps, the findings with their screenshots,
// what "keine Treffer" means, empty sections and the appendix note. The document itself (pages,
// links, tags, metadata): findings-report-layout.server.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hitDefinition,
  noHitsDefinition,
  noHitsLimits,
  reportLimits,
  verdictDefinitions,
} from '#app/content/result-terms.ts';
import {
  day,
  inOrder,
  LONG_URL,
  SECTIONS,
  sampleReportInput,
  stubScreenshot,
} from '#tests/support/findings-report-input.ts';
import { extractFlatText, extractPages, extractText, imageCount, inflatedStreams } from '#tests/support/pdf-extract.ts';
import { pdfPages } from '#tests/support/pdf-text.ts';
import { renderFindingsReport } from './findings-report.server.ts';
import type { FindingsReportInput, ReportImage } from './findings-report-input.server.ts';

let screenshot: ReportImage;

beforeAll(async () => {
  screenshot = await stubScreenshot();
});

const reportInput = (overrides: Partial<FindingsReportInput> = {}) => sampleReportInput(screenshot, overrides);

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
});
