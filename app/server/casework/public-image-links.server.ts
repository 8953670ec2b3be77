// One-click reverse image search (issue 30 point 3; decision record 033): a customer's image, as its
// copy without metadata (clean-copy.server.ts), at a public address that a search engine can fetch for
// ten minutes. Only when SITE_URL is a public https site: a local or private address is out of the
// engines' reach, and the workbench then offers the download as before.
//
// The address is `/b/{token}`, the token stateless and signed: the document's id, the expiry and an
// HMAC-SHA256 over both (192 bits of it), keyed with a key derived from the auth secret, so every
// instance accepts it and nothing is written per link (no table, no clean-up job). Unguessable
// without the secret; it names one image; it expires by itself. What it cannot do is be revoked
// before its ten minutes: deleting the case data ends it (the document is gone), and ten minutes is
// the whole exposure. The engine sees a random-looking token, never the file's name or the case.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { imageSearchServiceKeys } from '#app/lib/legal-settings.ts';
import {
  isReverseSearchEngine,
  orderedEngines,
  type ReverseSearchEngine,
  reverseSearchUrl,
} from '#app/lib/reverse-image-search.ts';
import { isLocalSite } from '../config/config.server.ts';
import { paidDocument } from '../dashboard/paid-cases.server.ts';
import type { Db } from '../db/db.server.ts';
import { uploadedDocuments } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { type FileStorage, readBytes } from '../storage/storage.server.ts';
import { cleanCopy } from './clean-copy.server.ts';
import { IMAGE_TYPES } from './findings-store.server.ts';

/** How long a public image link works. */
export const PUBLIC_IMAGE_LINK_SECONDS = 10 * 60;
/** The path the links live under (app/routes.ts: `b/:token`). */
export const PUBLIC_IMAGE_PATH = '/b/';
const MAC_BYTES = 24;
const TOKEN_BYTES = 16 + 4 + MAC_BYTES;

function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('echtcheck public image link v1').digest();
}

function mac(secret: string, id: Buffer, expires: number): Buffer {
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(expires);
  return createHmac('sha256', linkKey(secret)).update(id).update(expiry).digest().subarray(0, MAC_BYTES);
}

function uuidBytes(documentId: string): Buffer | null {
  const hex = documentId.replace(/-/g, '');
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
}

function uuidText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A token for the image `documentId`, valid for PUBLIC_IMAGE_LINK_SECONDS from `now`. */
export function mintImageToken(
  secret: string,
  documentId: string,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const id = uuidBytes(documentId);
  if (!id) throw new Error('document id is not a UUID');
  const expires = Math.floor(now / 1000) + PUBLIC_IMAGE_LINK_SECONDS;
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(expires);
  const token = Buffer.concat([id, expiry, mac(secret, id, expires)]).toString('base64url');
  return { token, expiresAt: new Date(expires * 1000) };
}

export type TokenCheck =
  | { ok: true; documentId: string }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** The document a token names, when it is genuine and not expired. */
export function readImageToken(secret: string, token: string, now = Date.now()): TokenCheck {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return { ok: false, reason: 'malformed' };
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return { ok: false, reason: 'malformed' };
  const id = bytes.subarray(0, 16);
  const expires = bytes.readUInt32BE(16);
  const given = bytes.subarray(20);
  if (!timingSafeEqual(given, mac(secret, id, expires))) return { ok: false, reason: 'signature' };
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, documentId: uuidText(id) };
}

const PRIVATE_SUFFIXES = [
  '.local',
  '.localhost',
  '.internal',
  '.lan',
  '.home.arpa',
  '.test',
  '.example',
  '.invalid',
  '.corp',
];

/** An IPv4 address in a private, loopback, link-local, CGNAT or unspecified range. */
function privateIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return false;
  const [a = 0, b = 0] = parts;
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/**
 * SITE_URL is a public https site a search engine can fetch from: https, not local (the configuration's
 * own isLocalSite), no private or loopback address, no name that only resolves inside a network
 * (`.local`, `.internal`, a single label, …).
 */
