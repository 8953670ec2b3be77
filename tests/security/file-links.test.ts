// Staff file links (/conan/api/dateien/:documentId, app/server/staff/file-links.server.ts): signed
// over the document, the disposition, the expiry (5 minutes) and the staff SESSION's id. So a link
// opens the file only for the session it was issued to: not for another session of the same person,
// not for another staff member, not after the link's expiry, not after the session ended.
import { describe, expect, test } from 'vitest';
import { fileLink } from '#app/server/staff/file-links.server.ts';
import { call } from './support/http.ts';
import { AUTH_SECRET } from './support/suite-server.ts';
import { world } from './support/world.ts';

const w = world();
const link = w.fileLinks.find((value) => value.includes('d=attachment')) ?? '';
const documentId = /dateien\/([^?]+)/.exec(link)?.[1] ?? '';

function refusedWithoutFile(answer: { status: number; body: string; headers: Headers }, where: string) {
  expect(answer.status, where).not.toBe(200);
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.headers.get('content-disposition'), where).toBeNull();
  for (const marker of w.markers) expect(answer.body, `${where} leaks ${marker}`).not.toContain(marker);
}

describe('a staff file link', () => {
  test('opens the file for the session it was issued to', async () => {
    const answer = await call(w.base, link, { headers: { cookie: w.cookies.valid } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(answer.headers.get('cache-control')).toContain('no-store');
  });

  test('fails for another session of the same staff member and for another staff member', async () => {
    refusedWithoutFile(await call(w.base, link, { headers: { cookie: w.cookies.validSecond } }), 'second session');
    refusedWithoutFile(await call(w.base, link, { headers: { cookie: w.cookies.staffB } }), 'staff member B');
  });

  test('fails after its expiry, and with a changed document, disposition or signature', async () => {
    const sixMinutesAgo = Date.now() - 6 * 60 * 1000;
    const expired = fileLink(
      AUTH_SECRET,
      { documentId, sessionId: w.validSessionId, disposition: 'attachment' },
      sixMinutesAgo,
    );
    refusedWithoutFile(await call(w.base, expired, { headers: { cookie: w.cookies.valid } }), 'expired link');
    // The same computation for now opens the file: the refusal above is the expiry, not the signing.
    const fresh = fileLink(AUTH_SECRET, { documentId, sessionId: w.validSessionId, disposition: 'attachment' });
    expect((await call(w.base, fresh, { headers: { cookie: w.cookies.valid } })).status).toBe(200);
    const otherDocument = link.replace(documentId, w.documentIds.find((id) => id !== documentId) ?? '');
    refusedWithoutFile(await call(w.base, otherDocument, { headers: { cookie: w.cookies.valid } }), 'other document');
    const inline = link.replace('d=attachment', 'd=inline');
    refusedWithoutFile(await call(w.base, inline, { headers: { cookie: w.cookies.valid } }), 'other disposition');
    const later = link.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    refusedWithoutFile(await call(w.base, later, { headers: { cookie: w.cookies.valid } }), 'extended expiry');
    const tampered = link.replace(/sig=([^&]{4})/, 'sig=AAAA');
    refusedWithoutFile(await call(w.base, tampered, { headers: { cookie: w.cookies.valid } }), 'tampered signature');
  });

  test('fails once the session expired, aged out or was signed out (401)', async () => {
    for (const name of ['expired', 'overAge', 'revoked'] as const) {
      const sessionLink = fileLink(AUTH_SECRET, { documentId, sessionId: w.validSessionId, disposition: 'attachment' });
      const answer = await call(w.base, sessionLink, { headers: { cookie: w.cookies[name] } });
      expect(answer.status, name).toBe(401);
      refusedWithoutFile(answer, name);
    }
  });
});
