// Point 1 of issue 14: every route and endpoint, ENUMERATED FROM THE ROUTE TABLE (app/routes.ts,
// flattened; plus the few endpoints served outside it), called with every method, without a session
// and with an expired, an over-age, a revoked and forged session cookies (a random token, a random
// token signed with the real secret, the real token with a tampered signature). No response carries
// the seeded case's data (client name, e-mail, case id, file names, report, analytics referrer);
// staff routes keep their contract (require-staff.server.ts): pages redirect to /conan, data
// requests, actions and /conan/api/… answer 401. The staff routes are recognised by their URL, not
// by where they sit in the table, so a staff route added outside the guard fails here.

import { describe, expect, test } from 'vitest';
import { staffSignInPath } from '#app/lib/staff-paths.ts';
import { type Answer, call, forgedCookies, inPool, leakedMarkers, rawCall, tamperedCookie } from './support/http.ts';
import {
  flattenRoutes,
  GUARD_FILE,
  isStaffRoute,
  METHODS,
  OUTSIDE_TABLE,
  pathsFor,
  STAFF_DOORS,
} from './support/route-table.ts';
import { world } from './support/world.ts';

const w = world();

describe('the route table', () => {
  const flat = flattenRoutes();

  test('flattens to the routes the shop has (the enumeration itself works)', () => {
    const patterns = flat.map((route) => route.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '',
        'checkout',
        'api/uploads',
        'api/checkout',
        'auftrag/:token',
        'conan',
        'conan/faelle/:caseId',
        'conan/dashboard/fall/:caseId',
        'conan/api/dateien/:documentId',
        'test-email',
        '*',
      ]),
    );
    expect(flat.length).toBeGreaterThan(30);
  });

  test('every staff route sits below the guard, and only staff routes do', () => {
    const unguarded = flat.filter((route) => isStaffRoute(route.pattern) && !route.guarded).map((r) => r.pattern);
    expect(unguarded, `staff routes outside ${GUARD_FILE}`).toEqual([]);
    const strays = flat.filter((route) => route.guarded && !isStaffRoute(route.pattern)).map((r) => r.pattern);
    expect(strays, 'guarded routes outside /conan (their responses would miss no-store)').toEqual([]);
  });
});

interface Target {
  method: (typeof METHODS)[number];
  path: string;
  staff: boolean;
  /** A staff page a browser navigates to (redirected to the sign-in page). */
  page: boolean;
}

/** Every request of the sweep: each route's paths × methods, pages also as React Router data (.data). */
function targets(): Target[] {
  const list: Target[] = [];
  for (const route of flattenRoutes()) {
    const staff = isStaffRoute(route.pattern);
    const document = route.file.endsWith('.tsx');
    // The marketing pages (one template each, no action, no params) get the methods a browser sends.
    const marketing = route.file.startsWith('routes/marketing/') || route.file === 'routes/home.tsx';
    for (const path of pathsFor(route.pattern, w)) {
      const variants = document ? [path, `${path === '/' ? '/_root' : path}.data`] : [path];
      for (const variant of variants) {
        for (const method of marketing ? (['GET', 'HEAD', 'POST'] as const) : METHODS) {
          const page =
            (method === 'GET' || method === 'HEAD') && !variant.endsWith('.data') && !variant.startsWith('/conan/api/');
          list.push({ method, path: variant, staff, page });
        }
      }
    }
  }
  // The real signed file links, as the case details issued them to a valid session.
  for (const link of w.fileLinks)
    for (const method of ['GET', 'HEAD'] as const) list.push({ method, path: link, staff: true, page: false });
  for (const path of OUTSIDE_TABLE)
    for (const method of METHODS) list.push({ method, path, staff: false, page: false });
  return list;
}

