// The payments a case does not take (record-payment.server.ts): money for a case paid already, and
// an event that does not name this order's session, price and currency; each recorded in the
// case's history.

import { isAwaitingPayment, isPaymentInReview } from '#app/lib/case-state.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog } from '../db/schema.server.ts';
import type { CaseRow, PaymentContext } from './payment-types.server.ts';
import type { PaymentEvent } from './provider.server.ts';

/**
 * A payment this case does not take: it is paid already ('already-paid'), or the event is not about
 * the order we opened ('mismatch'); each recorded in the case's history. Null: the payment is taken.
 */
export async function refusePayment(
  tx: Tx,
  context: PaymentContext,
  event: PaymentEvent,
  current: CaseRow,
): Promise<'already-paid' | 'mismatch' | null> {
  if (!isAwaitingPayment(current.status) && !isPaymentInReview(current.status)) {
    // Money for a case that was already paid another way (a guarantee voucher after the payment
    // page had been opened, or a second session): staff must refund it. The case's history says so.
    if (current.paymentId && event.paymentId && current.paymentId !== event.paymentId) {
      await tx.insert(auditLog).values({
        requestId: context.requestId,
        actorType: 'system',
        action: 'payment.after-paid',
        entityType: 'case',
        entityId: current.id,
        details: {
          provider: event.provider,
          eventId: event.eventId,
          paymentId: event.paymentId,
          amountCents: event.amountCents,
          paidWith: current.paymentId,
        },
      });
    }
    return 'already-paid' as const;
  }
  return recordMismatch(tx, context, event, current);
}

/**
 * A valid signature proves the event is the provider's, not that it is about this order: it must
 * name the session we opened for this case and the case's price and currency (set by us,
 * docs/product.md §2). Records a mismatch in the case's history; null when the event matches.
 */
export async function recordMismatch(
  tx: Tx,
  context: PaymentContext,
  event: PaymentEvent,
  current: CaseRow,
): Promise<'mismatch' | null> {
  const mismatch = [
    event.sessionId !== current.paymentSessionId ? 'session' : null,
    event.amountCents !== current.amountCents ? 'amount' : null,
    event.currency?.toLowerCase() !== current.currency.toLowerCase() ? 'currency' : null,
  ].filter((reason) => reason !== null);
  if (mismatch.length > 0) {
    await tx.insert(auditLog).values({
      requestId: context.requestId,
      actorType: 'system',
      action: 'payment.mismatch',
      entityType: 'case',
      entityId: current.id,
      details: {
        provider: event.provider,
        eventId: event.eventId,
        mismatch,
        sessionId: event.sessionId,
        amountCents: event.amountCents,
        currency: event.currency,
      },
    });
    return 'mismatch' as const;
  }
  return null;
}
