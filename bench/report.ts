// `npm run bench:report`: the customer's report and evidence pack as PDFs (issue 29 point 7).
//
// A report with 10 findings, each with one screenshot: a synthetic 1920×1080 PNG screenshot of a
// web page (a header bar, columns of text-like strokes in varied greys, a photo-like block with
// noise), so that JPEG does not compress it to nothing, scaled by the report's own code
// (scaleForReport in app/server/casework/screenshot-report-copy.server.ts: at most 1400 × 1200 px, JPEG q72).
// Timed 5 times after one warm-up: the report alone, the report with the scaling of its 10
// screenshots (what "Abschließen" does), the same with 10 tall full-page captures (1920 × 6000),
// and the evidence pack with the real letters (issue 38: the longest guide and every draft, a fraud
// verdict for a relative). The median and max time and the size are printed
// with PASS/FAIL against the goal (≤ 2 s, ≤ 5 MB). BENCH_REPORT_OUT=DIR also writes the PDFs there.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { evidenceLetters, packPurpose } from '../app/content/evidence-letters.ts';
import { platformGuidesFor } from '../app/content/report-guides.ts';
import { reportGuide } from '../app/content/report-next-steps.ts';
import { policeStationFor } from '../app/content/report-police.ts';
import {
  hitDefinition,
  noHitsDefinition,
  noHitsLimits,
  reportLimits,
  verdictDefinitions,
} from '../app/content/result-terms.ts';
import { type EvidencePackInput, renderEvidencePack } from '../app/server/casework/evidence-pack.server.ts';
import { renderFindingsReport } from '../app/server/casework/findings-report.server.ts';
import type { FindingsReportInput, ReportImage } from '../app/server/casework/findings-report-input.server.ts';
import { scaleForReport } from '../app/server/casework/screenshot-report-copy.server.ts';
import { testProvider } from '../tests/support/provider.ts';
import { seededRandom } from '../tests/support/synthetic-photo.ts';

const FINDINGS = 10;
const RUNS = 5;
const GOAL_MS = 2000;
const GOAL_BYTES = 5 * 1024 * 1024;

/** A 1920×1080 screenshot of a made-up web page, as raw RGB, different for each seed. */
function screenshotPixels(seed: number): Buffer {
  const width = 1920;
  const height = 1080;
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3, 255);
  const fill = (x0: number, y0: number, w: number, h: number, rgb: [number, number, number]) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x++) {
        const i = (y * width + x) * 3;
        pixels[i] = rgb[0];
        pixels[i + 1] = rgb[1];
        pixels[i + 2] = rgb[2];
      }
    }
  };
  // Header bar in a brand colour, a navigation row, a sidebar.
  const brand: [number, number, number] = [40 + random() * 60, 60 + random() * 80, 120 + random() * 100];
  fill(0, 0, width, 72, brand);
  for (let x = 260; x < 1500; x += 150) fill(x, 28, 90, 14, [255, 255, 255]);
  fill(0, 72, 320, height - 72, [244, 245, 247]);
  // A photo-like block: a gradient with noise (a profile picture).
  for (let y = 120; y < 520; y++) {
    for (let x = 380; x < 780; x++) {
      const n = random() * 40;
      const i = (y * width + x) * 3;
      pixels[i] = Math.min(255, 120 + (x - 380) / 4 + n);
      pixels[i + 1] = Math.min(255, 90 + (y - 120) / 5 + n);
      pixels[i + 2] = Math.min(255, 80 + n);
    }
  }
  // Lines of "text": words of glyph-like strokes, varied grey, in the sidebar and two columns.
  const textBlock = (x0: number, y0: number, w: number, lines: number, size: number) => {
    for (let line = 0; line < lines; line++) {
      let x = x0;
      const y = y0 + line * size * 1.6;
      const end = x0 + w * (0.6 + random() * 0.4);
      while (x < end) {
        const word = 3 + Math.floor(random() * 9);
        for (let c = 0; c < word && x < end; c++) {
          const grey = Math.floor(20 + random() * 70);
          const glyph = Math.max(2, Math.floor(size * (0.35 + random() * 0.35)));
          const tall = random() < 0.3;
          fill(
            x,
            Math.floor(y + (tall ? 0 : size * 0.3)),
            Math.max(1, Math.floor(glyph / 3)),
            Math.floor(tall ? size : size * 0.7),
            [grey, grey, grey],
          );
          fill(x + Math.floor(glyph / 3), Math.floor(y + size * 0.3), Math.floor(glyph / 2), 2, [grey, grey, grey]);
          fill(x + Math.floor(glyph / 3), Math.floor(y + size * 0.95), Math.floor(glyph / 2), 2, [grey, grey, grey]);
          x += glyph + 2;
        }
        x += Math.floor(size * 0.5);
      }
    }
  };
  textBlock(24, 110, 270, 40, 11);
  textBlock(820, 120, 1050, 16, 16);
  textBlock(380, 560, 1500, 26, 13);
  return pixels;
}

