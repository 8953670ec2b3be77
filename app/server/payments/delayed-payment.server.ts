// A delayed payment (SEPA Direct Debit, decision record 025; record-payment.server.ts): submitted, the
// case waits in review and the customer is told; the bank's return of the debit reopens the order
// with mails to the customer and staff.
import { and, eq, sql } from 'drizzle-orm';
import { canTransition, isAwaitingPayment } from '#app/lib/case-state.ts';
import { loadOrderSummary, statusPageUrl } from '../customer/order-summary.server.ts';
import { DEBIT_FAILED_ACTION } from '../customer/pay-again.server.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, cases, paymentEvents } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import {
  debitReturnedMail,
  debitReturnedStaffMail,
  type PaymentReviewMailInput,
  paymentReviewMail,
} from '../mail/templates.server.ts';
import { recordMismatch } from './payment-refusal.server.ts';
import type { CaseRow, PaymentContext } from './payment-types.server.ts';
import type { PaymentEvent } from './provider.server.ts';

/** What the mails about a delayed payment show, from the case and its order. */
async function reviewMailInput(tx: Tx, context: PaymentContext, current: CaseRow, at: Date) {
  const summary = await loadOrderSummary(tx, current.id);
  if (!summary) throw new Error(`case ${current.id} vanished`);
  const input: PaymentReviewMailInput = {
    reference: summary.reference,
    caseId: current.id,
    serviceName: summary.serviceName,
    customerName: `${summary.customer.firstName} ${summary.customer.lastName}`.trim(),
    amountCents: current.amountCents,
    at,
    statusUrl: summary.statusToken ? statusPageUrl(context.siteUrl, summary.statusToken) : null,
  };
  return { input, email: summary.customer.email };
}

/**
 * A delayed payment was submitted (the SEPA mandate given): the case waits as "Zahlung in Prüfung",
 * the customer is told. Only from an order awaiting payment: a late 'pending' after the bank's
 * answer, or a second one, changes nothing.
 */
export async function markPaymentInReview(
  tx: Tx,
  context: PaymentContext,
  event: PaymentEvent,
  current: CaseRow,
): Promise<'pending' | 'mismatch' | 'ignored'> {
  if (!isAwaitingPayment(current.status) || !canTransition(current.status, 'payment-review')) {
    return 'ignored' as const;
  }
  const mismatch = await recordMismatch(tx, context, event, current);
  if (mismatch) return mismatch;
  // Stripe does not promise the order of its events: the bank's return of this session may have
  // arrived before the session's completion. Then there is nothing left to wait for.
  if (await debitAlreadyReturned(tx, event, current)) return 'ignored' as const;
  const now = new Date();
  await tx
    .update(cases)
    .set({ status: 'payment-review', paymentProvider: event.provider, paymentMethod: event.paidWith, updatedAt: now })
    .where(eq(cases.id, current.id));
  await tx.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'system',
    action: 'payment.pending',
    entityType: 'case',
    entityId: current.id,
    details: { provider: event.provider, eventId: event.eventId, paidWith: event.paidWith },
  });
  const { input, email } = await reviewMailInput(tx, context, current, now);
  await enqueueMail(tx, {
    ...paymentReviewMail(input, context.provider, context.siteUrl),
    kind: 'payment-review',
    dedupeKey: `payment-review:${current.id}:${event.sessionId ?? event.eventId}`,
    to: email,
    caseId: current.id,
  });
  return 'pending' as const;
}

/** A failure of this session's delayed payment is already recorded (Stripe's async_payment_failed). */
async function debitAlreadyReturned(tx: Tx, event: PaymentEvent, current: CaseRow): Promise<boolean> {
  if (event.provider !== 'stripe' || !event.sessionId) return false;
  const [returned] = await tx
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.caseId, current.id),
        eq(paymentEvents.type, 'checkout.session.async_payment_failed'),
        sql`${paymentEvents.payload} #>> '{data,object,id}' = ${event.sessionId}`,
      ),
    )
    .limit(1);
  return returned !== undefined;
}

/**
 * The bank returned the debit: nothing was paid, the order is open again (pending) and can be paid
 * another way from the status page. The customer and staff are told; no work was started.
 */
export async function reopenAfterReturnedDebit(
  tx: Tx,
  context: PaymentContext,
  event: PaymentEvent,
  current: CaseRow,
): Promise<'reopened'> {
  const now = new Date();
  await tx
    .update(cases)
    .set({ status: 'pending', paymentMethod: null, updatedAt: now })
    .where(eq(cases.id, current.id));
  await tx.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'system',
    action: DEBIT_FAILED_ACTION,
    entityType: 'case',
    entityId: current.id,
    details: { provider: event.provider, eventId: event.eventId, paidWith: event.paidWith ?? current.paymentMethod },
  });
  const { input, email } = await reviewMailInput(tx, context, current, now);
  await enqueueMail(tx, {
    ...debitReturnedMail(input, context.provider, context.siteUrl),
    kind: 'debit-returned',
    dedupeKey: `debit-returned:${current.id}:${event.eventId}`,
    to: email,
    caseId: current.id,
  });
  await enqueueMail(tx, {
    ...debitReturnedStaffMail(input, context.siteUrl),
    kind: 'debit-returned-staff',
    dedupeKey: `debit-returned-staff:${current.id}:${event.eventId}`,
    to: context.staffEmail,
    caseId: current.id,
  });
  return 'reopened' as const;
}
