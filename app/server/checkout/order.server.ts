// The order action (issue "Checkout" §6): validates everything again on the server, sets the price
// itself, finds or creates the client (one per e-mail address), writes the case (pending) with the
// contact data as typed, details, documents and consents in one transaction, then creates the
// payment session. The checkout id is the case id and the idempotency key: a retried
// or repeated request for the same checkout never makes a second case.
// With a guarantee voucher (issue 10) the same transaction redeems it and marks the case paid (0 €,
// no invoice, both mails queued); no payment session is created. A refused code rolls back
// everything the order wrote.
import { eq } from 'drizzle-orm';
import { consentTextsFor } from '#app/content/legal.ts';
import { isAwaitingPayment } from '#app/lib/case-state.ts';
import { fieldErrors, orderSchema } from '#app/lib/checkout-schema.ts';
import { caseReference, PRICE_CENTS } from '#app/lib/services.ts';
import { getConfig, providerInfo } from '../config/config.server.ts';
import { cases } from '../db/schema.server.ts';
import type { VoucherRefusal } from '../vouchers/vouchers.server.ts';
import type { OrderContext, OrderPlan, OrderResult, WrittenOrder } from './order-types.server.ts';
import {
  closeEarlierSession,
  unconfirmedVoucher,
  VoucherRefusedError,
  voucherMessage,
} from './order-voucher.server.ts';
import { writeOrder } from './order-write.server.ts';
import { resolveService } from './service-alias.server.ts';
import { discardUnlistedUploads } from './uploads.server.ts';

/** Said when a repeated order for a pending case names other contact data (the wizard then starts a new checkout). */
export const CUSTOMER_CHANGED_MESSAGE =
  'Die Kontaktdaten dieser Buchung wurden bereits übermittelt und lassen sich nicht mehr ändern.';

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export async function placeOrder(context: OrderContext, input: unknown): Promise<OrderResult> {
  const parsed = orderSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
  const order = parsed.data;
  const service = resolveService(order.service);
  const caseId = order.checkoutId;
  const successUrl = `${context.siteUrl}/payment-success?case_id=${caseId}`;
  const { voucherCode } = order;
  // The customer ordered what the summary showed: a code is redeemed only when it was shown applied.
  if (voucherCode !== order.appliedVoucherCode) {
    const [existing] = await context.db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId));
    if (existing && !isAwaitingPayment(existing.status))
      return { ok: true, caseId, alreadyPaid: true, paymentUrl: successUrl, created: false };
    return unconfirmedVoucher(context, order);
  }
  const paidMails = context.paidMails;
  const consents = consentTextsFor(context.consentVersions ?? providerInfo(getConfig()));
  if (voucherCode && !paidMails) throw new Error('placeOrder: an order with a voucher code needs context.paidMails');
  const plan: OrderPlan = { context, order, service, caseId, consents };

  let written: Awaited<ReturnType<typeof attemptOrder>>;
  try {
    written = await attemptOrder(plan);
  } catch (error) {
    // Two requests for the same checkout raced: the second finds the first's case.
    if (!isUniqueViolation(error)) throw error;
    written = await attemptOrder(plan);
  }
  if ('voucherRefused' in written) {
    return { ok: false, status: 400, errors: { voucherCode: voucherMessage(written.voucherRefused) } };
  }
  if ('customerChanged' in written) {
    return { ok: false, status: 409, reason: 'customer-changed', errors: { customer: CUSTOMER_CHANGED_MESSAGE } };
  }
  if (written.alreadyPaid) return { ok: true, caseId, alreadyPaid: true, paymentUrl: successUrl, created: false };
  if (written.paidByVoucher) {
    paidMails?.onMailQueued?.();
    if (written.openSession) await closeEarlierSession(context, caseId, written.openSession);
  }

  // Files the customer removed or never kept are deleted now.
  await discardUnlistedUploads(context.db, context.storage, caseId, order.documentIds);
  // Paid with the voucher: no payment page, straight to the confirmation.
  const { created } = written;
  if (written.paidByVoucher) return { ok: true, caseId, paymentUrl: successUrl, created };
  return { ok: true, caseId, paymentUrl: await startPaymentSession(plan, written.email, successUrl), created };
}

/** The order's transaction, with a refused voucher as its result (everything it wrote is rolled back). */
async function attemptOrder(plan: OrderPlan): Promise<WrittenOrder | { voucherRefused: VoucherRefusal }> {
  try {
    return await plan.context.db.transaction((tx) => writeOrder(tx, plan));
  } catch (error) {
    if (error instanceof VoucherRefusedError) return { voucherRefused: error.refusal };
    throw error;
  }
}

/** Opens the provider's payment page for the case and records its session. Returns its address. */
async function startPaymentSession({ context, service, caseId }: OrderPlan, email: string, successUrl: string) {
  const session = await context.payments.createCheckoutSession({
    caseId,
    amountCents: PRICE_CENTS,
    customerEmail: email,
    // The provider learns the service and our reference, never whom the customer has checked.
    description: `${service.name}, Auftrag ${caseReference(caseId)}`,
    successUrl,
    cancelUrl: `${context.siteUrl}/checkout?${new URLSearchParams({ ...(service.source ? { service: service.source } : {}), abgebrochen: '1' })}`,
  });
  await context.db
    .update(cases)
    .set({ paymentProvider: context.payments.name, paymentSessionId: session.sessionId, updatedAt: new Date() })
    .where(eq(cases.id, caseId));
  return session.url;
}
