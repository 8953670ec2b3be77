// Static files answered before React Router (app.server.ts): hashed assets, prerendered HTML and
// public files from memory, precompressed, with their ETag, the canonical URL's redirect and the
// prerendered pages' CSP.
import type { MiddlewareHandler } from 'hono';
import type { Env } from './app-env.server.ts';
import { contentSecurityPolicy } from './security-headers.server.ts';
import { chooseEncoding, type StaticFiles, staticKey } from './static-files.server.ts';

/** Static files: hashed assets, prerendered HTML and public files, precompressed, from memory. */
export function serveStaticFile(staticFiles: StaticFiles, googleAnalytics: boolean): MiddlewareHandler<Env> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const key = staticKey(url.pathname);
    if (key === undefined) return next();
    // One canonical URL per page: /fake-profil/ → /fake-profil.
    if (key.length > 1 && key.endsWith('/') && staticFiles.has(key.slice(0, -1))) {
      return c.redirect(`${url.pathname.slice(0, -1)}${url.search}`, 301);
    }
    const file = staticFiles.get(key);
    if (!file) return next();
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (file.isHtml) {
      headers['Content-Security-Policy'] = contentSecurityPolicy({
        scriptHashes: file.scriptHashes,
        https: c.var.https,
        googleAnalytics,
      });
      headers['Cross-Origin-Opener-Policy'] = 'unsafe-none';
    }
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const encoding = chooseEncoding(c.req.header('accept-encoding'), file);
    const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body?.byteLength ?? 0);
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}
