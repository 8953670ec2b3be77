// Step 3 uploads (spec §5; docs/product.md §3): each file is checked by name, size and content
// (magic bytes, upload-checks.server.ts), streamed to private storage at case-files/{checkoutId}/{timestamp}-{safe name}
// without holding it in memory, and staged until the order (swept after 24 hours without one).
// Before a byte is stored, the upload reserves its place: at most 10 files per checkout, the hourly
// limits per client network (every upload of the hour counts, whether its file is still staged,
// part of an order or removed again: the upload ledger) and the cap on all files not (yet) paid for
// (staged files and the files of unpaid orders, against filling the disk), decided under one
// database lock so that parallel uploads, in any number of instances, cannot all slip through.

import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, lt, min, or, sql, sum } from 'drizzle-orm';
import { isAwaitingPayment, statusesLeadingTo } from '#app/lib/case-state.ts';
import { extensionOf, MAX_FILE_MB, MAX_FILES_PER_ORDER } from '#app/lib/checkout-schema.ts';
import type { Db } from '../db/db.server.ts';
import { cases, uploadedDocuments, uploadLedger } from '../db/schema.server.ts';
import { type FileStorage, FileTooLargeError } from '../storage/storage.server.ts';
import { isStorageFull } from '../storage/storage-full.server.ts';
import {
  checkFileName,
  detectMime,
  MIME_BY_EXTENSION,
  SNIFF_BYTES,
  safeFileName,
  type UploadRefusal,
} from './upload-checks.server.ts';

export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
export type UploadResult =
  | { ok: true; document: { id: string; fileName: string; fileSize: number; fileType: string } }
  | { ok: false; reason: UploadRefusal; retryAfterSeconds?: number };

/** Limits on uploads; see the UPLOAD_* settings. */
export interface UploadLimits {
  /** Uploads per client network in the last hour, whatever became of their files. */
  filesPerHour: number;
  bytesPerHour: number;
  /** All files not paid for: staged, or part of an order still awaiting payment. */
  stagedCapBytes: number;
}

/** The limits from the UPLOAD_* settings. */
export function uploadLimits(config: {
  UPLOAD_LIMIT_FILES_PER_HOUR: number;
  UPLOAD_LIMIT_MB_PER_HOUR: number;
  UPLOAD_STAGED_CAP_MB: number;
}): UploadLimits {
  return {
    filesPerHour: config.UPLOAD_LIMIT_FILES_PER_HOUR,
    bytesPerHour: config.UPLOAD_LIMIT_MB_PER_HOUR * 1024 * 1024,
    stagedCapBytes: config.UPLOAD_STAGED_CAP_MB * 1024 * 1024,
  };
}

