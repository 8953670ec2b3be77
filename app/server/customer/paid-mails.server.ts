// The mails of a case that has just become paid, queued in the transaction that made it paid: the
// contract confirmation to the customer (§ 312f BGB) and the notification to staff. Shared by the
// two ways a case is paid: a verified provider event (payments/record-payment.server.ts) and a
// guarantee voucher redeemed in the checkout (checkout/order.server.ts).

import type { ProviderInfo } from '#app/content/types.ts';
import type { Tx } from '../db/db.server.ts';
import { type Invoice, invoiceData } from '../invoices/issue-invoice.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { orderConfirmationMail, staffNotificationMail } from '../mail/templates.server.ts';
import { loadOrderSummary, type OrderSummary } from './order-summary.server.ts';

export interface PaidMailContext {
  siteUrl: string;
  staffEmail: string;
  provider: ProviderInfo;
}

/**
 * Loads the order and queues both mails (one each per case: their dedupe keys). `invoiceFor` issues
 * the invoice the confirmation carries, from the loaded order; null for an order that cost nothing
 * (a guarantee voucher: no invoice for 0 €, the terms are the only attachment).
 */
export async function queuePaidMails<I extends Invoice | null>(
  tx: Tx,
  context: PaidMailContext,
  caseId: string,
  invoiceFor: (summary: OrderSummary) => Promise<I>,
): Promise<{ summary: OrderSummary; invoice: I }> {
  const summary = await loadOrderSummary(tx, caseId);
  if (!summary) throw new Error(`case ${caseId} vanished`);
  const invoice = await invoiceFor(summary);

  // § 312f BGB: confirmation with terms, withdrawal information (and the invoice, if any) before work starts.
  const confirmation = orderConfirmationMail(
    summary,
    invoice ? invoiceData(invoice) : null,
    context.provider,
    context.siteUrl,
  );
  await enqueueMail(tx, {
    ...confirmation,
    kind: 'order-confirmation',
    dedupeKey: `order-confirmation:${caseId}`,
    to: summary.customer.email,
    caseId,
    attachments: invoice ? [{ kind: 'invoice', invoiceId: invoice.id }, { kind: 'terms' }] : [{ kind: 'terms' }],
  });
  const notification = staffNotificationMail(summary, context.siteUrl);
  await enqueueMail(tx, {
    ...notification,
    kind: 'staff-notification',
    dedupeKey: `staff-notification:${caseId}`,
    to: context.staffEmail,
    caseId,
  });
  return { summary, invoice };
}
