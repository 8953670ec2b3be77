// Upload limits against disk filling (decision record 007), performed against the real code on a
// real database (PGlite, and PostgreSQL in CI). The other abuse cases: abuse.db.test.ts; over HTTP:
// tests/e2e/abuse.spec.ts.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKey } from '#app/server/abuse/client-address.server.ts';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { checkFileName } from '#app/server/checkout/upload-checks.server.ts';
import { receiveUpload, sweepStagedUploads, type UploadLimits } from '#app/server/checkout/uploads.server.ts';
import { uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { chunks, fixture, validOrder } from '#tests/support/order-fixtures.ts';
import { testProvider } from '#tests/support/provider.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

let database: TestDatabase;
let filesDir: string;
const MB = 1024 * 1024;
const simulated = createSimulatedProvider('abuse-test-secret');

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'echtcheck-abuse-'));
});
afterAll(async () => {
  await database?.cleanup();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const storage = () => createDiskStorage(filesDir);
const defaults: UploadLimits = { filesPerHour: 30, bytesPerHour: 200 * MB, stagedCapBytes: 5120 * MB };
const orderContext = () => ({ db: database.db, storage: storage(), payments: simulated, siteUrl: 'http://localhost' });
const _paymentContext = () => ({
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
    expect(await readdir(path.join(filesDir, 'case-files', checkoutId))).toHaveLength(10);
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

  it('counts files too (30 an hour), and files of placed orders no longer count', async () => {
    const address = '198.51.100.5';
    const order = validOrder();
    const kept = [];
    for (let i = 0; i < 3; i++) {
      const result = await upload({ checkoutId: order.checkoutId, address, name: `chat-${i}.pdf` });
      if (result.ok) kept.push(result.document.id);
    }
    for (let i = 0; i < 27; i++) expect((await upload({ address })).ok).toBe(true);
    expect(await upload({ address })).toMatchObject({ ok: false, reason: 'rate-limited' });
    // The customer orders: their three files become part of the case and free three places.
    expect((await placeOrder(orderContext(), { ...order, documentIds: kept })).ok).toBe(true);
    const [attached] = await database.db
      .select({ key: uploadedDocuments.uploaderKey })
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.caseId, order.checkoutId))
      .limit(1);
    expect(attached?.key).toBeNull();
    for (let i = 0; i < 3; i++) expect((await upload({ address })).ok).toBe(true);
    expect(await upload({ address })).toMatchObject({ reason: 'rate-limited' });
  });

  it('caps all staged bytes together (507), whatever the number of addresses', async () => {
    const staged = await database.db
      .select({ size: uploadedDocuments.fileSize })
      .from(uploadedDocuments)
      .where(isNull(uploadedDocuments.caseId));
    const used = staged.reduce((sum, row) => sum + row.size, 0);
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
    expect(await readdir(path.join(filesDir, 'case-files', checkoutId)).catch(() => [])).toEqual([]);
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
      uploaderKey: limitKey('upload', '198.51.100.9'),
    });
    const folder = path.join(filesDir, 'case-files', checkoutId);
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
