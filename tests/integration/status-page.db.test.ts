// The customer's status page /auftrag/{token} on a real database: what it shows in each stage of a
// paid case, what it never shows (unpaid cases, deleted data, results before completion), and the two
// downloads, byte for byte, with their audit rows.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import {
  loadStatusPage,
  openStatusInvoice,
  openStatusReport,
  type StatusDownload,
  statusDownloadResponse,
} from '#app/server/customer/status-page.server.ts';
import { newStatusToken } from '#app/server/customer/status-token.server.ts';
import type { Db } from '#app/server/db/db.server.ts';
import { auditLog, cases, invoices, uploadedDocuments, vouchers } from '#app/server/db/schema.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks, validOrder } from '#tests/support/order-fixtures.ts';
import { testProvider } from '#tests/support/provider.ts';

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

describe(`status page on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('a paid case: paid, work ahead, delivery window 24–48 hours after payment, invoice, withdrawal possible', async () => {
    const { token, reference, paidAt } = await order();
    const view = await loadStatusPage(database.db, token, new Date(paidAt.getTime() + HOUR));
    expect(view).toMatchObject({
      reference,
      serviceName: 'Dating-App-Check',
      status: 'paid',
      statusLabel: 'Bezahlt',
      paidAt,
      startedAt: null,
      completedAt: null,
      withdrawnAt: null,
      expectedDelivery: {
        from: new Date(paidAt.getTime() + 24 * HOUR),
        to: new Date(paidAt.getTime() + 48 * HOUR),
        overdue: false,
      },
      resultMessage: null,
      hasReport: false,
      invoice: 'available',
      paidWithVoucher: false,
      guaranteeVoucher: null,
      canWithdraw: true,
      dataPurgedAt: null,
    });
    expect(view?.timeline).toEqual([
      { key: 'paid', label: 'Bezahlt', at: paidAt, state: 'current' },
      { key: 'in-progress', label: 'In Bearbeitung', at: null, state: 'upcoming' },
      { key: 'completed', label: 'Abgeschlossen', at: null, state: 'upcoming' },
    ]);
    // After 48 hours the window has passed: the page says so instead of showing it.
    const late = await loadStatusPage(database.db, token, new Date(paidAt.getTime() + 49 * HOUR));
    expect(late?.expectedDelivery?.overdue).toBe(true);
  });

  it('in progress: a report and message already written stay hidden until the case is completed', async () => {
    const { caseId, token, paidAt } = await order();
    const startedAt = new Date(paidAt.getTime() + 3 * HOUR);
    await addReport(caseId, new Date(paidAt.getTime() + 4 * HOUR));
    await update(caseId, { status: 'in-progress', startedAt, resultMessage: 'Entwurf' });
    const view = await loadStatusPage(database.db, token);
    expect(view).toMatchObject({
      status: 'in-progress',
      statusLabel: 'In Bearbeitung',
      startedAt,
      resultMessage: null,
      hasReport: false,
      canWithdraw: true,
    });
    expect(view?.expectedDelivery).not.toBeNull();
    expect(view?.timeline.map((step) => [step.key, step.state, step.at])).toEqual([
      ['paid', 'done', paidAt],
      ['in-progress', 'current', startedAt],
      ['completed', 'upcoming', null],
    ]);
    expect(await openStatusReport(database.db, storage(), token)).toBeNull();
  });

  it('completed: the message with its line breaks and the newest report, byte for byte', async () => {
    const message = 'Das Profil verwendet Fotos eines Models.\n\nBitte senden Sie kein Geld.';
    const { caseId, token, reference, completedAt, report } = await completed('completed', message);
    const view = await loadStatusPage(database.db, token);
    expect(view).toMatchObject({
      status: 'completed',
      statusLabel: 'Abgeschlossen',
      completedAt,
      resultMessage: message,
      hasReport: true,
      expectedDelivery: null,
      canWithdraw: false,
      guaranteeVoucher: null,
    });
    expect(view?.timeline.at(-1)).toEqual({
      key: 'completed',
      label: 'Abgeschlossen',
      at: completedAt,
      state: 'current',
    });

    const download = await openStatusReport(database.db, storage(), token);
    expect(download).toMatchObject({
      caseId,
      fileName: `Echtcheck-Ergebnisbericht-${reference}.pdf`,
      contentType: 'application/pdf',
      size: report.byteLength,
    });
    expect((await bytesOf(download)).equals(report)).toBe(true);
  });

  it('completed without findings: the guarantee voucher, then redeemed or expired', async () => {
    const { caseId, token, completedAt } = await completed('completed-no-findings');
    const expiresAt = new Date(completedAt.getTime() + 3 * 365 * 24 * HOUR);
    await database.db.insert(vouchers).values({
      code: '7KQ4M2XD9RTB',
      email: 'erika.mustermann@example.de',
      issuedForCaseId: caseId,
      issuedAt: completedAt,
      expiresAt,
    });
    const view = await loadStatusPage(database.db, token, completedAt);
    expect(view).toMatchObject({
      status: 'completed-no-findings',
      statusLabel: 'Abgeschlossen – keine Treffer',
      hasReport: true,
      guaranteeVoucher: { code: 'EC-7KQ4-M2XD-9RTB', expiresAt, expired: false, redeemedAt: null },
    });
    expect(view?.timeline.at(-1)?.label).toBe('Abgeschlossen – keine Treffer');
    expect((await loadStatusPage(database.db, token, expiresAt))?.guaranteeVoucher?.expired).toBe(true);

    const redeemedAt = new Date(completedAt.getTime() + 48 * HOUR);
    const next = await order({ paid: false });
    await database.db
      .update(vouchers)
      .set({ redeemedCaseId: next.caseId, redeemedAt })
      .where(eq(vouchers.code, '7KQ4M2XD9RTB'));
    expect((await loadStatusPage(database.db, token))?.guaranteeVoucher?.redeemedAt).toEqual(redeemedAt);
  });

  it('an order paid with a voucher: free, so no invoice is expected or served', async () => {
    const { caseId, token } = await order({ paid: false });
    const paidAt = new Date();
    await update(caseId, { status: 'paid', amountCents: 0, paymentId: 'voucher:7KQ4M2XD9RTC', paidAt });
    const view = await loadStatusPage(database.db, token);
    expect(view).toMatchObject({ status: 'paid', paidWithVoucher: true, invoice: 'none', paidAt });
    expect(await openStatusInvoice(database.db, invoiceDeps(), token)).toBeNull();
  });

  it('withdrawn before work began: paid, then withdrawn; nothing left to wait for or withdraw', async () => {
    const { caseId, token, paidAt } = await order();
    const withdrawnAt = new Date(paidAt.getTime() + HOUR);
    await update(caseId, { status: 'withdrawn', withdrawnAt });
    const view = await loadStatusPage(database.db, token);
    expect(view).toMatchObject({
      status: 'withdrawn',
      statusLabel: 'Widerrufen',
      withdrawnAt,
      expectedDelivery: null,
      canWithdraw: false,
      resultMessage: null,
      hasReport: false,
      invoice: 'available',
    });
    expect(view?.timeline).toEqual([
      { key: 'paid', label: 'Bezahlt', at: paidAt, state: 'done' },
      { key: 'withdrawn', label: 'Widerrufen', at: withdrawnAt, state: 'current' },
    ]);
  });

  it('after deletion: the date, no message, no report; the invoice stays', async () => {
    const { caseId, token, completedAt } = await completed('completed', 'Vertraulich');
    const dataPurgedAt = new Date(completedAt.getTime() + 30 * 24 * HOUR);
    // Even if a row or the message survived the sweep, the page shows neither.
    await update(caseId, { dataPurgedAt });
    const view = await loadStatusPage(database.db, token);
    expect(view).toMatchObject({
      status: 'completed',
      dataPurgedAt,
      resultMessage: null,
      hasReport: false,
      invoice: 'available',
    });
    expect(await openStatusReport(database.db, storage(), token)).toBeNull();
    expect(await openStatusInvoice(database.db, invoiceDeps(), token)).not.toBeNull();
  });

  it('no page for unpaid cases, unknown or malformed tokens (malformed ones never reach the database)', async () => {
    const pending = await order({ paid: false });
    expect(await loadStatusPage(database.db, pending.token)).toBeNull();
    await update(pending.caseId, { status: 'cancelled' });
    expect(await loadStatusPage(database.db, pending.token)).toBeNull();
    expect(await openStatusInvoice(database.db, invoiceDeps(), pending.token)).toBeNull();

    expect(await loadStatusPage(database.db, newStatusToken())).toBeNull();
    expect(await loadStatusPage(database.db, randomBytes(32).toString('hex'))).toBeNull();
    for (const malformed of ['', 'abc', `${newStatusToken()}x`, '../../etc/passwd', `${'A'.repeat(31)}=`]) {
      expect(await loadStatusPage(untouchable, malformed)).toBeNull();
      expect(await openStatusReport(untouchable, storage(), malformed)).toBeNull();
      expect(await openStatusInvoice(untouchable, invoiceDeps(), malformed)).toBeNull();
    }
  });

  it('the invoice download is the stored PDF, named by its number', async () => {
    const { caseId, token } = await order();
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    if (!invoice?.documentKey) throw new Error('invoice document not stored');
    const stored = await readFile(path.join(filesDir.path, ...invoice.documentKey.split('/')));
    const download = await openStatusInvoice(database.db, invoiceDeps(), token);
    expect(download).toMatchObject({
      caseId,
      fileName: `${invoice.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect((await bytesOf(download)).equals(stored)).toBe(true);
    // Paid, but the report is not there before completion.
    expect(await openStatusReport(database.db, storage(), token)).toBeNull();
  });

  it('a download answers with the file as an attachment and is audited; HEAD is not; nothing is 404', async () => {
    const { caseId, token } = await completed('completed');
    const requestId = `req-${randomBytes(4).toString('hex')}`;
    const audited = () =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'status.report.downloaded')));

    const head = await statusDownloadResponse(database.db, await openStatusReport(database.db, storage(), token), {
      method: 'HEAD',
      requestId,
      action: 'status.report.downloaded',
    });
    expect(head.status).toBe(200);
    expect(await audited()).toHaveLength(0);

    const download = await openStatusReport(database.db, storage(), token);
    const response = await statusDownloadResponse(database.db, download, {
      method: 'GET',
      requestId,
      action: 'status.report.downloaded',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Echtcheck-Ergebnisbericht-${caseId.slice(0, 8)}.pdf"`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await response.arrayBuffer()).byteLength).toBe(download?.size);
    expect(await audited()).toMatchObject([
      { actorType: 'customer', action: 'status.report.downloaded', entityType: 'case', entityId: caseId, requestId },
    ]);

    const missing = await statusDownloadResponse(database.db, null, {
      method: 'GET',
      requestId,
      action: 'status.invoice.downloaded',
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).toContain('nicht (mehr) verfügbar');
  });
});
