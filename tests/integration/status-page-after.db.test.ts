// The customer's status page after the work and at its edges, on a real database: withdrawn, after the
// data is deleted, no page for unpaid or unknown tokens, and the downloads byte for byte with their audit rows.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  loadStatusPage,
  openStatusInvoice,
  openStatusReport,
  statusDownloadResponse,
} from '#app/server/customer/status-page.server.ts';
import { newStatusToken } from '#app/server/customer/status-token.server.ts';
import { auditLog, invoices } from '#app/server/db/schema.server.ts';

import { useStatusPageFixtures } from '#tests/support/status-page-fixtures.ts';

const { database, filesDir, HOUR, storage, invoiceDeps, order, update, completed, bytesOf, untouchable } =
  useStatusPageFixtures();

describe(`status page after the work on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
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
