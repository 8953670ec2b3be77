// One-click reverse image search through the whole HTTP layer (app.server.ts), the staff guard and
// the real route modules, in-process, on a site configured as public https: the staff endpoint mints
// the image's public link, audits the use and answers the engine's address; the public route serves
// the copy without metadata to anyone holding the token for ten minutes, and 404 for an expired,
// forged or other document's token. On a localhost site the endpoint refuses and audits nothing.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bildRoute from '#app/routes/api/bild.ts';
import * as reverseSearchRoute from '#app/routes/staff/api/case-reverse-search.ts';
import * as guardRoute from '#app/routes/staff/guard.tsx';
import * as signInRoute from '#app/routes/staff/sign-in.tsx';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { readImageFacts } from '#app/server/casework/image-facts.server.ts';
import {
  mintImageToken,
  servePublicImage,
  startReverseSearch,
} from '#app/server/casework/public-image-links.server.ts';
import { parseConfig } from '#app/server/config/config.server.ts';
import { auditLog, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createHttpApp } from '#app/server/http/app.server.ts';
import { createRuntime, type Runtime, setRuntime } from '#app/server/runtime.server.ts';
import { createStaffAccount } from '#app/server/staff/accounts.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { testServerBuild } from '#tests/support/route-build.ts';
import { phonePhoto } from '#tests/support/synthetic-photo.ts';

const PASSWORD = 'rueckwaerts-suche-leuchtturm-kiesel';
const SITE = 'https://echtcheck.de';
const database = useTestDatabase();
const dataDir = useScratchFolder('echtcheck-reverse-search-http-');
let runtime: Runtime;
let app: ReturnType<typeof createHttpApp>;
let secret: string;
const logger = pino({ level: 'silent' });

const publicSite = {
  SITE_URL: SITE,
  COMPANY_NAME: 'Prüfdienst GmbH',
  COMPANY_REPRESENTATIVE: 'Jonas Weber (Geschäftsführer)',
  COMPANY_STREET: 'Hauptstraße 1',
  COMPANY_POSTAL_CODE: '10827',
  COMPANY_CITY: 'Berlin',
  CONTACT_EMAIL: 'kontakt@pruefdienst.de',
  CONTACT_PHONE: '+49 30 1111111',
  HOSTING_PROVIDER: 'Beispiel Hosting AG, Frankfurt am Main',
  DPO_NAME: 'Dr. Jana Roth, Datenschutz Roth GmbH',
  DPO_EMAIL: 'dsb@datenschutz-roth.de',
  OPERATOR_FIGURES_NONE: 'true',
  COMPANY_REGISTER: 'Amtsgericht Charlottenburg, HRB 654321 B',
  VAT_ID: 'DE987654321',
  ALLOW_SIMULATED_PAYMENTS: 'true',
  REVERSE_IMAGE_SEARCH_SERVICES: 'google-lens,bing,tineye',
};

beforeAll(async () => {
  runtime = createRuntime(parseConfig({ DATA_DIR: dataDir.path, ...publicSite }), database, logger);
  setRuntime(runtime);
  secret = (await (await runtime.staffAuth()).$context).secret;
  app = createHttpApp({
    config: runtime.config,
    logger,
    database,
    build: testServerBuild([
      { id: 'routes/staff/sign-in', path: 'conan', module: signInRoute },
      { id: 'routes/staff/guard', module: guardRoute },
      {
        id: 'routes/staff/api/case-reverse-search',
        parentId: 'routes/staff/guard',
        path: 'conan/api/faelle/:caseId/bildsuche',
        module: reverseSearchRoute,
      },
      { id: 'routes/api/bild', path: 'b/:token', module: bildRoute },
    ]),
    staticFiles: new Map(),
    mode: 'production',
  });
});
afterAll(async () => {
  setRuntime(undefined);
  await runtime?.mailWorker.stop();
});

async function* once(bytes: Buffer) {
  yield new Uint8Array(bytes);
}

