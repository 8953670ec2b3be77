// A case paid through the payment provider (record-payment.server.ts): marked paid, its invoice
// numbered, both mails queued and the payment recorded, in the event's transaction; withdrawn while
// the bank decided, refunded at once.
import { eq } from 'drizzle-orm';
import { isPaymentInReview } from '#app/lib/case-state.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { queuePaidMails } from '../customer/paid-mails.server.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, cases } from '../db/schema.server.ts';
import { type Invoice, issueInvoice } from '../invoices/issue-invoice.server.ts';
import { refundOnWithdrawal } from '../refunds/refunds.server.ts';
import type { CaseRow, PaymentContext } from './payment-types.server.ts';
import type { PaymentEvent } from './provider.server.ts';

/**
 * Marks the case paid, issues its invoice, queues both mails and records it; returns the invoice.
 * paidAt is now: for a debit in review, the bank's confirmation, so the 24–48 hours start here.
 * A customer who withdrew while the bank decided (§ 356a BGB: the withdrawal form only flagged the
 * unpaid case) gets the money back at once: the case is withdrawn and the full refund queued.
 */
export async function markCasePaid(
  tx: Tx,
  context: PaymentContext,
  event: PaymentEvent,
  current: CaseRow,
): Promise<Invoice> {
  const paidAt = new Date();
  const paymentMethod = event.paidWith ?? current.paymentMethod;
  await tx
    .update(cases)
    .set({
      status: 'paid',
      paymentProvider: event.provider,
      paymentId: event.paymentId ?? event.sessionId ?? event.eventId,
      paymentMethod,
      paidAt,
      updatedAt: paidAt,
    })
    .where(eq(cases.id, current.id));

  const { invoice } = await queuePaidMails(tx, context, current.id, (summary) =>
    issueInvoice(tx, {
      caseId: current.id,
      issuedAt: paidAt,
      serviceName: serviceName(current.caseType),
      caseReference: caseReference(current.id),
      customerName: `${summary.customer.firstName} ${summary.customer.lastName}`,
      customerEmail: summary.customer.email,
      grossCents: current.amountCents,
      paymentProvider: event.provider,
      paymentId: event.paymentId,
      paymentMethod,
    }),
  );
  await tx.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'system',
    action: 'case.paid',
    entityType: 'case',
    entityId: current.id,
    details: {
      provider: event.provider,
      eventId: event.eventId,
      invoiceNumber: invoice.invoiceNumber,
      paidWith: paymentMethod,
    },
  });
  if (current.withdrawnAt && isPaymentInReview(current.status)) {
    await tx.update(cases).set({ status: 'withdrawn', updatedAt: paidAt }).where(eq(cases.id, current.id));
    await refundOnWithdrawal(tx, { caseId: current.id, requestId: context.requestId });
  }
  return invoice;
}