async function scaledScreenshot(png: Buffer): Promise<ReportImage> {
  const { bytes, width, height } = await scaleForReport(png);
  return { bytes, width, height };
}

async function timed(run: () => Promise<Buffer>) {
  await run();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = (await run()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0, bytes };
}

const day = (offset: number) => new Date(Date.UTC(2026, 10, 20 + offset, 10));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

const pngs: Buffer[] = [];
const screenshots: ReportImage[] = [];
for (let i = 0; i < FINDINGS; i++) {
  const png = await sharp(screenshotPixels(1000 + i), { raw: { width: 1920, height: 1080, channels: 3 } })
    .png()
    .toBuffer();
  pngs.push(png);
  screenshots.push(await scaledScreenshot(png));
}

const hits: FindingsReportInput['hits'] = screenshots.map((image, i) => ({
  url: `https://www.example-social-network.com/profiles/model.${i + 1}/photos/albums/2019/summer?ref=${i + 1}`,
  foundOn: day(i % 4),
  description:
    'Gleiches Foto wie im Profil, hier unter anderem Namen als Profil eines Models veröffentlicht, seit 2019 öffentlich sichtbar.',
  imageFileName: i % 2 === 0 ? `profilbild-${i + 1}.jpg` : null,
  screenshots: [{ fileName: `fundstelle-${i + 1}.png`, image }],
}));

const report: FindingsReportInput = {
  provider: testProvider,
  reference: '3f2a9c1e',
  customerName: 'Erika Mustermann',
  serviceName: 'Romance Scam Check',
  targetName: 'Daniel Berger',
  orderedAt: day(-2),
  createdAt: day(4),
  verdict: { key: 'likely-fake', label: 'wahrscheinlich gefälscht', definition: verdictDefinitions['likely-fake'] },
  outcome: { key: 'hits', label: 'mit Treffern', definition: hitDefinition },
  summary:
    'Die Fotos des Profils gehören einem Model aus Mailand, das sie seit 2019 unter eigenem Namen veröffentlicht. Name, Beruf und Wohnort des Profils ließen sich in keiner öffentlichen Quelle bestätigen.',
  steps: [
    'Bildrückwärtssuche für jedes Profilfoto',
    'Fundstellen der Bilder einzeln prüfen',
    'Benutzernamen plattformübergreifend suchen',
    'Namen in Suchmaschinen suchen',
    'Alter und Aktivität des Profils prüfen',
    'Name, Alter, Wohnort und Beruf abgleichen',
    'Auffällige Sätze aus Profil und Chats suchen',
    'Öffentliche Warnungen vor Betrugsmaschen durchsuchen',
  ].map((label, i) => ({
    label,
    state: 'done' as const,
    date: day(i % 3),
    sources: 'Google Lens, Bing Visuelle Suche, TinEye, Yandex Bilder',
    reason: '',
  })),
  hits,
  images: Array.from({ length: 5 }, (_, i) => ({
    fileName: `profilbild-${2 * i + 1}.jpg`,
    assessment: 'Das Foto stammt vom Profil eines Models und wird hier unter anderem Namen verwendet.',
  })),
  identity: {
    rows: [
      { label: 'Name', value: 'Daniel Berger: kein passendes Profil außerhalb der Plattform' },
      { label: 'Alter', value: '52: nicht überprüfbar' },
      { label: 'Wohnort', value: 'Hamburg: die Telefonnummer hat eine Vorwahl aus Ghana' },
      { label: 'Beruf', value: 'Ingenieur auf einer Ölplattform: typische Geschichte dieser Masche' },
    ],
    assessment: 'Die Angaben passen nicht zusammen.',
  },
  signals: [
    { text: 'Die Profilfotos erscheinen im Internet unter anderen Namen.', source: 'Fundstellen 1 bis 10' },
    { text: 'Der Kontakt bittet nach kurzer Zeit um Geld.', source: 'Ihr Chatauszug vom 3. Mai' },
  ],
  signalNotes: '',
  nextSteps: ['Überweisen Sie kein Geld.', 'Melden Sie das Profil der Plattform.'],
  nextStepsText: '',
  noHits: { definition: noHitsDefinition, limits: noHitsLimits },
  limits: reportLimits,
  // The longest guide (issue 38): a fraud verdict for a relative, money sent by transfer and card.
  guide: reportGuide({
    verdict: 'likely-fake',
    outcome: 'hits',
    orderedFor: 'relative',
    residence: 'HH',
    payments: ['transfer', 'card', 'gift-cards'],
    platforms: ['Instagram', 'WhatsApp'],
    targetName: 'Daniel Berger',
    targetUsername: 'daniel.berger.52',
    targetProfileUrl: 'https://www.instagram.com/daniel.berger.52',
    targetEmail: 'd.berger@example.com',
    targetPhone: '+233 20 123 4567',
    hitCount: FINDINGS,
    screenshotCount: FINDINGS,
    stepsDone: [],
  }),
  appendixNote: null,
};

