// Upload limits against disk filling (decision record 007), performed against the real code on a
// real database (PGlite, and PostgreSQL in CI). The other abuse cases: abuse.db.test.ts; over HTTP:
// tests/e2e/abuse.spec.ts.
import { randomUUID } from 'node:crypto';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusesLeadingTo } from '#app/lib/case-state.ts';
import { limitKey } from '#app/server/abuse/client-address.server.ts';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { checkFileName } from '#app/server/checkout/upload-checks.server.ts';
import {
  receiveUpload,
  removeStagedUpload,
  sweepStagedUploads,
  type UploadLimits,
  uploadLimits,
} from '#app/server/checkout/uploads.server.ts';
import { cases, uploadedDocuments, uploadLedger } from '#app/server/db/schema.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks, fixture, validOrder } from '#tests/support/order-fixtures.ts';
import { testProvider } from '#tests/support/provider.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-abuse-');
const MB = 1024 * 1024;
const simulated = createSimulatedProvider('abuse-test-secret');

const storage = () => createDiskStorage(filesDir.path);
const defaults: UploadLimits = { filesPerHour: 30, bytesPerHour: 200 * MB, stagedCapBytes: 5120 * MB };
const orderContext = () => ({ db: database.db, storage: storage(), payments: simulated, siteUrl: 'http://localhost' });
const paymentContext = () => ({
  db: database.db,
  storage: storage(),
  siteUrl: 'http://localhost',
  staffEmail: 'team@echtcheck.de',
  provider: testProvider,
});

function pdf(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n').copy(body);
  return body;
}

function upload(
  options: { checkoutId?: string; address?: string; limits?: UploadLimits; name?: string; body?: Buffer } = {},
) {
  const body = options.body ?? pdf(64 * 1024);
  return receiveUpload({
    db: database.db,
    storage: storage(),
    checkoutId: options.checkoutId ?? randomUUID(),
    fileName: options.name ?? 'chat.pdf',
    declaredSize: body.byteLength,
    body: chunks(body),
    uploaderKey: limitKey('upload', options.address ?? '198.51.100.1'),
    limits: options.limits ?? defaults,
  });
}

async function stagedRows(where = isNull(uploadedDocuments.caseId)) {
  const [row] = await database.db.select({ value: count() }).from(uploadedDocuments).where(where);
  return row?.value ?? 0;
}

/** The bytes the total cap counts: staged files and the files of orders awaiting payment. */
async function unpaidBytes() {
  const [row] = await database.db
    .select({ value: sql<number>`coalesce(sum(${uploadedDocuments.fileSize}), 0)`.mapWith(Number) })
    .from(uploadedDocuments)
    .leftJoin(cases, eq(cases.id, uploadedDocuments.caseId))
    .where(or(isNull(uploadedDocuments.caseId), inArray(cases.status, statusesLeadingTo('paid'))));
  return row?.value ?? 0;
}

