// The order path end to end on a real database: uploads, order, payment event, invoice, outbox.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks, fixture, validOrder } from '#tests/support/order-fixtures.ts';
import { parseConfig, providerInfo } from '../config/config.server.ts';
import { cases, consentRecords, mailOutbox, uploadedDocuments, withdrawals } from '../db/schema.server.ts';
import { createSimulatedProvider } from '../payments/simulated.server.ts';
import { createDiskStorage } from '../storage/storage.server.ts';
import { recordWithdrawal } from '../withdrawals/withdrawal.server.ts';
import { placeOrder } from './order.server.ts';
import { MAX_FILE_BYTES, receiveUpload, sweepStagedUploads } from './uploads.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-files-');
const simulated = createSimulatedProvider('test-secret');
const provider = providerInfo(parseConfig({}));

const storage = () => createDiskStorage(filesDir.path);
/** Limits high enough not to matter here (tests/integration/abuse.db.test.ts tests them). */
const unlimited = {
  uploaderKey: 'upload:checkout-flow-test',
  limits: { filesPerHour: 10_000, bytesPerHour: 1e12, stagedCapBytes: 1e12 },
};
const orderContext = () => ({
  db: database.db,
  storage: storage(),
  payments: simulated,
  siteUrl: 'http://localhost:3000',
});
async function upload(checkoutId: string, fileName: string, body: Buffer) {
  return receiveUpload({
    db: database.db,
    storage: storage(),
    checkoutId,
    fileName,
    declaredSize: body.byteLength,
    body: chunks(body),
    ...unlimited,
  });
}

