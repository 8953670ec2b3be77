import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadOrderSummary } from '#app/server/customer/order-summary.server.ts';
import { paidCaseDetail } from '#app/server/dashboard/paid-cases.server.ts';
import { auditLog, cases, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { purgeCaseData } from '#app/server/privacy/case-removal.server.ts';
import { serveCaseFile } from '#app/server/staff/file-download.server.ts';
import { fileLink } from '#app/server/staff/file-links.server.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { STAFF, useScreenshotFixtures } from '#tests/support/screenshot-fixtures.ts';
import { decodeActivity } from './image-decode.server.ts';
import { removeScreenshot } from './screenshot-removal.server.ts';
import { reportCopyKey, screenshotForReport } from './screenshot-report-copy.server.ts';
import { MAX_SCREENSHOTS_PER_CASE } from './screenshot-rules.server.ts';
import { caseScreenshots } from './screenshots.server.ts';

const { database, actor, storage, upload, start, caseInProgress, screenshotPng, filesOf, documentsOf } =
  useScreenshotFixtures();

describe(`staff screenshots on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
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
