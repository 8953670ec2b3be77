// Issue 28 point 3: the two staff roles, swept over the route table the way route-guard.test.ts
// sweeps it without a session. Every route of app/routes.ts (enumerated, not listed by hand) in the
// owner's part (below routes/staff/admin-guard.tsx) is called with every method, as a page and as
// React Router data, with a SPECIALIST's (Prüfer's) valid session: each answers 403 with the German
// refusal and carries none of the seeded data (client, case, files, the revenue figure, no CSV).
// Every other staff route works for the specialist (none answers with that refusal). The owner's
// part is also named a second time by URL prefix (support/route-table.ts), so a route added there
// without the admin layout, or to the layout without a prefix, fails here.

import { describe, expect, test } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '#app/lib/staff-roles.ts';
import { runStaffCli } from '#tests/support/staff-account.ts';
import { type Answer, call, inPool, leakedMarkers, rawCall } from './support/http.ts';
import {
  ADMIN_GUARD_FILE,
  ADMIN_PREFIXES,
  flattenRoutes,
  isAdminRoute,
  isStaffRoute,
  METHODS,
  pathsFor,
} from './support/route-table.ts';
import { world } from './support/world.ts';

const w = world();
/** The seeded paid case's price as the dashboard's cards and revenue rows show it. */
const REVENUE = '39,00';

describe('the owner’s part of the route table', () => {
  const flat = flattenRoutes();

  test('every route under an owner’s prefix sits below the admin layout, and only those do', () => {
    const outside = flat.filter((route) => isAdminRoute(route.pattern) && !route.admin).map((r) => r.pattern);
    expect(outside, `owner's routes outside ${ADMIN_GUARD_FILE}`).toEqual([]);
    const unnamed = flat.filter((route) => route.admin && !isAdminRoute(route.pattern)).map((r) => r.pattern);
    expect(unnamed, `routes below ${ADMIN_GUARD_FILE} that no prefix of ADMIN_PREFIXES names`).toEqual([]);
    // The admin layout sits inside the staff guard: its routes are staff routes first.
    expect(flat.filter((route) => route.admin && !route.guarded).map((r) => r.pattern)).toEqual([]);
  });

  test('the owner’s part has what the issue names: dashboard, exports, erasure, test mail', () => {
    const admin = flat.filter((route) => route.admin).map((route) => route.pattern);
    expect(admin).toEqual(
      expect.arrayContaining([
        'conan/dashboard',
        'conan/api/export/faelle',
        'conan/api/export/umsatz',
        'conan/api/export/analyse/:table',
        'conan/api/kunden/:clientId/loeschen',
        'test-email',
      ]),
    );
    for (const prefix of ADMIN_PREFIXES) expect(admin.some((pattern) => pattern.startsWith(prefix))).toBe(true);
    // The specialists' own pages stay outside it.
    const shared = flat.filter((route) => route.guarded && !route.admin).map((route) => route.pattern);
    expect(shared).toEqual(
      expect.arrayContaining([
        'conan/faelle',
        'conan/faelle/:caseId',
        'conan/konto',
        'conan/api/faelle/:caseId/bericht',
      ]),
    );
  });
});

interface Target {
  method: (typeof METHODS)[number];
  path: string;
  admin: boolean;
  /** A page a browser navigates to. */
  page: boolean;
}

/** Every staff request: each staff route's paths × methods, pages also as React Router data (.data). */
function targets(): Target[] {
  const list: Target[] = [];
  for (const route of flattenRoutes()) {
    if (!isStaffRoute(route.pattern)) continue;
    const document = route.file.endsWith('.tsx');
    for (const path of pathsFor(route.pattern, w)) {
      for (const variant of document ? [path, `${path}.data`] : [path]) {
        for (const method of METHODS) {
          const page =
            (method === 'GET' || method === 'HEAD') && !variant.endsWith('.data') && !variant.startsWith('/conan/api/');
          list.push({ method, path: variant, admin: route.admin, page });
        }
      }
    }
  }
  return list;
}

function bodyFor(target: Target): { body?: string; headers: Record<string, string> } {
  if (target.method === 'GET' || target.method === 'HEAD' || target.method === 'OPTIONS') return { headers: {} };
  // A plausible form for every action: a case intent (the refund among them), the test mail's address.
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `intent=refund&amount=39%2C00&reason=x&requestKey=${crypto.randomUUID()}&email=pruefer%40example.org`,
  };
}

