// What the payment provider says about a refund after it accepted it (decision record 023,
// amendment 1). Stripe accepts most refunds as pending and may return one days later (a closed card
// or account): the money is then back in our balance and still owed to the customer (§ 357 BGB). Our
// row stays 'succeeded' (the provider took it, the cancellation invoice is issued and stays valid);
// its provider state turns 'failed', staff are told to pay it back another way, the customer is
// asked for an account, and the status page and the case view say so.
import { and, eq } from 'drizzle-orm';
import { caseReference } from '#app/lib/services.ts';
import { statusPageUrl } from '../customer/order-summary.server.ts';
import { auditLog, cancellationInvoices, cases, clients, invoices, refunds } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { refundReturnedMail, refundReturnedStaffMail } from '../mail/templates.server.ts';
import type { RefundDeps } from './refund-deps.server.ts';

/** A provider's report on one refund it accepted earlier. */
export interface RefundUpdate {
  provider: 'stripe' | 'simulated';
  /** The provider's event id (for the audit log). */
  eventId: string;
  providerRefundId: string;
  /** The provider's state: Stripe's pending, requires_action, succeeded, failed or canceled. */
  status: string;
  failureReason: string | null;
}

/** Provider states in which the money did not and will not reach the customer. */
export const RETURNED_REFUND_STATES: ReadonlySet<string> = new Set(['failed', 'canceled']);

export function isReturnedRefund(providerStatus: string | null): boolean {
  return providerStatus !== null && RETURNED_REFUND_STATES.has(providerStatus);
}

export type RefundUpdateDeps = Pick<RefundDeps, 'db' | 'provider' | 'siteUrl' | 'logger' | 'onMailQueued'> & {
  staffEmail: string;
};

export type RefundUpdateOutcome = 'unknown-refund' | 'unchanged' | 'updated' | 'returned';

/** Records the provider's state of a refund; a returned refund tells staff and the customer, once. */
export async function applyRefundUpdate(deps: RefundUpdateDeps, update: RefundUpdate): Promise<RefundUpdateOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<RefundUpdateOutcome> => {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentProvider, update.provider), eq(refunds.providerRefundId, update.providerRefundId)))
      .for('update');
    if (!row) return 'unknown-refund';
    if (row.providerStatus === update.status) return 'unchanged';
    // Once returned, a refund stays returned: staff pay it back by transfer, a later event cannot undo that.
    if (isReturnedRefund(row.providerStatus)) return 'unchanged';
    const returned = RETURNED_REFUND_STATES.has(update.status);
    await tx
      .update(refunds)
      .set({ providerStatus: update.status, ...(returned ? { lastError: update.failureReason ?? update.status } : {}) })
      .where(eq(refunds.id, row.id));
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: returned ? 'case.refund.returned' : 'case.refund.provider-status',
      entityType: 'case',
      entityId: row.caseId,
      details: {
        refundId: row.id,
        providerRefundId: update.providerRefundId,
        eventId: update.eventId,
        status: update.status,
        failureReason: update.failureReason,
      },
    });
    if (!returned) return 'updated';

    const [owner] = await tx
      .select({
        statusToken: cases.statusToken,
        email: clients.email,
        invoiceName: invoices.customerName,
        invoiceEmail: invoices.customerEmail,
        cancellationNumber: cancellationInvoices.number,
      })
      .from(refunds)
      .innerJoin(cases, eq(cases.id, refunds.caseId))
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
      .leftJoin(cancellationInvoices, eq(cancellationInvoices.refundId, refunds.id))
      .where(eq(refunds.id, row.id));
    const input = {
      reference: caseReference(row.caseId),
      caseId: row.caseId,
      // The invoice keeps the name it was issued to (the client may be anonymised by now).
      customerName: owner?.invoiceName ?? '',
      amountCents: row.amountCents,
      failureReason: update.failureReason,
      cancellationNumber: owner?.cancellationNumber ?? null,
      statusUrl: owner?.statusToken ? statusPageUrl(deps.siteUrl, owner.statusToken) : null,
    };
    await enqueueMail(tx, {
      ...refundReturnedMail(input, deps.provider, deps.siteUrl),
      kind: 'refund-returned',
      dedupeKey: `refund-returned:${row.id}`,
      to: owner?.email || owner?.invoiceEmail || '',
      caseId: row.caseId,
    });
    await enqueueMail(tx, {
      ...refundReturnedStaffMail(input, deps.siteUrl),
      kind: 'refund-returned-staff',
      dedupeKey: `refund-returned-staff:${row.id}`,
      to: deps.staffEmail,
      caseId: row.caseId,
    });
    return 'returned';
  });
  if (outcome === 'returned') {
    deps.logger.warn(
      { providerRefundId: update.providerRefundId, status: update.status },
      'refund returned by the provider',
    );
    deps.onMailQueued?.();
  }
  return outcome;
}
