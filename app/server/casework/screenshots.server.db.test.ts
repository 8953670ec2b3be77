// Staff screenshots per finding on a real database (issue 29 point 5): PNG and JPEG taken while the
// case is in progress, everything else refused in German before a row exists (PDF, a PNG named
// .jpg, an image bomb, a broken image, more than 10 MB, more than 60 per case, a case not in
// progress); removal; the staff file link shows them; the customer's lists never do; deleting the
// case data removes rows and bytes.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOrderSummary } from '#app/server/customer/order-summary.server.ts';
import { paidCaseDetail } from '#app/server/dashboard/paid-cases.server.ts';
import { auditLog, cases, staffUsers, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { purgeCaseData } from '#app/server/privacy/case-removal.server.ts';
import { serveCaseFile } from '#app/server/staff/file-download.server.ts';
import { fileLink } from '#app/server/staff/file-links.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { pngBombHeader } from '#tests/support/image-bomb.ts';
import { chunks, fixture } from '#tests/support/order-fixtures.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { decodeActivity } from './image-decode.server.ts';
import { removeScreenshot } from './screenshot-removal.server.ts';
import { reportCopyKey, screenshotForReport } from './screenshot-report-copy.server.ts';
import { MAX_SCREENSHOT_BYTES, MAX_SCREENSHOTS_PER_CASE } from './screenshot-rules.server.ts';
import { receiveScreenshot } from './screenshot-upload.server.ts';
import { caseScreenshots, screenshotViews } from './screenshots.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-screenshots-');
const STAFF = 'staff-screenshots-test';
const actor = { staffId: STAFF, requestId: 'req-screenshots' };
const storage = () => createDiskStorage(filesDir.path);

beforeAll(async () => {
  await database.db.insert(staffUsers).values({ id: STAFF, name: 'Jonas Berger', email: 'jonas.berger@example.de' });
});

function upload(caseId: string, fileName: string, body: Buffer | AsyncIterable<Uint8Array>, declaredSize?: number) {
  const iterable = Buffer.isBuffer(body) ? chunks(body) : body;
  return receiveScreenshot({
    db: database.db,
    storage: storage(),
    caseId,
    staffId: STAFF,
    requestId: 'req-screenshot-upload',
    fileName,
    declaredSize: declaredSize ?? (Buffer.isBuffer(body) ? body.byteLength : undefined),
    body: iterable[Symbol.asyncIterator](),
  });
}

/** "Bearbeitung beginnen" as the case workflow records it: the status, when, and who. */
async function start(caseId: string) {
  await database.db
    .update(cases)
    .set({ status: 'in-progress', startedAt: new Date(), assignedTo: STAFF })
    .where(eq(cases.id, caseId));
}

async function caseInProgress(): Promise<string> {
  const { caseId } = await createPaidCase(database.db, storage());
  await start(caseId);
  return caseId;
}

async function screenshotPng(width = 1280, height = 720): Promise<Buffer> {
  return sharp(await syntheticJpeg(11, width, height))
    .png()
    .toBuffer();
}

/** The files below the case's folder in the storage. */
async function filesOf(caseId: string): Promise<string[]> {
  return readdir(path.join(filesDir.path, 'case-files', caseId)).catch(() => []);
}

async function documentsOf(caseId: string) {
  return database.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.caseId, caseId));
}

