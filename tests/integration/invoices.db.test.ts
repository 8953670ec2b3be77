// Invoices through the payment code itself (not a copy of its SQL): concurrent payments on the
// database under test (PostgreSQL in CI) get gapless numbers, each invoice's PDF is stored once right
// after the payment's commit (outside the counter lock), and the mail attaches exactly the stored file.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { cases, invoices, mailOutbox } from '#app/server/db/schema.server.ts';
import {
  invoiceDocument,
  invoiceDocumentKey,
  storeInvoiceDocument,
} from '#app/server/invoices/issue-invoice.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage, type FileStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { validOrder } from '#tests/support/order-fixtures.ts';
import { testProvider } from '#tests/support/provider.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-invoices-');
const simulated = createSimulatedProvider('invoice-test-secret');

const storage = () => createDiskStorage(filesDir.path);
const paymentContext = () => ({
  db: database.db,
  storage: storage(),
  siteUrl: 'http://localhost',
  staffEmail: 'team@echtcheck.de',
  provider: testProvider,
});

/** A placed, unpaid order and a signed "paid" event for it, as the provider would send it. */
async function orderWithPaidEvent() {
  const order = validOrder();
  const placed = await placeOrder(
    { db: database.db, storage: storage(), payments: simulated, siteUrl: 'http://localhost' },
    order,
  );
  expect(placed).toMatchObject({ ok: true });
  const [row] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
  const signed = simulated.signedEvent('paid', {
    sessionId: row?.paymentSessionId ?? '',
    caseId: order.checkoutId,
    amountCents: row?.amountCents ?? 0,
  });
  return { caseId: order.checkoutId, signed };
}