const pack: EvidencePackInput = {
  provider: testProvider,
  reference: report.reference,
  serviceName: report.serviceName,
  customerName: report.customerName,
  targetName: report.targetName,
  createdAt: report.createdAt,
  verdict: report.verdict,
  summary: report.summary,
  files: [
    ...pngs.slice(0, 5).map((png, i) => ({
      source: 'customer' as const,
      fileName: `profilbild-${2 * i + 1}.jpg`,
      sha256: createHash('sha256').update(png).digest('hex'),
      size: png.length,
      uploadedAt: day(-2),
    })),
    ...pngs.map((png, i) => ({
      source: 'screenshot' as const,
      fileName: `fundstelle-${i + 1}.png`,
      sha256: createHash('sha256').update(png).digest('hex'),
      size: png.length,
      uploadedAt: day(i % 4),
    })),
  ],
  urls: hits.map(({ url, foundOn, description }) => ({ url, foundOn: foundOn ?? report.createdAt, description })),
  purpose: packPurpose(true),
  noDraftsReason: null,
  letters: evidenceLetters(
    {
      reference: report.reference,
      reportDate: report.createdAt,
      customerName: report.customerName,
      targetName: report.targetName,
      targetUsername: 'daniel.berger.52',
      targetProfileUrl: 'https://www.example-social-network.com/daniel.berger.52',
      targetPlatforms: ['Instagram', 'WhatsApp'],
      targetEmail: 'd.berger@example.com',
      targetPhone: '+233 20 123 4567',
      verdictLabel: report.verdict.label,
      summary: report.summary,
      hits: hits.map(({ url, foundOn, description }) => ({ url, foundOn: foundOn ?? report.createdAt, description })),
      providerName: testProvider.companyName,
      relative: true,
      station: policeStationFor('HH'),
      platformGuides: platformGuidesFor(['Instagram', 'WhatsApp']),
    },
    { drafts: true, bankDraft: true },
  ),
};

