// Findings that pass the delivery gate (issue 29), for tests that finish cases: every research step of
// the service done on `day` with its sources, a verdict, a summary, the verdict's default next steps,
// and the findings given (each needs its screenshot: addScreenshot).
import sharp from 'sharp';
import { nextStepsFor, researchStepsFor } from '#app/content/workbench.ts';
import { emptyFindings, type Findings, type Hit, type Verdict } from '#app/lib/findings.ts';
import { receiveScreenshot } from '#app/server/casework/screenshot-upload.server.ts';
import type { Db } from '#app/server/db/db.server.ts';
import type { FileStorage } from '#app/server/storage/storage.server.ts';
import { chunks } from './order-fixtures.ts';
import { syntheticJpeg } from './synthetic-photo.ts';

export const SUMMARY =
  'Wir haben die Fotos in drei Bildersuchen und den Namen in Suchmaschinen geprüft. Einzelheiten stehen im Ergebnisbericht.';

export function completeFindings(
  caseType: string,
  options: { day: string; verdict?: Verdict; hits?: Hit[]; summary?: string },
): Findings {
  const verdict = options.verdict ?? 'unclear';
  return {
    ...emptyFindings(),
    verdict,
    summary: options.summary ?? SUMMARY,
    steps: Object.fromEntries(
      researchStepsFor(caseType).map((step) => [
        step.key,
        { state: 'done', date: options.day, sources: step.sources, reason: '' },
      ]),
    ),
    hits: options.hits ?? [],
    nextSteps: nextStepsFor(caseType)
      .filter((step) => step.defaultFor?.includes(verdict))
      .map((step) => step.key),
  };
}

/** A finding on `day` with the given screenshot. */
export function hit(id: string, url: string, day: string, screenshot: string): Hit {
  return {
    id,
    documentId: null,
    url,
    foundOn: day,
    description: 'Dasselbe Foto erscheint dort unter einem anderen Namen.',
    screenshots: [screenshot],
  };
}

/** A PNG screenshot uploaded for the case as staff do it; its document id. */
export async function addScreenshot(db: Db, storage: FileStorage, caseId: string, staffId: string, seed = 7) {
  const png = await sharp(await syntheticJpeg(seed, 800, 450))
    .png()
    .toBuffer();
  const result = await receiveScreenshot({
    db,
    storage,
    caseId,
    staffId,
    requestId: 'req-screenshot',
    fileName: `fundstelle-${seed}.png`,
    declaredSize: png.byteLength,
    body: chunks(png)[Symbol.asyncIterator](),
  });
  if (!result.ok) throw new Error(`screenshot refused: ${result.message}`);
  return result.screenshot.id;
}