describe(`staff screenshots on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('takes a PNG and a JPEG: stored with the case, recorded for the staff member, audited, listed oldest first', async () => {
    const caseId = await caseInProgress();
    const png = await screenshotPng();
    const first = await upload(caseId, 'Profil auf Instagram.png', png);
    expect(first).toMatchObject({
      ok: true,
      screenshot: { fileName: 'Profil auf Instagram.png', fileSize: png.byteLength },
    });
    if (!first.ok) throw new Error('refused');
    expect(new Date(first.screenshot.uploadedAt).toISOString()).toBe(first.screenshot.uploadedAt);

    const jpeg = await syntheticJpeg(12, 1920, 1080);
    const second = await upload(caseId, 'treffer-2.jpeg', jpeg);
    expect(second).toMatchObject({ ok: true, screenshot: { fileName: 'treffer-2.jpeg', fileSize: jpeg.byteLength } });

    const [row] = await database.db
      .select()
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.id, first.screenshot.id));
    expect(row).toMatchObject({
      caseId,
      kind: 'screenshot',
      fileType: 'image/png',
      state: 'stored',
      uploadedBy: STAFF,
      sha256: createHash('sha256').update(png).digest('hex'),
    });
    expect(row?.filePath).toMatch(
      new RegExp(`^case-files/${caseId}/screenshot-\\d+-[0-9a-f]{8}-Profil-auf-Instagram\\.png$`),
    );
    // Each screenshot with the report's copy beside it (scaled once, at the upload).
    const files = await filesOf(caseId);
    expect(files).toHaveLength(4);
    expect(files.filter((file) => file.endsWith('.report.jpg'))).toHaveLength(2);

    const listed = await caseScreenshots(database.db, caseId);
    expect(listed.map((shot) => [shot.fileName, shot.fileSize])).toEqual([
      ['Profil auf Instagram.png', png.byteLength],
      ['treffer-2.jpeg', jpeg.byteLength],
    ]);
    expect(listed[0]?.uploadedAt).toBeInstanceOf(Date);
    expect(listed[1]?.sha256).toBe(createHash('sha256').update(jpeg).digest('hex'));

    const views = await screenshotViews(database.db, caseId, (id) => `/link/${id}`);
    expect(views[0]).toEqual({
      id: first.screenshot.id,
      fileName: 'Profil auf Instagram.png',
      fileSize: png.byteLength,
      uploadedAt: first.screenshot.uploadedAt,
      openUrl: `/link/${first.screenshot.id}`,
    });

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.screenshot.uploaded')));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorType: 'staff', actorId: STAFF, entityType: 'case' });

    // The report's copy reads the stored file.
    const copy = await screenshotForReport(storage(), listed[1] as (typeof listed)[number]);
    expect(copy).toMatchObject({ format: 'jpeg', width: 1400, height: 788 });
  });

  it('refuses a PDF, a PNG named .jpg, other file names and an empty file, storing nothing', async () => {
    const caseId = await caseInProgress();
    const wrongType = { ok: false, status: 415, message: 'Bitte laden Sie ein Bildschirmfoto als PNG oder JPEG hoch.' };
    expect(await upload(caseId, 'bericht.pdf', await fixture('chatverlauf.pdf'))).toEqual(wrongType);
    // A PDF named like a screenshot: the content decides.
    expect(await upload(caseId, 'treffer.png', await fixture('chatverlauf.pdf'))).toEqual(wrongType);
    expect(await upload(caseId, 'treffer.jpg', await screenshotPng(200, 100))).toMatchObject({
      ok: false,
      status: 415,
      message: expect.stringContaining('Dateiendung und Inhalt passen nicht zusammen.'),
    });
    expect(await upload(caseId, '../treffer.png', await screenshotPng(200, 100))).toEqual(wrongType);
    expect(await upload(caseId, 'leer.png', Buffer.alloc(0))).toEqual({
      ok: false,
      status: 400,
      message: 'Die Datei ist leer.',
    });
    expect(await documentsOf(caseId)).toEqual([]);
    expect(await filesOf(caseId)).toEqual([]);
  });

  it('refuses the PNG bomb from its header without decoding a pixel, a broken PNG and a truncated JPEG', async () => {
    const caseId = await caseInProgress();
    const before = decodeActivity().started;
    expect(await upload(caseId, 'bombe.png', pngBombHeader())).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringContaining('zu viele Pixel'),
    });
    expect(decodeActivity().started).toBe(before);

    // Only the signature and the start of a header: PNG by its first bytes, but no image.
    const broken = (await screenshotPng(200, 100)).subarray(0, 20);
    expect(await upload(caseId, 'kaputt.png', broken)).toMatchObject({
      ok: false,
      status: 415,
      message: expect.stringContaining('Das Bild lässt sich nicht lesen'),
    });
    // A JPEG whose header reads but whose picture breaks off: decoded once at upload, refused then.
    const jpeg = await sharp(await screenshotPng(400, 300))
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(
      await upload(caseId, 'abgeschnitten.jpg', jpeg.subarray(0, Math.floor(jpeg.byteLength * 0.6))),
    ).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await documentsOf(caseId)).toEqual([]);
    expect(await filesOf(caseId)).toEqual([]);
  });

  it('refuses more than 10 MB, declared or streamed, storing nothing', async () => {
    const caseId = await caseInProgress();
    const tooLarge = { ok: false, status: 413, message: 'Das Bildschirmfoto ist zu groß (höchstens 10 MB).' };
    const png = await screenshotPng(200, 100);
    expect(await upload(caseId, 'gross.png', png, MAX_SCREENSHOT_BYTES + 1)).toEqual(tooLarge);
    // No declared size (chunked): the storage stops at the limit.
    async function* endless() {
      yield new Uint8Array(png);
      for (let sent = png.byteLength; sent <= MAX_SCREENSHOT_BYTES; sent += 1024 * 1024)
        yield new Uint8Array(1024 * 1024);
    }
    expect(await upload(caseId, 'gross.png', endless())).toEqual(tooLarge);
    expect(await documentsOf(caseId)).toEqual([]);
    expect(await filesOf(caseId)).toEqual([]);
  });

  it('takes screenshots only while the case is in progress', async () => {
    const png = await screenshotPng(200, 100);
    const { caseId } = await createPaidCase(database.db, storage());
    expect(await upload(caseId, 'treffer.png', png)).toEqual({
      ok: false,
      status: 409,
      message: 'Bitte beginnen Sie zuerst die Bearbeitung.',
    });
    expect(await upload('3f1c2a7e-0000-4000-8000-000000000000', 'treffer.png', png)).toMatchObject({ status: 404 });
    expect(await upload('kein-fall', 'treffer.png', png)).toMatchObject({ status: 404 });

    await start(caseId);
    const taken = await upload(caseId, 'treffer.png', png);
    if (!taken.ok) throw new Error(taken.message);
    await database.db.update(cases).set({ status: 'completed' }).where(eq(cases.id, caseId));
    expect(await upload(caseId, 'noch-einer.png', png)).toEqual({
      ok: false,
      status: 409,
      message: 'Zu diesem Fall können keine Bildschirmfotos mehr hochgeladen werden.',
    });
    expect(await removeScreenshot(database.db, storage(), actor, caseId, taken.screenshot.id)).toEqual({
      ok: false,
      status: 409,
      message: 'Bildschirmfotos lassen sich nur entfernen, solange der Fall in Bearbeitung ist.',
    });
    expect(await caseScreenshots(database.db, caseId)).toHaveLength(1);
  });

  it('refuses the 61st screenshot of a case, and takes one again after a removal', async () => {
    const caseId = await caseInProgress();
    const png = await screenshotPng(200, 100);
    const first = await upload(caseId, 'treffer-1.png', png);
    if (!first.ok) throw new Error(first.message);
    // The other 59 as rows: the limit counts rows.
    await database.db.insert(uploadedDocuments).values(
      Array.from({ length: MAX_SCREENSHOTS_PER_CASE - 1 }, (_, index) => ({
        caseId,
        kind: 'screenshot' as const,
        fileName: `treffer-${index + 2}.png`,
        fileSize: png.byteLength,
        fileType: 'image/png',
        filePath: `case-files/${caseId}/screenshot-${index + 2}.png`,
        state: 'stored' as const,
        uploadedBy: STAFF,
      })),
    );
    const refused = await upload(caseId, 'treffer-61.png', png);
    expect(refused).toEqual({
      ok: false,
      status: 409,
      message:
        'Zu diesem Fall sind bereits 60 Bildschirmfotos gespeichert. Bitte entfernen Sie zuerst eines, das Sie nicht mehr brauchen.',
    });
    expect(await caseScreenshots(database.db, caseId)).toHaveLength(60);
    // The file and its report copy.
    expect(await filesOf(caseId)).toHaveLength(2);

    expect(await removeScreenshot(database.db, storage(), actor, caseId, first.screenshot.id)).toEqual({ ok: true });
    expect(await upload(caseId, 'treffer-61.png', png)).toMatchObject({ ok: true });
  });

  it('removes a screenshot with its bytes and an audit row, and nothing else', async () => {
    const caseId = await caseInProgress();
    const png = await screenshotPng(300, 200);
    const taken = await upload(caseId, 'treffer.png', png);
    if (!taken.ok) throw new Error(taken.message);
    // A customer's file of the same case: never removed through this path.
    const [customerFile] = await database.db
      .insert(uploadedDocuments)
      .values({
        caseId,
        kind: 'customer',
        fileName: 'profilbild.png',
        fileSize: 73,
        fileType: 'image/png',
        filePath: `case-files/${caseId}/1-profilbild.png`,
        state: 'stored',
      })
      .returning({ id: uploadedDocuments.id });
    const gone = { ok: false, status: 404, message: 'Dieses Bildschirmfoto gibt es nicht (mehr).' };
    expect(await removeScreenshot(database.db, storage(), actor, caseId, customerFile?.id ?? '')).toEqual(gone);
    const otherCase = await caseInProgress();
    expect(await removeScreenshot(database.db, storage(), actor, otherCase, taken.screenshot.id)).toEqual(gone);
    expect(await removeScreenshot(database.db, storage(), actor, caseId, 'kein-bild')).toEqual(gone);

    expect(await removeScreenshot(database.db, storage(), actor, caseId, taken.screenshot.id)).toEqual({ ok: true });
    expect(await removeScreenshot(database.db, storage(), actor, caseId, taken.screenshot.id)).toEqual(gone);
    expect((await documentsOf(caseId)).map((row) => row.kind)).toEqual(['customer']);
    expect(await filesOf(caseId)).toEqual([]);
    const [removal] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.screenshot.removed')));
    expect(removal).toMatchObject({
      actorId: STAFF,
      details: { documentId: taken.screenshot.id, fileName: 'treffer.png' },
    });
  });

  it('shows a screenshot to staff inline through the file link, never in the customer’s lists', async () => {
    const caseId = await caseInProgress();
    const png = await screenshotPng(300, 200);
    const taken = await upload(caseId, 'treffer.png', png);
    if (!taken.ok) throw new Error(taken.message);
    await database.db.insert(uploadedDocuments).values({
      caseId,
      kind: 'customer',
      fileName: 'profilbild.png',
      fileSize: 73,
      fileType: 'image/png',
      filePath: `case-files/${caseId}/1-profilbild.png`,
      state: 'stored',
    });

    const secret = 's'.repeat(40);
    const link = new URL(
      fileLink(secret, { documentId: taken.screenshot.id, sessionId: 'session-1', disposition: 'inline' }),
      'http://localhost',
    );
    const response = await serveCaseFile({
      db: database.db,
      storage: storage(),
      secret,
      staffId: STAFF,
      sessionId: 'session-1',
      documentId: taken.screenshot.id,
      query: link.searchParams,
      requestId: 'req-screenshot-open',
      method: 'GET',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="treffer\.png"/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);

    // The order's summary (mails) and the case's list of the customer's files.
    const summary = await loadOrderSummary(database.db, caseId);
    expect(summary?.documents.map((document) => document.fileName)).toEqual(['profilbild.png']);
    const detail = await paidCaseDetail(database.db, caseId);
    expect(detail?.documents.map((document) => document.fileName)).toEqual(['profilbild.png']);
  });

  it('is decoded once, at the upload: the report reads the stored copy; one without a copy is scaled then', async () => {
    const caseId = await caseInProgress();
    const taken = await upload(caseId, 'fund.png', await screenshotPng(1600, 900));
    if (!taken.ok) throw new Error(taken.message);
    const [row] = await caseScreenshots(database.db, caseId);
    if (!row) throw new Error('no row');
    const before = decodeActivity().started;
    const copy = await screenshotForReport(storage(), row);
    expect(decodeActivity().started).toBe(before);
    expect(copy).toMatchObject({ format: 'jpeg', width: 1400, height: 788 });
    await storage().remove(reportCopyKey(row.filePath));
    expect(await screenshotForReport(storage(), row)).toMatchObject({ width: 1400, height: 788 });
    expect(decodeActivity().started).toBe(before + 1);
  });

  it('goes with the case data: row and bytes', async () => {
    const caseId = await caseInProgress();
    const taken = await upload(caseId, 'treffer.png', await screenshotPng(300, 200));
    if (!taken.ok) throw new Error(taken.message);
    expect(await filesOf(caseId)).toHaveLength(2);
    const purged = await database.db.transaction((tx) =>
      purgeCaseData(tx, storage(), caseId, { now: new Date(), reason: 'erasure-request', staff: actor }),
    );
    expect(purged).toBe(true);
    expect(await documentsOf(caseId)).toEqual([]);
    expect(await caseScreenshots(database.db, caseId)).toEqual([]);
    expect(await filesOf(caseId)).toEqual([]);
    // The case stays in progress on paper, but its data is gone: no new files.
    expect(await upload(caseId, 'danach.png', await screenshotPng(300, 200))).toMatchObject({ ok: false, status: 409 });
    expect(await filesOf(caseId)).toEqual([]);
  });
});
