import { describe, expect, it } from 'vitest';
import { flatText, pageTexts, pdfPages } from '#tests/support/pdf-text.ts';
import { testProvider } from '#tests/support/provider.ts';
import { type FindingsReportInput, renderFindingsReport } from './findings-report.server.ts';

const titles = {
  summary: 'Zusammenfassung',
  identity: 'Identität und Angaben',
  images: 'Bildrecherche',
  signals: 'Auffälligkeiten im Profil und im Kontakt',
  nextSteps: 'Empfohlene nächste Schritte',
};

const caveat =
  'Dieses Ergebnis beruht auf öffentlich zugänglichen Quellen zum angegebenen Stand. Es ist keine Rechtsberatung.';

function reportInput(overrides: Partial<FindingsReportInput> = {}): FindingsReportInput {
  return {
    provider: testProvider,
    reference: '3f2a9c1e',
    customerName: 'Erika Mustermann',
    serviceName: 'Romance Scam Check',
    createdAt: new Date('2026-11-21T10:00:00Z'),
    verdict: { key: 'likely-fake', label: 'wahrscheinlich gefälscht' },
    summary: 'Die Fotos des Profils gehören einem Model aus Mailand.',
    identity: {
      rows: [
        { label: 'Name', value: 'Daniel Berger: kein passendes Profil gefunden' },
        { label: 'Beruf', value: 'Ingenieur auf einer Ölplattform' },
      ],
      assessment: 'Die Angaben passen nicht zusammen.',
    },
    images: [
      {
        fileName: 'profilbild.jpg',
        sources: [{ url: 'https://example.com/model/anna', note: 'gleiches Foto, seit 2019' }],
        assessment: 'Das Foto ist gestohlen.',
      },
    ],
    signals: ['Der Kontakt bittet nach kurzer Zeit um Geld.', 'Ein Videotelefonat wurde abgelehnt.'],
    signalNotes: 'Die Nachrichten wirken kopiert.',
    nextSteps: ['Überweisen Sie kein Geld.'],
    nextStepsText: 'Melden Sie das Profil der Plattform.',
    titles,
    caveat,
    ...overrides,
  };
}

/** Info strings with characters beyond ASCII are written as UTF-16BE. */
function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

describe('renderFindingsReport', () => {
  it('shows the order, the verdict in words, every section in order and the caveat', async () => {
    const pdf = await renderFindingsReport(reportInput());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = flatText(pdf);
    for (const expected of [
      'Prüfbericht',
      '3f2a9c1e',
      'Erika Mustermann',
      'Romance Scam Check',
      '21.11.2026',
      'Ergebnis: wahrscheinlich gefälscht',
      'Daniel Berger: kein passendes Profil gefunden',
      'Die Angaben passen nicht zusammen.',
      'profilbild.jpg',
      'https://example.com/model/anna',
      'gleiches Foto, seit 2019',
      'Das Foto ist gestohlen.',
      'Der Kontakt bittet nach kurzer Zeit um Geld.',
      'Ein Videotelefonat wurde abgelehnt.',
      'Die Nachrichten wirken kopiert.',
      'Überweisen Sie kein Geld.',
      'Melden Sie das Profil der Plattform.',
      caveat,
      'Seite 1 von 1',
    ])
      expect(text).toContain(expected);
    const order = [titles.summary, titles.identity, titles.images, titles.signals, titles.nextSteps, caveat];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('keeps German characters and replaces what the font cannot show', async () => {
    const summary = 'Größe, Straße und Ärger – „Prüfung“ über Öl und Übermaß.';
    const text = flatText(await renderFindingsReport(reportInput({ summary, customerName: 'Łukasz Dvořák' })));
    expect(text).toContain(summary);
    expect(text).toContain('Lukasz Dvorák');
  });

  it('flows a long summary onto further pages, each with the footer, clear of the footer', async () => {
    const sentence = 'Die Recherche in öffentlichen Quellen ergab keine weiteren Treffer zu diesem Namen. ';
    const summary = sentence.repeat(Math.ceil(6000 / sentence.length)).slice(0, 6000);
    const pdf = await renderFindingsReport(reportInput({ summary }));
    const pages = pageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Seite ${i + 1} von ${pages.length}`);
      expect(page).toContain(testProvider.companyName);
    });
    // The footer rule lies 56 pt above the bottom edge; body text (larger than the footer's
    // 7.5 pt) keeps its baseline above it.
    for (const run of pdfPages(pdf).flat()) {
      if (run.fontSize > 7.5) expect(run.y).toBeGreaterThan(60);
    }
    expect(flatText(pdf)).toContain(caveat);
  });

  it('links only http(s) addresses, to the exact address, and shows the others as text', async () => {
    const pdf = await renderFindingsReport(
      reportInput({
        images: [
          {
            fileName: 'foto.png',
            sources: [
              { url: 'https://example.com/p?id=7&q=(a)', note: 'Treffer' },
              { url: 'https://example.com/straße', note: 'Umlaut in der Adresse' },
              { url: 'javascript:alert(1)', note: 'kein Link' },
              { url: 'www.example.org/ohne-schema', note: 'ohne Schema' },
            ],
            assessment: '',
          },
        ],
      }),
    );
    const raw = pdf.toString('latin1');
    // Parentheses are escaped in PDF strings; the address itself is unchanged.
    expect(raw).toContain('/URI (https://example.com/p?id=7&q=\\(a\\))');
    expect(raw).toContain('/URI (https://example.com/stra%C3%9Fe)');
    expect(raw).not.toContain('/URI (javascript');
    expect(raw.match(/\/S \/URI/g)).toHaveLength(2);
    const text = flatText(pdf);
    expect(text).toContain('https://example.com/straße');
    expect(text).toContain('javascript:alert(1)');
    expect(text).toContain('www.example.org/ohne-schema');
  });

  it('says so where a section has nothing to show', async () => {
    const empty = reportInput({
      summary: ' ',
      identity: { rows: [], assessment: '' },
      images: [],
      signals: [],
      signalNotes: '',
      nextSteps: [],
      nextStepsText: '',
    });
    const text = flatText(await renderFindingsReport(empty));
    for (const title of Object.values(titles)) expect(text).toContain(title);
    expect(text.match(/Keine Angaben\./g)).toHaveLength(4);
    expect(text).toContain('Es wurden keine Bilder übermittelt.');

    const noSources = flatText(
      await renderFindingsReport(reportInput({ images: [{ fileName: 'a.jpg', sources: [], assessment: '' }] })),
    );
    expect(noSources).toContain('Keine Fundstellen.');
  });

  it('names every verdict in words', async () => {
    for (const verdict of [
      { key: 'likely-genuine', label: 'wahrscheinlich echt' },
      { key: 'unclear', label: 'unklar' },
    ] as const) {
      expect(flatText(await renderFindingsReport(reportInput({ verdict })))).toContain(`Ergebnis: ${verdict.label}`);
    }
  });

  it('sets the metadata and gives the same bytes for the same input', async () => {
    const pdf = await renderFindingsReport(reportInput());
    expect(pdf.includes(utf16be('Prüfbericht 3f2a9c1e'))).toBe(true);
    expect(pdf.toString('latin1')).toContain('(D:20261121100000Z)');
    expect((await renderFindingsReport(reportInput())).equals(pdf)).toBe(true);
  });
});
