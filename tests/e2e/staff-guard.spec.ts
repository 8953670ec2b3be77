// Every staff route and endpoint, enumerated from the route table (app/routes.ts: everything below
// the guard layout), called without a session and with an expired, an over-age, a revoked and a
// forged one: none returns case, client or file data. The same calls with a valid session succeed,
// so the test can tell a guarded route from a broken one. Runs against a server process of its own,
// whose database the test edits between two starts (to let sessions expire).

import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { staffSignInPath } from '#app/lib/staff-paths.ts';
import routes from '#app/routes.ts';
import { openDatabase } from '#app/server/db/db.server.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { type PlacedOrder, placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process.ts';
import { createStaff } from '#tests/support/staff-account.ts';

// One server process for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

const GUARD = 'routes/staff/guard.tsx';
const PASSWORD = 'Lindenblatt-Kompass-Regenjacke-42';
const EMAIL = 'guard@echtcheck.test';

/** The URL patterns of every route below the guard layout, e.g. conan/faelle/:caseId. */
function guardedPatterns(
  entries: RouteConfigEntry[],
  inside = false,
  prefix = '',
): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? [prefix, entry.path].filter(Boolean).join('/') : prefix;
    const guarded = inside || entry.file === GUARD;
    // Layouts without a path of their own (the guard, the dashboard's cards) are reached through their children.
    const own =
      guarded && entry.file !== GUARD && (entry.path || entry.index) ? [{ pattern: here, file: entry.file }] : [];
    return [...own, ...guardedPatterns(entry.children ?? [], guarded, here)];
  });
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/conan`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token'));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

let server: ServerProcess;
let order: PlacedOrder;
const sessions: Record<'valid' | 'expired' | 'overAge' | 'revoked', string> = {
  valid: '',
  expired: '',
  overAge: '',
  revoked: '',
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServerProcess({}, { keepData: true });
  await ready(server);
  await createStaff({ env: { DATA_DIR: server.dataDir, DATABASE_URL: '' }, email: EMAIL, password: PASSWORD });
  order = await placeOrder(server.base, {
    customer: { firstName: 'Greta', lastName: 'Geheim', email: 'greta.geheim@example.de' },
    targetName: 'Tobias Zielperson',
    files: [{ fileName: 'profilbild.png', bytes: await fixture('profilbild.png') }],
  });
  for (const name of Object.keys(sessions) as (keyof typeof sessions)[]) sessions[name] = await signIn(server.base);
  const signedOut = await fetch(`${server.base}/conan/abmelden`, {
    method: 'POST',
    headers: { origin: server.base, cookie: sessions.revoked },
    redirect: 'manual',
  });
  expect(signedOut.status).toBe(302);
  // Stop the server, age two sessions in its database, start it again on the same data.
  await server.stop();
  const database = await openDatabase({ kind: 'pglite', dir: path.join(server.dataDir, 'db') });
  const token = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
  const client = database.db;
  const { sql } = await import('drizzle-orm');
  await client.execute(
    sql`update staff_sessions set expires_at = now() - interval '1 minute' where token = ${token(sessions.expired)}`,
  );
  await client.execute(
    sql`update staff_sessions set created_at = now() - interval '13 hours' where token = ${token(sessions.overAge)}`,
  );
  await database.close();
  server = await startServerProcess({}, { dataDir: server.dataDir });
  await ready(server);
});

/** Waits for /readyz (a loaded machine can take longer than the helper's 30 s to start a server). */
async function ready(process: ServerProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && process.child.exitCode === null) {
    if ((await fetch(`${process.base}/readyz`).catch(() => undefined))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${process.output()}`);
}

test.afterAll(async () => {
  await server?.stop();
});

const FORGED =
  'echtcheck-staff.session_token=Zm9yZ2VkLXRva2VuLXRoYXQtZG9lcy1ub3QtZXhpc3Q.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

test('the table has the staff routes the dashboard needs (the enumeration itself works)', () => {
  const patterns = guardedPatterns(routes).map((route) => route.pattern);
  expect(patterns).toEqual(
    expect.arrayContaining([
      'conan/dashboard',
      'conan/faelle/:caseId',
      'conan/dashboard/fall/:caseId',
      'conan/api/dateien/:documentId',
      'conan/api/export/faelle',
      'test-email',
    ]),
  );
});

test('no staff route gives data without a valid session; all answer with one', async () => {
  test.setTimeout(120_000);
  const secrets = ['greta.geheim@example.de', 'Greta', 'Tobias Zielperson', 'PNG', 'Auftragsnummer'];
  const url = (pattern: string) =>
    `/${pattern.replace(':caseId', order.caseId).replace(':documentId', order.documents[0]?.id ?? '')}`;
  const targets = guardedPatterns(routes).flatMap(({ pattern, file }) => {
    const page = file.endsWith('.tsx');
    const target = url(pattern);
    return [
      { method: 'GET', path: target, page },
      ...(page ? [{ method: 'GET', path: `${target}.data`, page: false }] : []),
      { method: 'POST', path: target, page: false },
    ];
  });
  const denied = {
    none: '',
    expired: sessions.expired,
    overAge: sessions.overAge,
    revoked: sessions.revoked,
    forged: FORGED,
  };
  for (const target of targets) {
    for (const [name, cookie] of Object.entries(denied)) {
      const response = await fetch(`${server.base}${target.path}`, {
        method: target.method,
        headers: {
          origin: server.base,
          ...(cookie ? { cookie } : {}),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: target.method === 'POST' ? 'intent=start&email=a%40b.de' : undefined,
        redirect: 'manual',
      });
      const body = await response.text();
      const where = `${target.method} ${target.path} (${name})`;
      if (target.page) {
        expect(response.status, where).toBe(302);
        expect(response.headers.get('location'), where).toBe(staffSignInPath(target.path));
      } else {
        expect(response.status, where).toBe(401);
      }
      for (const secret of secrets) expect(body, `${where} leaks ${secret}`).not.toContain(secret);
      expect(response.headers.get('cache-control'), where).toContain('no-store');
    }
  }
  // The control: with a valid session the same pages give the data (the case page the customer), and
  // the case's former address leads there.
  const details = await fetch(`${server.base}${url('conan/faelle/:caseId')}`, {
    headers: { cookie: sessions.valid },
  });
  expect(details.status).toBe(200);
  expect(await details.text()).toContain('greta.geheim@example.de');
  const former = await fetch(`${server.base}${url('conan/dashboard/fall/:caseId')}?tab=faelle`, {
    headers: { cookie: sessions.valid },
    redirect: 'manual',
  });
  expect(former.status).toBe(301);
  expect(former.headers.get('location')).toBe(`${url('conan/faelle/:caseId')}?tab=faelle`);
});

test('a state-changing staff request from another site is refused even with a valid session', async () => {
  const response = await fetch(`${server.base}/test-email`, {
    method: 'POST',
    headers: {
      origin: 'https://evil.example',
      cookie: sessions.valid,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'email=a%40b.de',
    redirect: 'manual',
  });
  // Refused by React Router's own origin check for actions (400) or by our guard (403).
  expect([400, 403]).toContain(response.status);
  const noOrigin = await fetch(`${server.base}/test-email`, {
    method: 'POST',
    headers: { cookie: sessions.valid, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=a%40b.de',
    redirect: 'manual',
  });
  expect(noOrigin.status).toBe(403);
  const sameSite = await fetch(`${server.base}/test-email`, {
    method: 'POST',
    headers: { origin: server.base, cookie: sessions.valid, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=a%40b.de',
    redirect: 'manual',
  });
  expect(sameSite.status).toBe(200);
});