// Ten tall full-page captures (1920 × 6000): the largest screenshots staff are likely to upload.
const tallPngs: Buffer[] = [];
for (let i = 0; i < FINDINGS; i++) {
  const page = screenshotPixels(2000 + i);
  const tall = Buffer.concat(Array.from({ length: 6000 / 1080 + 1 }, () => page)).subarray(0, 1920 * 6000 * 3);
  tallPngs.push(
    await sharp(tall, { raw: { width: 1920, height: 6000, channels: 3 } })
      .png()
      .toBuffer(),
  );
}
/** The report as "Abschließen" makes it: each screenshot scaled, then the PDF rendered. */
async function reportWithScaling(sources: readonly Buffer[]): Promise<Buffer> {
  const scaled: ReportImage[] = [];
  for (const png of sources) scaled.push(await scaledScreenshot(png));
  return renderFindingsReport({
    ...report,
    hits: hits.map((entry, i) => ({
      ...entry,
      screenshots: [{ fileName: `fundstelle-${i + 1}.png`, image: scaled[i] ?? null }],
    })),
  });
}

const shotBytes = screenshots.reduce((sum, shot) => sum + shot.bytes.length, 0);
console.log(
  `bench:report — ${FINDINGS} findings, each with one screenshot (1920×1080 PNG scaled to ${screenshots[0]?.width}×${screenshots[0]?.height} JPEG q72, ${(shotBytes / FINDINGS / 1024).toFixed(0)} KB on average), load average ${loadavg()[0]?.toFixed(2)}`,
);
const reportTimes = await timed(() => renderFindingsReport(report));
const scaledTimes = await timed(() => reportWithScaling(pngs));
const tallTimes = await timed(() => reportWithScaling(tallPngs));
const packTimes = await timed(() => renderEvidencePack(pack));
// BENCH_REPORT_OUT=dir keeps the two PDFs for a look (pdftoppm turns them into pictures).
const out = process.env.BENCH_REPORT_OUT;
if (out) {
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'bericht.pdf'), await renderFindingsReport(report));
  await writeFile(path.join(out, 'beweismappe.pdf'), await renderEvidencePack(pack));
  await writeFile(path.join(out, 'bericht-hoch.pdf'), await reportWithScaling(tallPngs));
}
console.log('');
console.log(`| document | median ms | max ms | size MB | goal | result |`);
console.log(`|---|---:|---:|---:|---|---|`);
const reportPass = reportTimes.max <= GOAL_MS && reportTimes.bytes <= GOAL_BYTES;
console.log(
  `| report (${FINDINGS} findings, ${FINDINGS} screenshots) | ${reportTimes.median.toFixed(1)} | ${reportTimes.max.toFixed(1)} | ${mb(reportTimes.bytes)} | ≤ 2 s, ≤ 5 MB | ${reportPass ? 'PASS' : 'FAIL'} |`,
);
const scaledPass = scaledTimes.max <= GOAL_MS && scaledTimes.bytes <= GOAL_BYTES;
console.log(
  `| report with the scaling of its ${FINDINGS} screenshots (1920×1080 PNG) | ${scaledTimes.median.toFixed(1)} | ${scaledTimes.max.toFixed(1)} | ${mb(scaledTimes.bytes)} | ≤ 2 s, ≤ 5 MB | ${scaledPass ? 'PASS' : 'FAIL'} |`,
);
const tallPass = tallTimes.max <= GOAL_MS && tallTimes.bytes <= GOAL_BYTES;
console.log(
  `| report with the scaling of ${FINDINGS} full-page captures (1920×6000 PNG) | ${tallTimes.median.toFixed(1)} | ${tallTimes.max.toFixed(1)} | ${mb(tallTimes.bytes)} | ≤ 2 s, ≤ 5 MB | ${tallPass ? 'PASS' : 'FAIL'} |`,
);
const packPass = packTimes.max <= GOAL_MS && packTimes.bytes <= GOAL_BYTES;
console.log(
  `| evidence pack (${pack.files.length} files, ${pack.urls.length} findings, ${pack.letters.length} letters) | ${packTimes.median.toFixed(1)} | ${packTimes.max.toFixed(1)} | ${mb(packTimes.bytes)} | ≤ 2 s, ≤ 5 MB | ${packPass ? 'PASS' : 'FAIL'} |`,
);
console.log('');
const allPass = reportPass && scaledPass && tallPass && packPass;
console.log(`Goal (issue 29 point 7: ≤ 2 s and ≤ 5 MB, the max of ${RUNS} runs): ${allPass ? 'met' : 'NOT met'}`);
if (!allPass) process.exitCode = 1;
