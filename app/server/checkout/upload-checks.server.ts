// What an uploaded file may be (spec §5): its name (no path, no control or reordering characters,
// an allowed extension), a safe storage name, and its real type from the content (magic bytes),
// never the browser's claim. Used by uploads.server.ts before and while a file is stored.
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf, hasInvalidCharacters } from '#app/lib/checkout-schema.ts';

/** Why an uploaded file is refused; the upload endpoint (upload-endpoint.server.ts) words each for the customer. */
export type UploadRefusal =
  | 'invalid-name'
  | 'invalid-type'
  | 'too-large'
  | 'too-many'
  | 'order-closed'
  | 'rate-limited'
  | 'storage-full';

/** Bytes read before deciding the type: enough for DOCX, whose markers sit in the first ZIP entries. */
export const SNIFF_BYTES = 256 * 1024;

export const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Characters that reorder how a name is displayed (e.g. U+202E makes "gpj.exe" look like "exe.jpg"). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The user's file name, checked: no path, no control characters, an allowed extension. */
export function checkFileName(raw: string): { ok: true; name: string } | { ok: false; reason: UploadRefusal } {
  const name = raw.normalize('NFC').trim();
  if (
    !name ||
    name.length > 200 ||
    /[/\\]/.test(name) ||
    name.includes('..') ||
    hasInvalidCharacters(name) ||
    BIDI_CONTROLS.test(name)
  ) {
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
