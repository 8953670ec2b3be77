// Serves the client build from memory: hashed assets (immutable), prerendered HTML and public
// files, each with its precompressed brotli/gzip variant from `npm run build` (scripts/postbuild.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface StaticFile {
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Prerendered HTML: hashes of its inline scripts for the page's CSP. */
  scriptHashes?: string[];
  isHtml: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  // React Router's prerendered loader data for client-side navigations.
  '.data': 'text/x-script; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

/** Files above this size are not kept in memory (none of the build's files are near it). */
const MAX_IN_MEMORY = 8 * 1024 * 1024;

export type StaticFiles = Map<string, StaticFile>;

/** The inline scripts of an HTML document, hashed for the CSP (JSON data blocks included: harmless). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(re)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || content.length === 0) continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function readIfExists(file: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

const HTML_START_TAG = /<html\b[^>]*>/i;
const GA_ATTRIBUTE = /\sdata-ga(?:=(?:""|''|[^\s>]*))?(?=[\s>/])/gi;

/**
 * Whether the document's <html> start tag carries `data-ga` (Google Analytics configured when it
 * was rendered: app/root.tsx).
 */
export function hasGoogleAnalyticsMark(html: string): boolean {
  const tag = HTML_START_TAG.exec(html)?.[0] ?? '';
  GA_ATTRIBUTE.lastIndex = 0;
  return GA_ATTRIBUTE.test(tag);
}

/**
 * The document with `data-ga` on its <html> start tag set to `on`. The prerendered pages were rendered
 * with the build's configuration; whether Google Analytics runs, and so whether the cookie banner
 * shows (app/app.css) and the site script may load the tag (app/client/site.js), follows the running
 * server's GA_MEASUREMENT_ID like the CSP does. An attribute changes no inline script: the hashes stay.
 */
export function withGoogleAnalyticsMark(html: string, on: boolean): string {
  return html.replace(HTML_START_TAG, (tag) => {
    const without = tag.replace(GA_ATTRIBUTE, '');
    return on ? without.replace(/^<html\b/i, '$& data-ga=""') : without;
  });
}

export interface LoadOptions {
  /**
   * GA_MEASUREMENT_ID is set. When given, every prerendered page's <html data-ga> is made to match
   * (withGoogleAnalyticsMark), its compressed variants redone where that changed it.
   */
  googleAnalytics?: boolean;
}

/**
 * Loads every file of the client build into memory, keyed by URL path (NFC-normalised, decoded):
 * `/assets/x-abc.js`, `/favicon.svg`, and for prerendered pages `/` and `/fake-profil`.
 */
export async function loadStaticFiles(clientDir: string, options: LoadOptions = {}): Promise<StaticFiles> {
  const files: StaticFiles = new Map();
  for await (const file of walk(clientDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const info = await stat(file);
    if (info.size > MAX_IN_MEMORY) continue;
    const onDisk = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
    // The prerender writes a path with non-ASCII letters percent-encoded (`liebesbetr%C3%BCger-…`);
    // requests are looked up decoded (staticKey), so the file is kept under its decoded path too.
    // Without this, that page was rendered per request instead (with COOP: decision record 009).
    const relative = staticKey(onDisk) ?? onDisk.normalize('NFC');
    const extension = path.extname(file).toLowerCase();
    let body: Uint8Array = await readFile(file);
    const isHtml = extension === '.html';
    let br = await readIfExists(`${file}.br`);
    let gz = await readIfExists(`${file}.gz`);
    if (isHtml && options.googleAnalytics !== undefined) {
      const html = Buffer.from(body).toString('utf8');
      const marked = withGoogleAnalyticsMark(html, options.googleAnalytics);
      if (marked !== html) {
        body = Buffer.from(marked, 'utf8');
        [br, gz] = await compressed(body);
      }
    }
    const entry: StaticFile = {
      body,
      br,
      gzip: gz,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: relative.startsWith('/assets/') ? IMMUTABLE : isHtml || extension === '.data' ? REVALIDATE : SHORT,
      isHtml,
    };
    if (isHtml) entry.scriptHashes = inlineScriptHashes(Buffer.from(body).toString('utf8'));
    if (relative.endsWith('/index.html')) {
      const page = relative.slice(0, -'/index.html'.length) || '/';
      files.set(page, entry);
    } else if (isHtml) {
      // Stray HTML (e.g. the SPA fallback) is not served under its file name.
    } else {
      files.set(relative, entry);
    }
  }
  return files;
}

/**
 * A changed page's brotli and gzip variants. Brotli at quality 9, not the build's 11
 * (scripts/postbuild.ts): this runs at start-up for every page, and 11 costs ten times the time for
 * a few percent (as for the shared documents, shared-documents.server.ts).
 */
async function compressed(body: Uint8Array): Promise<[Uint8Array, Uint8Array]> {
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
  return [new Uint8Array(br), new Uint8Array(gz)];
}

/** Map a request path to a key of the static file map. */
export function staticKey(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('/../') || decoded.endsWith('/..')) return undefined;
  return decoded.normalize('NFC');
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding patterns, compiled once: this runs for every static request. */
const acceptsPattern = (name: string) => new RegExp(`(^|[,\\s])${name}(\\s*;\\s*q=(?!0(\\.0*)?\\b)[0-9.]+)?\\s*(,|$)`);
const ACCEPTS_BR = acceptsPattern('br');
const ACCEPTS_GZIP = acceptsPattern('gzip');

/** Picks the best precompressed variant the client accepts. */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!acceptEncoding) return 'identity';
  if (file.br && ACCEPTS_BR.test(acceptEncoding)) return 'br';
  if (file.gzip && ACCEPTS_GZIP.test(acceptEncoding)) return 'gzip';
  return 'identity';
}
