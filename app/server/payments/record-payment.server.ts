// The one place where a case becomes paid through the payment provider (docs/product.md §4): a
// verified provider event (webhook or a server-side look-up of the session). Stores the event once,
// marks the case paid, numbers the invoice (invoices/) and queues both mails
// (customer/paid-mails.server.ts) — all in one transaction; the invoice PDF is stored after the commit.
// The other way a case becomes paid, a guarantee voucher, is redeemed in checkout/order-voucher.server.ts.
// A delayed method (SEPA Direct Debit, decision record 025) first puts the case in review ("Zahlung
// in Prüfung"); the bank's answer then makes it paid (the 24–48 hours start then) or reopens the
// order (a returned debit: back to pending, with mails). Every event is stored once (a replay is a
// duplicate) and acts only on a case in the state it expects (a late 'pending' after 'paid' is ignored).
import { eq } from 'drizzle-orm';
import { canTransition, isPaymentInReview } from '#app/lib/case-state.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, cases, paymentEvents } from '../db/schema.server.ts';
import { type Invoice, storeInvoiceDocument } from '../invoices/issue-invoice.server.ts';
import { getLogger } from '../logging/logger.server.ts';
import { isStorageFull } from '../storage/storage-full.server.ts';
import { markPaymentInReview, reopenAfterReturnedDebit } from './delayed-payment.server.ts';
import { markCasePaid } from './mark-paid.server.ts';
import { refusePayment } from './payment-refusal.server.ts';
import type { PaymentContext, PaymentOutcome } from './payment-types.server.ts';
import type { PaymentEvent } from './provider.server.ts';

export async function applyPaymentEvent(context: PaymentContext, event: PaymentEvent): Promise<PaymentOutcome> {
  const { db } = context;
  const outcome = await db.transaction((tx) => recordPaymentEvent(tx, context, event));
  if (outcome === 'pending' || outcome === 'reopened') context.onMailQueued?.();
  if (typeof outcome === 'string') return outcome;
  await storeDocumentAfterPayment(context, outcome.paid);
  context.onMailQueued?.();
  return 'paid';
}

/** What the event's transaction did: an outcome, or the invoice of a case it marked paid. */
type RecordedEvent = Exclude<PaymentOutcome, 'paid'> | { paid: Invoice };

/** The event's transaction: stores the event once, under the case's row lock, and acts on it. */
async function recordPaymentEvent(tx: Tx, context: PaymentContext, event: PaymentEvent): Promise<RecordedEvent> {
  const [current] = event.caseId ? await tx.select().from(cases).where(eq(cases.id, event.caseId)).for('update') : [];
  const stored = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.rawType,
      caseId: current?.id ?? null,
      payload: event.payload as object,
      paymentMethod: event.paidWith,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  // A replayed event changes nothing.
  if (stored.length === 0) return 'duplicate' as const;
  if (event.type === 'ignored') return 'ignored' as const;
  if (!current) return 'unknown-case' as const;

  if (event.type === 'expired') {
    if (!canTransition(current.status, 'cancelled') || current.paymentSessionId !== event.sessionId) {
      return 'ignored' as const;
    }
    await tx.update(cases).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(cases.id, current.id));
    return 'expired' as const;
  }
  if (event.type === 'pending') return markPaymentInReview(tx, context, event, current);
  if (event.type === 'failed') {
    // The bank returned the debit of the session the case is waiting for: the order reopens.
    if (isPaymentInReview(current.status) && event.sessionId === current.paymentSessionId) {
      return reopenAfterReturnedDebit(tx, context, event, current);
    }
    // A declined attempt (the customer may try again on the payment page), or a failure that no
    // longer matters (a session the case is not waiting for): recorded only.
    await tx.insert(auditLog).values({
      requestId: context.requestId,
      actorType: 'system',
      action: 'payment.failed',
      entityType: 'case',
      entityId: current.id,
      details: { provider: event.provider, eventId: event.eventId, paidWith: event.paidWith },
    });
    return 'failed' as const;
  }

  // event.type === 'paid'
  const refused = await refusePayment(tx, context, event, current);
  if (refused) return refused;
  return { paid: await markCasePaid(tx, context, event, current) };
}

/**
 * The invoice PDF, rendered and stored right after the commit, outside the counter lock. If that
 * fails (a full disk, decision record 019; a storage outage), the payment stands: the row is the
 * invoice, and the mail worker renders and stores the document when it first attaches it.
 */
async function storeDocumentAfterPayment(context: PaymentContext, invoice: Invoice): Promise<void> {
  try {
    await storeInvoiceDocument(context.db, context, invoice);
  } catch (error) {
    if (isStorageFull(error)) return;
    getLogger().warn(
      { err: error, requestId: context.requestId, invoiceId: invoice.id },
      'invoice document not stored after payment; the mail worker retries',
    );
  }
}
