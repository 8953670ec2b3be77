// The security headers the server promises (app/server/http/security-headers.server.ts, set in one
// place by app.server.ts) on every kind of response: prerendered marketing page, SSR page, the
// hydrated checkout, JSON API, file download, 404, 401, redirect, static asset, health check. COOP
// is same-origin everywhere except on prerendered public pages (unsafe-none, decision record 009).
// HSTS and upgrade-insecure-requests only when the request came over HTTPS (a trusted proxy's
// X-Forwarded-Proto here).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Answer, call } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();

const PERMISSIONS =
  'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()';

async function staticAsset(): Promise<string> {
  const files = await readdir(path.resolve(import.meta.dirname, '../../build/client/assets'));
  const script = files.find((file) => file.endsWith('.js'));
  if (!script) throw new Error('no built asset: run the build');
  return `/assets/${script}`;
}

interface Kind {
  name: string;
  request: () => Promise<Answer>;
  status: number;
  prerendered?: boolean;
  /** The CSP of a file download or the status page may be stricter. */
  csp?: RegExp;
  referrer?: string;
  cache?: RegExp;
}

const kinds: Kind[] = [
  { name: 'prerendered home page', request: () => call(w.base, '/'), status: 200, prerendered: true },
  { name: 'prerendered marketing page', request: () => call(w.base, '/agb'), status: 200, prerendered: true },
  { name: 'hydrated checkout (SSR)', request: () => call(w.base, '/checkout'), status: 200 },
  { name: 'SSR page', request: () => call(w.base, '/vertrag-widerrufen'), status: 200 },
  {
    name: 'status page (the URL is the key)',
    request: () => call(w.base, `/auftrag/${w.statusToken}`),
    status: 200,
    referrer: 'no-referrer',
    cache: /no-store/,
  },
  { name: 'JSON API', request: () => call(w.base, '/api/ga-id'), status: 200 },
  {
    name: 'JSON API refusal',
    request: () =>
      call(w.base, '/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    status: 400,
  },
  {
    name: 'staff file download',
    request: async () =>
      call(w.base, w.fileLinks.find((l) => l.includes('d=attachment')) ?? '', { headers: { cookie: w.cookies.valid } }),
    status: 200,
    csp: /^default-src 'none'; sandbox$/,
    referrer: 'no-referrer',
    cache: /no-store/,
  },
  {
    name: 'staff page',
    request: () => call(w.base, '/conan/dashboard', { headers: { cookie: w.cookies.valid } }),
    status: 200,
    cache: /no-store/,
  },
  { name: '404 page', request: () => call(w.base, '/gibt-es-nicht'), status: 404 },
  {
    name: '401 of a staff endpoint',
    request: () => call(w.base, '/conan/api/export/faelle'),
    status: 401,
    cache: /no-store/,
  },
  { name: 'redirect of a staff page', request: () => call(w.base, '/conan/dashboard'), status: 302, cache: /no-store/ },
  { name: 'redirect to the canonical URL', request: () => call(w.base, '/agb/'), status: 301 },
  { name: 'static asset', request: async () => call(w.base, await staticAsset()), status: 200, cache: /immutable/ },
  { name: 'health check', request: () => call(w.base, '/healthz'), status: 200, cache: /no-store/ },
  { name: 'readiness check', request: () => call(w.base, '/readyz'), status: 200, cache: /no-store/ },
  {
    name: 'analytics beacon refusal',
    request: () =>
      call(w.base, '/api/analytics', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
    status: 400,
  },
];

function checkBase(kind: Kind, answer: Answer) {
  const h = (name: string) => answer.headers.get(name);
  expect(answer.status, kind.name).toBe(kind.status);
  expect(h('x-content-type-options'), kind.name).toBe('nosniff');
  expect(h('x-frame-options'), kind.name).toBe('DENY');
  expect(h('referrer-policy'), kind.name).toBe(kind.referrer ?? 'strict-origin-when-cross-origin');
  expect(h('permissions-policy'), kind.name).toBe(PERMISSIONS);
  expect(h('cross-origin-resource-policy'), kind.name).toBe('same-origin');
  expect(h('cross-origin-opener-policy'), kind.name).toBe(kind.prerendered ? 'unsafe-none' : 'same-origin');
  expect(h('x-request-id'), kind.name).toMatch(/^[\w.-]{1,64}$/);
  expect(h('x-powered-by'), kind.name).toBeNull();
  expect(h('server') ?? '', kind.name).not.toMatch(/\d/);
  const csp = h('content-security-policy') ?? '';
  if (kind.csp) expect(csp, kind.name).toMatch(kind.csp);
  else {
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp, `${kind.name}: ${directive}`).toContain(directive);
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts, kind.name).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // Inline scripts by hash (prerendered pages, and SSR pages the same for everyone, rendered once)
    // or by a per-response nonce.
    if ((h('content-type') ?? '').startsWith('text/html'))
      expect(scripts, kind.name).toMatch(kind.prerendered ? /'sha256-/ : /'sha256-|'nonce-/);
  }
  if (kind.cache) expect(h('cache-control') ?? '', kind.name).toMatch(kind.cache);
}

describe('security headers on every kind of response', () => {
  test.each(kinds)('$name', async (kind) => {
    const answer = await kind.request();
    checkBase(kind, answer);
    expect(answer.headers.get('strict-transport-security'), 'no HSTS over plain HTTP').toBeNull();
  });

  test('over HTTPS (X-Forwarded-Proto of the trusted proxy): HSTS and upgrade-insecure-requests', async () => {
    for (const url of ['/', '/checkout', '/healthz', '/conan/dashboard']) {
      const answer = await call(w.base, url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers.get('strict-transport-security'), url).toBe('max-age=63072000; includeSubDomains');
      expect(answer.headers.get('content-security-policy'), url).toContain('upgrade-insecure-requests');
    }
  });

  test('a nonce is new on every SSR response', async () => {
    const nonce = async () =>
      /'nonce-([^']+)'/.exec(
        (await call(w.base, '/conan/dashboard', { headers: { cookie: w.cookies.valid } })).headers.get(
          'content-security-policy',
        ) ?? '',
      )?.[1];
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  test('a client-chosen request id is kept only when harmless', async () => {
    const hostile = await call(w.base, '/healthz', { headers: { 'x-request-id': 'a"><script>alert(1)</script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
