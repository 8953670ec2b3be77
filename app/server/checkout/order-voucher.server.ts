// The guarantee voucher in an order (issue 10; order.server.ts): the German reason a code is refused,
// a code typed but not shown applied, its redemption in the order's transaction (the case paid at
// 0 €, both mails queued) and the earlier payment page closed after the commit.
import { and, eq, inArray } from 'drizzle-orm';
import { assertTransition, statusesLeadingTo } from '#app/lib/case-state.ts';
import { voucherCheckMessages, voucherMessages } from '#app/lib/checkout-schema.ts';
import { VOUCHER_PAYMENT_PREFIX } from '../customer/order-summary.server.ts';
import { queuePaidMails } from '../customer/paid-mails.server.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, cases } from '../db/schema.server.ts';
import { checkVoucher, redeemVoucher, type VoucherRefusal } from '../vouchers/vouchers.server.ts';
import type { OrderContext, OrderPlan, OrderResult } from './order-types.server.ts';

/** The payment provider recorded for a case paid with a guarantee voucher. */
export const VOUCHER_PROVIDER = 'voucher';

/** Thrown inside the order's transaction to roll it back when the voucher code is refused. */
export class VoucherRefusedError extends Error {
  readonly refusal: VoucherRefusal;

  constructor(refusal: VoucherRefusal) {
    super(`voucher refused: ${refusal.reason}`);
    this.refusal = refusal;
    this.name = 'VoucherRefusedError';
  }
}

/** Why a code was refused, in German on the field `voucherCode` (also the voucher check's answer). */
export function voucherMessage(refusal: VoucherRefusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return voucherMessages.unknown;
    case 'other-email':
      return voucherMessages.otherEmail;
    case 'redeemed':
      return voucherMessages.redeemed;
    case 'expired':
      return voucherMessages.expired(refusal.expiresAt);
  }
}

/** Where the mails of a voucher order go (required for one: see placeOrder). */
type VoucherMails = NonNullable<OrderContext['paidMails']>;

/**
 * The order names a voucher code the summary did not show applied (typed, never checked with
 * "Einlösen", or changed since), or shows one applied that is no longer typed. Nothing is ordered:
 * the typed code is checked as "Einlösen" would (redeeming nothing). Valid: 409 with the code, and
 * the checkout shows 0,00 € for the customer to confirm; refused: the reason on the field.
 */
export async function unconfirmedVoucher(context: OrderContext, order: OrderPlan['order']): Promise<OrderResult> {
  if (!order.voucherCode) return { ok: false, status: 400, errors: { voucherCode: voucherCheckMessages.missing } };
  const checked = await checkVoucher(context.db, { code: order.voucherCode, email: order.customer.email });
  if (!checked.ok) return { ok: false, status: 400, errors: { voucherCode: voucherMessage(checked) } };
  return {
    ok: false,
    status: 409,
    reason: 'voucher-unconfirmed',
    voucherCode: checked.code,
    errors: { voucherCode: voucherCheckMessages.confirmFree },
  };
}

/**
 * The guarantee: this check is free. Redeemed once (one conditional UPDATE), or nothing of this
 * order is kept: a refused code throws VoucherRefusedError, which rolls the transaction back.
 */
export async function payWithVoucher(
  tx: Tx,
  { context, order, caseId }: OrderPlan,
  { voucherCode, paidMails, now }: { voucherCode: string; paidMails: VoucherMails; now: Date },
): Promise<void> {
  const redeemed = await redeemVoucher(tx, {
    code: voucherCode,
    email: order.customer.email,
    caseId,
    now,
  });
  if (!redeemed.ok) throw new VoucherRefusedError(redeemed);
  // The case was written as pending above; it becomes paid without the payment provider.
  assertTransition('pending', 'paid');
  const [paid] = await tx
    .update(cases)
    .set({
      status: 'paid',
      amountCents: 0,
      paymentProvider: VOUCHER_PROVIDER,
      paymentId: `${VOUCHER_PAYMENT_PREFIX}${redeemed.code}`,
      paidAt: now,
      updatedAt: now,
    })
    .where(and(eq(cases.id, caseId), inArray(cases.status, statusesLeadingTo('paid'))))
    .returning({ id: cases.id });
  if (!paid) throw new Error(`case ${caseId} could not be marked paid`);
  // No invoice for 0 €: the confirmation carries the terms only.
  await queuePaidMails(tx, { ...paidMails, siteUrl: context.siteUrl }, caseId, async () => null);
  await tx.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'customer',
    action: 'case.paid',
    entityType: 'case',
    entityId: caseId,
    details: { voucher: redeemed.code },
  });
}

/** A voucher paid the case: the payment page the customer opened before is closed, if it still can be. */
export async function closeEarlierSession(context: OrderContext, caseId: string, sessionId: string): Promise<void> {
  await context.payments.expireSession(sessionId).catch((error: unknown) => {
    // A late payment of that session is flagged for staff by record-payment (payment.after-paid).
    context.logger?.warn({ err: error, caseId }, 'could not close the payment session of a voucher order');
  });
}
