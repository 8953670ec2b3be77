// The security suite's shared server (one process for every file but the upload corpus, which needs
// to inspect its storage alone): started once, seeded the way production fills it (a paid order with
// two uploaded files from the public endpoints, the case started and an appendix to its report uploaded by staff,
// analytics beacons), and staff sessions in every state. Idle expiry and the absolute limit cannot
// be waited for, so two sessions are aged in the database (on PGlite between a stop and a restart).
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { placeOrder } from '#tests/support/e2e-orders.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createStaff } from '#tests/support/staff-account.ts';
import { BROWSER_UA, call, cookieParts, signedCookie, signIn } from './http.ts';
import { rows, type SuiteServer, startSuiteServer } from './suite-server.ts';
import type { World } from './world.ts';

const MARK = 'Quirinus';
export const SEED = {
  customer: { firstName: MARK, lastName: 'Geheimrath', email: 'quirinus.geheimrath@example.de' },
  targetName: 'Zacharias Zielmann',
  files: ['beweisfoto-quirinus.png', 'chatverlauf-quirinus.pdf'],
  report: 'ergebnis-quirinus.pdf',
  referrer: 'https://leckmarker-quirinus.example',
};

/** The customer of the other cases a re-sent order names (her name and e-mail are no secret). */
const VICTIM = { firstName: 'Viktoria', lastName: 'Opferstein', email: 'viktoria.opferstein@example.de', phone: '' };

let suite: SuiteServer | undefined;

