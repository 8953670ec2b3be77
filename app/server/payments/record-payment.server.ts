// The one place where a case becomes paid through the payment provider (docs/product.md §4): a
// verified provider event (webhook or a server-side look-up of the session). Stores the event once,
// marks the case paid, numbers the invoice (invoices/) and queues both mails
// (customer/paid-mails.server.ts) — all in one transaction; the invoice PDF is stored after the commit.
// The other way a case becomes paid, a guarantee voucher, is redeemed in checkout/order.server.ts.
// A delayed method (SEPA Direct Debit, decision record 025) first puts the case in review ("Zahlung
// in Prüfung"); the bank's answer then makes it paid (the 24–48 hours start then) or reopens the
// order (a returned debit: back to pending, with mails). Every event is stored once (a replay is a
// duplicate) and acts only on a case in the state it expects (a late 'pending' after 'paid' is ignored).

import { and, eq, sql } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { canTransition, isAwaitingPayment, isPaymentInReview } from '#app/lib/case-state.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { loadOrderSummary, statusPageUrl } from '../customer/order-summary.server.ts';
import { queuePaidMails } from '../customer/paid-mails.server.ts';
import { DEBIT_FAILED_ACTION } from '../customer/pay-again.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { auditLog, cases, paymentEvents } from '../db/schema.server.ts';
import { type Invoice, issueInvoice, storeInvoiceDocument } from '../invoices/issue-invoice.server.ts';
import { getLogger } from '../logging/logger.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import {
  debitReturnedMail,
  debitReturnedStaffMail,
  type PaymentReviewMailInput,
  paymentReviewMail,
} from '../mail/templates.server.ts';
import { refundOnWithdrawal } from '../refunds/refunds.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { isStorageFull } from '../storage/storage-full.server.ts';
import type { PaymentEvent } from './provider.server.ts';

export interface PaymentContext {
  db: Db;
  /** Where the invoice PDF is kept (invoices/). */
  storage: FileStorage;
  siteUrl: string;
  staffEmail: string;
  provider: ProviderInfo;
  /** The request that brought the event (webhook, success page, test payment page), for the audit log. */
  requestId?: string;
  /** Called after a commit that queued mails (wakes the mail worker). */
  onMailQueued?: () => void;
}

export type PaymentOutcome =
  | 'paid'
  /** A delayed payment was submitted: the case is in review until the bank answers. */
  | 'pending'
  /** The bank returned a debit: the order is open again, to be paid another way. */
  | 'reopened'
  | 'already-paid'
  | 'duplicate'
  | 'expired'
  | 'failed'
  | 'ignored'
  | 'unknown-case'
  | 'mismatch';

export async function applyPaymentEvent(context: PaymentContext, event: PaymentEvent): Promise<PaymentOutcome> {
  const { db } = context;
  const outcome = await db.transaction((tx) => recordPaymentEvent(tx, context, event));
  if (outcome === 'pending' || outcome === 'reopened') context.onMailQueued?.();
  if (typeof outcome === 'string') return outcome;
  await storeDocumentAfterPayment(context, outcome.paid);
  context.onMailQueued?.();
  return 'paid';
}

type CaseRow = typeof cases.$inferSelect;

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
 * A payment this case does not take: it is paid already ('already-paid'), or the event is not about
 * the order we opened ('mismatch'); each recorded in the case's history. Null: the payment is taken.
 */
async function refusePayment(
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
async function recordMismatch(
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
async function markPaymentInReview(
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
async function reopenAfterReturnedDebit(
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

/**
 * Marks the case paid, issues its invoice, queues both mails and records it; returns the invoice.
 * paidAt is now: for a debit in review, the bank's confirmation, so the 24–48 hours start here.
 * A customer who withdrew while the bank decided (§ 356a BGB: the withdrawal form only flagged the
 * unpaid case) gets the money back at once: the case is withdrawn and the full refund queued.
 */
async function markCasePaid(tx: Tx, context: PaymentContext, event: PaymentEvent, current: CaseRow): Promise<Invoice> {
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
