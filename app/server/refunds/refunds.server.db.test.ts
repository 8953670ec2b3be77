// Money back after a withdrawal, on a real database: the withdrawal of a paid case queues its full
// refund, the provider refunds it once, the cancellation invoice is numbered and mailed, and the
// status page and the case view show it; a provider failure is retried with the same idempotency
// key; staff refund part of a case withdrawn during work, within what is left.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinYear } from '#app/lib/format.ts';
import { startWork } from '#app/server/casework/case-workflow.server.ts';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { loadStatusPage, openStatusCancellation } from '#app/server/customer/status-page.server.ts';
import {
  auditLog,
  cancellationInvoices,
  invoices,
  mailOutbox,
  refunds,
  staffUsers,
} from '#app/server/db/schema.server.ts';
import type { PaymentProvider, RefundRequest } from '#app/server/payments/provider.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, testProviderInfo } from '#tests/support/paid-case.ts';
import { flatText } from '#tests/support/pdf-text.ts';
import { refundDeps, withdrawPaidCase } from '#tests/support/refund-fixture.ts';
import { processRefund, refundBackoffSeconds } from './refund-sending.server.ts';
import { processDueRefunds } from './refund-worker.server.ts';
import { REFUND_ADMIN_ONLY_MESSAGE, requestStaffRefund } from './refunds.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-refunds-');
const storage = () => createDiskStorage(filesDir.path);
const staff = { staffId: 'staff-refund-test', requestId: 'req-refund-test', role: 'admin' } as const;

// Starting work assigns the case to the account that starts it (a real staff account: foreign key).
beforeAll(async () => {
  await database.db
    .insert(staffUsers)
    .values({ id: staff.staffId, name: 'Rita Rückzahlung', email: 'rita.rueckzahlung@echtcheck.test', role: 'admin' });
});

const deps = (payments: PaymentProvider) => refundDeps(database.db, storage(), payments);
const withdraw = (caseId: string, email: string) => withdrawPaidCase(database.db, caseId, email);

async function refundsOf(caseId: string) {
  return database.db.select().from(refunds).where(eq(refunds.caseId, caseId));
}

