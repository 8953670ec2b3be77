// Staff screenshots of a case's findings (issue 29 point 5): PNG or JPEG images of the public pages
// the specialists found, uploaded one at a time while the case is in progress, stored next to the
// case's files (uploaded_documents, kind 'screenshot') and deleted with the case data like every
// file below case-files/{caseId}/. They get the customers' upload checks (file name, size, type from
// the content, never the browser's claim) and, because the report decodes them, the decode budget's
// header check before they are recorded (image-decode.server.ts). The report embeds a scaled copy
// (screenshotForReport), never the original.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { extensionOf, isUuid } from '#app/lib/checkout-schema.ts';
import type { CaseScreenshot } from '#app/lib/dashboard-data.ts';
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
import { type FileStorage, FileTooLargeError, readBytes, writeBytes } from '../storage/storage.server.ts';
import { decodableHeader, decoding, isImageTooLarge, openImage, readHeader } from './image-decode.server.ts';

/** A screenshot is at most 10 MB: a full-page capture of a long profile stays well below it. */
export const MAX_SCREENSHOT_BYTES = 10 * 1024 * 1024;

/** Screenshots per case: enough for every finding of a thorough check, a bound on the report's size. */
export const MAX_SCREENSHOTS_PER_CASE = 60;

/** The report's copy: at most this wide and this high (never enlarged), JPEG of this quality. */
export const REPORT_MAX_WIDTH = 1400;
export const REPORT_MAX_HEIGHT = 1200;
export const REPORT_JPEG_QUALITY = 72;

const SCREENSHOT_TYPES = new Set(['image/png', 'image/jpeg']);

const NOT_FOUND = { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' } as const;
const NOT_STARTED = { ok: false, status: 409, message: 'Bitte beginnen Sie zuerst die Bearbeitung.' } as const;
const CLOSED_FOR_UPLOADS = {
  ok: false,
  status: 409,
  message: 'Zu diesem Fall können keine Bildschirmfotos mehr hochgeladen werden.',
} as const;
const TOO_MANY = {
  ok: false,
  status: 409,
  message: `Zu diesem Fall sind bereits ${MAX_SCREENSHOTS_PER_CASE} Bildschirmfotos gespeichert. Bitte entfernen Sie zuerst eines, das Sie nicht mehr brauchen.`,
} as const;
const TOO_LARGE = { ok: false, status: 413, message: 'Das Bildschirmfoto ist zu groß (höchstens 10 MB).' } as const;
const TOO_MANY_PIXELS = {
  ok: false,
  status: 413,
  message:
    'Das Bildschirmfoto hat zu viele Pixel, um es sicher zu verarbeiten. Bitte laden Sie es verkleinert hoch (höchstens 100 Megapixel).',
} as const;
const WRONG_TYPE = {
  ok: false,
  status: 415,
  message: 'Bitte laden Sie ein Bildschirmfoto als PNG oder JPEG hoch.',
} as const;
const TYPE_MISMATCH = {
  ok: false,
  status: 415,
  message: 'Dateiendung und Inhalt passen nicht zusammen. Bitte laden Sie ein Bildschirmfoto als PNG oder JPEG hoch.',
} as const;
const UNREADABLE = {
  ok: false,
  status: 415,
  message:
    'Das Bild lässt sich nicht lesen (beschädigt oder unvollständig). Bitte laden Sie das Bildschirmfoto erneut hoch.',
} as const;

export type ScreenshotRefusal = { ok: false; status: 400 | 404 | 409 | 413 | 415; message: string };

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

/** Paid and in progress: the only time screenshots are added or removed; else the refusal. */
function openForScreenshots(
  current: { status: string; paymentId: string | null; dataPurgedAt: Date | null } | undefined,
): ScreenshotRefusal | null {
  if (!current || current.paymentId === null || current.status === 'pending') return NOT_FOUND;
  if (current.status === 'paid') return NOT_STARTED;
  // Deleted case data (an erasure on the client's request) takes no new files.
  if (current.status !== 'in-progress' || current.dataPurgedAt) return CLOSED_FOR_UPLOADS;
  return null;
}

async function screenshotCount(db: Pick<Db, 'select'>, caseId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(uploadedDocuments)
    .where(and(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.kind, 'screenshot')));
  return row?.value ?? 0;
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
  const parts: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const next = await upload.body.next();
    if (next.done) {
      ended = true;
      break;
    }
    parts.push(next.value);
    size += next.value.byteLength;
  }
  if (size === 0) return { ok: false, status: 400, message: 'Die Datei ist leer.' };
  if (size > MAX_SCREENSHOT_BYTES) return TOO_LARGE;
  const mime = await detectMime(Buffer.concat(parts));
  if (!mime || !SCREENSHOT_TYPES.has(mime)) return WRONG_TYPE;
  if (mime !== expected) return TYPE_MISMATCH;
  // The rest is kept while it streams to the storage (at most 10 MB: the storage stops there), so
  // the header is read from the whole file: a JPEG's frame header may follow large metadata.
  async function* kept() {
    yield* parts;
    if (ended) return;
    for (;;) {
      const next = await upload.body.next();
      if (next.done) return;
      size += next.value.byteLength;
      if (size <= MAX_SCREENSHOT_BYTES) parts.push(next.value);
      yield next.value;
    }
  }

  const key = `case-files/${caseId}/screenshot-${now.getTime()}-${randomBytes(4).toString('hex')}-${safeFileName(checked.name)}`;
  let stored: { size: number; sha256: string };
  try {
    stored = await storage.write(key, kept(), { maxBytes: MAX_SCREENSHOT_BYTES });
  } catch (error) {
    if (FileTooLargeError.is(error)) return TOO_LARGE;
    throw error;
  }
  // The whole picture is decoded once, here, within the decode budget (scaleForReport checks the
  // header first): a file whose header reads but whose pixels do not is refused now, and the report's
  // copy is stored beside the file, so neither the preview nor the delivery decodes it again.
  const removeBoth = () => Promise.all([storage.remove(key), storage.remove(reportCopyKey(key))]);
  let copy: ReportScreenshot;
  try {
    copy = await scaleForReport(Buffer.concat(parts));
  } catch (error) {
    await storage.remove(key);
    return isImageTooLarge(error) ? TOO_MANY_PIXELS : UNREADABLE;
  }
  try {
    await writeBytes(storage, reportCopyKey(key), copy.bytes);
  } catch (error) {
    await removeBoth();
    throw error;
  }

  const record = db.transaction(async (tx) => {
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
        fileName: checked.name,
        fileSize: stored.size,
        fileType: mime,
        filePath: key,
        sha256: stored.sha256,
        uploadTimestamp: now,
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
      details: { documentId: row.id, fileName: checked.name, size: stored.size },
      requestId: upload.requestId,
    });
    return { ok: true, id: row.id } as const;
  });
  // Bytes without a row would outlive their purpose until the case data is deleted: none are kept.
  const written = await record.catch(async (error: unknown) => {
    await removeBoth();
    throw error;
  });
  if (!written.ok) {
    await removeBoth();
    return written;
  }
  return {
    ok: true,
    screenshot: { id: written.id, fileName: checked.name, fileSize: stored.size, uploadedAt: now.toISOString() },
  };
}