async function* concat(head: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (head.byteLength > 0) yield head;
  while (true) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

export interface UploadRequest {
  db: Db;
  storage: FileStorage;
  checkoutId: string;
  fileName: string;
  /** Content-Length, when the client sent it. */
  declaredSize: number | undefined;
  /**
   * The request body. It is read only as far as needed and never cancelled, so that the caller can
   * discard the rest and keep the connection usable.
   */
  body: AsyncIterator<Uint8Array>;
  /** limitKey('upload', client address): whose hourly allowance the file counts against. */
  uploaderKey: string;
  limits: UploadLimits;
  now?: Date;
}

/** One lock for all reservations: the three limits are checked and the slot taken as one step. */
const RESERVATION_LOCK = 0x45434855; // "ECHU"

type Reservation =
  | { ok: true; id: string; key: string; ledgerId: string }
  | { ok: false; reason: UploadRefusal; retryAfterSeconds?: number };

async function reserve(request: UploadRequest, name: string, now: Date): Promise<Reservation> {
  const { db, checkoutId, uploaderKey, limits } = request;
  // Unknown length (chunked): reserve the maximum; the row holds the real size once complete.
  const reservedBytes = request.declaredSize ?? MAX_FILE_BYTES;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESERVATION_LOCK})`);
    const [existingCase] = await tx.select({ status: cases.status }).from(cases).where(eq(cases.id, checkoutId));
    if (existingCase && !isAwaitingPayment(existingCase.status)) {
      return { ok: false, reason: 'order-closed' } as const;
    }
    const [{ value: fileCount } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(uploadedDocuments)
      .where(or(eq(uploadedDocuments.stagingId, checkoutId), eq(uploadedDocuments.caseId, checkoutId)));
    if (fileCount >= MAX_FILES_PER_ORDER) return { ok: false, reason: 'too-many' } as const;

    // The ledger, not the files: a file attached to an order or removed again still counts.
    const windowStart = new Date(now.getTime() - 3600 * 1000);
    const [recent] = await tx
      .select({ files: count(), bytes: sum(uploadLedger.bytes), oldest: min(uploadLedger.uploadedAt) })
      .from(uploadLedger)
      .where(and(eq(uploadLedger.uploaderKey, uploaderKey), gt(uploadLedger.uploadedAt, windowStart)));
    const files = recent?.files ?? 0;
    const bytes = Number(recent?.bytes ?? 0);
    if (files >= limits.filesPerHour || bytes + reservedBytes > limits.bytesPerHour) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      const retryAfterSeconds = Math.max(60, Math.ceil((oldest + 3600 * 1000 - now.getTime()) / 1000));
      return { ok: false, reason: 'rate-limited', retryAfterSeconds } as const;
    }

    // Files nobody has paid for: staged ones, and those of orders awaiting payment until they are
    // paid or the retention job deletes the unpaid order (7 days, privacy/case-retention.server.ts).
    // One statement, so that an order attaching files meanwhile cannot make them count twice.
    const [unpaid] = await tx
      .select({ bytes: sum(uploadedDocuments.fileSize) })
      .from(uploadedDocuments)
      .where(
        or(
          isNull(uploadedDocuments.caseId),
          inArray(
            uploadedDocuments.caseId,
            tx
              .select({ id: cases.id })
              .from(cases)
              .where(inArray(cases.status, statusesLeadingTo('paid'))),
          ),
        ),
      );
    if (Number(unpaid?.bytes ?? 0) + reservedBytes > limits.stagedCapBytes) {
      return { ok: false, reason: 'storage-full' } as const;
    }

    const id = randomUUID();
    const key = `case-files/${checkoutId}/${now.getTime()}-${safeFileName(name)}`;
    await tx.insert(uploadedDocuments).values({
      id,
      stagingId: checkoutId,
      fileName: name,
      fileSize: reservedBytes,
      fileType: 'application/octet-stream',
      filePath: key,
      uploadTimestamp: now,
      state: 'receiving',
    });
    // An id of its own: the ledger names no file or case, only a network, a time and a size.
    const ledgerId = randomUUID();
    await tx.insert(uploadLedger).values({ id: ledgerId, uploaderKey, uploadedAt: now, bytes: reservedBytes });
    return { ok: true, id, key, ledgerId } as const;
  });
}

/**
 * Gives a reservation back (refused or failed upload): the row, its ledger entry (a refused upload
 * does not count against the hour) and whatever reached storage.
 */
async function release(db: Db, storage: FileStorage, reservation: { id: string; key: string; ledgerId: string }) {
  await db
    .delete(uploadedDocuments)
    .where(and(eq(uploadedDocuments.id, reservation.id), eq(uploadedDocuments.state, 'receiving')));
  await db.delete(uploadLedger).where(eq(uploadLedger.id, reservation.ledgerId));
  await storage.remove(reservation.key);
}

export async function receiveUpload(request: UploadRequest): Promise<UploadResult> {
  const { db, storage, fileName, declaredSize, body: iterator, now = new Date() } = request;
  const checked = checkFileName(fileName);
  if (!checked.ok) return checked;
  if (declaredSize !== undefined && declaredSize > MAX_FILE_BYTES) return { ok: false, reason: 'too-large' };

  const reservation = await reserve(request, checked.name, now);
  if (!reservation.ok) return reservation;
  try {
    // Read the head of the stream to decide the type before anything is stored.
    const parts: Uint8Array[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      parts.push(next.value);
      headSize += next.value.byteLength;
    }
    if (headSize > MAX_FILE_BYTES) {
      await release(db, storage, reservation);
      return { ok: false, reason: 'too-large' };
    }
    const head = Buffer.concat(parts);
    const expected = MIME_BY_EXTENSION[extensionOf(checked.name)];
    const mime = head.byteLength > 0 ? await detectMime(head) : undefined;
    if (!mime || mime !== expected) {
      await release(db, storage, reservation);
      return { ok: false, reason: 'invalid-type' };
    }

    let stored: { size: number; sha256: string };
    try {
      stored = await storage.write(reservation.key, ended ? concat(head, emptyIterator()) : concat(head, iterator), {
        maxBytes: MAX_FILE_BYTES,
      });
    } catch (error) {
      if (isStorageFull(error)) {
        // The disk (or quota) is full: the partial file is gone (storage.write removes it), the
        // reservation is given back, and the customer reads that uploads are not possible now.
        await release(db, storage, reservation);
        return { ok: false, reason: 'storage-full' };
      }
      if (!FileTooLargeError.is(error)) throw error;
      await release(db, storage, reservation);
      return { ok: false, reason: 'too-large' };
    }
    // The hour counts what was really stored (a chunked upload reserved the maximum).
    await db.update(uploadLedger).set({ bytes: stored.size }).where(eq(uploadLedger.id, reservation.ledgerId));
    const [document] = await db
      .update(uploadedDocuments)
      .set({ state: 'stored', fileSize: stored.size, fileType: mime, sha256: stored.sha256 })
      .where(and(eq(uploadedDocuments.id, reservation.id), eq(uploadedDocuments.state, 'receiving')))
      .returning();
    if (!document) {
      // The order was placed while this file arrived, without it: the file is not kept.
      await release(db, storage, reservation);
      return { ok: false, reason: 'order-closed' };
    }
    return {
      ok: true,
      document: {
        id: document.id,
        fileName: document.fileName,
        fileSize: document.fileSize,
        fileType: document.fileType,
      },
    };
  } catch (error) {
    await release(db, storage, reservation).catch(() => undefined);
    throw error;
  }
}

function emptyIterator(): AsyncIterator<Uint8Array> {
  return { next: async () => ({ done: true, value: undefined }) };
}

/** Removes a staged file of this checkout (the customer removed it in step 3). */
export async function removeStagedUpload(db: Db, storage: FileStorage, checkoutId: string, documentId: string) {
  const [document] = await db
    .delete(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.id, documentId),
        eq(uploadedDocuments.stagingId, checkoutId),
        isNull(uploadedDocuments.caseId),
      ),
    )
    .returning();
  if (document) await storage.remove(document.filePath);
  return Boolean(document);
}

/**
 * The hourly clean-up of staging (job): files without an order after `maxAgeHours`, reservations of
 * uploads that never finished (the process stopped mid-upload) after an hour, partial files in
 * storage older than an hour (no request lives that long: Node ends it after 5 minutes), and the
 * upload ledger's entries older than an hour: the client networks' keys are kept only for the hour
 * they count in (at most two hours with the hourly run).
 */
export async function sweepStagedUploads(db: Db, storage: FileStorage, now = new Date(), maxAgeHours = 24) {
  const cutoff = new Date(now.getTime() - maxAgeHours * 3600 * 1000);
  const hourAgo = new Date(now.getTime() - 3600 * 1000);
  const stale = await db
    .delete(uploadedDocuments)
    .where(
      and(
        isNull(uploadedDocuments.caseId),
        or(
          lt(uploadedDocuments.uploadTimestamp, cutoff),
          and(eq(uploadedDocuments.state, 'receiving'), lt(uploadedDocuments.uploadTimestamp, hourAgo)),
        ),
      ),
    )
    .returning({ filePath: uploadedDocuments.filePath });
  for (const file of stale) await storage.remove(file.filePath);
  await db.delete(uploadLedger).where(lt(uploadLedger.uploadedAt, hourAgo));
  const partials = await storage.sweepPartials(hourAgo);
  return stale.length + partials;
}

/** Staged files of a checkout that the order did not keep. */
export async function discardUnlistedUploads(db: Db, storage: FileStorage, checkoutId: string, keep: string[]) {
  const conditions = [eq(uploadedDocuments.stagingId, checkoutId), isNull(uploadedDocuments.caseId)];
  const all = await db
    .select()
    .from(uploadedDocuments)
    .where(and(...conditions));
  const drop = all.filter((document) => !keep.includes(document.id));
  if (drop.length === 0) return 0;
  await db.delete(uploadedDocuments).where(
    inArray(
      uploadedDocuments.id,
      drop.map((document) => document.id),
    ),
  );
  for (const document of drop) await storage.remove(document.filePath);
  return drop.length;
}
