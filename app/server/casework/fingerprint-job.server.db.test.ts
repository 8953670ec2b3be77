// Fingerprints in the life of cases: computed for the paid cases' images, listed as matches in
// another case, kept after the case data is deleted only when staff confirmed the image.
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import { imageFingerprints, systemSettings, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { purgeCaseData } from '../privacy/case-removal.server.ts';
import { confirmImage, deleteExpiredConfirmed, fingerprintPending } from './fingerprint-job.server.ts';
import { findNearDuplicates } from './fingerprint-match.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-fingerprints-');
const logger = { warn: () => {}, info: () => {} };
const storage = () => createDiskStorage(filesDir.path);
const db = () => database.db;

async function* once(bytes: Buffer) {
  yield new Uint8Array(bytes);
}

/** A paid case with one uploaded image (stored in the file storage). */
async function caseWithImage(bytes: Buffer, fileType = 'image/jpeg') {
  const { caseId } = await createPaidCase(db(), storage(), {});
  const key = `case-files/${caseId}/foto-${Date.now()}.jpg`;
  await storage().write(key, once(bytes), { maxBytes: bytes.byteLength });
  const [document] = await db()
    .insert(uploadedDocuments)
    .values({
      caseId,
      kind: 'customer',
      fileName: 'foto.jpg',
      fileSize: bytes.byteLength,
      fileType,
      filePath: key,
      state: 'stored',
    })
    .returning({ id: uploadedDocuments.id });
  return { caseId, documentId: document?.id ?? '' };
}

async function printOf(documentId: string) {
  const [row] = await db().select().from(imageFingerprints).where(eq(imageFingerprints.documentId, documentId));
  return row;
}

describe('fingerprints of paid cases', () => {
  it('computes each image once, matches the resized copy in another case, and keeps only confirmed ones after deletion', async () => {
    const original = await syntheticJpeg(4242, 1200, 900);
    const resized = await sharp(original).resize(600, 450).jpeg({ quality: 60 }).toBuffer();
    const unrelated = await syntheticJpeg(777, 1200, 900);
    const first = await caseWithImage(original);
    const second = await caseWithImage(resized);
    const third = await caseWithImage(unrelated);
    const broken = await caseWithImage(Buffer.from('kein Bild'), 'image/png');

    expect(await fingerprintPending(db(), storage(), logger)).toBe(3);
    // Done is done: a second run finds nothing, and the unreadable file is not retried.
    expect(await fingerprintPending(db(), storage(), logger)).toBe(0);
    expect(await printOf(broken.documentId)).toBeUndefined();

    const print = await printOf(second.documentId);
    if (!print) throw new Error('no fingerprint');
    // Recorded for the dashboard: the copy matched the earlier case's image, the original matched nothing.
    expect(print.matchedAt).toBeInstanceOf(Date);
    expect((await printOf(first.documentId))?.matchedAt).toBeNull();
    expect((await printOf(third.documentId))?.matchedAt).toBeNull();
    const matches = await findNearDuplicates(
      db(),
      { hash: print.hash, cropHashes: print.cropHashes },
      { excludeCaseId: second.caseId },
    );
    expect(matches.map((match) => match.caseId)).toEqual([first.caseId]);
    expect(matches.map((match) => match.caseId)).not.toContain(third.caseId);

    // Confirmed in the first case; then both cases' data is deleted.
    expect(await confirmImage(db(), first.caseId, first.documentId, true, 'likely-fake')).toBe(true);
    expect(await confirmImage(db(), first.caseId, 'not-a-uuid', true, null)).toBe(false);
    for (const caseId of [first.caseId, second.caseId]) {
      await db().transaction((tx) =>
        purgeCaseData(tx, storage(), caseId, { now: new Date(), reason: 'completed-30-days' }),
      );
    }
    const left = await db().select().from(imageFingerprints);
    const kept = left.filter((row) => row.caseId === first.caseId);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ documentId: null, verdict: 'likely-fake' });
    expect(left.some((row) => row.caseId === second.caseId)).toBe(false);
    // The confirmed fingerprint still finds the image in a new case, without any image kept.
    const fourth = await caseWithImage(resized);
    await fingerprintPending(db(), storage(), logger, fourth.caseId);
    const fresh = await printOf(fourth.documentId);
    if (!fresh) throw new Error('no fingerprint');
    const found = await findNearDuplicates(
      db(),
      { hash: fresh.hash, cropHashes: fresh.cropHashes },
      { excludeCaseId: fourth.caseId },
    );
    expect(found).toMatchObject([{ caseId: first.caseId, confirmedAt: expect.any(Date), verdict: 'likely-fake' }]);

    // Kept CONFIRMED_FINGERPRINT_YEARS after the confirmation, not a day longer.
    const later = new Date();
    later.setUTCFullYear(later.getUTCFullYear() + CONFIRMED_FINGERPRINT_YEARS);
    later.setUTCDate(later.getUTCDate() - 1);
    expect(await deleteExpiredConfirmed(db(), later)).toBe(0);
    later.setUTCDate(later.getUTCDate() + 2);
    expect(await deleteExpiredConfirmed(db(), later)).toBe(1);
  });
});

describe('fingerprints with several instances', () => {
  it('computes each image once when two runs find the same images at once', async () => {
    const images = await Promise.all([11, 12, 13, 14, 15, 16].map((seed) => syntheticJpeg(seed, 800, 600)));
    const documents = [];
    for (const image of images) documents.push(await caseWithImage(image));
    const computed: string[] = [];
    const counting = {
      warn: () => {},
      info: (fields: { documentId: string }) => {
        computed.push(fields.documentId);
      },
    } as unknown as Parameters<typeof fingerprintPending>[2];
    const [a, b] = await Promise.all([
      fingerprintPending(db(), storage(), counting),
      fingerprintPending(db(), storage(), counting),
    ]);
    expect(a + b).toBe(documents.length);
    expect(computed.sort()).toEqual(documents.map((document) => document.documentId).sort());
    for (const document of documents) expect(await printOf(document.documentId)).toBeDefined();
    // The claims are given back.
    const claims = await db().select().from(systemSettings).where(like(systemSettings.key, 'claim:%'));
    expect(claims).toEqual([]);
  });
});
