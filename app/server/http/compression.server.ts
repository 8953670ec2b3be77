// Compression of the responses rendered per request (SSR pages, data requests, JSON). The body is
// compressed in one piece on libuv's thread pool, off the event loop that renders the next page;
// static files come precompressed (static-files.server.ts). Brotli at quality 4 is about as fast as
// gzip's default level and smaller (decision record 010).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this, the headers of a compressed response cost more than they save. */
const MIN_BYTES = 1024;
/** Rendered pages and JSON answers are far smaller; a body above this is passed through as it is. */
const MAX_BYTES = 8 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const allows = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

function isCompressible(response: Response, method: string): boolean {
  if (method === 'HEAD' || response.status === 204 || response.status === 304 || response.status < 200) return false;
  const headers = response.headers;
  if (headers.has('Content-Encoding')) return false;
  // Streams the route deliberately sends in parts (Server-Sent Events, downloads) stay untouched.
  if (/no-transform/i.test(headers.get('Cache-Control') ?? '')) return false;
  const length = Number(headers.get('Content-Length') ?? Number.NaN);
  if (length > MAX_BYTES) return false;
  return COMPRESSIBLE.test(headers.get('Content-Type') ?? '');
}

/**
 * The response compressed for the client, or the response itself when compression does not apply.
 * Adds `Vary: Accept-Encoding` to every compressible response, compressed or not.
 */
export async function compressResponse(
  response: Response,
  request: { method: string; acceptEncoding: string | undefined | null },
): Promise<Response> {
  if (!isCompressible(response, request.method)) return response;
  try {
    response.headers.append('Vary', 'Accept-Encoding');
  } catch {
    // Immutable headers (a fetched or redirect response): answer with a copy.
    const headers = new Headers(response.headers);
    headers.append('Vary', 'Accept-Encoding');
    response = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const encoding = negotiateEncoding(request.acceptEncoding);
  if (encoding === 'identity') return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const init = { status: response.status, statusText: response.statusText, headers };
  if (body.byteLength < MIN_BYTES || body.byteLength > MAX_BYTES) return new Response(body, init);
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            // A 256 KB window covers every page; the default 4 MB costs more to set up than to compress.
            [constants.BROTLI_PARAM_LGWIN]: 18,
          },
        })
      : await gzipAsync(body, { level: 6 });
  headers.set('Content-Encoding', encoding);
  return new Response(new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength), init);
}
