// Staff screenshots' upload on a real database (issue 29 point 5): PNG and JPEG stored, recorded and
// audited; everything else refused in German before a row exists (PDF, a PNG named .jpg, an image
// bomb, a broken image, more than 10 MB). The rest: screenshots.server.db.test.ts.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { pngBombHeader } from '#tests/support/image-bomb.ts';
import { fixture } from '#tests/support/order-fixtures.ts';
import { STAFF, useScreenshotFixtures } from '#tests/support/screenshot-fixtures.ts';
import { syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { decodeActivity } from './image-decode.server.ts';
import { screenshotForReport } from './screenshot-report-copy.server.ts';
import { MAX_SCREENSHOT_BYTES } from './screenshot-rules.server.ts';
import { caseScreenshots, screenshotViews } from './screenshots.server.ts';

const { database, storage, upload, caseInProgress, screenshotPng, filesOf, documentsOf } = useScreenshotFixtures();

describe(`staff screenshot uploads on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
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
});