export type ScreenshotRemoval = { ok: true } | ScreenshotRefusal;

/**
 * Removes one screenshot of a case in progress ("Entfernen" on the case page). The row goes in the
 * transaction, its bytes after the commit: a failed commit keeps both.
 */
export async function removeScreenshot(
  db: Db,
  storage: FileStorage,
  actor: { staffId: string; requestId: string },
  caseId: string,
  id: string,
): Promise<ScreenshotRemoval> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const gone = { ok: false, status: 404, message: 'Dieses Bildschirmfoto gibt es nicht (mehr).' } as const;
  if (!isUuid(id)) return gone;
  const removed = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: cases.status, paymentId: cases.paymentId, dataPurgedAt: cases.dataPurgedAt })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update');
    const closed = openForScreenshots(locked);
    if (closed === NOT_FOUND || closed === NOT_STARTED) return closed;
    if (closed)
      return {
        ok: false,
        status: 409,
        message: 'Bildschirmfotos lassen sich nur entfernen, solange der Fall in Bearbeitung ist.',
      } as const;
    const [row] = await tx
      .delete(uploadedDocuments)
      .where(
        and(
          eq(uploadedDocuments.id, id),
          eq(uploadedDocuments.caseId, caseId),
          eq(uploadedDocuments.kind, 'screenshot'),
        ),
      )
      .returning({ filePath: uploadedDocuments.filePath, fileName: uploadedDocuments.fileName });
    if (!row) return gone;
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.screenshot.removed',
      entityType: 'case',
      entityId: caseId,
      details: { documentId: id, fileName: row.fileName },
      requestId: actor.requestId,
    });
    return { ok: true, filePath: row.filePath } as const;
  });
  if (!removed.ok) return removed;
  await storage.remove(removed.filePath);
  await storage.remove(reportCopyKey(removed.filePath));
  return { ok: true };
}

export interface ScreenshotRow {
  id: string;
  fileName: string;
  fileSize: number;
  sha256: string | null;
  uploadedAt: Date;
  filePath: string;
}