function bodyFor(target: Target): { body?: string; headers: Record<string, string> } {
  if (target.method === 'GET' || target.method === 'HEAD' || target.method === 'OPTIONS') return { headers: {} };
  // A plausible form for every action (the test-email address, a case intent, a client's erasure).
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `intent=start&email=pruefer%40example.org&password=geraten-1234567&documentId=${w.documentIds[0]}`,
  };
}

function checkAnswer(target: Target, session: string, answer: Answer, problems: string[]) {
  const where = `${target.method} ${target.path} [${session}] → ${answer.status}`;
  if (answer.status >= 500) problems.push(`${where}: server error ${answer.body.slice(0, 120)}`);
  const shown = `${answer.body}\n${answer.headers.get('location') ?? ''}\n${answer.headers.get('content-disposition') ?? ''}`;
  const leaked = leakedMarkers(shown, w.markers, target.path);
  if (leaked.length > 0) problems.push(`${where}: leaks ${leaked.join(', ')}`);
  if (!target.staff) return;
  if (target.page) {
    // To the sign-in, which returns to this page afterwards (a path of the staff area, nothing else).
    const expected = staffSignInPath(target.path);
    if (answer.status !== 302 || answer.headers.get('location') !== expected)
      problems.push(`${where}: expected a redirect to ${expected}, got ${answer.headers.get('location')}`);
  } else if (answer.status !== 401 && !(target.method === 'OPTIONS' && answer.status === 405)) {
    // OPTIONS is answered 405 by React Router before any route code runs (no data either).
    problems.push(`${where}: expected 401`);
  }
  if (!/no-store/.test(answer.headers.get('cache-control') ?? '')) problems.push(`${where}: cacheable`);
}

describe('every route and endpoint, without a valid session', () => {
  test('gives no case, client, file or analytics data; staff routes redirect or answer 401', async () => {
    const forged = forgedCookies();
    const staffSessions: Record<string, string> = {
      none: '',
      expired: w.cookies.expired,
      overAge: w.cookies.overAge,
      revoked: w.cookies.revoked,
      forgedRandom: forged.randomToken,
      forgedSigned: forged.signedUnknown,
      tampered: tamperedCookie(w.cookies.valid),
    };
    // Public routes do not read the session: without one and with a tampered one is enough.
    const publicSessions = { none: '', tampered: staffSessions.tampered ?? '' };
    const all = targets();
    const calls = all.flatMap((target) =>
      Object.entries(target.staff ? staffSessions : publicSessions).map(([session, cookie]) => ({
        target,
        session,
        cookie,
      })),
    );
    const problems: string[] = [];
    await inPool(calls, 6, async ({ target, session, cookie }) => {
      const { body, headers } = bodyFor(target);
      // A connection per request: a refusal that closes its connection cannot fail the next request.
      const answer = await rawCall(w.base, target.path, {
        method: target.method,
        headers: { origin: w.base, ...headers, ...(cookie ? { cookie } : {}) },
        body,
      });
      checkAnswer(target, session, answer, problems);
    });
    console.info(`route sweep: ${calls.length} requests`);
    expect(problems).toEqual([]);
    // The sweep covered the staff area and every door.
    expect(all.filter((target) => target.staff).length).toBeGreaterThan(100);
    for (const door of STAFF_DOORS) expect(all.some((target) => target.path === `/${door}`)).toBe(true);
  });

  test('the control: with a valid session the same routes do give the data (the markers are real)', async () => {
    const cookie = w.cookies.valid;
    const details = await call(w.base, `/conan/faelle/${w.caseId}`, { headers: { cookie } });
    expect(details.status).toBe(200);
    expect(details.body).toContain(w.markers[0]);
    expect(details.body).toContain('Zacharias Zielmann');
    const cases = await call(w.base, '/conan/api/export/faelle', { headers: { cookie } });
    expect(cases.status).toBe(200);
    expect(cases.body).toContain(w.markers[0]);
    const file = await call(w.base, w.fileLinks.find((link) => link.includes('d=attachment')) ?? '', {
      headers: { cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/quirinus/);
  });
});