describe(`upload limits on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('30 parallel uploads to one checkout store exactly 10', async () => {
    const checkoutId = randomUUID();
    const png = await fixture('profilbild.png');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        upload({ checkoutId, name: `bild-${i}.png`, body: png, address: '198.51.100.2' }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.filter((result) => !result.ok && result.reason === 'too-many')).toHaveLength(20);
    expect(await stagedRows(eq(uploadedDocuments.stagingId, checkoutId))).toBe(10);
    expect(await readdir(path.join(filesDir.path, 'case-files', checkoutId))).toHaveLength(10);
  });

  it('one client network stages at most 200 MB an hour under ever-new checkout ids, then gets 429 with a wait', async () => {
    const address = '198.51.100.3';
    const big = pdf(50 * MB);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await upload({ address, body: big }));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, false]);
    const refused = results[4];
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(3000);
    // Another network is not affected; nor is the IPv6 neighbour of another /64.
    expect((await upload({ address: '198.51.100.4', body: big })).ok).toBe(true);
    // The same IPv6 /64 counts as one client.
    const v6 = { filesPerHour: 1, bytesPerHour: 200 * MB, stagedCapBytes: 5120 * MB };
    expect((await upload({ address: '2001:db8:1:2::10', limits: v6 })).ok).toBe(true);
    expect(await upload({ address: '2001:db8:1:2:ffff::1', limits: v6 })).toMatchObject({ reason: 'rate-limited' });
  });

  it('counts files too (30 an hour), and files of placed orders still count', async () => {
    const address = '198.51.100.5';
    const order = validOrder();
    const kept = [];
    for (let i = 0; i < 3; i++) {
      const result = await upload({ checkoutId: order.checkoutId, address, name: `chat-${i}.pdf` });
      if (result.ok) kept.push(result.document.id);
    }
    for (let i = 0; i < 27; i++) expect((await upload({ address })).ok).toBe(true);
    expect(await upload({ address })).toMatchObject({ ok: false, reason: 'rate-limited' });
    // The customer orders: their three files become part of the case, and still count for the hour.
    expect((await placeOrder(orderContext(), { ...order, documentIds: kept })).ok).toBe(true);
    expect(await upload({ address })).toMatchObject({ ok: false, reason: 'rate-limited' });
  });

  it('issue 25 point 3: rounds of uploads each followed by an unpaid order stay within the hourly limit (429)', async () => {
    // The attack at a tenth of the scale: rounds of 10 × 1 MB, each attached to an order that
    // is never paid, against UPLOAD_LIMIT_MB_PER_HOUR = 20.
    const address = '198.51.100.6';
    const limits = uploadLimits({
      UPLOAD_LIMIT_FILES_PER_HOUR: 30,
      UPLOAD_LIMIT_MB_PER_HOUR: 20,
      UPLOAD_STAGED_CAP_MB: 5120,
    });
    const accepted: boolean[] = [];
    let refusal: unknown;
    for (let round = 0; round < 3; round++) {
      const order = validOrder();
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) {
        const result = await upload({
          checkoutId: order.checkoutId,
          address,
          limits,
          body: pdf(MB),
          name: `seite-${i}.pdf`,
        });
        accepted.push(result.ok);
        if (result.ok) ids.push(result.document.id);
        else refusal ??= result;
      }
      if (ids.length > 0) expect((await placeOrder(orderContext(), { ...order, documentIds: ids })).ok).toBe(true);
    }
    expect(accepted.filter(Boolean)).toHaveLength(20);
    expect(accepted.slice(20)).toEqual(Array(10).fill(false));
    expect(refusal).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect((refusal as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000);

    // Removing a staged file does not give its upload back either.
    const checkoutId = randomUUID();
    const other = uploadLimits({
      UPLOAD_LIMIT_FILES_PER_HOUR: 1,
      UPLOAD_LIMIT_MB_PER_HOUR: 20,
      UPLOAD_STAGED_CAP_MB: 5120,
    });
    const first = await upload({ checkoutId, address: '198.51.100.7', limits: other });
    if (!first.ok) throw new Error('upload refused');
    expect(await removeStagedUpload(database.db, storage(), checkoutId, first.document.id)).toBe(true);
    expect(await upload({ checkoutId, address: '198.51.100.7', limits: other })).toMatchObject({
      reason: 'rate-limited',
    });

    // The ledger keeps a network's key for the hour only: the hourly sweep deletes older entries.
    const key = limitKey('upload', address);
    const ledgerRows = () =>
      database.db.select({ value: count() }).from(uploadLedger).where(eq(uploadLedger.uploaderKey, key));
    expect((await ledgerRows())[0]?.value).toBe(20);
    await sweepStagedUploads(database.db, storage(), new Date(Date.now() + 3601 * 1000));
    expect((await ledgerRows())[0]?.value).toBe(0);
  });

  it('parallel uploads of one network under ever-new checkout ids: exactly the hourly number is accepted', async () => {
    const limits = uploadLimits({
      UPLOAD_LIMIT_FILES_PER_HOUR: 12,
      UPLOAD_LIMIT_MB_PER_HOUR: 200,
      UPLOAD_STAGED_CAP_MB: 5120,
    });
    const results = await Promise.all(Array.from({ length: 30 }, () => upload({ address: '198.51.100.8', limits })));
    expect(results.filter((result) => result.ok)).toHaveLength(12);
    expect(results.filter((result) => !result.ok && result.reason === 'rate-limited')).toHaveLength(18);
    const [row] = await database.db
      .select({ value: count() })
      .from(uploadLedger)
      .where(eq(uploadLedger.uploaderKey, limitKey('upload', '198.51.100.8')));
    expect(row?.value).toBe(12);
  });

  it('issue 25 point 3: files of unpaid orders count against the total cap until paid (507)', async () => {
    const used = await unpaidBytes();
    const limits: UploadLimits = { filesPerHour: 30, bytesPerHour: 200 * MB, stagedCapBytes: used + 3 * MB };
    // Two files ordered but not paid, one staged elsewhere: the cap is reached.
    const order = validOrder();
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const result = await upload({ checkoutId: order.checkoutId, address: '203.0.113.10', body: pdf(MB), limits });
      if (!result.ok) throw new Error(`upload refused: ${result.reason}`);
      ids.push(result.document.id);
    }
    expect((await placeOrder(orderContext(), { ...order, documentIds: ids })).ok).toBe(true);
    expect((await upload({ address: '203.0.113.11', body: pdf(MB), limits })).ok).toBe(true);
    expect(await upload({ address: '203.0.113.12', body: pdf(MB), limits })).toEqual({
      ok: false,
      reason: 'storage-full',
    });
    // Paid: the order's files are the case's now and no longer count against the cap.
    const [pending] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    const signed = simulated.signedEvent('paid', {
      sessionId: pending?.paymentSessionId ?? '',
      caseId: order.checkoutId,
      amountCents: 3900,
    });
    expect(
      await applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature)),
    ).toBe('paid');
    expect((await upload({ address: '203.0.113.12', body: pdf(MB), limits })).ok).toBe(true);
  });

  it('caps all staged bytes together (507), whatever the number of addresses', async () => {
    const used = await unpaidBytes();
    const limits = { filesPerHour: 30, bytesPerHour: 200 * MB, stagedCapBytes: used + 2 * MB };
    expect((await upload({ address: '203.0.113.1', body: pdf(MB), limits })).ok).toBe(true);
    expect(await upload({ address: '203.0.113.2', body: pdf(2 * MB), limits })).toEqual({
      ok: false,
      reason: 'storage-full',
    });
  });

  it('refused uploads give their reservation back and leave nothing in storage', async () => {
    const checkoutId = randomUUID();
    const exe = await fixture('programm-als-bild.png');
    expect(await upload({ checkoutId, name: 'bild.png', body: exe })).toMatchObject({ reason: 'invalid-type' });
    expect(await stagedRows(eq(uploadedDocuments.stagingId, checkoutId))).toBe(0);
    expect(await readdir(path.join(filesDir.path, 'case-files', checkoutId)).catch(() => [])).toEqual([]);
  });

  it('the sweep removes reservations of uploads that never finished, and stale partial files', async () => {
    const checkoutId = randomUUID();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await database.db.insert(uploadedDocuments).values({
      stagingId: checkoutId,
      fileName: 'abgebrochen.pdf',
      fileSize: 50 * MB,
      fileType: 'application/octet-stream',
      filePath: `case-files/${checkoutId}/1-abgebrochen.pdf`,
      uploadTimestamp: twoHoursAgo,
      state: 'receiving',
    });
    const folder = path.join(filesDir.path, 'case-files', checkoutId);
    await rm(folder, { recursive: true, force: true });
    await (await import('node:fs/promises')).mkdir(folder, { recursive: true });
    const stale = path.join(folder, '1-abgebrochen.pdf.part-0a1b2c3d');
    const fresh = path.join(folder, '2-laeuft.pdf.part-4e5f6a7b');
    await writeFile(stale, pdf(MB));
    await writeFile(fresh, pdf(MB));
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    const removed = await sweepStagedUploads(database.db, storage());
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await stagedRows(eq(uploadedDocuments.stagingId, checkoutId))).toBe(0);
    expect(await readdir(folder)).toEqual(['2-laeuft.pdf.part-4e5f6a7b']);
  });

  it('refuses file names with bidirectional overrides, control characters or broken UTF-16', () => {
    expect(checkFileName('rechnung\u202Efdp.exe.pdf')).toMatchObject({ ok: false, reason: 'invalid-name' });
    expect(checkFileName('bild\u2066.png')).toMatchObject({ ok: false, reason: 'invalid-name' });
    expect(checkFileName('bild\u0007.png')).toMatchObject({ ok: false, reason: 'invalid-name' });
    expect(checkFileName('bild\ud800.png')).toMatchObject({ ok: false, reason: 'invalid-name' });
    expect(checkFileName('Urlaubsfoto Mallorca 😊.png')).toEqual({ ok: true, name: 'Urlaubsfoto Mallorca 😊.png' });
  });
});
