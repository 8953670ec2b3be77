import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, negotiateEncoding } from './compression.server.ts';

const page = `<!DOCTYPE html><html lang="de"><body>${'<p>Prüfung von Profilen</p>'.repeat(200)}</body></html>`;
const html = (body = page, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});

describe('compressResponse', () => {
  it('compresses an HTML page with brotli or gzip, and the bytes decompress to the page', async () => {
    const br = await compressResponse(html(), { method: 'GET', acceptEncoding: 'gzip, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(Buffer.byteLength(page) / 5);
    expect((await promisify(brotliDecompress)(brBytes)).toString()).toBe(page);

    const gz = await compressResponse(html(), { method: 'GET', acceptEncoding: 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect((await promisify(gunzip)(Buffer.from(await gz.arrayBuffer()))).toString()).toBe(page);
  });

  it('keeps status and headers', async () => {
    const response = await compressResponse(
      new Response(page, {
        status: 404,
        headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-cache', 'X-Request-Id': 'abc' },
      }),
      { method: 'GET', acceptEncoding: 'br' },
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('X-Request-Id')).toBe('abc');
  });

  it('leaves alone what must not or need not be compressed', async () => {
    const cases: [Response, string, string][] = [
      [html(), 'HEAD', 'br'],
      [html('<p>kurz</p>'), 'GET', 'br'],
      [html(page, { 'Content-Encoding': 'br' }), 'GET', 'br'],
      [html(page, { 'Cache-Control': 'no-store, no-transform' }), 'GET', 'br'],
      [new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'application/pdf' } }), 'GET', 'br'],
      [new Response(null, { status: 204 }), 'GET', 'br'],
      [html(), 'GET', 'identity'],
    ];
    for (const [response, method, acceptEncoding] of cases) {
      const before = response.headers.get('Content-Encoding');
      const result = await compressResponse(response, { method, acceptEncoding });
      expect(result.headers.get('Content-Encoding'), `${method} ${acceptEncoding}`).toBe(before);
    }
  });

  it('answers a redirect with immutable headers without failing', async () => {
    const redirect = Response.redirect('http://localhost/checkout', 302);
    const result = await compressResponse(redirect, { method: 'GET', acceptEncoding: 'br' });
    expect(result.status).toBe(302);
  });
});
