// The public image link's token (expiry, tampering, another document, another secret), what counts
// as a public https site, the engines offered, and the engines' addresses.
import { describe, expect, it } from 'vitest';
import { reverseSearchUrl } from '#app/lib/reverse-image-search.ts';
import {
  isPublicHttpsSite,
  mintImageToken,
  offeredEngines,
  PUBLIC_IMAGE_LINK_SECONDS,
  readImageToken,
} from './public-image-links.server.ts';

const SECRET = 's'.repeat(40);
const DOCUMENT = '0b6d3c1e-8f5a-4c2b-9d7e-1a2b3c4d5e6f';
const OTHER = '7f1e2d3c-4b5a-4969-8877-665544332211';
const NOW = Date.UTC(2026, 11, 1, 9, 0, 0);

/** The token's bytes with one replaced. */
function flipped(token: string, index: number): string {
  const bytes = Buffer.from(token, 'base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

describe('public image tokens', () => {
  it('names the document for ten minutes, then no more', () => {
    const { token, expiresAt } = mintImageToken(SECRET, DOCUMENT, NOW);
    expect(expiresAt.getTime()).toBe(NOW + PUBLIC_IMAGE_LINK_SECONDS * 1000);
    expect(PUBLIC_IMAGE_LINK_SECONDS).toBe(600);
    expect(readImageToken(SECRET, token, NOW)).toEqual({ ok: true, documentId: DOCUMENT });
    expect(readImageToken(SECRET, token, NOW + 599_000)).toEqual({ ok: true, documentId: DOCUMENT });
    expect(readImageToken(SECRET, token, NOW + 600_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is URL-safe and carries at least 128 unguessable bits', () => {
    const { token } = mintImageToken(SECRET, DOCUMENT, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    // 16 bytes of document id, 4 of expiry, the rest is the HMAC: 24 bytes = 192 bits.
    expect(Buffer.from(token, 'base64url').length - 20).toBeGreaterThanOrEqual(16);
    expect(mintImageToken(SECRET, DOCUMENT, NOW + 1000).token).not.toBe(token);
  });

  it('refuses a token changed anywhere: the document, the expiry, the signature', () => {
    const { token } = mintImageToken(SECRET, DOCUMENT, NOW);
    for (const index of [0, 15, 16, 19, 20, 43])
      expect(readImageToken(SECRET, flipped(token, index), NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it("refuses one document's signature on another document, and another secret's token", () => {
    const mine = Buffer.from(mintImageToken(SECRET, DOCUMENT, NOW).token, 'base64url');
    const other = Buffer.from(mintImageToken(SECRET, OTHER, NOW).token, 'base64url');
    const swapped = Buffer.concat([other.subarray(0, 16), mine.subarray(16)]).toString('base64url');
    expect(readImageToken(SECRET, swapped, NOW)).toEqual({ ok: false, reason: 'signature' });
    const foreign = mintImageToken('t'.repeat(40), DOCUMENT, NOW).token;
    expect(readImageToken(SECRET, foreign, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses malformed tokens without throwing', () => {
    const { token } = mintImageToken(SECRET, DOCUMENT, NOW);
    for (const bad of [
      '',
      'abc',
      `${token}A`,
      token.slice(1),
      `${token.slice(0, -1)}!`,
      '../etc/passwd',
      'ä'.repeat(59),
    ])
      expect(readImageToken(SECRET, bad, NOW).ok).toBe(false);
    expect(() => mintImageToken(SECRET, 'not-a-uuid', NOW)).toThrow();
  });
});

describe('public https site', () => {
  it.each([
    ['https://echtcheck.de', true],
    ['https://www.echtcheck.de/', true],
    ['https://203.0.113.10', true],
    ['http://echtcheck.de', false],
    ['http://localhost:3000', false],
    ['https://localhost', false],
    ['https://127.0.0.1', false],
    ['https://app.localhost', false],
    ['https://10.0.0.5', false],
    ['https://172.20.1.1', false],
    ['https://192.168.1.20', false],
    ['https://169.254.10.10', false],
    ['https://100.64.0.1', false],
    ['https://[::1]', false],
    ['https://[fd00::1]', false],
    ['https://intranet', false],
    ['https://echtcheck.local', false],
    ['https://pruefung.internal', false],
    ['https://nas.home.arpa', false],
    ['kein URL', false],
  ])('%s → %s', (siteUrl, expected) => {
    expect(isPublicHttpsSite(siteUrl)).toBe(expected);
  });
});

describe('the engines offered', () => {
  const config = (SITE_URL: string, services: string[]) => ({ SITE_URL, REVERSE_IMAGE_SEARCH_SERVICES: services });

  it('follow the setting, in button order, on a public https site only', () => {
    expect(offeredEngines(config('https://echtcheck.de', ['tineye', 'google-lens', 'bing']))).toEqual([
      'google-lens',
      'bing',
      'tineye',
    ]);
    expect(offeredEngines(config('https://echtcheck.de', ['tineye', 'yandex']))).toEqual(['tineye', 'yandex']);
    expect(offeredEngines(config('http://localhost:3000', ['google-lens', 'bing', 'tineye']))).toEqual([]);
    expect(offeredEngines(config('https://echtcheck.de', []))).toEqual([]);
    // Nothing outside the known engines, whatever the list says (no face search).
    expect(offeredEngines(config('https://echtcheck.de', ['pimeyes', 'facecheck', 'bing']))).toEqual(['bing']);
  });
});

describe('engine addresses', () => {
  const image = 'https://echtcheck.de/b/AbC-_x?y=1&z=2';
  const encoded = encodeURIComponent(image);
  it.each([
    ['google-lens', `https://lens.google.com/uploadbyurl?url=${encoded}`],
    ['bing', `https://www.bing.com/images/search?view=detailv2&iss=sbi&q=imgurl:${encoded}`],
    ['yandex', `https://yandex.com/images/search?rpt=imageview&url=${encoded}`],
    ['tineye', `https://tineye.com/search?url=${encoded}`],
  ] as const)('%s', (engine, expected) => {
    expect(reverseSearchUrl(engine, image)).toBe(expected);
    // The image's address survives the engine's own parsing of its query.
    const parsed = new URL(expected);
    const value = parsed.searchParams.get(engine === 'bing' ? 'q' : 'url') ?? '';
    expect(value.replace(/^imgurl:/, '')).toBe(image);
  });
});