/** A paid case with one customer photo (camera, date and GPS in its EXIF). */
async function caseWithPhoto(kind: 'customer' | 'screenshot' = 'customer') {
  const { caseId } = await createPaidCase(database.db, runtime.storage);
  const photo = await phonePhoto(21);
  const key = `case-files/${caseId}/${randomUUID()}-urlaub.jpg`;
  await runtime.storage.write(key, once(photo), { maxBytes: photo.byteLength });
  const [document] = await database.db
    .insert(uploadedDocuments)
    .values({
      caseId,
      kind,
      fileName: 'urlaub.jpg',
      fileSize: photo.byteLength,
      fileType: 'image/jpeg',
      filePath: key,
      state: 'stored',
    })
    .returning({ id: uploadedDocuments.id });
  return { caseId, documentId: document?.id ?? '', photo };
}

async function signedIn() {
  const email = `suche-${randomUUID().slice(0, 8)}@echtcheck.test`;
  const account = await createStaffAccount(await runtime.staffAuth(), database.db, email, PASSWORD);
  const response = await app.request(`${SITE}/conan`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  expect(response.status).toBe(302);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, staffId: account.id };
}

function search(caseId: string, fields: Record<string, string>, cookie: string, origin = SITE) {
  return app.request(`${SITE}/conan/api/faelle/${caseId}/bildsuche`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function searchAudits(caseId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.image.reverse-search')));
}

describe(`reverse image search over HTTP on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('a click: the engine address with a public link, audited; the link serves the copy without metadata', async () => {
    const { cookie, staffId } = await signedIn();
    const { caseId, documentId, photo } = await caseWithPhoto();

    const answer = await search(caseId, { documentId, engine: 'tineye' }, cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const { url } = (await answer.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/tineye\.com\/search\?url=/);
    const imageUrl = new URL(new URL(url).searchParams.get('url') ?? '');
    expect(imageUrl.origin).toBe(SITE);
    expect(imageUrl.pathname).toMatch(/^\/b\/[A-Za-z0-9_-]{59}$/);
    // The engine sees neither the file's name nor the case.
    expect(url).not.toContain('urlaub');
    expect(url).not.toContain(caseId);

    const audits = await searchAudits(caseId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: staffId, entityType: 'case' });
    expect(audits[0]?.details).toMatchObject({ engine: 'tineye', documentId });
    // The case's history names the engine and the image.
    const workflow = await loadCaseWorkflow(database.db, caseId, () => '');
    expect(workflow?.history.map((entry) => entry.action)).toContain('Bildrückwärtssuche geöffnet: TinEye, urlaub.jpg');

    // The engine fetches the image: no session, no cookie.
    const image = await app.request(imageUrl.toString());
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(image.headers.get('x-robots-tag')).toContain('noindex');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(image.headers.get('content-disposition')).toBe('inline; filename="bild.jpg"');
    const copy = Buffer.from(await image.arrayBuffer());
    const facts = await readImageFacts(photo);
    expect(facts).toMatchObject({ gps: true, camera: expect.any(String) });
    expect(await readImageFacts(copy)).toMatchObject({ gps: false, camera: null, takenAt: null, software: null });
    // Upright (the EXIF orientation applied) and full size.
    const served = await sharp(copy).metadata();
    expect([served.width, served.height]).toEqual([facts.width, facts.height]);
    expect(served.exif).toBeUndefined();
  });

  it('every engine configured gets its address; one not configured, another case or a screenshot is refused', async () => {
    const { cookie } = await signedIn();
    const { caseId, documentId } = await caseWithPhoto();
    const lens = (await (await search(caseId, { documentId, engine: 'google-lens' }, cookie)).json()) as {
      url: string;
    };
    expect(lens.url).toMatch(/^https:\/\/lens\.google\.com\/uploadbyurl\?url=https%3A%2F%2Fechtcheck\.de%2Fb%2F/);
    const bing = (await (await search(caseId, { documentId, engine: 'bing' }, cookie)).json()) as { url: string };
    expect(bing.url).toMatch(/^https:\/\/www\.bing\.com\/images\/search\?view=detailv2&iss=sbi&q=imgurl:https%3A/);

    const yandex = await search(caseId, { documentId, engine: 'yandex' }, cookie);
    expect(yandex.status).toBe(400);
    expect(await yandex.json()).toEqual({ error: 'Diese Bildsuche ist nicht freigegeben.' });
    const pimeyes = await search(caseId, { documentId, engine: 'pimeyes' }, cookie);
    expect(pimeyes.status).toBe(400);

    const other = await caseWithPhoto();
    const crossed = await search(caseId, { documentId: other.documentId, engine: 'bing' }, cookie);
    expect(crossed.status).toBe(404);
    const shot = await caseWithPhoto('screenshot');
    expect((await search(shot.caseId, { documentId: shot.documentId, engine: 'bing' }, cookie)).status).toBe(404);
    expect((await search(caseId, { documentId: 'kaputt', engine: 'bing' }, cookie)).status).toBe(404);
    expect(await searchAudits(caseId)).toHaveLength(2);
    expect(await searchAudits(shot.caseId)).toHaveLength(0);
  });

  it('answers 401 without a session and 403 from another origin, and audits nothing', async () => {
    const { caseId, documentId } = await caseWithPhoto();
    expect((await search(caseId, { documentId, engine: 'bing' }, '')).status).toBe(401);
    const { cookie } = await signedIn();
    expect((await search(caseId, { documentId, engine: 'bing' }, cookie, 'https://boese.example')).status).toBe(403);
    expect(await searchAudits(caseId)).toHaveLength(0);
  });

  it('the public link: 404 when expired, forged, for another document or a document that is gone', async () => {
    const { documentId } = await caseWithPhoto();
    const other = await caseWithPhoto();
    const fetchToken = (token: string) => app.request(`${SITE}/b/${token}`);

    const minted = mintImageToken(secret, documentId, Date.now() - 601_000);
    const expired = await fetchToken(minted.token);
    expect(expired.status).toBe(404);
    expect(expired.headers.get('cache-control')).toBe('no-store');
    expect(expired.headers.get('x-robots-tag')).toContain('noindex');

    const valid = mintImageToken(secret, documentId).token;
    const bytes = Buffer.from(valid, 'base64url');
    const otherBytes = Buffer.from(mintImageToken(secret, other.documentId).token, 'base64url');
    // The other document's id under this document's expiry and signature.
    const swapped = Buffer.concat([otherBytes.subarray(0, 16), bytes.subarray(16)]).toString('base64url');
    expect((await fetchToken(swapped)).status).toBe(404);
    expect((await fetchToken(mintImageToken('f'.repeat(40), documentId).token)).status).toBe(404);
    expect((await fetchToken('nicht-gueltig')).status).toBe(404);
    // Each token names its own image.
    expect((await fetchToken(valid)).status).toBe(200);
    const otherValid = await fetchToken(mintImageToken(secret, other.documentId).token);
    expect(otherValid.status).toBe(200);

    // Gone (the case data deleted): the token no longer opens anything.
    await database.db.delete(uploadedDocuments).where(eq(uploadedDocuments.id, documentId));
    expect((await fetchToken(valid)).status).toBe(404);
  });

  it('on a local site: no engines, the endpoint refuses, nothing is audited', async () => {
    const { caseId, documentId } = await caseWithPhoto();
    const result = await startReverseSearch(database.db, {
      config: { SITE_URL: 'http://localhost:3000', REVERSE_IMAGE_SEARCH_SERVICES: ['google-lens', 'bing', 'tineye'] },
      secret,
      staffId: randomUUID(),
      requestId: 'req-local',
      caseId,
      documentId,
      engine: 'bing',
    });
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(result.ok ? '' : result.message).toContain('Kopie ohne Metadaten herunter');
    expect(await searchAudits(caseId)).toHaveLength(0);
    // And a HEAD on a valid link answers without a body.
    const head = await servePublicImage({
      db: database.db,
      storage: runtime.storage,
      secret,
      token: mintImageToken(secret, documentId).token,
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect(await head.text()).toBe('');
  });
});
