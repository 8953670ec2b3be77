// Fingerprints and facts for the customers' uploaded images of paid cases (issue 13 points 3 and 4),
// off the checkout's request path: a background job every 30 seconds, and on demand for one case when
// staff open it (so the case view never waits for the job). Each image is claimed before it is
// computed (jobs/work-claim.server.ts), so of several instances finding it at once only one does the
// work; the unique document_id keeps one row per image even if a claim expired mid-work.
// Each image is read and decoded once, one image at a time (security issue 25 point 2): the
// fingerprint's decode (within the decode budget, queued with every other decode of this process,
// image-decode.server.ts) also says whether the pixels decode, and the facts are stored with that answer.
// An image over the budget gets facts saying so (shown as a note in the case page) and no
// fingerprint; an image whose stored facts say it does not decode is not tried again.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { paidCase } from '../db/paid-case.server.ts';
import { cases, imageFacts, imageFingerprints, uploadedDocuments } from '../db/schema.server.ts';
import { startIntervalJob } from '../jobs/interval-job.server.ts';
import { claimWork, releaseWork } from '../jobs/work-claim.server.ts';
import { type FileStorage, readBytes } from '../storage/storage.server.ts';
import { deleteExpiredConfirmedIdentifiers } from './confirmed-identifiers.server.ts';
import { IMAGE_TYPES } from './findings-store.server.ts';
import { type Fingerprint, fingerprint } from './fingerprint.server.ts';
import { findNearDuplicates } from './fingerprint-match.server.ts';
import { isImageTooLarge, isUnreadableImage, readHeader } from './image-decode.server.ts';
import { type Decoded, describeImage } from './image-facts.server.ts';

const BATCH = 20;
/** How long one image's claim lasts: far longer than a 12-megapixel photo takes. */
const CLAIM_SECONDS = 120;

/** Whether stored facts say the pixels decode (the fingerprint is then still to be computed). */
const factsReadable = sql`coalesce((${imageFacts.facts}->>'readable')::boolean, false)`;

/**
 * Customer images of paid cases with data and without stored facts, or without a fingerprint while
 * their facts say they decode (of one case, or any).
 */
async function pending(db: Db, caseId?: string) {
  return db
    .select({ id: uploadedDocuments.id, caseId: uploadedDocuments.caseId, filePath: uploadedDocuments.filePath })
    .from(uploadedDocuments)
    .innerJoin(cases, eq(cases.id, uploadedDocuments.caseId))
    .leftJoin(imageFingerprints, eq(imageFingerprints.documentId, uploadedDocuments.id))
    .leftJoin(imageFacts, eq(imageFacts.documentId, uploadedDocuments.id))
    .where(
      and(
        caseId ? eq(uploadedDocuments.caseId, caseId) : undefined,
        eq(uploadedDocuments.kind, 'customer'),
        eq(uploadedDocuments.state, 'stored'),
        inArray(uploadedDocuments.fileType, IMAGE_TYPES),
        isNull(cases.dataPurgedAt),
        paidCase,
        or(isNull(imageFacts.documentId), and(isNull(imageFingerprints.id), factsReadable)),
      ),
    )
    .orderBy(uploadedDocuments.uploadTimestamp)
    .limit(BATCH);
}

/** What is stored for one image: its fingerprint's id and its facts, if any. */
async function storedFor(db: Db, documentId: string) {
  const [print] = await db
    .select({ id: imageFingerprints.id })
    .from(imageFingerprints)
    .where(eq(imageFingerprints.documentId, documentId));
  const [facts] = await db
    .select({ facts: imageFacts.facts })
    .from(imageFacts)
    .where(eq(imageFacts.documentId, documentId));
  return { printed: print !== undefined, facts: facts?.facts };
}

/**
 * Computes and stores the facts and fingerprints of the pending images (of one case, or the oldest
 * of all), one image after another; returns how many fingerprints were stored.
 */
