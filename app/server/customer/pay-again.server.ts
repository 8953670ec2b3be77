// "Jetzt erneut bezahlen" on the status page (decision record 025): after the bank returned a SEPA
// debit the order is open again (pending); its status page opens a new payment session for the same
// case at the case's own price and sends the browser to the provider. Nothing comes from the browser
// but the token: the price, the e-mail and the service are the case's.
import { and, eq } from 'drizzle-orm';
import { isAwaitingPayment, isPaymentInReview } from '#app/lib/case-state.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import type { UnpaidStatusView } from '#app/lib/status-page-view.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, cases, clients } from '../db/schema.server.ts';
import type { PaymentProvider } from '../payments/provider.server.ts';
import { isStatusToken } from './status-token.server.ts';

type CaseRow = typeof cases.$inferSelect;

/** The audit action of a returned debit (payments/record-payment.server.ts): the order was reopened. */
export const DEBIT_FAILED_ACTION = 'payment.debit-failed';

/** An order awaiting payment again because the bank returned its debit (not one never paid at all). */
export async function wasReopenedAfterDebit(db: Db, row: CaseRow): Promise<boolean> {
  if (!isAwaitingPayment(row.status) || row.paymentId !== null) return false;
  const [returned] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, 'case'), eq(auditLog.entityId, row.id), eq(auditLog.action, DEBIT_FAILED_ACTION)),
    )
    .limit(1);
  return returned !== undefined;
}

/** The case behind a status token, whatever its state (malformed tokens never reach the database). */
export async function caseByToken(db: Db, token: string): Promise<CaseRow | undefined> {
  if (!isStatusToken(token)) return undefined;
  const [row] = await db.select().from(cases).where(eq(cases.statusToken, token));
  return row;
}

/** What the status page shows of an order that is not paid (yet): in review, or reopened. */
export type UnpaidOrderState = UnpaidStatusView['state'];

/** The unpaid state the status page shows, or null when it shows nothing of this case. */
export async function unpaidOrderState(db: Db, row: CaseRow): Promise<UnpaidOrderState | null> {
  if (isPaymentInReview(row.status)) return 'review';
  return (await wasReopenedAfterDebit(db, row)) ? 'reopened' : null;
}

export interface PayAgainContext {
  db: Db;
  payments: PaymentProvider;
  siteUrl: string;
  requestId?: string;
}

/**
 * Opens a new payment session for a reopened order and records it on the case. Answers the
 * provider's address, or null when the token names no reopened order (paid meanwhile, in review
 * again, unknown).
 */
export async function payReopenedOrder(context: PayAgainContext, token: string): Promise<{ url: string } | null> {
  const { db, payments } = context;
  const row = await caseByToken(db, token);
  if (!row || !(await wasReopenedAfterDebit(db, row))) return null;
  const [client] = await db.select({ email: clients.email }).from(clients).where(eq(clients.id, row.clientId));
  if (!client) return null;
  const site = context.siteUrl.replace(/\/+$/, '');
  const session = await payments.createCheckoutSession({
    caseId: row.id,
    // The case's price, set by us when the order was placed (docs/product.md §2).
    amountCents: row.amountCents,
    customerEmail: client.email,
    // The provider learns the service and our reference, never whom the customer has checked.
    description: `${serviceName(row.caseType)}, Auftrag ${caseReference(row.id)}`,
    successUrl: `${site}/payment-success?case_id=${row.id}`,
    cancelUrl: `${site}/auftrag/${token}`,
  });
  // Only while the order still awaits payment: a payment of the old session in between wins.
  const [updated] = await db
    .update(cases)
    .set({ paymentProvider: payments.name, paymentSessionId: session.sessionId, updatedAt: new Date() })
    .where(and(eq(cases.id, row.id), eq(cases.status, row.status)))
    .returning({ id: cases.id });
  if (!updated) return null;
  await db.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'customer',
    action: 'payment.retry',
    entityType: 'case',
    entityId: row.id,
    details: { provider: payments.name, sessionId: session.sessionId },
  });
  return { url: session.url };
}
