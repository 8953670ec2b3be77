// Serves the client build from memory: hashed assets (immutable), prerendered HTML and public
// files, each with its precompressed brotli/gzip variant from `npm run build` (scripts/postbuild.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * Loads every file of the client build into memory, keyed by URL path (NFC-normalised, decoded):
 * `/assets/x-abc.js`, `/favicon.svg`, and for prerendered pages `/` and `/fake-profil`.
 */
export async function loadStaticFiles(clientDir: string): Promise<StaticFiles> {
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
    const body = await readFile(file);
    const isHtml = extension === '.html';
    const entry: StaticFile = {
      body,
      br: await readIfExists(`${file}.br`),
      gzip: await readIfExists(`${file}.gz`),
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: relative.startsWith('/assets/') ? IMMUTABLE : isHtml || extension === '.data' ? REVALIDATE : SHORT,
      isHtml,
    };
    if (isHtml) entry.scriptHashes = inlineScriptHashes(body.toString());
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