export async function fingerprintPending(
  db: Db,
  storage: FileStorage,
  logger: Pick<Logger, 'warn' | 'info'>,
  caseId?: string,
): Promise<number> {
  let stored = 0;
  for (const document of await pending(db, caseId)) {
    // Another instance (or this one's job or on-demand call) works on it: left to that one.
    const claim = `fingerprint:${document.id}`;
    if (!(await claimWork(db, claim, CLAIM_SECONDS))) continue;
    try {
      // Finished by another instance after the list above was read.
      const before = await storedFor(db, document.id);
      if (before.facts && (before.printed || !before.facts.readable)) continue;
      const bytes = await readBytes(storage, document.filePath);
      // Fingerprinted before facts were stored: it decodes, no need to decode it again.
      let decoded: Decoded = { readable: true, tooLarge: false };
      let print: Fingerprint | null = null;
      if (!before.printed) {
        try {
          print = await fingerprint(bytes);
        } catch (error) {
          if (!isUnreadableImage(error)) throw error;
          decoded = { readable: false, tooLarge: isImageTooLarge(error) };
          if (decoded.tooLarge) {
            logger.info({ documentId: document.id, caseId: document.caseId }, 'image over the decode budget');
          }
        }
      }
      if (print) stored += await storeFingerprint(db, logger, document, print);
      if (!before.facts) {
        const facts = await describeImage(bytes, await readHeader(bytes), decoded);
        await db.insert(imageFacts).values({ documentId: document.id, facts }).onConflictDoNothing();
      }
    } catch (error) {
      logger.warn({ err: error, documentId: document.id }, 'fingerprinting an image failed');
    } finally {
      await releaseWork(db, claim).catch(() => undefined);
    }
  }
  return stored;
}

/** Stores a fingerprint with whether it matched another case's image; 1 when stored, 0 when one was there. */
async function storeFingerprint(
  db: Db,
  logger: Pick<Logger, 'info'>,
  document: { id: string; caseId: string | null },
  print: Fingerprint,
): Promise<number> {
  // Does an image of another case already stored match it? Recorded for the dashboard.
  const matches = await findNearDuplicates(db, print, { excludeCaseId: document.caseId ?? undefined, limit: 20 });
  const inserted = await db
    .insert(imageFingerprints)
    .values({
      hash: print.hash,
      cropHashes: print.cropHashes,
      documentId: document.id,
      caseId: document.caseId,
      matchedAt: matches.length > 0 ? new Date() : null,
      matchedConfirmed: matches.some((match) => match.confirmedAt !== null),
    })
    .onConflictDoNothing()
    .returning({ id: imageFingerprints.id });
  // One line per computation (whether or not it was stored): how tests see that no image is done twice.
  logger.info({ documentId: document.id, caseId: document.caseId, stored: inserted.length > 0 }, 'image fingerprinted');
  return inserted.length;
}

/** Runs the job now and every 30 seconds (the timer does not keep the process alive); returns stop. */
export function startFingerprintJob({
  db,
  storage,
  logger,
  intervalMs = 30_000,
}: {
  db: Db;
  storage: FileStorage;
  logger: Pick<Logger, 'warn' | 'error' | 'info'>;
  intervalMs?: number;
}): () => Promise<void> {
  return startIntervalJob({
    run: async () => {
      await fingerprintPending(db, storage, logger);
      await deleteExpiredConfirmed(db);
      // Its sibling: identifiers confirmed as used for fraud, kept as hashes for the same 5 years.
      await deleteExpiredConfirmedIdentifiers(db);
    },
    intervalMs,
    logger,
    failure: 'fingerprint job failed',
  });
}

/** Confirmed fingerprints are kept CONFIRMED_FINGERPRINT_YEARS after the confirmation (privacy page). */
export async function deleteExpiredConfirmed(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONFIRMED_FINGERPRINT_YEARS);
  const removed = await db
    .delete(imageFingerprints)
    .where(sql`${imageFingerprints.confirmedAt} < ${cutoff.toISOString()}::timestamptz`)
    .returning({ id: imageFingerprints.id });
  return removed.length;
}

/** Retention: a case's fingerprints go with its data, unless staff confirmed the image. */
export async function deleteUnconfirmedFingerprints(tx: Tx, caseId: string): Promise<number> {
  const removed = await tx
    .delete(imageFingerprints)
    .where(and(eq(imageFingerprints.caseId, caseId), sql`${imageFingerprints.confirmedAt} is null`))
    .returning({ id: imageFingerprints.id });
  return removed.length;
}

/**
 * Staff mark an uploaded image of the case as a confirmed stolen or fake image (or take that back).
 * Only a confirmed fingerprint outlives the case data, with the verdict of the case's findings.
 */
export async function confirmImage(
  db: Db,
  caseId: string,
  documentId: string,
  confirmed: boolean,
  verdict: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!isUuid(documentId) || !isUuid(caseId)) return false;
  const updated = await db
    .update(imageFingerprints)
    .set(
      confirmed
        ? { confirmedAt: now, verdict: (verdict as typeof imageFingerprints.$inferInsert.verdict) ?? null }
        : { confirmedAt: null, verdict: null },
    )
    .where(and(eq(imageFingerprints.caseId, caseId), eq(imageFingerprints.documentId, documentId)))
    .returning({ id: imageFingerprints.id });
  return updated.length > 0;
}