export function isPublicHttpsSite(siteUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || isLocalSite(siteUrl)) return false;
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[')) {
    // IPv6 literal: loopback, unique local (fc00::/7), link-local (fe80::/10), IPv4-mapped private.
    const inner = host.slice(1, -1);
    return !(
      inner === '::1' ||
      inner === '::' ||
      /^f[cd]/.test(inner) ||
      /^fe[89ab]/.test(inner) ||
      inner.startsWith('::ffff:')
    );
  }
  if (/^[\d.]+$/.test(host)) return !privateIpv4(host);
  if (!host.includes('.')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** The engines the workbench offers as buttons: the configured ones, and none unless the site is public https. */
export function offeredEngines(config: {
  SITE_URL: string;
  REVERSE_IMAGE_SEARCH_SERVICES: readonly string[];
}): ReverseSearchEngine[] {
  if (!isPublicHttpsSite(config.SITE_URL)) return [];
  return orderedEngines(
    config.REVERSE_IMAGE_SEARCH_SERVICES.filter((key) => (imageSearchServiceKeys as readonly string[]).includes(key)),
  );
}

export type ReverseSearchStart =
  | { ok: true; url: string; expiresAt: Date }
  | { ok: false; status: 400 | 403 | 404; message: string };

/**
 * A staff member's click on an engine's button: the customer's image `documentId` of the case gets a
 * public link for ten minutes, the use is audited (`case.image.reverse-search`, engine and document),
 * and the answer is the engine's address to open.
 */
export async function startReverseSearch(
  db: Db,
  input: {
    config: { SITE_URL: string; REVERSE_IMAGE_SEARCH_SERVICES: readonly string[] };
    secret: string;
    staffId: string;
    requestId: string;
    caseId: string;
    documentId: string;
    engine: string;
    now?: number;
  },
): Promise<ReverseSearchStart> {
  const engines = offeredEngines(input.config);
  if (engines.length === 0)
    return {
      ok: false,
      status: 403,
      message:
        'Die Bildrückwärtssuche mit einem Klick gibt es nur, wenn die Website öffentlich über https erreichbar ist. Bitte laden Sie die Kopie ohne Metadaten herunter und suchen Sie damit.',
    };
  if (!isReverseSearchEngine(input.engine) || !engines.includes(input.engine))
    return { ok: false, status: 400, message: 'Diese Bildsuche ist nicht freigegeben.' };
  if (!uuidBytes(input.documentId) || !uuidBytes(input.caseId))
    return { ok: false, status: 404, message: 'Dieses Bild gibt es in diesem Fall nicht.' };
  const [row] = await db
    .select({ id: uploadedDocuments.id })
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.id, input.documentId),
        eq(uploadedDocuments.caseId, input.caseId),
        eq(uploadedDocuments.kind, 'customer'),
        eq(uploadedDocuments.state, 'stored'),
        inArray(uploadedDocuments.fileType, IMAGE_TYPES),
      ),
    );
  const document = row ? await paidDocument(db, row.id) : null;
  if (!document) return { ok: false, status: 404, message: 'Dieses Bild gibt es in diesem Fall nicht (mehr).' };
  const { token, expiresAt } = mintImageToken(input.secret, document.id, input.now);
  await auditStaff(db, {
    staffId: input.staffId,
    action: 'case.image.reverse-search',
    entityType: 'case',
    entityId: input.caseId,
    details: { engine: input.engine, documentId: document.id, fileName: document.fileName },
    requestId: input.requestId,
  });
  const imageUrl = `${input.config.SITE_URL}${PUBLIC_IMAGE_PATH}${token}`;
  return { ok: true, url: reverseSearchUrl(input.engine, imageUrl), expiresAt };
}

const PUBLIC_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow, noarchive',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

function notFound(): Response {
  return new Response('Nicht gefunden.', {
    status: 404,
    headers: { ...PUBLIC_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * GET /b/{token}: the image's copy without metadata, to anyone holding a valid token (the search
 * engine). Every failure is the same 404: an unknown, forged or expired token, a document that is gone,
 * an image that cannot be read. The token is checked before anything is read.
 */
export async function servePublicImage(input: {
  db: Db;
  storage: FileStorage;
  secret: string;
  token: string;
  method: string;
  now?: number;
}): Promise<Response> {
  const check = readImageToken(input.secret, input.token, input.now);
  if (!check.ok) return notFound();
  const document = await paidDocument(input.db, check.documentId);
  if (!document || !IMAGE_TYPES.includes(document.fileType)) return notFound();
  const bytes = await readBytes(input.storage, document.filePath).catch(() => null);
  if (!bytes) return notFound();
  const copy = await cleanCopy(bytes).catch(() => null);
  if (!copy) return notFound();
  const headers = {
    ...PUBLIC_HEADERS,
    'Content-Type': copy.contentType,
    'Content-Length': String(copy.bytes.byteLength),
    // A neutral name: the customer's file name stays with us.
    'Content-Disposition': `inline; filename="bild.${copy.extension}"`,
  };
  if (input.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(copy.bytes), { status: 200, headers });
}