describe(`checkout on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('stores an upload by content type under case-files/{checkout}/{timestamp}-{name}', async () => {
    const order = validOrder();
    const result = await upload(order.checkoutId, 'Profilbild von Daniel.png', await fixture('profilbild.png'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document).toMatchObject({ fileName: 'Profilbild von Daniel.png', fileType: 'image/png' });
    const [row] = await database.db
      .select()
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.id, result.document.id));
    expect(row?.filePath).toMatch(new RegExp(`^case-files/${order.checkoutId}/\\d+-Profilbild-von-Daniel\\.png$`));
    expect(await storage().size(row?.filePath ?? '')).toBe((await fixture('profilbild.png')).byteLength);
    const text = await upload(order.checkoutId, 'notizen.txt', await fixture('notizen.txt'));
    expect(text.ok && text.document.fileType).toBe('text/plain');
  });

  it('refuses a renamed executable, a path in the name and a wrong extension', async () => {
    const { checkoutId } = validOrder();
    expect(await upload(checkoutId, 'bild.png', await fixture('programm-als-bild.png'))).toEqual({
      ok: false,
      reason: 'invalid-type',
    });
    expect(await upload(checkoutId, '../../etc/passwd.png', await fixture('profilbild.png'))).toEqual({
      ok: false,
      reason: 'invalid-name',
    });
    expect(await upload(checkoutId, 'chat.pdf', await fixture('profilbild.png'))).toEqual({
      ok: false,
      reason: 'invalid-type',
    });
    expect(await upload(checkoutId, 'setup.exe', await fixture('profilbild.png'))).toEqual({
      ok: false,
      reason: 'invalid-type',
    });
    const [{ value } = { value: -1 }] = await database.db
      .select({ value: count() })
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.stagingId, checkoutId));
    expect(value).toBe(0);
  });

  it('refuses 50 MB + 1 byte, declared or streamed, and leaves no file behind', async () => {
    const { checkoutId } = validOrder();
    const declared = await receiveUpload({
      db: database.db,
      storage: storage(),
      checkoutId,
      fileName: 'gross.pdf',
      declaredSize: MAX_FILE_BYTES + 1,
      body: chunks(Buffer.alloc(10)),
      ...unlimited,
    });
    expect(declared).toEqual({ ok: false, reason: 'too-large' });
    const pdfHead = await fixture('chatverlauf.pdf');
    async function* big() {
      yield pdfHead;
      const block = Buffer.alloc(1024 * 1024, 0x20);
      let sent = pdfHead.byteLength;
      while (sent <= MAX_FILE_BYTES) {
        const part = block.subarray(0, Math.min(block.byteLength, MAX_FILE_BYTES + 1 - sent));
        sent += part.byteLength;
        yield part;
      }
    }
    const streamed = await receiveUpload({
      db: database.db,
      storage: storage(),
      checkoutId,
      fileName: 'gross.pdf',
      declaredSize: undefined,
      body: big(),
      ...unlimited,
    });
    expect(streamed).toEqual({ ok: false, reason: 'too-large' });
    const folder = path.join(filesDir.path, 'case-files', checkoutId);
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it('allows at most 10 files per order', async () => {
    const { checkoutId } = validOrder();
    const png = await fixture('profilbild.png');
    for (let i = 0; i < 10; i++) expect((await upload(checkoutId, `bild-${i}.png`, png)).ok).toBe(true);
    expect(await upload(checkoutId, 'bild-10.png', png)).toEqual({ ok: false, reason: 'too-many' });
  });

  it('makes one pending case per checkout at the server’s price, with details, documents and consents', async () => {
    const order = validOrder();
    const first = await upload(order.checkoutId, 'profil.png', await fixture('profilbild.png'));
    const second = await upload(order.checkoutId, 'chat.pdf', await fixture('chatverlauf.pdf'));
    const removed = await upload(order.checkoutId, 'weg.png', await fixture('profilbild.png'));
    if (!first.ok || !second.ok || !removed.ok) throw new Error('uploads failed');
    const [removedRow] = await database.db
      .select()
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.id, removed.document.id));
    // A price sent by the browser is ignored (docs/product.md §2).
    const input = { ...order, documentIds: [first.document.id, second.document.id], amount: 1, amountCents: 1 };
    const [a, b] = await Promise.all([placeOrder(orderContext(), input), placeOrder(orderContext(), input)]);
    const again = await placeOrder(orderContext(), input);
    for (const result of [a, b, again]) {
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.caseId).toBe(order.checkoutId);
        expect(result.paymentUrl).toMatch(/^\/zahlung\/test\/sim_cs_/);
      }
    }
    const rows = await database.db.select().from(cases).where(eq(cases.idempotencyKey, order.checkoutId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      amountCents: 3900,
      caseType: 'dating-app',
      source: 'dating-app-schutz',
    });
    const documents = await database.db
      .select()
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.caseId, order.checkoutId));
    expect(documents.map((d) => d.fileName).sort()).toEqual(['chat.pdf', 'profil.png']);
    // The file the customer did not keep is gone.
    expect(removedRow?.filePath).toBeTruthy();
    expect(await storage().size(removedRow?.filePath ?? '')).toBeUndefined();
    expect(
      await database.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.id, removed.document.id)),
    ).toHaveLength(0);
    const consents = await database.db.select().from(consentRecords).where(eq(consentRecords.caseId, order.checkoutId));
    expect(new Set(consents.map((c) => c.kind))).toEqual(
      new Set(['berechtigtes-interesse', 'agb', 'datenschutz', 'age-18', 'early-start']),
    );
    expect(consents.find((c) => c.kind === 'early-start')?.text).toContain('vor Ablauf der Widerrufsfrist');
    expect(consents.find((c) => c.kind === 'berechtigtes-interesse')?.details).toMatchObject({
      purposes: ['Schutz vor Betrug', 'Vorbeugung gegen Romance Scam'],
    });
  });

  it('refuses an order whose confirmations are missing, with the spec’s messages', async () => {
    const order = validOrder();
    const result = await placeOrder(orderContext(), {
      ...order,
      legal: { ...order.legal, agbAccepted: false, berechtigtesInteresse: false },
    });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        'legal.agbAccepted': 'Sie müssen die AGB akzeptieren',
        'legal.berechtigtesInteresse': 'Sie müssen bestätigen, dass ein berechtigtes Interesse vorliegt',
      },
    });
    expect(await database.db.select().from(cases).where(eq(cases.id, order.checkoutId))).toHaveLength(0);
  });

  it('tells the payment provider the service and our reference, never whom the customer checks', async () => {
    const order = validOrder();
    const createCheckoutSession = vi.fn(simulated.createCheckoutSession);
    const placed = await placeOrder({ ...orderContext(), payments: { ...simulated, createCheckoutSession } }, order);
    expect(placed).toMatchObject({ ok: true });
    const request = createCheckoutSession.mock.calls[0]?.[0];
    expect(request?.description).toBe(`Dating-App-Check, Auftrag ${order.checkoutId.slice(0, 8)}`);
    expect(JSON.stringify(request)).not.toContain(order.target.targetName);
  });

  it('records a withdrawal, flags the matching case and queues both mails', async () => {
    const order = validOrder();
    await placeOrder(orderContext(), order);
    const result = await recordWithdrawal(
      {
        db: database.db,
        provider,
        siteUrl: 'http://localhost:3000',
        staffEmail: 'team@echtcheck.de',
        mailsPerRecipientPerHour: 3,
      },
      { name: 'Erika Mustermann', orderReference: order.checkoutId.slice(0, 8), email: 'ERIKA.mustermann@example.de' },
    );
    expect(result.caseId).toBe(order.checkoutId);
    const [row] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
    const stored = await database.db.select().from(withdrawals).where(eq(withdrawals.id, result.withdrawalId));
    expect(stored).toHaveLength(1);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, order.checkoutId));
    expect(mails.map((m) => m.kind).sort()).toEqual(['withdrawal-confirmation', 'withdrawal-staff']);
    const unknown = await recordWithdrawal(
      {
        db: database.db,
        provider,
        siteUrl: 'http://localhost:3000',
        staffEmail: 'team@echtcheck.de',
        mailsPerRecipientPerHour: 3,
      },
      { name: 'Jemand', orderReference: 'ffffffff', email: 'jemand@example.de' },
    );
    expect(unknown.caseId).toBeNull();
  });

  it('sweeps staged files without an order after 24 hours', async () => {
    const { checkoutId } = validOrder();
    const staged = await upload(checkoutId, 'vergessen.png', await fixture('profilbild.png'));
    if (!staged.ok) throw new Error('upload failed');
    expect(await sweepStagedUploads(database.db, storage(), new Date())).toBe(0);
    const removed = await sweepStagedUploads(database.db, storage(), new Date(Date.now() + 25 * 3600 * 1000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(
      await database.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.id, staged.document.id)),
    ).toHaveLength(0);
  });
});
