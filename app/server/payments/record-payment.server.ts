// The one place where a case becomes paid (DESIGN.md point 1): a verified provider event (webhook or
// a server-side look-up of the session). Stores the event once, marks the case paid, numbers the
// invoice without gaps and queues both mails — all in one transaction.
import { eq, sql } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { caseReference, serviceName, VAT_RATE_PERCENT, vatBreakdown } from '#app/lib/services.ts';
import { loadOrderSummary } from '../cases/order-summary.server.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, cases, invoiceCounters, invoices, paymentEvents } from '../db/schema.server.ts';
import type { InvoiceData } from '../mail/mail-data.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { orderConfirmationMail, staffNotificationMail } from '../mail/templates.server.ts';
import type { PaymentEvent } from './provider.server.ts';

export interface PaymentContext {
  db: Db;
  siteUrl: string;
  staffEmail: string;
  provider: ProviderInfo;
  /** Called after a commit that queued mails (wakes the mail worker). */
  onMailQueued?: () => void;
}

export type PaymentOutcome =
  | 'paid'
  | 'already-paid'
  | 'duplicate'
  | 'expired'
  | 'failed'
  | 'ignored'
  | 'unknown-case'
  | 'mismatch';

/** The calendar year in Germany, for the invoice series. */
function berlinYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(date));
}

export async function applyPaymentEvent(context: PaymentContext, event: PaymentEvent): Promise<PaymentOutcome> {
  const { db } = context;
  const outcome = await db.transaction(async (tx) => {
    const [current] = event.caseId ? await tx.select().from(cases).where(eq(cases.id, event.caseId)).for('update') : [];
    const stored = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        eventId: event.eventId,
        type: event.rawType,
        caseId: current?.id ?? null,
        payload: event.payload as object,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    // A replayed event changes nothing.
    if (stored.length === 0) return 'duplicate' as const;
    if (event.type === 'ignored') return 'ignored' as const;
    if (!current) return 'unknown-case' as const;

    if (event.type === 'expired') {
      if (current.status !== 'pending' || current.paymentSessionId !== event.sessionId) return 'ignored' as const;
      await tx.update(cases).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(cases.id, current.id));
      return 'expired' as const;
    }
    if (event.type === 'failed') {
      await tx.insert(auditLog).values({
        actorType: 'system',
        action: 'payment.failed',
        entityType: 'case',
        entityId: current.id,
        details: { provider: event.provider, eventId: event.eventId },
      });
      return 'failed' as const;
    }

    // event.type === 'paid'
    if (current.status !== 'pending' && current.status !== 'cancelled') return 'already-paid' as const;
    // A valid signature proves the event is the provider's, not that it is about this order: it must
    // name the session we opened for this case and the case's price and currency (set by us, DESIGN.md point 2).
    const mismatch = [
      event.sessionId !== current.paymentSessionId ? 'session' : null,
      event.amountCents !== current.amountCents ? 'amount' : null,
      event.currency?.toLowerCase() !== current.currency.toLowerCase() ? 'currency' : null,
    ].filter((reason) => reason !== null);
    if (mismatch.length > 0) {
      await tx.insert(auditLog).values({
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
    const paidAt = new Date();
    await tx
      .update(cases)
      .set({
        status: 'paid',
        paymentProvider: event.provider,
        paymentId: event.paymentId ?? event.sessionId ?? event.eventId,
        paidAt,
        updatedAt: paidAt,
      })
      .where(eq(cases.id, current.id));

    // Gapless per-year invoice number: the counter row is locked until the transaction ends.
    const year = berlinYear(paidAt);
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const sequence = counter?.lastNumber ?? 1;
    const summary = await loadOrderSummary(tx as unknown as Db, current.id);
    if (!summary) throw new Error(`case ${current.id} vanished`);
    const amounts = vatBreakdown(current.amountCents, VAT_RATE_PERCENT);
    const invoiceNumber = `EC-${year}-${String(sequence).padStart(6, '0')}`;
    const customerName = `${summary.customer.firstName} ${summary.customer.lastName}`;
    const [invoice] = await tx
      .insert(invoices)
      .values({
        caseId: current.id,
        year,
        sequence,
        invoiceNumber,
        issuedAt: paidAt,
        serviceName: serviceName(current.caseType),
        customerName,
        customerEmail: summary.customer.email,
        netCents: amounts.netCents,
        vatCents: amounts.vatCents,
        grossCents: amounts.grossCents,
        vatRateBasisPoints: VAT_RATE_PERCENT * 100,
        paymentProvider: event.provider,
        paymentId: event.paymentId,
      })
      .returning();
    if (!invoice) throw new Error('invoice not written');
    const invoiceData: InvoiceData = {
      invoiceNumber,
      issuedAt: paidAt,
      serviceName: invoice.serviceName,
      caseReference: caseReference(current.id),
      customerName,
      customerEmail: summary.customer.email,
      netCents: amounts.netCents,
      vatCents: amounts.vatCents,
      grossCents: amounts.grossCents,
      vatRatePercent: VAT_RATE_PERCENT,
      paymentProvider: event.provider === 'stripe' ? 'Stripe' : 'Testzahlung (simuliert)',
      paymentId: event.paymentId,
    };

    // § 312f BGB: confirmation with terms, withdrawal information and invoice before work starts.
    const confirmation = orderConfirmationMail(summary, invoiceData, context.provider, context.siteUrl);
    await enqueueMail(tx, {
      ...confirmation,
      kind: 'order-confirmation',
      dedupeKey: `order-confirmation:${current.id}`,
      to: summary.customer.email,
      caseId: current.id,
      attachments: [{ kind: 'invoice', invoiceId: invoice.id }, { kind: 'terms' }],
    });
    const notification = staffNotificationMail(summary, context.siteUrl);
    await enqueueMail(tx, {
      ...notification,
      kind: 'staff-notification',
      dedupeKey: `staff-notification:${current.id}`,
      to: context.staffEmail,
      caseId: current.id,
    });
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: 'case.paid',
      entityType: 'case',
      entityId: current.id,
      details: { provider: event.provider, eventId: event.eventId, invoiceNumber },
    });
    return 'paid' as const;
  });
  if (outcome === 'paid') context.onMailQueued?.();
  return outcome;
}
