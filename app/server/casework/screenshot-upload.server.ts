// The upload of one staff screenshot (screenshots.server.ts): the checks before anything is stored,
// the bytes and the report's copy in the storage, then the row and its audit entry under the case's
// lock; bytes without a row are removed.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extensionOf, isUuid } from '#app/lib/checkout-schema.ts';
import {
  checkFileName,
  detectMime,
  MIME_BY_EXTENSION,
  SNIFF_BYTES,
  safeFileName,
} from '../checkout/upload-checks.server.ts';
import type { Db } from '../db/db.server.ts';
import { cases, uploadedDocuments } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { type FileStorage, FileTooLargeError, writeBytes } from '../storage/storage.server.ts';
import { isImageTooLarge } from './image-decode.server.ts';
import { type ReportScreenshot, reportCopyKey, scaleForReport } from './screenshot-report-copy.server.ts';
import {
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOTS_PER_CASE,
  NOT_FOUND,
  openForScreenshots,
  SCREENSHOT_TYPES,
  type ScreenshotRefusal,
  screenshotCount,
  TOO_LARGE,
  TOO_MANY,
  TOO_MANY_PIXELS,
  TYPE_MISMATCH,
  UNREADABLE,
  WRONG_TYPE,
} from './screenshot-rules.server.ts';

export interface ScreenshotUpload {
  db: Db;
  storage: FileStorage;
  caseId: string;
  staffId: string;
  requestId: string;
  fileName: string;
  declaredSize?: number;
  body: AsyncIterator<Uint8Array>;
  now?: Date;
}

export type ScreenshotUploadResult =
  | { ok: true; screenshot: { id: string; fileName: string; fileSize: number; uploadedAt: string } }
  | ScreenshotRefusal;

/** The body as read so far: its parts (kept up to the limit), their size, whether it has ended. */
interface Received {
  parts: Uint8Array[];
  size: number;
  ended: boolean;
}

type Stored = { size: number; sha256: string };

/** The first bytes of the body (up to SNIFF_BYTES, or all of it), read before anything is stored. */
async function firstBytes(body: AsyncIterator<Uint8Array>): Promise<Received> {
  const received: Received = { parts: [], size: 0, ended: false };
  while (received.size < SNIFF_BYTES) {
    const next = await body.next();
    if (next.done) {
      received.ended = true;
      break;
    }
    received.parts.push(next.value);
    received.size += next.value.byteLength;
  }
  return received;
}

/**
 * The whole body for the storage. The rest is kept while it streams to the storage (at most 10 MB:
 * the storage stops there), so the header is read from the whole file: a JPEG's frame header may
 * follow large metadata.
 */
async function* kept(body: AsyncIterator<Uint8Array>, received: Received) {
  yield* received.parts;
  if (received.ended) return;
  for (;;) {
    const next = await body.next();
    if (next.done) return;
    received.size += next.value.byteLength;
    if (received.size <= MAX_SCREENSHOT_BYTES) received.parts.push(next.value);
    yield next.value;
  }
}

const removeBoth = (storage: FileStorage, key: string) =>
  Promise.all([storage.remove(key), storage.remove(reportCopyKey(key))]);

/**
 * The file and the report's copy in the storage. The whole picture is decoded once, here, within the
 * decode budget (scaleForReport checks the header first): a file whose header reads but whose pixels
 * do not is refused now, and the report's copy is stored beside the file, so neither the preview nor
 * the delivery decodes it again.
 */
async function storeWithCopy(
  upload: ScreenshotUpload,
  key: string,
  received: Received,
): Promise<{ ok: true; stored: Stored } | ScreenshotRefusal> {
  const { storage } = upload;
  let stored: Stored;
  try {
    stored = await storage.write(key, kept(upload.body, received), { maxBytes: MAX_SCREENSHOT_BYTES });
  } catch (error) {
    if (FileTooLargeError.is(error)) return TOO_LARGE;
    throw error;
  }
  let copy: ReportScreenshot;
  try {
    copy = await scaleForReport(Buffer.concat(received.parts));
  } catch (error) {
    await storage.remove(key);
    return isImageTooLarge(error) ? TOO_MANY_PIXELS : UNREADABLE;
  }
  try {
    await writeBytes(storage, reportCopyKey(key), copy.bytes);
  } catch (error) {
    await removeBoth(storage, key);
    throw error;
  }
  return { ok: true, stored };
}