async function allSequences(): Promise<number[]> {
  const rows = await database.db.select({ sequence: invoices.sequence }).from(invoices).orderBy(asc(invoices.sequence));
  return rows.map((row) => row.sequence);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

describe(`invoices on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('20 payments for 20 cases at once: 20 invoices numbered without gaps, 40 queued mails', async () => {
    const before = await allSequences();
    const orders = await Promise.all(Array.from({ length: 20 }, orderWithPaidEvent));
    const outcomes = await Promise.all(
      orders.map(async ({ signed }) =>
        applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature)),
      ),
    );
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => 'paid'));

    const caseIds = orders.map((order) => order.caseId);
    const issued = await database.db.select().from(invoices).where(inArray(invoices.caseId, caseIds));
    expect(issued).toHaveLength(20);
    // Gapless and without duplicates over the whole table, not only among these 20.
    expect(await allSequences()).toEqual(range(1, before.length + 20));
    expect(new Set(issued.map((invoice) => invoice.invoiceNumber)).size).toBe(20);

    const mails = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.caseId, caseIds));
    expect(mails).toHaveLength(40);
    for (const caseId of caseIds) {
      const own = mails.filter((mail) => mail.caseId === caseId).map((mail) => mail.kind);
      expect(own.sort()).toEqual(['order-confirmation', 'staff-notification']);
    }

    // Each invoice's PDF was stored when it was issued, under its number, with its checksum.
    for (const invoice of issued) {
      expect(invoice.documentKey).toBe(invoiceDocumentKey(invoice));
      const stored = await readFile(path.join(filesDir.path, ...(invoice.documentKey ?? '').split('/')));
      expect(createHash('sha256').update(stored).digest('hex')).toBe(invoice.documentSha256);
      expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('one paid event delivered 10 times at once: one paid case, one invoice, still no gap', async () => {
    const before = await allSequences();
    const { caseId, signed } = await orderWithPaidEvent();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async () =>
        applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    const [paid] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(paid?.status).toBe('paid');
    expect(await database.db.select().from(invoices).where(eq(invoices.caseId, caseId))).toHaveLength(1);
    expect(await allSequences()).toEqual(range(1, before.length + 1));
  });

  it('the mail attaches the stored PDF byte for byte, and refuses a file that changed since', async () => {
    const { caseId, signed } = await orderWithPaidEvent();
    await applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature));
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    if (!invoice?.documentKey) throw new Error('invoice document not stored');
    const file = path.join(filesDir.path, ...invoice.documentKey.split('/'));
    const stored = await readFile(file);

    const attached = await invoiceDocument(database.db, { storage: storage(), provider: testProvider }, invoice.id);
    expect(attached.filename).toBe(`Rechnung-${invoice.invoiceNumber}.pdf`);
    expect(attached.content.equals(stored)).toBe(true);

    // Rendered again later (other provider details, another library version), it would differ:
    // what counts is the file as sent. A changed file is never attached.
    await writeFile(file, Buffer.concat([stored, Buffer.from('%changed')]));
    await expect(
      invoiceDocument(database.db, { storage: storage(), provider: testProvider }, invoice.id),
    ).rejects.toThrow(/checksum/);
    await writeFile(file, stored);
  });

  it('an invoice issued before documents were stored gets its PDF rendered and stored once', async () => {
    const { caseId, signed } = await orderWithPaidEvent();
    await applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature));
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    if (!invoice) throw new Error('no invoice');
    await database.db
      .update(invoices)
      .set({ documentKey: null, documentSha256: null })
      .where(eq(invoices.id, invoice.id));
    await rm(path.join(filesDir.path, 'invoices', String(invoice.year), `${invoice.invoiceNumber}.pdf`));

    const first = await invoiceDocument(database.db, { storage: storage(), provider: testProvider }, invoice.id);
    const [after] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.documentKey).toBe(invoiceDocumentKey(invoice));
    expect(after?.documentSha256).toBe(createHash('sha256').update(first.content).digest('hex'));
    const second = await invoiceDocument(database.db, { storage: storage(), provider: testProvider }, invoice.id);
    expect(second.content.equals(first.content)).toBe(true);
  });

  it('the PDF is written after the payment commits: the counter lock is not held while it renders', async () => {
    const { caseId, signed } = await orderWithPaidEvent();
    const seenAtWrite: string[] = [];
    const base = storage();
    // While the document is written, another query must see the committed invoice. Inside the
    // payment's transaction it would not (PostgreSQL: another connection; PGlite: the one connection
    // is busy until the transaction ends, so the query would wait for ever: bounded here).
    const watching: FileStorage = {
      ...base,
      async write(key, chunks, options) {
        const visible = await Promise.race([
          database.db.select().from(invoices).where(eq(invoices.caseId, caseId)),
          new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3000)),
        ]);
        seenAtWrite.push(visible === 'blocked' ? 'blocked' : visible.length === 1 ? 'committed' : 'not visible');
        return base.write(key, chunks, options);
      },
    };
    const outcome = await applyPaymentEvent(
      { ...paymentContext(), storage: watching },
      await simulated.verifyWebhook(signed.body, signed.signature),
    );
    expect(outcome).toBe('paid');
    expect(seenAtWrite).toEqual(['committed']);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    expect(invoice?.documentKey).toBe(invoice ? invoiceDocumentKey(invoice) : 'no invoice');
  });

  it('a storage failure after the commit keeps the payment; the first mail stores the PDF', async () => {
    const { caseId, signed } = await orderWithPaidEvent();
    const failing: FileStorage = {
      ...storage(),
      write: async () => {
        throw new Error('storage unreachable');
      },
    };
    const outcome = await applyPaymentEvent(
      { ...paymentContext(), storage: failing },
      await simulated.verifyWebhook(signed.body, signed.signature),
    );
    expect(outcome).toBe('paid');
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    if (!invoice) throw new Error('no invoice');
    expect(invoice.documentKey).toBeNull();

    const attached = await invoiceDocument(database.db, { storage: storage(), provider: testProvider }, invoice.id);
    const [after] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.documentKey).toBe(invoiceDocumentKey(invoice));
    expect(createHash('sha256').update(attached.content).digest('hex')).toBe(after?.documentSha256);
  });

  it('two instances storing the same invoice at once write the same bytes, and one checksum is kept', async () => {
    const { caseId, signed } = await orderWithPaidEvent();
    await applyPaymentEvent(paymentContext(), await simulated.verifyWebhook(signed.body, signed.signature));
    const [paid] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    if (!paid?.documentSha256) throw new Error('invoice document not stored');
    const firstSha = paid.documentSha256;
    await database.db.update(invoices).set({ documentKey: null, documentSha256: null }).where(eq(invoices.id, paid.id));
    const [unstored] = await database.db.select().from(invoices).where(eq(invoices.id, paid.id));
    if (!unstored) throw new Error('no invoice');

    const deps = { storage: storage(), provider: testProvider };
    const results = await Promise.all([
      storeInvoiceDocument(database.db, deps, unstored),
      storeInvoiceDocument(database.db, deps, unstored),
    ]);
    // The rendering depends only on the row: the same bytes as the first time, on both.
    expect(results.map((result) => result.documentSha256)).toEqual([firstSha, firstSha]);
    const file = await readFile(path.join(filesDir.path, ...invoiceDocumentKey(paid).split('/')));
    expect(createHash('sha256').update(file).digest('hex')).toBe(firstSha);
  });
});