/** The case's screenshots, oldest first (the order they were taken in). */
export async function caseScreenshots(db: Pick<Db, 'select'>, caseId: string): Promise<ScreenshotRow[]> {
  if (!isUuid(caseId)) return [];
  return db
    .select({
      id: uploadedDocuments.id,
      fileName: uploadedDocuments.fileName,
      fileSize: uploadedDocuments.fileSize,
      sha256: uploadedDocuments.sha256,
      uploadedAt: uploadedDocuments.uploadTimestamp,
      filePath: uploadedDocuments.filePath,
    })
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.caseId, caseId),
        eq(uploadedDocuments.kind, 'screenshot'),
        eq(uploadedDocuments.state, 'stored'),
      ),
    )
    .orderBy(asc(uploadedDocuments.uploadTimestamp), asc(uploadedDocuments.id));
}

/** The case page's list (CaseWorkbench.screenshots): `link` makes the signed inline link of a document. */
export async function screenshotViews(
  db: Pick<Db, 'select'>,
  caseId: string,
  link: (documentId: string) => string,
): Promise<CaseScreenshot[]> {
  const rows = await caseScreenshots(db, caseId);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    openUrl: link(row.id),
  }));
}

/**
 * A screenshot the report cannot show: its bytes are gone from the storage, or they do not decode
 * (corrupt, or over the decode budget). The report prints "Bildschirmfoto nicht lesbar" instead.
 */
export class UnreadableScreenshotError extends Error {
  readonly reason: 'missing' | 'unreadable' | 'too-large';

  constructor(reason: 'missing' | 'unreadable' | 'too-large', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
    this.name = 'UnreadableScreenshotError';
  }
}

/** By name: the entry point and the bundled server build hold separate copies of the class. */
export function isUnreadableScreenshot(error: unknown): error is UnreadableScreenshotError {
  return (error as Error | undefined)?.name === 'UnreadableScreenshotError';
}

export interface ReportScreenshot {
  bytes: Buffer;
  width: number;
  height: number;
  format: 'jpeg';
}

/**
 * The copy the report embeds: within 1400 × 1200 pixels (aspect kept, never enlarged), flattened on
 * white, JPEG quality 72 (4:2:0) without metadata. The report shows a screenshot at most 45 % of a
 * page high, so 1200 pixels are more than its print needs, and a tall full-page capture stays small
 * (at 2400 pixels one was ~880 KB: ten of them would pass the report's 5 MB). The plain encoder (no
 * mozjpeg, no optimised Huffman tables), which streams instead of holding the picture's
 * coefficients (decision record 017 point 9). A 1920 × 1080 screenshot of a profile page with
 * photos becomes 1400 × 788 pixels and 105–115 KB in ~30 ms (screenshots.server.test.ts). Decoded
 * at full size within the decode budget, one decode at a time in the process (decoding). Throws
 * when the bytes do not decode.
 */
export async function scaleForReport(bytes: Buffer): Promise<ReportScreenshot> {
  await decodableHeader(bytes);
  return decoding(async () => {
    const { data, info } = await openImage(bytes)
      .resize(REPORT_MAX_WIDTH, REPORT_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: REPORT_JPEG_QUALITY, chromaSubsampling: '4:2:0', mozjpeg: false, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, format: 'jpeg' as const };
  });
}

/** Where the report's copy of a stored screenshot lies: beside it, under the case's prefix. */
export function reportCopyKey(filePath: string): string {
  return `${filePath}.report.jpg`;
}

/**
 * The report's copy of a stored screenshot, as made at its upload (no decoding: the size comes
 * from the JPEG's header). A screenshot without its copy is scaled now. UnreadableScreenshotError
 * when it is missing or does not decode.
 */
export async function screenshotForReport(
  storage: Pick<FileStorage, 'read'>,
  row: Pick<ScreenshotRow, 'filePath'>,
): Promise<ReportScreenshot> {
  const copy = await readBytes(storage, reportCopyKey(row.filePath)).catch(() => null);
  const header = copy ? await readHeader(copy) : null;
  if (copy && header?.format === 'jpeg' && header.width && header.height)
    return { bytes: copy, width: header.width, height: header.height, format: 'jpeg' };
  let bytes: Buffer;
  try {
    bytes = await readBytes(storage, row.filePath);
  } catch (error) {
    throw new UnreadableScreenshotError('missing', `screenshot ${row.filePath} not in the storage`, { cause: error });
  }
  try {
    return await scaleForReport(bytes);
  } catch (error) {
    const reason = isImageTooLarge(error) ? 'too-large' : 'unreadable';
    throw new UnreadableScreenshotError(reason, `screenshot ${row.filePath} not decoded: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
