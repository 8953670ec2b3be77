import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { parseConfig } from '../config/config.server.ts';
import { createHttpApp } from './app.server.ts';
import { inlineScriptHashes, loadStaticFiles } from './static-files.server.ts';

/** The values of one directive of a Content-Security-Policy header. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

const database = useTestDatabase();
const clientDir = useScratchFolder('echtcheck-static-');
let app: ReturnType<typeof createHttpApp>;
const pageHtml = '<!DOCTYPE html><html lang="de"><body><h1>Liebesbetrug</h1><script>window.x=1</script></body></html>';

beforeAll(async () => {
  await mkdir(path.join(clientDir.path, 'assets'));
  await mkdir(path.join(clientDir.path, 'liebesbetrüger-bilder-facebook'));
  await writeFile(path.join(clientDir.path, 'assets', 'app-abc123.js'), 'console.log("app")');
  await writeFile(path.join(clientDir.path, 'liebesbetrüger-bilder-facebook', 'index.html'), pageHtml);
  await writeFile(
    path.join(clientDir.path, 'liebesbetrüger-bilder-facebook', 'index.html.br'),
    brotliCompressSync(pageHtml),
  );
  app = createHttpApp({
    config: parseConfig({}),
    logger: pino({ level: 'silent' }),
    database,
    // No route of the React Router build is reached by these tests.
    build: async () => {
      throw new Error('not used');
    },
    staticFiles: await loadStaticFiles(clientDir.path),
    mode: 'production',
  });
});

describe('HTTP app', () => {
  it('answers /healthz and /readyz while the database is reachable', async () => {
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sets the security headers on every response', async () => {
    for (const url of ['/healthz', '/assets/app-abc123.js', '/liebesbetr%C3%BCger-bilder-facebook']) {
      const response = await app.request(url);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      // Scripts run only with a nonce or hash: the parsed script-src has no 'unsafe-inline'.
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(csp, 'script-src').length).toBeGreaterThan(0);
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('isolates every response with COOP except the prerendered public pages (decision record 009)', async () => {
    const page = await app.request('/liebesbetr%C3%BCger-bilder-facebook');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    for (const url of ['/healthz', '/readyz', '/assets/app-abc123.js']) {
      expect((await app.request(url)).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('sends HSTS only over HTTPS (here: behind a trusted proxy)', async () => {
    const behindProxy = createHttpApp({
      config: parseConfig({ TRUST_PROXY: 'true' }),
      logger: pino({ level: 'silent' }),
      database,
      build: async () => {
        throw new Error('not used');
      },
      staticFiles: new Map(),
      mode: 'production',
    });
    const response = await behindProxy.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('serves a prerendered page by typed or percent-encoded path, with its script hashes in the CSP', async () => {
    const typed = await app.request('/liebesbetrüger-bilder-facebook');
    const encoded = await app.request('/liebesbetr%C3%BCger-bilder-facebook');
    expect(typed.status).toBe(200);
    expect(encoded.status).toBe(200);
    expect(await encoded.text()).toContain('<h1>Liebesbetrug</h1>');
    const csp = encoded.headers.get('content-security-policy') ?? '';
    const [hash] = inlineScriptHashes(pageHtml);
    expect(csp).toContain(`'${hash}'`);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(encoded.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the precompressed variant, answers 304 to a matching ETag and redirects a trailing slash', async () => {
    const br = await app.request('/liebesbetr%C3%BCger-bilder-facebook', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    const etag = br.headers.get('etag') ?? '';
    const cached = await app.request('/liebesbetr%C3%BCger-bilder-facebook', { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    const slash = await app.request('/liebesbetr%C3%BCger-bilder-facebook/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/liebesbetr%C3%BCger-bilder-facebook');
  });

  it('refuses request bodies over 1 MB outside the upload endpoint, after reading a bounded rest', async () => {
    // Declared over the limit: the rest is read and dropped, so the connection stays usable.
    const body = 'x'.repeat(1024 * 1024 + 1);
    const declared = await app.request('/api/checkout', {
      method: 'POST',
      headers: { 'content-length': String(body.length), 'content-type': 'application/json' },
      body,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe('Die Anfrage ist zu groß.');
    expect(declared.headers.get('connection')).toBeNull();
    // Chunked, no length: read up to the limit, then refused the same way.
    const chunked = await app.request('/conan/faelle/x', { method: 'POST', body });
    expect(chunked.status).toBe(413);
    expect(chunked.headers.get('connection')).toBeNull();
    // A body that does not end within the bounds (4 MB, 2 s): refused, and the connection closed on purpose.
    const endless = await app.request('/api/checkout', {
      method: 'POST',
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(endless.status).toBe(413);
    expect(endless.headers.get('connection')).toBe('close');
  });

  it('serves hashed assets as immutable', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers /readyz with 503 once the database is gone', async () => {
    const broken = createHttpApp({
      config: parseConfig({}),
      logger: pino({ level: 'silent' }),
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
      build: async () => {
        throw new Error('not used');
      },
      staticFiles: new Map(),
      mode: 'production',
    });
    const ready = await broken.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
  });

  it('answers /readyz with 503 while draining on shutdown, and keeps serving everything else', async () => {
    let draining = false;
    const stopping = createHttpApp({
      config: parseConfig({}),
      logger: pino({ level: 'silent' }),
      database,
      build: async () => {
        throw new Error('not used');
      },
      staticFiles: new Map(),
      mode: 'production',
      draining: () => draining,
    });
    expect((await stopping.request('/readyz')).status).toBe(200);
    draining = true;
    const ready = await stopping.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await stopping.request('/healthz')).status).toBe(200);
  });

  it("tells a counted page's script the origin of the request's Referer, by Server-Timing, also on a 304", async () => {
    // Decision record 016, amendment of 2026-11-28: the script no longer reads document.referrer.
    const withStatistics = createHttpApp({
      config: parseConfig({}),
      logger: pino({ level: 'silent' }),
      database,
      build: async () => {
        throw new Error('not used');
      },
      staticFiles: await loadStaticFiles(clientDir.path),
      mode: 'production',
      analytics: {
        accept: async () => 'accepted' as const,
        visitorOf: async () => 'hash',
        flush: async () => {},
        queued: () => 0,
        stop: async () => {},
      },
    });
    const page = '/liebesbetr%C3%BCger-bilder-facebook';
    const fromSearch = await withStatistics.request(page, {
      headers: { referer: 'https://www.google.com/search?q=erika+muster' },
    });
    expect(fromSearch.status).toBe(200);
    expect(fromSearch.headers.get('server-timing')).toBe('referrer;desc="https://www.google.com"');
    const inside = await withStatistics.request(page, {
      headers: { referer: 'http://localhost:3000/fake-profil', 'if-none-match': fromSearch.headers.get('etag') ?? '' },
    });
    expect(inside.status).toBe(304);
    expect(inside.headers.get('server-timing')).toBe('referrer;desc="http://localhost:3000"');
    // No Referer, one that is no web address, or a file that is not a counted page: no entry.
    expect((await withStatistics.request(page)).headers.get('server-timing')).toBeNull();
    const app = await withStatistics.request(page, { headers: { referer: 'android-app://com.google.android.gm/' } });
    expect(app.headers.get('server-timing')).toBeNull();
    const asset = await withStatistics.request('/assets/app-abc123.js', {
      headers: { referer: 'https://www.google.com/' },
    });
    expect(asset.headers.get('server-timing')).toBeNull();
  });

  it('serves the statistics beacon before React Router, with the security headers, and a GA-aware CSP', async () => {
    const accepted: unknown[] = [];
    const fakeIngest = {
      accept: async (event: unknown) => {
        accepted.push(event);
        return 'accepted' as const;
      },
      visitorOf: async () => 'hash',
      flush: async () => {},
      queued: () => 0,
      stop: async () => {},
    };
    const withBeacon = createHttpApp({
      config: parseConfig({ GA_MEASUREMENT_ID: 'G-TEST12345' }),
      logger: pino({ level: 'silent' }),
      database,
      build: async () => {
        throw new Error('not used');
      },
      staticFiles: new Map(),
      mode: 'production',
      analytics: fakeIngest,
    });
    const session = '3f2b8c1e-9a4d-4e7f-8b2a-1c3d5e7f9a0b';
    const beacon = await withBeacon.request('/api/analytics', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ kind: 'entry', session, path: '/', referrer: null }),
    });
    expect(beacon.status).toBe(204);
    expect(accepted).toEqual([{ kind: 'entry', sessionId: session, path: '/', referrer: null, entry: true }]);
    expect(beacon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(beacon.headers.get('cache-control')).toBe('no-store');
    const csp = beacon.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    // A chunked body over the limit is cut off, not read to its end.
    const oversized = await withBeacon.request('/api/analytics', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(oversized.status).toBe(413);
    expect((await withBeacon.request('/api/analytics')).status).toBe(405);
    // Without the setting no Google host is admitted anywhere.
    const plain = (await app.request('/healthz')).headers.get('content-security-policy') ?? '';
    expect(plain).not.toMatch(/google/);
  });
});