/** The refusal's message in the answer: HTML page, JSON, or React Router's data encoding. */
function carriesRefusal(answer: Answer): boolean {
  return answer.body.includes(ADMIN_ONLY_MESSAGE);
}

function checkAnswer(target: Target, answer: Answer, problems: string[]) {
  const where = `${target.method} ${target.path} [specialist] → ${answer.status}`;
  if (answer.status >= 500) problems.push(`${where}: server error ${answer.body.slice(0, 120)}`);
  if (answer.status === 401) problems.push(`${where}: the specialist's session was not accepted`);
  if (!target.admin) {
    if (answer.status === 403 && carriesRefusal(answer)) problems.push(`${where}: refused a specialist`);
    return;
  }
  const shown = `${answer.body}\n${answer.headers.get('location') ?? ''}\n${answer.headers.get('content-disposition') ?? ''}`;
  const leaked = leakedMarkers(shown, [...w.markers, REVENUE], target.path);
  if (leaked.length > 0) problems.push(`${where}: leaks ${leaked.join(', ')}`);
  if (/csv/i.test(answer.headers.get('content-type') ?? '')) problems.push(`${where}: CSV`);
  // OPTIONS is answered 405 by React Router before any route code runs (no data either).
  if (target.method === 'OPTIONS' && answer.status === 405) return;
  if (answer.status !== 403) problems.push(`${where}: expected 403`);
  // HEAD has no body; every other refusal says why, in German.
  else if (target.method !== 'HEAD' && !carriesRefusal(answer)) problems.push(`${where}: no German refusal`);
  if (target.page && target.method === 'GET' && !answer.body.includes('Kein Zugriff'))
    problems.push(`${where}: not the "Kein Zugriff" page`);
  if (!/no-store/.test(answer.headers.get('cache-control') ?? '')) problems.push(`${where}: cacheable`);
}

describe('every staff route with a specialist’s session', () => {
  test('the owner’s part answers 403 "Kein Zugriff" with no data; everything else works for the specialist', async () => {
    const all = targets();
    const problems: string[] = [];
    await inPool(all, 6, async (target) => {
      const { body, headers } = bodyFor(target);
      const answer = await rawCall(w.base, target.path, {
        method: target.method,
        headers: { origin: w.base, cookie: w.cookies.specialist, ...headers },
        body,
      });
      checkAnswer(target, answer, problems);
    });
    console.info(`role sweep: ${all.length} requests`);
    expect(problems).toEqual([]);
    expect(all.filter((target) => target.admin).length).toBeGreaterThan(90);
    expect(all.filter((target) => !target.admin).length).toBeGreaterThan(50);
  });

  test('the control: the specialist works on the shared pages, an admin gets the owner’s data', async () => {
    const account = await call(w.base, '/conan/konto', { headers: { cookie: w.cookies.specialist } });
    expect(account.status).toBe(200);
    expect(account.body).toContain('Prüfer');
    expect(account.body).not.toContain('href="/conan/dashboard"');
    expect(account.body).not.toContain('href="/test-email"');

    const admin = w.cookies.valid;
    const dashboard = await call(w.base, '/conan/dashboard?tab=kunden', { headers: { cookie: admin } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain(REVENUE);
    expect(dashboard.body).toContain(w.markers[0]);
    const revenue = await call(w.base, '/conan/api/export/umsatz', { headers: { cookie: admin } });
    expect(revenue.status).toBe(200);
    expect(revenue.headers.get('content-type')).toMatch(/csv/);
    expect((await call(w.base, '/test-email', { headers: { cookie: admin } })).status).toBe(200);
  });

  test('a changed role applies from the next request, without signing in again', async () => {
    const env = { DATA_DIR: w.dataDir, DATABASE_URL: w.databaseUrl ?? '' };
    const dashboard = () => call(w.base, '/conan/dashboard', { headers: { cookie: w.cookies.specialist } });
    expect((await dashboard()).status).toBe(403);
    const promoted = await runStaffCli(['role', w.specialist.email, 'inhaber'], { env });
    expect(promoted.code, promoted.stderr).toBe(0);
    try {
      expect((await dashboard()).status).toBe(200);
    } finally {
      const demoted = await runStaffCli(['role', w.specialist.email, 'pruefer'], { env });
      expect(demoted.code, demoted.stderr).toBe(0);
    }
    const again = await dashboard();
    expect(again.status).toBe(403);
    expect(again.body).toContain(ADMIN_ONLY_MESSAGE);
  });
});
