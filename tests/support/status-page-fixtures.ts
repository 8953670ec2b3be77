// The status page's database tests' set-up (tests/integration/status-page*.db.test.ts): a database and
// files folder of their own, an order placed and paid through the payment code, a report as staff
// upload it, a completed case, a download's bytes, and a database that fails the test when touched.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import type { StatusDownload } from '#app/server/customer/status-page.server.ts';
import type { Db } from '#app/server/db/db.server.ts';
import { cases, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from './database-fixture.ts';
import { chunks, validOrder } from './order-fixtures.ts';
import { testProvider } from './provider.ts';

/** Call once at a test file's top level: its database, folder and helpers. */
export function useStatusPageFixtures() {
  const database = useTestDatabase();
  const filesDir = useScratchFolder('echtcheck-status-page-');
  const simulated = createSimulatedProvider('status-page-test-secret');
  const HOUR = 3600_000;

  const storage = () => createDiskStorage(filesDir.path);
  const invoiceDeps = () => ({ storage: storage(), provider: testProvider });

  /** A placed order; paid through the payment code (invoice and all) unless `paid: false`. */
  async function order({ paid = true }: { paid?: boolean } = {}) {
    const input = validOrder();
    const placed = await placeOrder(
      { db: database.db, storage: storage(), payments: simulated, siteUrl: 'http://localhost' },
      input,
    );
    expect(placed).toMatchObject({ ok: true });
    const caseId = input.checkoutId;
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    if (!row?.statusToken) throw new Error('order without a status token');
    if (paid) {
      const signed = simulated.signedEvent('paid', {
        sessionId: row.paymentSessionId ?? '',
        caseId,
        amountCents: row.amountCents,
      });
      const outcome = await applyPaymentEvent(
        {
          db: database.db,
          storage: storage(),
          siteUrl: 'http://localhost',
          staffEmail: 'team@echtcheck.de',
          provider: testProvider,
        },
        await simulated.verifyWebhook(signed.body, signed.signature),
      );
      expect(outcome).toBe('paid');
    }
    const [current] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    return { caseId, token: row.statusToken, reference: caseId.slice(0, 8), paidAt: current?.paidAt as Date };
  }

  function update(caseId: string, values: Partial<typeof cases.$inferInsert>) {
    return database.db.update(cases).set(values).where(eq(cases.id, caseId));
  }

  /** A report as staff upload it: the file in storage, a `report` row. */
  async function addReport(
    caseId: string,
    uploadedAt: Date,
    content = `%PDF-1.7 report ${randomBytes(8).toString('hex')}`,
  ) {
    const bytes = Buffer.from(content);
    const filePath = `case-files/${caseId}/${uploadedAt.getTime()}-bericht.pdf`;
    const stored = await storage().write(filePath, chunks(bytes), { maxBytes: 1024 * 1024 });
    await database.db.insert(uploadedDocuments).values({
      caseId,
      fileName: 'Ergebnisbericht Müller.pdf',
      fileSize: stored.size,
      fileType: 'application/pdf',
      filePath,
      sha256: stored.sha256,
      uploadTimestamp: uploadedAt,
      kind: 'report',
      uploadedBy: 'staff-1',
    });
    return bytes;
  }

  async function completed(outcome: 'completed' | 'completed-no-findings', message = 'Ergebnis.') {
    const placed = await order();
    const startedAt = new Date(placed.paidAt.getTime() + 2 * HOUR);
    const completedAt = new Date(placed.paidAt.getTime() + 20 * HOUR);
    await addReport(placed.caseId, new Date(completedAt.getTime() - HOUR));
    const report = await addReport(placed.caseId, new Date(completedAt.getTime() - 60_000));
    await update(placed.caseId, { status: outcome, startedAt, completedAt, resultMessage: message });
    return { ...placed, startedAt, completedAt, report };
  }

  async function bytesOf(download: StatusDownload | null): Promise<Buffer> {
    if (!download) throw new Error('no download');
    if (Buffer.isBuffer(download.content)) return download.content;
    const parts: Buffer[] = [];
    for await (const part of download.content) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  /** A database that fails the test when touched. */
  const untouchable = new Proxy({} as Db, {
    get() {
      throw new Error('the database was queried');
    },
  });

  return {
    database,
    filesDir,
    simulated,
    HOUR,
    storage,
    invoiceDeps,
    order,
    update,
    addReport,
    completed,
    bytesOf,
    untouchable,
  };
}
