import { describe, expect, it } from 'vitest';
import { canOpenInline, checkFileLink, contentDisposition, FILE_LINK_SECONDS, fileLink } from './file-links.server.ts';

const secret = 'a-test-secret-of-sufficient-length-0123456789';
const link = {
  documentId: '0b6f4c1e-5d2a-4c61-9d2e-3f1a7b8c9d0e',
  sessionId: 'session-a',
  disposition: 'inline' as const,
};

function query(url: string) {
  return new URL(url, 'http://localhost').searchParams;
}

describe('staff file links', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const url = fileLink(secret, link, now);

  it('accepts the link for the session it was made for, until it expires', () => {
    expect(url.startsWith(`/conan/api/dateien/${link.documentId}?`)).toBe(true);
    expect(checkFileLink(secret, link.documentId, 'session-a', query(url), now + 1000)).toEqual({
      ok: true,
      disposition: 'inline',
    });
    expect(
      checkFileLink(secret, link.documentId, 'session-a', query(url), now + FILE_LINK_SECONDS * 1000 + 1000),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another session, another document, another disposition and another secret', () => {
    expect(checkFileLink(secret, link.documentId, 'session-b', query(url), now).ok).toBe(false);
    expect(checkFileLink(secret, 'another-document', 'session-a', query(url), now).ok).toBe(false);
    const changed = query(url);
    changed.set('d', 'attachment');
    expect(checkFileLink(secret, link.documentId, 'session-a', changed, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(checkFileLink(`${secret}x`, link.documentId, 'session-a', query(url), now).ok).toBe(false);
  });

  it('refuses a prolonged expiry and malformed links', () => {
    const prolonged = query(url);
    prolonged.set('exp', String(Number(prolonged.get('exp')) + 3600));
    expect(checkFileLink(secret, link.documentId, 'session-a', prolonged, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(
      checkFileLink(secret, link.documentId, 'session-a', new URLSearchParams('d=inline&exp=x&sig=y'), now),
    ).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(checkFileLink(secret, link.documentId, 'session-a', new URLSearchParams(''), now).ok).toBe(false);
  });

  it('opens only plain raster images inline', () => {
    expect(canOpenInline('image/png')).toBe(true);
    expect(canOpenInline('image/jpeg')).toBe(true);
    expect(canOpenInline('application/pdf')).toBe(false);
    expect(canOpenInline('image/svg+xml')).toBe(false);
    expect(canOpenInline('text/plain')).toBe(false);
  });

  it('keeps the original file name in the download header', () => {
    expect(contentDisposition('attachment', 'Chatverlauf März.pdf')).toBe(
      `attachment; filename="Chatverlauf M_rz.pdf"; filename*=UTF-8''Chatverlauf%20M%C3%A4rz.pdf`,
    );
    expect(contentDisposition('inline', 'a"b.png')).toBe(`inline; filename="a_b.png"; filename*=UTF-8''a%22b.png`);
  });
});
