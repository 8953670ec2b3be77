import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadStatusPage, openStatusInvoice, openStatusReport } from '#app/server/customer/status-page.server.ts';
import { vouchers } from '#app/server/db/schema.server.ts';

import { useStatusPageFixtures } from '#tests/support/status-page-fixtures.ts';

const { database, HOUR, storage, invoiceDeps, order, update, addReport, completed, bytesOf } = useStatusPageFixtures();

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
});
