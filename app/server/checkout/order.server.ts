// The order action (issue "Checkout" §6): validates everything again on the server, sets the price
// itself, finds or creates the client (one per e-mail address), writes the case (pending) with the
// contact data as typed, details, documents and consents in one transaction, then creates the
// payment session. The checkout id is the case id and the idempotency key: a retried
// or repeated request for the same checkout never makes a second case.
// With a guarantee voucher (issue 10) the same transaction redeems it and marks the case paid (0 €,
// no invoice, both mails queued); no payment session is created. A refused code rolls back
// everything the order wrote.

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { consentTextsFor } from '#app/content/legal.ts';
import type { ProviderInfo } from '#app/content/types.ts';
import { assertTransition, isAwaitingPayment, statusesLeadingTo } from '#app/lib/case-state.ts';
import { fieldErrors, orderSchema, voucherCheckMessages, voucherMessages } from '#app/lib/checkout-schema.ts';
import { caseReference, PRICE_CENTS } from '#app/lib/services.ts';
import { getConfig, providerInfo } from '../config/config.server.ts';
import { VOUCHER_PAYMENT_PREFIX } from '../customer/order-summary.server.ts';
import { type PaidMailContext, queuePaidMails } from '../customer/paid-mails.server.ts';
import { newStatusToken } from '../customer/status-token.server.ts';
import { caseCustomerOf } from '../db/case-customer.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { auditLog, caseDetails, cases, clients, consentRecords, uploadedDocuments } from '../db/schema.server.ts';
import type { PaymentProvider } from '../payments/provider.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { checkVoucher, redeemVoucher, type VoucherRefusal } from '../vouchers/vouchers.server.ts';
import { findOrCreateClient } from './client.server.ts';
import { type ResolvedService, resolveService } from './service-alias.server.ts';
import { discardUnlistedUploads } from './uploads.server.ts';

export interface OrderContext {
  db: Db;
  /** For the audit log. */
  requestId?: string;
  storage: FileStorage;
  payments: PaymentProvider;
  siteUrl: string;
  /**
   * Where the mails of an order paid with a guarantee voucher go, and the mail worker's wake-up
   * (runtime.server.ts paymentContext). Needed only when an order names a voucher code.
   */
  paidMails?: Omit<PaidMailContext, 'siteUrl'> & { onMailQueued?: () => void };
  /**
   * The versions of the terms and the privacy notice stored with the consents: the "Stand: …" their
   * pages show (TERMS_VERSION, PRIVACY_VERSION). Absent: read from the process configuration.
   */
  consentVersions?: Pick<ProviderInfo, 'termsVersion' | 'privacyVersion'>;
  logger?: Pick<Logger, 'warn'>;
}

export type OrderResult =
  /**
   * `created`: this request wrote the case (a first order for the checkout). Only then may its
   * answer hand out the case's status token: a case id is not a secret (issue 37).
   */
  | { ok: true; caseId: string; paymentUrl: string; created: boolean }
  | { ok: true; caseId: string; alreadyPaid: true; paymentUrl: string; created: false }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: 409; errors: Record<string, string>; reason: 'customer-changed' }
  /**
   * A code typed but not shown applied: checked, valid, and nothing ordered. The summary now shows
   * 0,00 € and the customer orders again (free); `voucherCode` is the code as stored.
   */
  | { ok: false; status: 409; errors: Record<string, string>; reason: 'voucher-unconfirmed'; voucherCode: string };

/** Said when a repeated order for a pending case names other contact data (the wizard then starts a new checkout). */
export const CUSTOMER_CHANGED_MESSAGE =
  'Die Kontaktdaten dieser Buchung wurden bereits übermittelt und lassen sich nicht mehr ändern.';

/** The payment provider recorded for a case paid with a guarantee voucher. */
export const VOUCHER_PROVIDER = 'voucher';

