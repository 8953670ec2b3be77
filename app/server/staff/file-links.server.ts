// Short-lived links to a case's uploaded files for staff (spec §7 call 12; docs/product.md §10): never
// a public URL. A link names the document, how it opens (inline for images, else download), when it
// expires (5 minutes), and carries an HMAC over these and the staff session's id, so it works only
// for the session it was made for, and only while that session lasts (the route below the staff
// guard checks the session first). Keyed with the auth secret, so every instance accepts it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const FILE_LINK_SECONDS = 5 * 60;

/** inline: shown in the browser; attachment: downloaded as uploaded; clean: an image re-encoded without
 * its metadata, downloaded for a manual reverse image search (issue 13 point 3). */
export type FileDisposition = 'inline' | 'attachment' | 'clean';

/** Types a browser may show inline from our origin: plain raster images, nothing that runs script. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

export function canOpenInline(fileType: string): boolean {
  return INLINE_TYPES.has(fileType);
}

interface LinkFields {
  documentId: string;
  sessionId: string;
  disposition: FileDisposition;
  /** Expiry, seconds since the epoch. */
  expires: number;
}

function signature(secret: string, fields: LinkFields): string {
  return createHmac('sha256', secret)
    .update(`staff-file-link\n${fields.documentId}\n${fields.sessionId}\n${fields.disposition}\n${fields.expires}`)
    .digest('base64url');
}

export function fileLink(
  secret: string,
  link: { documentId: string; sessionId: string; disposition: FileDisposition },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + FILE_LINK_SECONDS;
  const sig = signature(secret, { ...link, expires });
  const query = new URLSearchParams({ d: link.disposition, exp: String(expires), sig });
  return `/conan/api/dateien/${encodeURIComponent(link.documentId)}?${query}`;
}

export type LinkCheck =
  | { ok: true; disposition: FileDisposition }
  | { ok: false; reason: 'malformed' | 'expired' | 'signature' };

export function checkFileLink(
  secret: string,
  documentId: string,
  sessionId: string,
  query: URLSearchParams,
  now = Date.now(),
): LinkCheck {
  const disposition = query.get('d');
  const expires = Number(query.get('exp'));
  const given = query.get('sig') ?? '';
  if (
    (disposition !== 'inline' && disposition !== 'attachment' && disposition !== 'clean') ||
    !Number.isInteger(expires) ||
    !given
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(signature(secret, { documentId, sessionId, disposition, expires }));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: 'signature' };
  if (expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, disposition };
}

/** Content-Disposition keeping the original file name (RFC 6266, RFC 5987 for non-ASCII names). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
