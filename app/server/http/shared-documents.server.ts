// Server-rendered pages whose HTML is the same for every visitor (the checkout's first step: the
// service, the consent texts and the provider come from the URL and the configuration, nothing from
// the visitor). Such a route says so with the header SHARED_DOCUMENT_HEADER (app/lib/shared-document.ts);
// its document is then rendered once per URL and served like a prerendered page: from memory,
// precompressed, with the hashes of its inline scripts in the CSP instead of a per-request nonce
// (decision record 010). Per process, bounded, and short-lived: nothing here is state that matters.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SHARED_DOCUMENT_HEADER } from '../../lib/shared-document.ts';
import { type Encoding, negotiateEncoding } from './compression.server.ts';
import { contentSecurityPolicy } from './security-headers.server.ts';
import { inlineScriptHashes } from './static-files.server.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface SharedDocument {
  body: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
  etag: string;
  scriptHashes: string[];
  headers: [string, string][];
  storedAt: number;
}

export interface SharedDocumentOptions {
  /** GA_MEASUREMENT_ID is set: the CSP admits Google's tag hosts (security-headers.server.ts). */
  googleAnalytics?: boolean;
  /** Off in development, so edits show at once. */
  enabled?: boolean;
  /** Different URLs kept at most (each a few tens of KB in three encodings). */
  maxEntries?: number;
  /** How long a rendered document is served before it is rendered again. */
  ttlMs?: number;
  now?: () => number;
}

/** What answering from a kept document needs to know of the request. */
interface SharedRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  https: boolean;
}

/** Request headers that make a document personal: such requests always render. */
const PERSONAL = ['authorization', 'cookie'] as const;

export function createSharedDocuments({
  enabled = true,
  maxEntries = 200,
  ttlMs = 10 * 60 * 1000,
  now = Date.now,
  googleAnalytics = false,
}: SharedDocumentOptions = {}) {
  // Insertion order is the eviction order: a hit moves its entry to the end.
  const entries = new Map<string, SharedDocument>();

  function keyOf(request: Request, url: URL): string | undefined {
    if (!enabled) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (PERSONAL.some((name) => request.headers.has(name))) return undefined;
    // Data requests (.data) and the manifest have their own caching in React Router.
    if (url.pathname.endsWith('.data') || url.pathname.startsWith('/__')) return undefined;
    return `${url.pathname}${url.search}`;
  }

  function lookup(request: Request, url: URL): SharedDocument | undefined {
    const key = keyOf(request, url);
    if (key === undefined) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > ttlMs) {
      entries.delete(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /**
   * A rendered response: when the route marked it as shared (and it is a complete 200 HTML page for
   * a request that may share), it is kept and answered from the kept copy; otherwise returned as is.
   */
  async function admit(request: Request, url: URL, response: Response): Promise<SharedDocument | undefined> {
    if (!response.headers.has(SHARED_DOCUMENT_HEADER)) return undefined;
    response.headers.delete(SHARED_DOCUMENT_HEADER);
    const key = keyOf(request, url);
    // A HEAD response has no body to keep.
    if (key === undefined || request.method !== 'GET' || response.status !== 200) return undefined;
    if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return undefined;
    if (response.headers.has('Set-Cookie')) return undefined;
    const body = new Uint8Array(await response.arrayBuffer());
    const entry = await keptDocument(body, response.headers, now);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  }

  /** The answer from a kept document, in the encoding the client accepts. */
  function respond(entry: SharedDocument, request: SharedRequest): Response {
    return answerFrom(entry, request, googleAnalytics);
  }

  return { lookup, admit, respond, size: () => entries.size };
}

export type SharedDocuments = ReturnType<typeof createSharedDocuments>;

/**
 * The kept form of a rendered page: its body in three encodings, its ETag and inline-script hashes,
 * and the response's headers except those the answer sets itself.
 */
async function keptDocument(body: Uint8Array, responseHeaders: Headers, now: () => number): Promise<SharedDocument> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const headers: [string, string][] = [];
  for (const [name, value] of responseHeaders) {
    if (!['content-length', 'content-encoding', 'content-security-policy', 'etag', 'vary'].includes(name)) {
      headers.push([name, value]);
    }
  }
  return {
    body,
    br: new Uint8Array(br),
    gzip: new Uint8Array(gz),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    scriptHashes: inlineScriptHashes(Buffer.from(body).toString('utf8')),
    headers,
    storedAt: now(),
  };
}

/** createSharedDocuments' respond: the kept document's headers, its CSP, and the body in the client's encoding. */
function answerFrom(entry: SharedDocument, request: SharedRequest, googleAnalytics: boolean): Response {
  const headers = new Headers(entry.headers);
  headers.set('ETag', entry.etag);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  headers.set('Vary', 'Accept-Encoding');
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ scriptHashes: entry.scriptHashes, https: request.https, googleAnalytics }),
  );
  if (request.ifNoneMatch === entry.etag) return new Response(null, { status: 304, headers });
  const encoding: Encoding = negotiateEncoding(request.acceptEncoding);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}
