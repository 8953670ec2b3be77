// What the payment-success page shows (spec §2 "Payment success"): the state the server holds for
// a case, and only what the page shows in that state. Opening the page never marks a case paid
// (docs/product.md §4): only a verified event, or the provider's own answer about its session,
// asked once per case (recorded in the database, so every instance asks at most once). A case paid
// with a guarantee voucher is paid when the order is placed: the provider is never asked about it.
// A delayed payment (SEPA Direct Debit) in review is its own state: the page says what happens next
// and stops waiting (the bank answers in days, not seconds).

import { and, count, eq, isNull } from 'drizzle-orm';
import { hasBeenPaid, isPaymentInReview } from '#app/lib/case-state.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { formatEuro } from '#app/lib/format.ts';
import { caseReference, maskEmail, serviceName } from '#app/lib/services.ts';
import { formatVoucherCode } from '#app/lib/voucher-code.ts';
import { caseDetails, cases, clients, paymentEvents } from '../db/schema.server.ts';
import { applyPaymentEvent } from '../payments/record-payment.server.ts';
import { paymentContext, type Runtime } from '../runtime.server.ts';
import { voucherCodeOf } from './order-summary.server.ts';

export type PaymentState =
  | { kind: 'generic'; contactEmail: string }
  | { kind: 'case'; caseId: string; state: 'pending'; reference: string }
  | { kind: 'case'; caseId: string; state: 'review'; reference: string; service: string; amount: string }
  | { kind: 'case'; caseId: string; state: 'cancelled'; reference: string; source: string | null }
  | {
      kind: 'case';
      caseId: string;
      state: 'paid';
      reference: string;
      service: string;
      amount: string;
      targetName: string;
      platforms: string;
      /** Masked: m…@example.org. */
      email: string;
      contactEmail: string;
      /** EC-XXXX-XXXX-XXXX when a guarantee voucher paid the order (0 €, no invoice), else null. */
      voucherCode: string | null;
    };

export async function loadPaymentState(runtime: Runtime, caseId: string, requestId?: string): Promise<PaymentState> {
  const { database, provider } = runtime;
  const db = database.db;
  const contactEmail = provider.email;
  if (!isUuid(caseId)) return { kind: 'generic', contactEmail };
  const load = async () => {
    const [row] = await db
      .select({ case: cases, email: clients.email })
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(eq(cases.id, caseId));
    return row;
  };
  let row = await load();
  if (!row) return { kind: 'generic', contactEmail };
  if (
    row.case.status === 'pending' &&
    row.case.paymentSessionId &&
    (await askProviderOnce(runtime, caseId, requestId))
  ) {
    row = (await load()) ?? row;
  }

  const reference = caseReference(caseId);
  const paid = hasBeenPaid(row.case.status) && row.case.paymentId !== null;
  if (isPaymentInReview(row.case.status)) {
    return {
      kind: 'case',
      caseId,
      state: 'review',
      reference,
      service: serviceName(row.case.caseType),
      amount: formatEuro(row.case.amountCents),
    };
  }
  if (!paid && row.case.status === 'cancelled') {
    return { kind: 'case', caseId, state: 'cancelled', reference, source: row.case.source };
  }
  if (!paid) return { kind: 'case', caseId, state: 'pending', reference };
  const [detail] = await db.select().from(caseDetails).where(eq(caseDetails.caseId, caseId)).limit(1);
  const voucherCode = voucherCodeOf(row.case.paymentId);
  return {
    kind: 'case',
    caseId,
    state: 'paid',
    reference,
    service: serviceName(row.case.caseType),
    amount: formatEuro(row.case.amountCents),
    targetName: detail?.targetName ?? 'Unbekannt',
    platforms: (detail?.targetPlatforms ?? []).join(', '),
    email: maskEmail(row.email),
    contactEmail,
    voucherCode: voucherCode ? formatVoucherCode(voucherCode) : null,
  };
}

/**
 * When no event has arrived for a pending case, asks the provider about its session: once per case,
 * claimed in the database. True when the answer marked the case paid or put it in review.
 */
async function askProviderOnce(runtime: Runtime, caseId: string, requestId?: string): Promise<boolean> {
  const { database, payments, logger } = runtime;
  const db = database.db;
  const [{ value: events } = { value: 0 }] = await db
    .select({ value: count() })
    .from(paymentEvents)
    .where(eq(paymentEvents.caseId, caseId));
  if (events > 0) return false;
  const [claimed] = await db
    .update(cases)
    .set({ paymentCheckedAt: new Date() })
    .where(and(eq(cases.id, caseId), eq(cases.status, 'pending'), isNull(cases.paymentCheckedAt)))
    .returning({ sessionId: cases.paymentSessionId });
  if (!claimed?.sessionId) return false;
  const sessionId = claimed.sessionId;
  try {
    const session = await payments.lookupSession(sessionId);
    if (!(session.paid || session.pending) || (session.caseId !== null && session.caseId !== caseId)) return false;
    const type = session.paid ? 'paid' : 'pending';
    const outcome = await applyPaymentEvent(paymentContext(runtime, requestId), {
      provider: payments.name,
      eventId: `lookup:${sessionId}`,
      type,
      caseId,
      sessionId,
      // A payment id belongs to a paid case only (the dashboard's paid predicate).
      paymentId: session.paid ? session.paymentId : null,
      amountCents: session.amountCents,
      currency: session.currency,
      paidWith: session.paidWith,
      rawType: `lookup.session.${type}`,
      payload: { sessionId },
    });
    return outcome === 'paid' || outcome === 'pending';
  } catch (error) {
    logger.warn({ err: error, caseId }, 'payment look-up failed');
    return false;
  }
}
