// Step 3 uploads (spec §5, DESIGN.md point 3): each file is checked by name, size and content
// (magic bytes), streamed to private storage at case-files/{checkoutId}/{timestamp}-{safe name}
// without holding it in memory, and staged until the order (swept after 24 hours without one).
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, MAX_FILE_MB, MAX_FILES_PER_ORDER } from '#app/lib/checkout-schema.ts';
import type { Db } from '../db/db.server.ts';
import { cases, uploadedDocuments } from '../db/schema.server.ts';
import { type FileStorage, FileTooLargeError } from '../storage/storage.server.ts';

export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
/** Bytes read before deciding the type: enough for DOCX, whose markers sit in the first ZIP entries. */
const SNIFF_BYTES = 256 * 1024;

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export type UploadRefusal = 'invalid-name' | 'invalid-type' | 'too-large' | 'too-many' | 'order-closed';

export type UploadResult =
  | { ok: true; document: { id: string; fileName: string; fileSize: number; fileType: string } }
  | { ok: false; reason: UploadRefusal };

/** The user's file name, checked: no path, no control characters, an allowed extension. */
export function checkFileName(raw: string): { ok: true; name: string } | { ok: false; reason: UploadRefusal } {
  const name = raw.normalize('NFC').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (!name || name.length > 200 || /[/\\]/.test(name) || name.includes('..') || /[\u0000-\u001f\u007f]/.test(name)) {
    return { ok: false, reason: 'invalid-name' };
  }
  if (!MIME_BY_EXTENSION[extensionOf(name)]) return { ok: false, reason: 'invalid-type' };
  return { ok: true, name };
}

/** A file name safe for a storage key: ASCII letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const extension = extensionOf(name);
  const base = name
    .slice(0, name.length - extension.length - 1)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'datei'}.${extension}`;
}

/** The type the content shows; plain text has no magic bytes: UTF-8 without NUL bytes. */
export async function detectMime(head: Uint8Array): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return detected.mime;
  if (head.includes(0)) return undefined;
  try {
    // A multi-byte character may be cut at the end of the sniffed part: ignore the last 3 bytes.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return 'text/plain';
  } catch {
    return undefined;
  }
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
  body: AsyncIterable<Uint8Array>;
  now?: Date;
}

export async function receiveUpload({
  db,
  storage,
  checkoutId,
  fileName,
  declaredSize,
  body,
  now = new Date(),
}: UploadRequest): Promise<UploadResult> {
  const checked = checkFileName(fileName);
  if (!checked.ok) return checked;
  if (declaredSize !== undefined && declaredSize > MAX_FILE_BYTES) return { ok: false, reason: 'too-large' };

  const [existingCase] = await db.select({ status: cases.status }).from(cases).where(eq(cases.id, checkoutId));
  if (existingCase && existingCase.status !== 'pending' && existingCase.status !== 'cancelled') {
    return { ok: false, reason: 'order-closed' };
  }
  const [{ value: fileCount } = { value: 0 }] = await db
    .select({ value: count() })
    .from(uploadedDocuments)
    .where(or(eq(uploadedDocuments.stagingId, checkoutId), eq(uploadedDocuments.caseId, checkoutId)));
  if (fileCount >= MAX_FILES_PER_ORDER) return { ok: false, reason: 'too-many' };

  // Read the head of the stream to decide the type before anything is stored.
  const iterator = body[Symbol.asyncIterator]();
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
    if (headSize > MAX_FILE_BYTES) return { ok: false, reason: 'too-large' };
  }
  const head = Buffer.concat(parts);
  const expected = MIME_BY_EXTENSION[extensionOf(checked.name)];
  const mime = head.byteLength > 0 ? await detectMime(head) : undefined;
  if (!mime || mime !== expected) {
    await iterator.return?.();
    return { ok: false, reason: 'invalid-type' };
  }

  const key = `case-files/${checkoutId}/${now.getTime()}-${safeFileName(checked.name)}`;
  let stored: { size: number; sha256: string };
  try {
    stored = await storage.write(key, ended ? concat(head, emptyIterator()) : concat(head, iterator), {
      maxBytes: MAX_FILE_BYTES,
    });
  } catch (error) {
    await iterator.return?.();
    if (error instanceof FileTooLargeError) return { ok: false, reason: 'too-large' };
    throw error;
  }
  const [document] = await db
    .insert(uploadedDocuments)
    .values({
      id: randomUUID(),
      stagingId: checkoutId,
      fileName: checked.name,
      fileSize: stored.size,
      fileType: mime,
      filePath: key,
      sha256: stored.sha256,
      uploadTimestamp: now,
    })
    .returning();
  if (!document) throw new Error('upload row not written');
  return {
    ok: true,
    document: {
      id: document.id,
      fileName: document.fileName,
      fileSize: document.fileSize,
      fileType: document.fileType,
    },
  };
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

/** Staged files without an order after `maxAgeHours` are deleted (job, hourly). */
export async function sweepStagedUploads(db: Db, storage: FileStorage, now = new Date(), maxAgeHours = 24) {
  const cutoff = new Date(now.getTime() - maxAgeHours * 3600 * 1000);
  const stale = await db
    .delete(uploadedDocuments)
    .where(and(isNull(uploadedDocuments.caseId), lt(uploadedDocuments.uploadTimestamp, cutoff)))
    .returning({ filePath: uploadedDocuments.filePath });
  for (const file of stale) await storage.remove(file.filePath);
  return stale.length;
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
