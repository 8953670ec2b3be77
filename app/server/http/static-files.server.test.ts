import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.server.ts';
import {
  chooseEncoding,
  hasGoogleAnalyticsMark,
  inlineScriptHashes,
  loadStaticFiles,
  type StaticFile,
  staticKey,
  withGoogleAnalyticsMark,
} from './static-files.server.ts';

const file = (variants: Partial<StaticFile>): StaticFile => ({
  body: new Uint8Array([1]),
  contentType: 'text/html',
  etag: '"x"',
  cacheControl: 'no-cache',
  isHtml: true,
  ...variants,
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external ones', () => {
    const html =
      '<script src="/a.js"></script><script>console.log(1)</script><script type="module">import("/b.js")</script>';
    const expected = ['console.log(1)', 'import("/b.js")'].map(
      (s) => `sha256-${createHash('sha256').update(s).digest('base64')}`,
    );
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe('chooseEncoding', () => {
  const both = file({ br: new Uint8Array([2]), gzip: new Uint8Array([3]) });
  it('prefers brotli, then gzip, then identity', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('br', file({}))).toBe('identity');
  });
  it('respects q=0', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
  });
});

describe('staticKey', () => {
  it('decodes percent-encoded umlauts to the same key as the typed path', () => {
    expect(staticKey('/liebesbetr%C3%BCger-bilder-facebook')).toBe('/liebesbetrüger-bilder-facebook');
    expect(staticKey('/liebesbetrüger-bilder-facebook')).toBe('/liebesbetrüger-bilder-facebook');
  });
  it('refuses traversal and malformed escapes', () => {
    expect(staticKey('/assets/%2e%2e/x')).toBeUndefined();
    expect(staticKey('/%E0%A4%A')).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('never allows unsafe-inline scripts and forbids framing', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc', https: false });
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: true })).toContain('upgrade-insecure-requests');
  });
});

describe('loadStaticFiles', () => {
  it('keeps a page the prerender wrote under a percent-encoded folder at the path requests are looked up by', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'echtcheck-static-'));
    try {
      // As React Router's prerender writes /liebesbetrüger-bilder-facebook.
      await mkdir(path.join(dir, 'liebesbetr%C3%BCger-bilder-facebook'));
      await writeFile(path.join(dir, 'liebesbetr%C3%BCger-bilder-facebook', 'index.html'), '<!doctype html><p>x</p>');
      await mkdir(path.join(dir, 'agb'));
      await writeFile(path.join(dir, 'agb', 'index.html'), '<!doctype html><p>y</p>');
      const files = await loadStaticFiles(dir);
      expect(files.has(staticKey('/liebesbetr%C3%BCger-bilder-facebook') ?? '')).toBe(true);
      expect(files.has(staticKey('/liebesbetrüger-bilder-facebook') ?? '')).toBe(true);
      expect(files.has(staticKey('/agb') ?? '')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the Google Analytics mark of prerendered pages (the cookie banner follows the running configuration)', () => {
  const page = (html: string) =>
    `<!DOCTYPE html>${html}<head><script>a()</script></head><body><p data-ga="x">Text</p></body></html>`;

  it('sets, keeps and removes data-ga on the <html> start tag only', () => {
    const built = page('<html lang="de" data-analytics="">');
    const on = withGoogleAnalyticsMark(built, true);
    expect(on).toContain('<html data-ga="" lang="de" data-analytics="">');
    expect(hasGoogleAnalyticsMark(on)).toBe(true);
    expect(withGoogleAnalyticsMark(on, true)).toBe(on);
    const off = withGoogleAnalyticsMark(page('<html lang="de" data-analytics="" data-ga="">'), false);
    expect(off).toBe(built);
    expect(hasGoogleAnalyticsMark(off)).toBe(false);
    // Other elements' attributes and the inline scripts (their CSP hashes) stay as they are.
    expect(on).toContain('<p data-ga="x">');
    expect(inlineScriptHashes(on)).toEqual(inlineScriptHashes(built));
  });

  it('loadStaticFiles marks the pages, with compressed variants of the changed body', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'echtcheck-static-'));
    try {
      await mkdir(path.join(dir, 'agb'));
      const html = page('<html lang="de">');
      await writeFile(path.join(dir, 'agb', 'index.html'), html);
      await writeFile(path.join(dir, 'agb', 'index.html.br'), brotliCompressSync(html));
      await writeFile(path.join(dir, 'agb', 'index.html.gz'), gzipSync(html));
      const marked = (await loadStaticFiles(dir, { googleAnalytics: true })).get('/agb');
      const body = Buffer.from(marked?.body ?? []).toString('utf8');
      expect(hasGoogleAnalyticsMark(body)).toBe(true);
      expect(brotliDecompressSync(marked?.br ?? new Uint8Array()).toString('utf8')).toBe(body);
      expect(gunzipSync(marked?.gzip ?? new Uint8Array()).toString('utf8')).toBe(body);
      const plain = (await loadStaticFiles(dir, { googleAnalytics: false })).get('/agb');
      expect(Buffer.from(plain?.body ?? []).toString('utf8')).toBe(html);
      // Without the option (tests of the app), the files are served as built.
      expect(Buffer.from((await loadStaticFiles(dir)).get('/agb')?.body ?? []).toString('utf8')).toBe(html);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
