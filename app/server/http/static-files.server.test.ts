import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.server.ts';
import {
  chooseEncoding,
  inlineScriptHashes,
  loadStaticFiles,
  type StaticFile,
  staticKey,
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