/** The row and its audit entry, with the case's state and the count checked again under its lock. */
function recordScreenshot(
  upload: ScreenshotUpload,
  file: { key: string; name: string; mime: string; stored: Stored; now: Date },
) {
  const { caseId } = upload;
  return upload.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: cases.status, paymentId: cases.paymentId, dataPurgedAt: cases.dataPurgedAt })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update');
    // Finished (or withdrawn) while the bytes arrived, or another upload took the last place.
    const refusal = openForScreenshots(locked);
    if (refusal) return refusal;
    if ((await screenshotCount(tx, caseId)) >= MAX_SCREENSHOTS_PER_CASE) return TOO_MANY;
    const [row] = await tx
      .insert(uploadedDocuments)
      .values({
        caseId,
        kind: 'screenshot',
        fileName: file.name,
        fileSize: file.stored.size,
        fileType: file.mime,
        filePath: file.key,
        sha256: file.stored.sha256,
        uploadTimestamp: file.now,
        state: 'stored',
        uploadedBy: upload.staffId,
      })
      .returning({ id: uploadedDocuments.id });
    if (!row) throw new Error('screenshot row not written');
    await auditStaff(tx, {
      staffId: upload.staffId,
      action: 'case.screenshot.uploaded',
      entityType: 'case',
      entityId: caseId,
      details: { documentId: row.id, fileName: file.name, size: file.stored.size },
      requestId: upload.requestId,
    });
    return { ok: true, id: row.id } as const;
  });
}

/**
 * One screenshot as the raw request body (routes/staff/api/case-screenshots.ts). The checks in the
 * order of their cost: the case, the count, the name, the declared size, the type from the first
 * bytes, the streamed size (storage stops at the limit), then the image header against the decode
 * budget (no pixel decoded); only then the row, with the count checked again under the case's lock.
 */
export async function receiveScreenshot(upload: ScreenshotUpload): Promise<ScreenshotUploadResult> {
  const { db, storage, caseId, now = new Date() } = upload;
  if (!isUuid(caseId)) return NOT_FOUND;
  const [current] = await db
    .select({ status: cases.status, paymentId: cases.paymentId, dataPurgedAt: cases.dataPurgedAt })
    .from(cases)
    .where(eq(cases.id, caseId));
  const closed = openForScreenshots(current);
  if (closed) return closed;
  if ((await screenshotCount(db, caseId)) >= MAX_SCREENSHOTS_PER_CASE) return TOO_MANY;
  const checked = checkFileName(upload.fileName);
  const expected = checked.ok ? MIME_BY_EXTENSION[extensionOf(checked.name)] : undefined;
  if (!checked.ok || !expected || !SCREENSHOT_TYPES.has(expected)) return WRONG_TYPE;
  if (upload.declaredSize !== undefined && upload.declaredSize > MAX_SCREENSHOT_BYTES) return TOO_LARGE;

  // The type from the first bytes, before anything is stored.
  const received = await firstBytes(upload.body);
  if (received.size === 0) return { ok: false, status: 400, message: 'Die Datei ist leer.' };
  if (received.size > MAX_SCREENSHOT_BYTES) return TOO_LARGE;
  const mime = await detectMime(Buffer.concat(received.parts));
  if (!mime || !SCREENSHOT_TYPES.has(mime)) return WRONG_TYPE;
  if (mime !== expected) return TYPE_MISMATCH;

  const key = `case-files/${caseId}/screenshot-${now.getTime()}-${randomBytes(4).toString('hex')}-${safeFileName(checked.name)}`;
  const storing = await storeWithCopy(upload, key, received);
  if (!storing.ok) return storing;
  const { stored } = storing;
  const record = recordScreenshot(upload, { key, name: checked.name, mime, stored, now });
  // Bytes without a row would outlive their purpose until the case data is deleted: none are kept.
  const written = await record.catch(async (error: unknown) => {
    await removeBoth(storage, key);
    throw error;
  });
  if (!written.ok) {
    await removeBoth(storage, key);
    return written;
  }
  return {
    ok: true,
    screenshot: { id: written.id, fileName: checked.name, fileSize: stored.size, uploadedAt: now.toISOString() },
  };
}
