// CSRF (origin.server.ts, require-staff.server.ts): every state-changing request to the staff area —
// every route below the guard (enumerated from the table, as actions and as React Router data
// requests) with every state-changing method, the sign-in forms and sign-out — is refused with a
// VALID session when it comes from another site, from an opaque origin (Origin: null), or without
// an Origin header. The session cookie is HttpOnly and SameSite=Lax, the second line of defence.
import { describe, expect, test } from 'vitest';
import { call, inPool, leakedMarkers, rawCall } from './support/http.ts';
import { flattenRoutes, isStaffRoute, STAFF_DOORS } from './support/route-table.ts';
import { world } from './support/world.ts';

const w = world();
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const FOREIGN = { 'foreign site': 'https://evil.example', 'opaque origin': 'null', 'no Origin': '' };

/** Every staff URL with the seeded case's real ids (a refused request must not touch them). */
function staffUrls(): string[] {
  return flattenRoutes()
    .filter((route) => isStaffRoute(route.pattern))
    .flatMap((route) => {
      const path = `/${route.pattern}`
        .replace(':caseId', w.caseId)
        .replace(':documentId', w.documentIds[0] ?? '')
        .replace(':clientId', w.clientId)
        .replace(':table', 'verweise');
      return route.file.endsWith('.tsx') ? [path, `${path}.data`] : [path];
    });
}

describe('a state-changing staff request with a valid session', () => {
  test('is refused (400/403) from another site, an opaque origin or without Origin, on every staff route', async () => {
    const urls = staffUrls();
    expect(urls.length).toBeGreaterThan(10);
    const calls = urls.flatMap((path) =>
      STATE_CHANGING.flatMap((method) =>
        Object.entries(FOREIGN).map(([kind, origin]) => ({ path, method, kind, origin })),
      ),
    );
    const problems: string[] = [];
    await inPool(calls, 6, async ({ path, method, kind, origin }) => {
      const answer = await rawCall(w.base, path, {
        method,
        headers: {
          cookie: w.cookies.valid,
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
        },
        body: `intent=start&email=pruefer%40example.org&documentId=${w.documentIds[0]}`,
      });
      const where = `${method} ${path} (${kind}) → ${answer.status}`;
      // React Router refuses an action from a foreign Origin itself (400) before our guard (403);
      // without Origin only our guard can tell.
      const refused = origin ? [400, 403] : [403];
      if (!refused.includes(answer.status))
        problems.push(`${where}: expected ${refused.join(' or ')} ${answer.body.slice(0, 100)}`);
      const leaked = leakedMarkers(answer.body, w.markers, path);
      if (leaked.length > 0) problems.push(`${where}: leaks ${leaked.join(', ')}`);
    });
    expect(problems).toEqual([]);
    // Nothing changed: the client the erasure route names still has its case.
    const details = await call(w.base, `/conan/faelle/${w.caseId}`, { headers: { cookie: w.cookies.valid } });
    expect(details.body).toContain(w.markers[0]);
  });

  test('the same request from our own origin passes the check (the refusal above is the origin)', async () => {
    const answer = await call(w.base, '/test-email', {
      method: 'POST',
      headers: { cookie: w.cookies.valid, origin: w.base, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=pruefer%40example.org',
    });
    expect(answer.status).toBe(200);
  });
});

describe('the staff doors (outside the guard)', () => {
  test.each(STAFF_DOORS.map((door) => `/${door}`))(
    'POST %s from another site or without Origin: refused',
    async (path) => {
      // The second-factor page redirects a document request without a pending sign-in to /conan
      // whatever its action answered: its data request shows the action's own answer.
      const url = path === '/conan/zwei-faktor' ? `${path}.data` : path;
      for (const origin of Object.values(FOREIGN)) {
        const answer = await call(w.base, url, {
          method: 'POST',
          headers: {
            // Sign-out with a session to end; the sign-in forms without one (login CSRF: a foreign
            // site signing the visitor in to an account of its choosing).
            ...(path === '/conan/abmelden' ? { cookie: w.cookies.validSecond } : {}),
            'content-type': 'application/x-www-form-urlencoded',
            ...(origin ? { origin } : {}),
          },
          body: new URLSearchParams({ email: w.staffA.email, password: w.staffA.password, code: '123456' }).toString(),
        });
        expect(origin ? [400, 403] : [403], `${path} origin=${origin || '(none)'}: ${answer.status}`).toContain(
          answer.status,
        );
        expect(answer.headers.getSetCookie().join(';')).not.toMatch(/session_token=[^;]/);
      }
      // Sign-out from another site did not end the session.
      const still = await call(w.base, '/conan/dashboard', { headers: { cookie: w.cookies.validSecond } });
      expect(still.status).toBe(200);
    },
  );

  test('the session cookie is HttpOnly, SameSite=Lax, host-only, for the whole site', async () => {
    const answer = await call(w.base, '/conan', {
      method: 'POST',
      headers: { origin: w.base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: w.staffA.email, password: w.staffA.password }),
    });
    expect(answer.status).toBe(302);
    const cookie = answer.headers.getSetCookie().find((value) => value.includes('session_token=')) ?? '';
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
  });
});