export default async function setup(project: TestProject) {
  const began = performance.now();
  const step = (label: string) =>
    process.stderr.write(
      `security suite set-up: ${label} after ${Math.round((performance.now() - began) / 100) / 10} s\n`,
    );
  suite = await startSuiteServer();
  step('server started');
  const server = suite.server;
  const base = server.base;
  const cliEnv = { DATA_DIR: server.dataDir, DATABASE_URL: suite.databaseUrl ?? '' };
  const staffA = { email: 'anna.sicher@echtcheck.test', password: 'Lindenblatt-Kompass-Regenjacke-42' };
  const staffB = { email: 'bruno.sicher@echtcheck.test', password: 'Gartenzaun-Leuchtturm-Wolke-97' };
  await createStaff({ env: cliEnv, ...staffA });
  await createStaff({ env: cliEnv, ...staffB });
  // The account page's fuzzing checks hundreds of wrong passwords against its own account: the
  // sign-in throttle then paces that account, which must not be one the other tests sign in to.
  const staffFuzz = { email: 'fiona.sicher@echtcheck.test', password: 'Hafenkran-Sonnenblume-Kiesel-58' };
  await createStaff({ env: cliEnv, ...staffFuzz });
  // A specialist (Prüfer) for the sweep of the owner's part (role-guard.test.ts).
  const specialist = { email: 'paul.pruefer@echtcheck.test', password: 'Kieselstein-Laterne-Morgentau-31' };
  await createStaff({ env: cliEnv, ...specialist, role: 'pruefer' });

  const order = await placeOrder(base, {
    customer: SEED.customer,
    targetName: SEED.targetName,
    files: [
      { fileName: SEED.files[0] ?? '', bytes: await fixture('profilbild.png') },
      { fileName: SEED.files[1] ?? '', bytes: await fixture('chatverlauf.pdf') },
    ],
  });
  const caseId = order.caseId;
  // Other customers' orders in every state a re-sent order could meet (status-cookie.test.ts):
  // pending (not paid), paid, withdrawn and completed (the last two set in the database below).
  const victims: World['victims'] = [];
  for (const status of ['pending', 'paid', 'withdrawn', 'completed'] as const) {
    const placed = await placeOrder(base, { customer: VICTIM, pay: status !== 'pending' });
    victims.push({ status, caseId: placed.caseId, statusToken: '' });
  }
  step('staff accounts made, orders paid');

  const cookies = {
    valid: await signIn(base, staffA.email, staffA.password),
    validSecond: await signIn(base, staffA.email, staffA.password),
    staffB: await signIn(base, staffB.email, staffB.password),
    expired: await signIn(base, staffA.email, staffA.password),
    overAge: await signIn(base, staffA.email, staffA.password),
    revoked: await signIn(base, staffA.email, staffA.password),
    accountFuzz: await signIn(base, staffFuzz.email, staffFuzz.password),
    specialist: await signIn(base, specialist.email, specialist.password),
  };
  step('eight sessions signed in');
  // The cookie format the suite forges must be the server's own, or the forged variants prove nothing.
  const { token } = cookieParts(cookies.valid);
  if (signedCookie(token) !== cookies.valid) throw new Error(`session cookie not signed as expected: ${cookies.valid}`);

  const staffPost = (path: string, init: RequestInit) =>
    call(base, path, { method: 'POST', ...init, headers: { origin: base, cookie: cookies.valid, ...init.headers } });
  const started = await staffPost(`/conan/faelle/${caseId}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'intent=start',
  });
  if (started.status !== 200)
    throw new Error(`starting the case failed: ${started.status} ${started.body.slice(0, 300)}`);
  const report = await staffPost(`/conan/api/faelle/${caseId}/bericht`, {
    headers: {
      'content-type': 'application/pdf',
      'x-file-name': encodeURIComponent(SEED.report),
      // Staff A is an Inhaber: only an admin adds a PDF to the report, with a reason (issue 29).
      'x-reason': encodeURIComponent('Gutachten eines Bildexperten zum Profilfoto'),
    },
    body: new Uint8Array(await fixture('chatverlauf.pdf')),
  });
  if (report.status !== 201) throw new Error(`report upload failed: ${report.status} ${report.body}`);
  const reportId = (JSON.parse(report.body) as { id: string }).id;

  const visitor = randomUUID();
  for (const event of [
    { kind: 'entry', session: visitor, path: '/', referrer: `${SEED.referrer}/suche?q=${MARK}` },
    { kind: 'step', session: visitor, step: 1, service: 'dating-app-schutz' },
  ]) {
    const beacon = await call(base, '/api/analytics', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA, origin: base },
      body: JSON.stringify(event),
    });
    if (beacon.status !== 204) throw new Error(`analytics beacon refused: ${beacon.status}`);
  }

  const signedOut = await call(base, '/conan/abmelden', {
    method: 'POST',
    headers: { origin: base, cookie: cookies.revoked },
  });
  if (signedOut.status !== 302) throw new Error(`sign-out failed: ${signedOut.status}`);

  // Age two sessions; read the ids the tests need.
  const tokenOf = (pair: string) => cookieParts(pair).token;
  // On PGlite the server holds the database: it stops (and writes its queued analytics batch, as
  // every stop does) while the facts are read.
  if (!suite.databaseUrl) await suite.stop();
  const facts = await suite.withDatabase(async (database) => {
    await rows(
      database,
      `update staff_sessions set expires_at = now() - interval '1 minute' where token = '${tokenOf(cookies.expired)}'`,
    );
    await rows(
      database,
      `update staff_sessions set created_at = now() - interval '13 hours' where token = '${tokenOf(cookies.overAge)}'`,
    );
    const [row] = await rows<{ client_id: string; status_token: string; payment_session_id: string }>(
      database,
      `select client_id, status_token, payment_session_id from cases where id = '${caseId}'`,
    );
    for (const victim of victims) {
      if (victim.status === 'withdrawn' || victim.status === 'completed') {
        await rows(database, `update cases set status = '${victim.status}' where id = '${victim.caseId}'`);
      }
      const [own] = await rows<{ status_token: string }>(
        database,
        `select status_token from cases where id = '${victim.caseId}'`,
      );
      victim.statusToken = own?.status_token ?? '';
    }
    const [session] = await rows<{ id: string }>(
      database,
      `select id from staff_sessions where token = '${tokenOf(cookies.valid)}'`,
    );
    return { ...row, sessionId: session?.id ?? '' };
  });
  if (!suite.databaseUrl) await suite.restart();
  step('sessions aged');
  if (victims.some((victim) => !victim.statusToken)) throw new Error('a victim case has no status token');
  if (!facts.client_id || !facts.sessionId) throw new Error(`seed incomplete: ${JSON.stringify(facts)}`);

  // The file links the case page gives the valid session.
  const details = await call(suite.server.base, `/conan/faelle/${caseId}`, {
    headers: { cookie: cookies.valid },
  });
  const page = details.body.replaceAll('\\u0026', '&').replaceAll('&amp;', '&');
  const fileLinks = [...new Set([...page.matchAll(/\/conan\/api\/dateien\/[^"'\s<>\\]+/g)].map((m) => m[0]))];
  if (fileLinks.length === 0) throw new Error(`no file links in the case details (${details.status})`);

  const world: World = {
    base: suite.server.base,
    pid: suite.server.child.pid ?? 0,
    dataDir: suite.server.dataDir,
    databaseUrl: suite.databaseUrl,
    caseId,
    statusToken: facts.status_token ?? '',
    paymentSessionId: facts.payment_session_id ?? '',
    clientId: facts.client_id,
    documentIds: order.documents.map((document) => document.id),
    reportId,
    markers: [
      SEED.customer.email,
      `${SEED.customer.firstName} ${SEED.customer.lastName}`,
      SEED.customer.lastName,
      SEED.targetName,
      caseId,
      ...SEED.files,
      SEED.report,
      new URL(SEED.referrer).hostname,
    ],
    staffA,
    staffB,
    specialist,
    cookies,
    validSessionId: facts.sessionId,
    fileLinks,
    victims,
    victimCustomer: VICTIM,
  };
  project.provide('world', world);
  step('ready');
  return async () => {
    await suite?.cleanup();
  };
}