describe('refunds after a withdrawal', () => {
  it('a paid case withdrawn before work is refunded once, with a numbered cancellation invoice, a mail and the status page', async () => {
    const { caseId, statusToken, email } = await createPaidCase(database.db, storage());
    const simulated = createSimulatedProvider('refund-test');
    const withdrawn = await withdraw(caseId, email);
    expect(withdrawn.refundId).not.toBeNull();
    const [pending] = await refundsOf(caseId);
    expect(pending).toMatchObject({ kind: 'full', amountCents: 3900, status: 'pending', attempts: 0 });
    expect(pending?.paymentId).toMatch(/^sim_pi_/);

    // Until the provider has it, the status page says it is on its way and offers no cancellation.
    const before = await loadStatusPage(database.db, statusToken);
    expect(before?.refund?.items).toEqual([expect.objectContaining({ state: 'processing', cancellation: null })]);

    expect(await processRefund(deps(simulated), withdrawn.refundId as string)).toBe('succeeded');
    expect(simulated.refunds()).toEqual([
      expect.objectContaining({ paymentId: pending?.paymentId, amountCents: 3900, currency: 'eur' }),
    ]);
    const [done] = await refundsOf(caseId);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      providerRefundId: simulated.refunds()[0]?.refundId,
    });

    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    const [cancellation] = await database.db
      .select()
      .from(cancellationInvoices)
      .where(eq(cancellationInvoices.caseId, caseId));
    const year = berlinYear(new Date());
    expect(cancellation).toMatchObject({
      number: `ST-${year}-000001`,
      invoiceId: invoice?.id,
      grossCents: -3900,
      netCents: -(invoice?.netCents ?? 0),
      vatCents: -(invoice?.vatCents ?? 0),
    });

    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'refund-confirmation')));
    expect(mail).toMatchObject({
      toAddress: email,
      attachments: [{ kind: 'cancellation', cancellationId: cancellation?.id }],
    });
    expect(mail?.text).toContain('39,00 €');
    expect(mail?.text).toContain(`ST-${year}-000001`);
    expect(mail?.text).toContain(invoice?.invoiceNumber);

    const view = await loadStatusPage(database.db, statusToken);
    expect(view?.refund).toMatchObject({ paidCents: 3900, awaitingDecision: false });
    expect(view?.refund?.items).toEqual([
      expect.objectContaining({
        amountCents: 3900,
        partial: false,
        state: 'done',
        cancellation: {
          number: `ST-${year}-000001`,
          href: `/auftrag/${statusToken}/stornorechnung/${cancellation?.id}`,
        },
      }),
    ]);
    // The original invoice is still offered beside it.
    expect(view?.invoice).toBe('available');

    const download = await openStatusCancellation(
      database.db,
      { storage: storage(), provider: testProviderInfo },
      statusToken,
      cancellation?.id as string,
    );
    const text = flatText(download?.content as Buffer);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(`ST-${year}-000001`);
    expect(text).toContain(invoice?.invoiceNumber);
    expect(text).toContain('-39,00');
    // Another case's token does not open it.
    const other = await createPaidCase(database.db, storage());
    expect(
      await openStatusCancellation(
        database.db,
        { storage: storage(), provider: testProviderInfo },
        other.statusToken,
        cancellation?.id as string,
      ),
    ).toBeNull();

    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, caseId));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['case.withdrawal-received', 'case.refund.requested', 'case.refund.succeeded']),
    );

    // Idempotent: processing again, the job, and a second withdrawal change nothing.
    expect(await processRefund(deps(simulated), withdrawn.refundId as string)).toBe('succeeded');
    expect(await processDueRefunds(deps(simulated))).toBe(0);
    expect((await withdraw(caseId, email)).refundId).toBeNull();
    expect(simulated.refunds()).toHaveLength(1);
    expect(await refundsOf(caseId)).toHaveLength(1);
    expect(
      await database.db.select().from(cancellationInvoices).where(eq(cancellationInvoices.caseId, caseId)),
    ).toHaveLength(1);
  });

  it("names where the money goes back from the invoice's payment method, in the mail and the cancellation invoice", async () => {
    const { caseId, statusToken, email } = await createPaidCase(database.db, storage());
    // As the payment recorded it (PayPal through Stripe Checkout).
    await database.db.update(invoices).set({ paymentMethod: 'paypal' }).where(eq(invoices.caseId, caseId));
    const withdrawn = await withdraw(caseId, email);
    expect(await processRefund(deps(createSimulatedProvider('refund-paypal')), withdrawn.refundId as string)).toBe(
      'succeeded',
    );
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'refund-confirmation')));
    expect(mail?.text).toContain('Das Geld geht auf Ihr PayPal-Konto zurück');
    const [cancellation] = await database.db
      .select()
      .from(cancellationInvoices)
      .where(eq(cancellationInvoices.caseId, caseId));
    const download = await openStatusCancellation(
      database.db,
      { storage: storage(), provider: testProviderInfo },
      statusToken,
      cancellation?.id as string,
    );
    expect(flatText(download?.content as Buffer)).toContain(
      'als Testzahlung (simuliert) auf Ihr PayPal-Konto erstattet',
    );
  });

  it('a provider failure is recorded and retried after the backoff with the same idempotency key', async () => {
    const { caseId, email } = await createPaidCase(database.db, storage());
    const simulated = createSimulatedProvider('refund-retry-test');
    const calls: RefundRequest[] = [];
    // The first call reaches the provider, which refunds, but the answer is lost (a timeout).
    const flaky: PaymentProvider = {
      ...simulated,
      async refund(request) {
        calls.push(request);
        const accepted = await simulated.refund(request);
        if (calls.length === 1) throw new Error('provider timeout');
        return accepted;
      },
    };
    const { refundId } = await withdraw(caseId, email);
    const now = new Date();
    expect(await processRefund(deps(flaky), refundId as string, now)).toBe('failed');
    const [failed] = await refundsOf(caseId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'provider timeout' });
    expect(failed?.nextAttemptAt.getTime()).toBe(now.getTime() + refundBackoffSeconds(1) * 1000);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.refund.failed')));
    expect(audited?.details).toMatchObject({ attempts: 1, error: 'provider timeout' });
    expect(
      await database.db.select().from(cancellationInvoices).where(eq(cancellationInvoices.caseId, caseId)),
    ).toHaveLength(0);

    // Not due before the backoff is over; then the job retries it.
    expect(await processDueRefunds(deps(flaky), new Date(now.getTime() + 30_000))).toBe(0);
    expect(calls).toHaveLength(1);
    expect(await processDueRefunds(deps(flaky), new Date(now.getTime() + 61_000))).toBe(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    // The provider paid once: the retry got the first attempt's refund back.
    expect(simulated.refunds()).toHaveLength(1);
    const [done] = await refundsOf(caseId);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, lastError: null });
  });

  it('a case withdrawn during work waits for staff, who refund part with a reason, within what is left', async () => {
    const { caseId, statusToken, email } = await createPaidCase(database.db, storage());
    expect((await startWork(database.db, staff, caseId)).ok).toBe(true);
    expect((await withdraw(caseId, email)).refundId).toBeNull();
    expect(await refundsOf(caseId)).toHaveLength(0);
    expect((await loadStatusPage(database.db, statusToken))?.refund).toMatchObject({
      awaitingDecision: true,
      items: [],
    });
    const workflow = await loadCaseWorkflow(database.db, caseId, () => '');
    expect(workflow?.refund).toMatchObject({ paidCents: 3900, refundableCents: 3900, workBegun: true, items: [] });

    const key = (): string => crypto.randomUUID();
    const ask = (amount: string, reason = '', requestKey = key()) =>
      requestStaffRefund(database.db, staff, caseId, { amount, reason, requestKey });
    expect(await ask('0')).toMatchObject({ ok: false, field: 'amount' });
    expect(await ask('39,01')).toMatchObject({ ok: false, field: 'amount' });
    expect(await ask('abc')).toMatchObject({ ok: false, field: 'amount' });
    expect(await ask('-5')).toMatchObject({ ok: false, field: 'amount' });
    expect(await ask('19,50')).toMatchObject({ ok: false, field: 'reason' });
    expect(await ask('19,50', 'x', 'short')).toMatchObject({ ok: false, status: 400 });

    const reason = 'Recherche in zwei von vier Quellen bis zum Widerruf erledigt.';
    const requestKey = key();
    const first = await ask('19,50', reason, requestKey);
    expect(first).toMatchObject({ ok: true, duplicate: false });
    // The same form sent twice is one refund.
    expect(await ask('19,50', reason, requestKey)).toMatchObject({ ok: true, duplicate: true });
    expect(await refundsOf(caseId)).toEqual([
      expect.objectContaining({ kind: 'partial', amountCents: 1950, reason, requestedBy: staff.staffId }),
    ]);
    // Only what is left can be refunded: 19,50 €.
    expect(await ask('20,00', reason)).toMatchObject({ ok: false, field: 'amount' });
    expect(await ask('19,50', reason)).toMatchObject({ ok: true });
    expect(await ask('0,01', reason)).toMatchObject({
      ok: false,
      field: 'amount',
      message: 'Die Zahlung ist bereits vollständig erstattet.',
    });

    const simulated = createSimulatedProvider('refund-partial-test');
    expect(await processDueRefunds(deps(simulated))).toBe(2);
    const issued = await database.db.select().from(cancellationInvoices).where(eq(cancellationInvoices.caseId, caseId));
    expect(issued.map((row) => row.grossCents)).toEqual([-1950, -1950]);
    expect(issued[0]?.reason).toBe(reason);
    // One series without gaps across cases.
    const numbers = (await database.db.select({ sequence: cancellationInvoices.sequence }).from(cancellationInvoices))
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));

    const after = await loadCaseWorkflow(database.db, caseId, () => '');
    expect(after?.refund).toMatchObject({ committedCents: 3900, refundableCents: 0 });
    expect(after?.refund?.items.every((item) => item.status === 'succeeded' && item.cancellationNumber)).toBe(true);
    expect(after?.history.map((entry) => entry.action)).toContain('Erstattung veranlasst');
  });

  it('refuses a specialist (Prüfer): money is the owner’s, and nothing is written', async () => {
    const { caseId, email } = await createPaidCase(database.db, storage());
    expect((await startWork(database.db, staff, caseId)).ok).toBe(true);
    await withdraw(caseId, email);
    const specialist = {
      staffId: 'staff-refund-specialist',
      requestId: 'req-refund-specialist',
      role: 'specialist',
    } as const;
    expect(
      await requestStaffRefund(database.db, specialist, caseId, {
        amount: '19,50',
        reason: 'Recherche bis zum Widerruf zur Hälfte erledigt.',
        requestKey: crypto.randomUUID(),
      }),
    ).toEqual({ ok: false, status: 403, message: REFUND_ADMIN_ONLY_MESSAGE });
    expect(await refundsOf(caseId)).toHaveLength(0);
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.refund.requested')));
    expect(audited).toHaveLength(0);
  });

  it('refuses a refund of a case that is not withdrawn', async () => {
    const { caseId } = await createPaidCase(database.db, storage());
    expect(
      await requestStaffRefund(database.db, staff, caseId, {
        amount: '39,00',
        reason: '',
        requestKey: crypto.randomUUID(),
      }),
    ).toMatchObject({ ok: false, status: 409 });
  });
});
