// For the findings report's tests (app/server/casework/findings-report*.server.test.ts): a complete
// report input with two findings, a stand-in screenshot, the report's section titles in order, and
// a check that parts of the text come in order.
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  hitDefinition,
  noHitsDefinition,
  noHitsLimits,
  reportLimits,
  verdictDefinitions,
} from '#app/content/result-terms.ts';
import type { FindingsReportInput, ReportImage } from '#app/server/casework/findings-report-input.server.ts';
import { testProvider } from './provider.ts';

export const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** A URL of exactly 100 characters: wider than the content width at 9.5 pt, within it at 7 pt. */
export const LONG_URL =
  'https://www.Example-Social-Network.com/Members/MariaWomanModel/PhotoAlbums/Summer-2019?ref=WMWMWMWMW';

/** A small stand-in screenshot: grey "text lines" on white, scaled and encoded as the case's screenshots are (JPEG quality 72). */
export async function stubScreenshot(): Promise<ReportImage> {
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
  return { bytes, width, height };
}

export function sampleReportInput(
  screenshot: ReportImage,
  overrides: Partial<FindingsReportInput> = {},
): FindingsReportInput {
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

export const SECTIONS = [
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
export function inOrder(text: string, parts: readonly string[]): void {
  let from = 0;
  for (const part of parts) {
    const position = text.indexOf(part, from);
    expect(position, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = position + part.length;
  }
}
