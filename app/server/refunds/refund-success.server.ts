// The provider accepted a refund (decision record 023): one transaction marks the row succeeded,
// issues the cancellation invoice and queues the customer's mail with it attached.
import { and, eq, ne } from 'drizzle-orm';
import { isPaidWith } from '#app/lib/payment-methods.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { statusPageUrl } from '../customer/order-summary.server.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, cases, clients, invoices, refunds } from '../db/schema.server.ts';
import { issueCancellationInvoice } from '../invoices/cancellation-invoice.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { refundMail } from '../mail/templates.server.ts';
import type { Refund, RefundDeps } from './refund-deps.server.ts';

type Invoice = typeof invoices.$inferSelect;
type Cancellation = Awaited<ReturnType<typeof issueCancellationInvoice>>;

/**
 * The provider accepted the refund: one transaction marks the row succeeded, issues the
 * cancellation invoice and queues the customer's mail with it. Returns the cancellation invoice's
 * id, or null when another holder recorded the success first.
 */
export async function recordSuccess(
  deps: RefundDeps,
  refund: Refund,
  accepted: { refundId: string; status: string },
  now: Date,
): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        attempts: refund.attempts + 1,
        providerRefundId: accepted.refundId,
        providerStatus: accepted.status,
        succeededAt: now,
        lastError: null,
      })
      .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'succeeded')))
      .returning();
    if (!done) return null;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, done.invoiceId));
    if (!invoice) throw new Error(`invoice ${done.invoiceId} missing`);
    const cancellation = await issueCancellationInvoice(tx, { refund: done, invoice, issuedAt: now });
    await queueRefundMail(tx, deps, { done, invoice, cancellation, now });
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: 'case.refund.succeeded',
      entityType: 'case',
      entityId: done.caseId,
      details: {
        refundId: done.id,
        amountCents: done.amountCents,
        providerRefundId: accepted.refundId,
        providerStatus: accepted.status,
        cancellationNumber: cancellation.number,
      },
    });
    deps.logger.info(
      { refundId: done.id, caseId: done.caseId, cancellationNumber: cancellation.number },
      'refund succeeded',
    );
    return cancellation.id;
  });
}

/** The customer's refund confirmation with the cancellation invoice, queued in the success's transaction. */
async function queueRefundMail(
  tx: Tx,
  deps: RefundDeps,
  { done, invoice, cancellation, now }: { done: Refund; invoice: Invoice; cancellation: Cancellation; now: Date },
): Promise<void> {
  const [owner] = await tx
    .select({
      caseType: cases.caseType,
      statusToken: cases.statusToken,
      withdrawnAt: cases.withdrawnAt,
      declinedAt: cases.declinedAt,
      paymentMethod: cases.paymentMethod,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(eq(cases.id, done.caseId));
  const reference = caseReference(done.caseId);
  const mail = refundMail(
    {
      reference,
      serviceName: owner ? serviceName(owner.caseType) : invoice.serviceName,
      // The invoice keeps the name and address it was issued to (the client may be anonymised).
      customerName: invoice.customerName,
      amountCents: done.amountCents,
      paidCents: invoice.grossCents,
      partial: done.kind === 'partial',
      reason: done.reason,
      refundedAt: now,
      withdrawnAt: owner?.withdrawnAt ?? null,
      declinedAt: owner?.declinedAt ?? null,
      cancellationNumber: cancellation.number,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.issuedAt,
      statusUrl: owner?.statusToken ? statusPageUrl(deps.siteUrl, owner.statusToken) : null,
      paymentMethod: [invoice.paymentMethod, owner?.paymentMethod].find(isPaidWith) ?? null,
    },
    deps.provider,
    deps.siteUrl,
  );
  await enqueueMail(tx, {
    ...mail,
    kind: 'refund-confirmation',
    dedupeKey: `refund-confirmation:${done.id}`,
    to: owner?.email || invoice.customerEmail,
    caseId: done.caseId,
    attachments: [{ kind: 'cancellation', cancellationId: cancellation.id }],
  });
}
