// A delayed payment (SEPA Direct Debit, decision record 025) on a real database, through the
// simulated payment page's actions and the one event handler: the case waits in review, the bank's
// confirmation makes it paid (the 24–48 hours start then), a returned debit reopens the order with
// mails, and the status page pays it again. Replayed and late events change nothing.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { receiveUpload } from '#app/server/checkout/uploads.server.ts';
import { parseConfig } from '#app/server/config/config.server.ts';
import { payReopenedOrder } from '#app/server/customer/pay-again.server.ts';
import { loadPaymentState } from '#app/server/customer/payment-status.server.ts';
import { loadStatusPageState } from '#app/server/customer/status-page.server.ts';
import { auditLog, cases, invoices, mailOutbox, paymentEvents, refunds } from '#app/server/db/schema.server.ts';
import { dashboardUrl } from '#app/server/mail/parts.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { completeTestPayment, findTestSession, testPaymentView } from '#app/server/payments/test-payment.server.ts';
import { createRuntime, paymentContext, type Runtime } from '#app/server/runtime.server.ts';
import { recordWithdrawal } from '#app/server/withdrawals/withdrawal.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks, fixture, validOrder } from '#tests/support/order-fixtures.ts';

const database = useTestDatabase();
const dataDir = useScratchFolder('echtcheck-delayed-payment-');
const logger = pino({ level: 'silent' });
let runtime: Runtime;

beforeAll(() => {
  const simulated = createSimulatedProvider('delayed-payment-secret');
  runtime = {
    ...createRuntime(
      parseConfig({
        DATA_DIR: dataDir.path,
        PAYMENT_METHODS: 'card,paypal,sepa_debit',
        STAFF_EMAIL: 'team@echtcheck.de',
      }),
      database,
      logger,
    ),
    simulated,
    payments: simulated,
  };
});
afterAll(async () => {
  await runtime?.mailWorker.stop();
});

/** Mails are queued, never sent here: the worker is not woken. */
const context = () => ({ ...paymentContext(runtime), onMailQueued: undefined });

async function caseRow(caseId: string) {
  const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error('case not found');
  return row;
}

async function placed() {
  const order = validOrder();
  const result = await placeOrder(
    { db: database.db, storage: runtime.storage, payments: runtime.payments, siteUrl: 'http://localhost:3000' },
    order,
  );
  if (!result.ok) throw new Error('order refused');
  const row = await caseRow(order.checkoutId);
  const session = await findTestSession(runtime, row.paymentSessionId ?? '');
  if (!session) throw new Error('no test session');
  return { caseId: order.checkoutId, row, session, email: order.customer.email, order };
}

async function mailKinds(caseId: string) {
  const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, caseId));
  return rows.map((row) => row.kind).sort();
}

/** A signed simulated event for the case's current session, verified like a webhook. */
async function event(caseId: string, outcome: 'paid' | 'pending' | 'failed', paidWith: 'sepa_debit' | 'card') {
  const row = await caseRow(caseId);
  const signed = runtime.simulated?.signedEvent(outcome, {
    sessionId: row.paymentSessionId ?? '',
    caseId,
    amountCents: row.amountCents,
    paidWith,
  });
  if (!signed) throw new Error('not simulated');
  return runtime.payments.verifyWebhook(signed.body, signed.signature);
}

