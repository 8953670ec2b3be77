// Staff screenshots through the whole HTTP layer (app.server.ts), the staff guard and the real route
// modules, in-process, as the case page sends them: a raw PNG body with its name in X-File-Name
// (201 with a signed link that shows it inline), a PDF refused with the German message as JSON, the
// removal (204, then 404), and no session: 401. Only the root layout is a stand-in.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as screenshotRoute from '#app/routes/staff/api/case-screenshot.ts';
import * as screenshotsRoute from '#app/routes/staff/api/case-screenshots.ts';
import * as fileRoute from '#app/routes/staff/api/file.ts';
import * as guardRoute from '#app/routes/staff/guard.tsx';
import * as signInRoute from '#app/routes/staff/sign-in.tsx';
import { caseScreenshots } from '#app/server/casework/screenshots.server.ts';
import { parseConfig } from '#app/server/config/config.server.ts';
import { cases } from '#app/server/db/schema.server.ts';
import { createHttpApp } from '#app/server/http/app.server.ts';
import { createRuntime, type Runtime, setRuntime } from '#app/server/runtime.server.ts';
import { createStaffAccount } from '#app/server/staff/accounts.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { testServerBuild } from '#tests/support/route-build.ts';

const PASSWORD = 'bildschirm-foto-leuchtturm-kiesel';
const database = useTestDatabase();
const dataDir = useScratchFolder('echtcheck-screenshots-http-');
let runtime: Runtime;
let app: ReturnType<typeof createHttpApp>;
let origin: string;
const logger = pino({ level: 'silent' });

function staffBuild() {
  return testServerBuild([
    { id: 'routes/staff/sign-in', path: 'conan', module: signInRoute },
    { id: 'routes/staff/guard', module: guardRoute },
    {
      id: 'routes/staff/api/case-screenshots',
      parentId: 'routes/staff/guard',
      path: 'conan/api/faelle/:caseId/bildschirmfotos',
      module: screenshotsRoute,
    },
    {
      id: 'routes/staff/api/case-screenshot',
      parentId: 'routes/staff/guard',
      path: 'conan/api/faelle/:caseId/bildschirmfotos/:id',
      module: screenshotRoute,
    },
    {
      id: 'routes/staff/api/file',
      parentId: 'routes/staff/guard',
      path: 'conan/api/dateien/:documentId',
      module: fileRoute,
    },
  ]);
}

beforeAll(async () => {
  runtime = createRuntime(parseConfig({ DATA_DIR: dataDir.path }), database, logger);
  setRuntime(runtime);
  origin = new URL(runtime.config.SITE_URL).origin;
  app = createHttpApp({
    config: runtime.config,
    logger,
    database,
    build: staffBuild(),
    staticFiles: new Map(),
    mode: 'production',
  });
});
afterAll(async () => {
  setRuntime(undefined);
  await runtime?.mailWorker.stop();
});

/** A specialist (Prüfer) signed in: the session cookie and the account's id. */
async function signedInSpecialist() {
  const email = `pruefer-${randomUUID().slice(0, 8)}@echtcheck.test`;
  const account = await createStaffAccount(await runtime.staffAuth(), database.db, email, PASSWORD);
  const response = await app.request(`${origin}/conan`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  expect(response.status).toBe(302);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, staffId: account.id };
}

function send(pathname: string, method: string, cookie: string, body?: Buffer, fileName?: string) {
  return app.request(`${origin}${pathname}`, {
    method,
    headers: {
      origin,
      cookie,
      ...(body ? { 'content-type': 'application/octet-stream', 'content-length': String(body.byteLength) } : {}),
      ...(fileName ? { 'x-file-name': encodeURIComponent(fileName) } : {}),
    },
    body: body ? new Uint8Array(body) : undefined,
  });
}

describe(`screenshots over HTTP on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('uploads, shows, refuses and removes a screenshot for a signed-in specialist', async () => {
    const { cookie, staffId } = await signedInSpecialist();
    const { caseId } = await createPaidCase(database.db, runtime.storage);
    await database.db
      .update(cases)
      .set({ status: 'in-progress', startedAt: new Date(), assignedTo: staffId })
      .where(eq(cases.id, caseId));
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a6fdb' } })
      .png()
      .toBuffer();
    const collection = `/conan/api/faelle/${caseId}/bildschirmfotos`;

    const created = await send(collection, 'POST', cookie, png, 'Fundstelle Müller.png');
    expect(created.status).toBe(201);
    const screenshot = (await created.json()) as Record<string, string | number>;
    expect(screenshot).toMatchObject({ fileName: 'Fundstelle Müller.png', fileSize: png.byteLength });
    expect(Object.keys(screenshot).sort()).toEqual(['fileName', 'fileSize', 'id', 'openUrl', 'uploadedAt']);
    expect(screenshot.openUrl).toMatch(new RegExp(`^/conan/api/dateien/${screenshot.id}\\?d=inline&`));

    const shown = await send(String(screenshot.openUrl), 'GET', cookie);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await shown.arrayBuffer()).equals(png)).toBe(true);

    const pdf = await send(collection, 'POST', cookie, await fixture('chatverlauf.pdf'), 'fund.pdf');
    expect(pdf.status).toBe(415);
    expect(await pdf.json()).toEqual({ error: 'Bitte laden Sie ein Bildschirmfoto als PNG oder JPEG hoch.' });

    expect((await send(collection, 'GET', cookie)).status).toBeGreaterThanOrEqual(400);
    const removed = await send(`${collection}/${screenshot.id}`, 'DELETE', cookie);
    expect(removed.status).toBe(204);
    const again = await send(`${collection}/${screenshot.id}`, 'DELETE', cookie);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Dieses Bildschirmfoto gibt es nicht (mehr).' });
    expect(await caseScreenshots(database.db, caseId)).toEqual([]);
  });

  it('answers 401 without a session, and stores nothing', async () => {
    const { caseId } = await createPaidCase(database.db, runtime.storage);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const response = await send(`/conan/api/faelle/${caseId}/bildschirmfotos`, 'POST', '', png, 'fund.png');
    expect(response.status).toBe(401);
    expect(await caseScreenshots(database.db, caseId)).toEqual([]);
  });
});
