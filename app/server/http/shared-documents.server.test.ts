import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SHARED_DOCUMENT_HEADER } from '#app/lib/shared-document.ts';
import { createSharedDocuments } from './shared-documents.server.ts';
import { inlineScriptHashes } from './static-files.server.ts';

const html = `<!DOCTYPE html><html lang="de"><body><h1>Buchung</h1>${'<p>Schritt 1</p>'.repeat(100)}<script nonce="first-request-nonce">window.__ctx={"service":"dating"}</script></body></html>`;

function rendered(options: { shared?: boolean; status?: number; headers?: Record<string, string> } = {}) {
  return new Response(html, {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...(options.shared === false ? {} : { [SHARED_DOCUMENT_HEADER]: 'yes' }),
      ...options.headers,
    },
  });
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });
const as = { method: 'GET', acceptEncoding: 'br', ifNoneMatch: undefined, https: false };

describe('shared documents', () => {
  it('keeps a page its route marks as shared and answers the next request of the URL from memory', async () => {
    const shared = createSharedDocuments();
    const url = new URL('http://localhost/checkout?service=dating-app-schutz');
    expect(shared.lookup(get(url.pathname + url.search), url)).toBeUndefined();
    const entry = await shared.admit(get(url.pathname + url.search), url, rendered());
    expect(entry).toBeDefined();
    const hit = shared.lookup(get(url.pathname + url.search), url);
    expect(hit).toBe(entry);
    if (!hit) return;

    const response = shared.respond(hit, as);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get(SHARED_DOCUMENT_HEADER)).toBeNull();
    expect((await promisify(brotliDecompress)(Buffer.from(await response.arrayBuffer()))).toString()).toBe(html);
    // Inline scripts run by hash: the nonce of the request that rendered it is not in the policy.
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`'${inlineScriptHashes(html)[0]}'`);
    expect(csp).not.toContain('nonce-');
    // Another query string is another page.
    const other = new URL('http://localhost/checkout?service=romance-scam-check');
    expect(shared.lookup(get(other.pathname + other.search), other)).toBeUndefined();
  });

  it('answers HEAD without a body, a matching ETag with 304, and a client without compression with the page itself', async () => {
    const shared = createSharedDocuments();
    const url = new URL('http://localhost/checkout');
    const entry = await shared.admit(get('/checkout'), url, rendered());
    if (!entry) throw new Error('not kept');
    const head = shared.respond(entry, { ...as, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect(shared.respond(entry, { ...as, ifNoneMatch: entry.etag }).status).toBe(304);
    const plain = shared.respond(entry, { ...as, acceptEncoding: undefined });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('never keeps what could be personal or incomplete', async () => {
    const shared = createSharedDocuments();
    const url = new URL('http://localhost/checkout');
    const refused: [Request, Response][] = [
      [get('/checkout'), rendered({ shared: false })],
      [get('/checkout', { cookie: 'session=1' }), rendered()],
      [get('/checkout', { authorization: 'Bearer x' }), rendered()],
      [new Request('http://localhost/checkout', { method: 'HEAD' }), rendered()],
      [new Request('http://localhost/checkout', { method: 'POST' }), rendered()],
      [get('/checkout'), rendered({ status: 500 })],
      [get('/checkout'), rendered({ headers: { 'Set-Cookie': 'a=b' } })],
      [get('/checkout'), rendered({ headers: { 'Content-Type': 'application/json' } })],
    ];
    for (const [request, response] of refused) {
      expect(await shared.admit(request, url, response)).toBeUndefined();
      // The marker never leaves the server.
      expect(response.headers.get(SHARED_DOCUMENT_HEADER)).toBeNull();
    }
    expect(shared.size()).toBe(0);
    // A request with a cookie renders even when the URL is kept.
    await shared.admit(get('/checkout'), url, rendered());
    expect(shared.lookup(get('/checkout', { cookie: 'session=1' }), url)).toBeUndefined();
  });

  it('keeps at most maxEntries URLs, the least recently used go first, and each for ttlMs', async () => {
    let now = 0;
    const shared = createSharedDocuments({ maxEntries: 2, ttlMs: 1000, now: () => now });
    const admit = (path: string) => shared.admit(get(path), new URL(`http://localhost${path}`), rendered());
    const lookup = (path: string) => shared.lookup(get(path), new URL(`http://localhost${path}`));
    await admit('/checkout?a');
    await admit('/checkout?b');
    expect(lookup('/checkout?a')).toBeDefined();
    await admit('/checkout?c');
    expect(lookup('/checkout?b')).toBeUndefined();
    expect(lookup('/checkout?a')).toBeDefined();
    now = 1001;
    expect(lookup('/checkout?a')).toBeUndefined();
  });

  it('is off in development', async () => {
    const shared = createSharedDocuments({ enabled: false });
    const url = new URL('http://localhost/checkout');
    const response = rendered();
    expect(await shared.admit(get('/checkout'), url, response)).toBeUndefined();
    expect(response.headers.get(SHARED_DOCUMENT_HEADER)).toBeNull();
  });
});