describe(`delayed payments on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('the test page offers the configured methods and refuses any other', async () => {
    const { caseId, session } = await placed();
    expect(testPaymentView(session, runtime.config.PAYMENT_METHODS)).toMatchObject({
      methods: [
        { key: 'card', label: 'Karte (auch Apple Pay und Google Pay)' },
        { key: 'paypal', label: 'PayPal' },
        { key: 'sepa_debit', label: 'SEPA-Lastschrift' },
      ],
      inReview: false,
    });
    expect(await completeTestPayment(runtime, session, 'bezahlen', 'klarna')).toEqual({ refused: 'method' });
    expect(await completeTestPayment(runtime, session, 'bezahlen', 'bitcoin')).toEqual({ refused: 'method' });
    // The bank's answer is refused while no debit is in review.
    expect(await completeTestPayment(runtime, session, 'lastschrift-eingeloest', null)).toEqual({ refused: 'state' });
    expect((await caseRow(caseId)).status).toBe('pending');
    expect(await database.db.select().from(paymentEvents).where(eq(paymentEvents.caseId, caseId))).toHaveLength(0);
  });

  it('PayPal pays at once; a declined card records the method and leaves the order open', async () => {
    const { caseId, session } = await placed();
    // No method sent: the page's preselected first one (a card).
    expect(await completeTestPayment(runtime, session, 'fehlschlagen', null)).toEqual({ failed: true });
    expect((await caseRow(caseId)).status).toBe('pending');
    expect(await completeTestPayment(runtime, session, 'bezahlen', 'paypal')).toEqual({
      redirect: `/payment-success?case_id=${caseId}`,
    });
    const paid = await caseRow(caseId);
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'paypal' });
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    expect(invoice?.paymentMethod).toBe('paypal');
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.caseId, caseId));
    expect(events.map((row) => [row.type, row.paymentMethod]).sort()).toEqual([
      ['simulated.failed', 'card'],
      ['simulated.paid', 'paypal'],
    ]);
  });

  it('a debit waits in review, then the confirmation pays it with the clock starting then', async () => {
    const { caseId, session, email, order } = await placed();
    expect(await completeTestPayment(runtime, session, 'bezahlen', 'sepa_debit')).toEqual({
      redirect: `/payment-success?case_id=${caseId}`,
    });
    const review = await caseRow(caseId);
    expect(review).toMatchObject({
      status: 'payment-review',
      paymentMethod: 'sepa_debit',
      paymentId: null,
      paidAt: null,
    });
    const [reviewMail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'payment-review')));
    expect(reviewMail?.toAddress).toBe(email);
    expect(reviewMail?.subject).toContain('Ihre Zahlung ist in Prüfung');
    expect(reviewMail?.text).toContain('SEPA-Lastschriftmandat');
    expect(reviewMail?.text).toContain(`/auftrag/${review.statusToken}`);
    expect(await mailKinds(caseId)).toEqual(['payment-review']);
    expect(await loadPaymentState(runtime, caseId)).toMatchObject({ state: 'review' });
    expect(await loadStatusPageState(database.db, review.statusToken ?? '')).toMatchObject({
      kind: 'unpaid',
      view: { state: 'review', canWithdraw: true },
    });
    // No checkout change while the bank decides: a repeated order is answered like a paid one, and
    // no file can be added.
    expect(
      await placeOrder(
        { db: database.db, storage: runtime.storage, payments: runtime.payments, siteUrl: 'http://localhost:3000' },
        { ...order, target: { ...order.target, targetName: 'Jemand Anderes' } },
      ),
    ).toMatchObject({ ok: true, alreadyPaid: true });
    const picture = await fixture('profilbild.png');
    expect(
      await receiveUpload({
        db: database.db,
        storage: runtime.storage,
        checkoutId: caseId,
        fileName: 'spaet.png',
        declaredSize: picture.byteLength,
        body: chunks(picture),
        uploaderKey: 'upload:delayed-payment-test',
        limits: { filesPerHour: 10_000, bytesPerHour: 1e12, stagedCapBytes: 1e12 },
      }),
    ).toEqual({ ok: false, reason: 'order-closed' });
    expect((await caseRow(caseId)).status).toBe('payment-review');
    const again = await findTestSession(runtime, review.paymentSessionId ?? '');
    if (!again) throw new Error('session gone');
    expect(testPaymentView(again, runtime.config.PAYMENT_METHODS).inReview).toBe(true);

    const before = new Date();
    expect(await completeTestPayment(runtime, again, 'lastschrift-eingeloest', null)).toEqual({ bankAnswer: 'paid' });
    const paid = await caseRow(caseId);
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'sepa_debit' });
    expect(paid.paymentId).toMatch(/^sim_pi_/);
    // The 24–48 hours start at the bank's confirmation, not at the order or the mandate.
    expect(paid.paidAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(paid.paidAt?.getTime()).toBeGreaterThan(review.updatedAt.getTime());
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.caseId, caseId));
    expect(invoice?.paymentMethod).toBe('sepa_debit');
    expect(await mailKinds(caseId)).toEqual(['order-confirmation', 'payment-review', 'staff-notification']);
    expect(await loadStatusPageState(database.db, paid.statusToken ?? '')).toMatchObject({ kind: 'paid' });

    // A late 'pending' after the payment changes nothing, and a replay is a duplicate.
    const late = await event(caseId, 'pending', 'sepa_debit');
    expect(await applyPaymentEvent(context(), late)).toBe('ignored');
    expect(await applyPaymentEvent(context(), late)).toBe('duplicate');
    expect((await caseRow(caseId)).status).toBe('paid');
  });

  it('a returned debit reopens the order with mails, and the status page pays it again by card', async () => {
    const { caseId, session, email } = await placed();
    const pending = await event(caseId, 'pending', 'sepa_debit');
    expect(await applyPaymentEvent(context(), pending)).toBe('pending');
    // A second delivery of the same event, and a second 'pending', change nothing (one mail).
    expect(await applyPaymentEvent(context(), pending)).toBe('duplicate');
    expect(await applyPaymentEvent(context(), await event(caseId, 'pending', 'sepa_debit'))).toBe('ignored');
    expect(await mailKinds(caseId)).toEqual(['payment-review']);

    const returned = await event(caseId, 'failed', 'sepa_debit');
    expect(await applyPaymentEvent(context(), returned)).toBe('reopened');
    expect(await applyPaymentEvent(context(), returned)).toBe('duplicate');
    const reopened = await caseRow(caseId);
    expect(reopened).toMatchObject({ status: 'pending', paymentId: null, paidAt: null, paymentMethod: null });
    expect(await mailKinds(caseId)).toEqual(['debit-returned', 'debit-returned-staff', 'payment-review']);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.caseId, caseId));
    const customer = mails.find((mail) => mail.kind === 'debit-returned');
    expect(customer?.toAddress).toBe(email);
    expect(customer?.subject).toContain('Ihre Lastschrift wurde nicht eingelöst');
    expect(customer?.text).toContain('Es wurde nichts abgebucht');
    expect(customer?.text).toContain(`/auftrag/${reopened.statusToken}`);
    const staff = mails.find((mail) => mail.kind === 'debit-returned-staff');
    expect(staff?.toAddress).toBe('team@echtcheck.de');
    expect(staff?.text).toContain(dashboardUrl(runtime.config.SITE_URL, caseId));
    // No case content in the staff mail: not the customer, not the person checked.
    expect(staff?.text).not.toContain(email);
    expect(staff?.text).not.toContain('Max Mustermann');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'payment.debit-failed')));
    expect(audit?.details).toMatchObject({ paidWith: 'sepa_debit' });

    // The bank's answer for a session no longer in review is refused on the test page.
    expect(await completeTestPayment(runtime, session, 'lastschrift-zurueck', null)).toEqual({ refused: 'state' });

    const token = reopened.statusToken ?? '';
    expect(await loadStatusPageState(database.db, token)).toMatchObject({
      kind: 'unpaid',
      view: { state: 'reopened', canWithdraw: false },
    });
    const again = await payReopenedOrder(
      { db: database.db, payments: runtime.payments, siteUrl: 'http://localhost:3000' },
      token,
    );
    expect(again?.url).toMatch(/^\/zahlung\/test\/sim_cs_/);
    const renewed = await caseRow(caseId);
    expect(renewed.paymentSessionId).not.toBe(reopened.paymentSessionId);
    expect(renewed.amountCents).toBe(3900);
    const newSession = await findTestSession(runtime, renewed.paymentSessionId ?? '');
    if (!newSession) throw new Error('no new session');
    expect(await completeTestPayment(runtime, newSession, 'bezahlen', 'card')).toEqual({
      redirect: `/payment-success?case_id=${caseId}`,
    });
    expect(await caseRow(caseId)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(await mailKinds(caseId)).toEqual([
      'debit-returned',
      'debit-returned-staff',
      'order-confirmation',
      'payment-review',
      'staff-notification',
    ]);
    // Paid now: nothing more to pay again.
    expect(
      await payReopenedOrder({ db: database.db, payments: runtime.payments, siteUrl: 'http://localhost:3000' }, token),
    ).toBeNull();
  });

  it('a never-paid order has no status page and cannot be paid through it', async () => {
    const { row } = await placed();
    const token = row.statusToken ?? '';
    expect(await loadStatusPageState(database.db, token)).toBeNull();
    expect(
      await payReopenedOrder({ db: database.db, payments: runtime.payments, siteUrl: 'http://localhost:3000' }, token),
    ).toBeNull();
  });

  it('a customer who withdrew while the bank decided gets the debit back in full once it arrives', async () => {
    const { caseId, row, email } = await placed();
    expect(await applyPaymentEvent(context(), await event(caseId, 'pending', 'sepa_debit'))).toBe('pending');
    await recordWithdrawal(
      {
        db: database.db,
        provider: runtime.provider,
        siteUrl: 'http://localhost:3000',
        staffEmail: 'team@echtcheck.de',
        mailsPerRecipientPerHour: 10,
      },
      { name: 'Erika Mustermann', orderReference: caseId.slice(0, 8), email },
    );
    // Not paid: the withdrawal only flags the case; nothing to refund yet.
    expect(await caseRow(caseId)).toMatchObject({ status: 'payment-review' });
    expect(await database.db.select().from(refunds).where(eq(refunds.caseId, caseId))).toHaveLength(0);
    expect(await applyPaymentEvent(context(), await event(caseId, 'paid', 'sepa_debit'))).toBe('paid');
    const withdrawn = await caseRow(caseId);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', paymentMethod: 'sepa_debit' });
    expect(withdrawn.paidAt).not.toBeNull();
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.caseId, caseId));
    expect(refund).toMatchObject({ kind: 'full', amountCents: row.amountCents });
  });

  it('Stripe events out of order: a return before the completion leaves the order open', async () => {
    const { caseId, row } = await placed();
    const sessionId = row.paymentSessionId ?? '';
    const stripeEvent = (rawType: string, type: 'pending' | 'failed' | 'paid') => ({
      provider: 'stripe' as const,
      eventId: `evt_${rawType}_${caseId}`,
      type,
      caseId,
      sessionId,
      paymentId: 'pi_out_of_order',
      amountCents: row.amountCents,
      currency: 'eur',
      paidWith: 'sepa_debit' as const,
      rawType,
      payload: { type: rawType, data: { object: { id: sessionId, object: 'checkout.session' } } },
    });
    expect(await applyPaymentEvent(context(), stripeEvent('checkout.session.async_payment_failed', 'failed'))).toBe(
      'failed',
    );
    expect(await applyPaymentEvent(context(), stripeEvent('checkout.session.completed', 'pending'))).toBe('ignored');
    expect(await caseRow(caseId)).toMatchObject({ status: 'pending', paymentMethod: null });
    expect(await mailKinds(caseId)).toEqual([]);
  });
});