/** Thrown inside the order's transaction to roll it back when the voucher code is refused. */
class VoucherRefusedError extends Error {
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

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** A validated order with what the server adds to it: the service and the consent texts. */
interface OrderPlan {
  context: OrderContext;
  order: ReturnType<typeof orderSchema.parse>;
  service: ResolvedService;
  caseId: string;
  consents: ReturnType<typeof consentTextsFor>;
}

/** Where the mails of a voucher order go (required for one: see placeOrder). */
type VoucherMails = NonNullable<OrderContext['paidMails']>;

/** What the order's transaction found or did (a refused voucher rolls it back: see attemptOrder). */
type WrittenOrder =
  | { alreadyPaid: true }
  | { customerChanged: true }
  | { alreadyPaid: false; paidByVoucher: true; email: string; openSession: string | null; created: boolean }
  | { alreadyPaid: false; paidByVoucher: false; email: string; created: boolean };

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

/**
 * The order names a voucher code the summary did not show applied (typed, never checked with
 * "Einlösen", or changed since), or shows one applied that is no longer typed. Nothing is ordered:
 * the typed code is checked as "Einlösen" would (redeeming nothing). Valid: 409 with the code, and
 * the checkout shows 0,00 € for the customer to confirm; refused: the reason on the field.
 */
async function unconfirmedVoucher(context: OrderContext, order: OrderPlan['order']): Promise<OrderResult> {
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

/** The order's transaction, with a refused voucher as its result (everything it wrote is rolled back). */
async function attemptOrder(plan: OrderPlan): Promise<WrittenOrder | { voucherRefused: VoucherRefusal }> {
  try {
    return await plan.context.db.transaction((tx) => writeOrder(tx, plan));
  } catch (error) {
    if (error instanceof VoucherRefusedError) return { voucherRefused: error.refusal };
    throw error;
  }
}

/**
 * The order's transaction: the case under its row lock (a case no longer awaiting payment is left as
 * it is), its client, the order's records, and with a voucher code its redemption.
 */
async function writeOrder(tx: Tx, plan: OrderPlan): Promise<WrittenOrder> {
  const { context, order, caseId } = plan;
  const [existing] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (existing && !isAwaitingPayment(existing.status)) {
    return { alreadyPaid: true as const };
  }
  const now = new Date();
  let clientId: string;
  if (existing) {
    const kept = await reopenPendingCase(tx, plan, existing, now);
    if (kept === null) return { customerChanged: true as const };
    clientId = kept;
  } else {
    clientId = await createClientAndCase(tx, plan);
  }
  await writeOrderRecords(tx, plan, { clientId, now, updated: existing !== undefined });

  const { voucherCode } = order;
  const paidMails = context.paidMails;
  if (voucherCode && paidMails) {
    await payWithVoucher(tx, plan, { voucherCode, paidMails, now });
    return {
      alreadyPaid: false as const,
      paidByVoucher: true as const,
      email: order.customer.email,
      // The payment page the customer may have opened before: closed after the commit.
      openSession: existing?.paymentSessionId ?? null,
      created: existing === undefined,
    };
  }
  return {
    alreadyPaid: false as const,
    paidByVoucher: false as const,
    email: order.customer.email,
    created: existing === undefined,
  };
}

/**
 * The customer came back from the payment page and ordered again: same case. The target and details
 * may change; the contact data may not: whoever learnt a checkout id could otherwise redirect the
 * confirmation and the result to an address of their own. Returns the case's client, or null when
 * the contact data differ from those the case was ordered with (nothing written then).
 */
async function reopenPendingCase(
  tx: Tx,
  { order, service, caseId }: OrderPlan,
  existing: typeof cases.$inferSelect,
  now: Date,
): Promise<string | null> {
  const clientId = existing.clientId;
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  if (!client) return null;
  // The order's own copy; a case written without one falls back to its client's.
  const typed = caseCustomerOf(existing, client);
  const same =
    typed.firstName === order.customer.firstName &&
    typed.lastName === order.customer.lastName &&
    typed.email.toLowerCase() === order.customer.email.toLowerCase() &&
    (typed.phone ?? '') === (order.customer.phone ?? '');
  if (!same) return null;
  await tx
    .update(cases)
    .set({ status: 'pending', caseType: service.caseType, source: service.source, updatedAt: now })
    .where(eq(cases.id, caseId));
  await tx.delete(caseDetails).where(eq(caseDetails.caseId, caseId));
  return clientId;
}

/**
 * A first order for this checkout: its pending case, for the client of this address (found, or new:
 * decision record 028), with the contact data as typed. Returns the client's id.
 */
async function createClientAndCase(tx: Tx, { context, order, service, caseId }: OrderPlan): Promise<string> {
  const contact = {
    firstName: order.customer.firstName,
    lastName: order.customer.lastName,
    email: order.customer.email,
    phone: order.customer.phone || null,
  };
  const clientId = await findOrCreateClient(tx, contact);
  await tx.insert(cases).values({
    id: caseId,
    clientId,
    customerFirstName: contact.firstName,
    customerLastName: contact.lastName,
    customerEmail: contact.email,
    customerPhone: contact.phone,
    status: 'pending',
    caseType: service.caseType,
    source: service.source,
    // The price is ours: whatever the browser sends is ignored (docs/product.md §2).
    amountCents: PRICE_CENTS,
    paymentProvider: context.payments.name,
    idempotencyKey: caseId,
    statusToken: newStatusToken(),
  });
  return clientId;
}

/** The order's details, consents and documents, and its audit row (`updated`: a repeated order). */
async function writeOrderRecords(
  tx: Tx,
  { context, order, service, caseId, consents }: OrderPlan,
  { clientId, now, updated }: { clientId: string; now: Date; updated: boolean },
): Promise<void> {
  await tx.insert(caseDetails).values({
    caseId,
    targetName: order.target.targetName,
    targetUsername: order.target.targetUsername || null,
    targetEmail: order.target.targetEmail || null,
    targetPhone: order.target.targetPhone || null,
    targetProfileUrl: order.target.targetProfileUrl || null,
    targetPlatforms: order.target.targetPlatforms,
    suspicionReason: order.additional.suspicionReason || null,
    chatContent: order.additional.chatContent || null,
    orderedFor: order.additional.orderedFor,
    residence: order.additional.residence,
    payments: order.additional.payments,
  });
  // Each consent with its exact text and version, as the server knows them (not the browser's copy).
  await tx.insert(consentRecords).values(
    consents.map((consent) => ({
      caseId,
      clientId,
      kind: consent.kind,
      text: consent.label,
      version: consent.version,
      givenAt: now,
      details:
        consent.kind === 'berechtigtes-interesse'
          ? { purposes: order.legal.purposes, description: order.legal.description, relation: order.legal.relation }
          : null,
    })),
  );
  if (order.documentIds.length > 0) {
    // Part of the order now: no longer staged. The upload still counts against the uploader's
    // hour (upload ledger), and the file against the cap until the order is paid
    // (uploads.server.ts reserve).
    await tx
      .update(uploadedDocuments)
      .set({ caseId })
      .where(
        and(
          inArray(uploadedDocuments.id, order.documentIds),
          eq(uploadedDocuments.stagingId, caseId),
          eq(uploadedDocuments.state, 'stored'),
          isNull(uploadedDocuments.caseId),
        ),
      );
  }
  await tx.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'customer',
    action: updated ? 'order.updated' : 'order.placed',
    entityType: 'case',
    entityId: caseId,
    details: { caseType: service.caseType, source: service.source, documents: order.documentIds.length },
  });
}

/**
 * The guarantee: this check is free. Redeemed once (one conditional UPDATE), or nothing of this
 * order is kept: a refused code throws VoucherRefusedError, which rolls the transaction back.
 */
async function payWithVoucher(
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
async function closeEarlierSession(context: OrderContext, caseId: string, sessionId: string): Promise<void> {
  await context.payments.expireSession(sessionId).catch((error: unknown) => {
    // A late payment of that session is flagged for staff by record-payment (payment.after-paid).
    context.logger?.warn({ err: error, caseId }, 'could not close the payment session of a voucher order');
  });
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
