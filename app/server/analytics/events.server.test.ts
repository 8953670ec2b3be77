import { describe, expect, it } from 'vitest';
import { parseEvent, readReferrer } from './events.server.ts';

const SITE = new Set(['https://echtcheck.de', 'http://localhost:3000']);
const session = '3f2b8c1e-9a4d-4e7f-8b2a-1c3d5e7f9a0b';

describe('parseEvent', () => {
  it('reads an entry with an outside referrer as a visit entering the site, keeping only the origin', () => {
    expect(
      parseEvent({ kind: 'entry', session, path: '/', referrer: 'https://www.google.com/search?q=erika+muster' }, SITE),
    ).toEqual({
      ok: true,
      event: { kind: 'entry', sessionId: session, path: '/', referrer: 'https://www.google.com', entry: true },
    });
  });

  it('reads our own pages as referrer as a navigation inside the visit, and no referrer as a direct visit', () => {
    const internal = parseEvent({ kind: 'entry', session, path: '/checkout', referrer: 'https://echtcheck.de/' }, SITE);
    expect(internal).toMatchObject({ ok: true, event: { referrer: null, entry: false } });
    const direct = parseEvent({ kind: 'entry', session, path: '/checkout', referrer: null }, SITE);
    expect(direct).toMatchObject({ ok: true, event: { referrer: null, entry: true } });
  });

  it('stores a page with umlauts under its own path however the browser encoded it', () => {
    const encoded = parseEvent({ kind: 'entry', session, path: '/liebesbetr%C3%BCger-bilder-facebook' }, SITE);
    const plain = parseEvent({ kind: 'entry', session, path: '/liebesbetrüger-bilder-facebook' }, SITE);
    expect(encoded).toMatchObject({ ok: true, event: { path: '/liebesbetrüger-bilder-facebook' } });
    expect(plain).toEqual(encoded);
  });

  it('refuses paths that are not counted: staff area, status page, endpoints, unknown pages, other sites', () => {
    for (const path of [
      '/conan',
      '/conan/dashboard',
      '/auftrag/abc',
      '/api/analytics',
      '/zahlung/test/x',
      '/gibt-es-nicht',
      '//evil.example/',
      'https://evil.example/',
      '',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(parseEvent({ kind: 'entry', session, path }, SITE), path).toMatchObject({ ok: false });
    }
  });

  it('refuses unknown kinds, a session that is not a UUID, and bad numbers', () => {
    expect(parseEvent({ kind: 'click', session, path: '/' }, SITE).ok).toBe(false);
    expect(parseEvent({ kind: 'entry', session: 'abc', path: '/' }, SITE).ok).toBe(false);
    expect(parseEvent({ kind: 'step', session, step: 7 }, SITE).ok).toBe(false);
    expect(parseEvent({ kind: 'step', session, step: 2, service: '<script>' }, SITE).ok).toBe(false);
    expect(parseEvent([], SITE).ok).toBe(false);
    expect(parseEvent(null, SITE).ok).toBe(false);
  });

  it('reads an exit without a time: the server measures it; a seconds field of older pages is ignored', () => {
    const exit = { ok: true, event: { kind: 'exit', sessionId: session, path: '/' } };
    expect(parseEvent({ kind: 'exit', session, path: '/' }, SITE)).toEqual(exit);
    expect(parseEvent({ kind: 'exit', session, path: '/', seconds: 10 ** 9 }, SITE)).toEqual(exit);
  });

  it('reads a checkout step with its service parameter', () => {
    expect(parseEvent({ kind: 'step', session, step: 4, service: 'fake-profil' }, SITE)).toEqual({
      ok: true,
      event: { kind: 'step', sessionId: session, step: 4, service: 'fake-profil' },
    });
  });
});

describe('readReferrer', () => {
  it('refuses what is not a URL, and keeps no origin for app links', () => {
    expect(readReferrer('not a url', SITE)).toEqual({ ok: false });
    expect(readReferrer(42, SITE)).toEqual({ ok: false });
    expect(readReferrer('android-app://com.google.android.gm/', SITE)).toEqual({
      ok: true,
      referrer: null,
      entry: true,
    });
  });
});
