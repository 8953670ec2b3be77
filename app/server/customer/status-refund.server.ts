// The refund part of the status page: a withdrawn or declined case's refunds with their
// cancellation invoices and what is still owed (app/server/refunds/).
import { asc, eq } from 'drizzle-orm';
import type { StatusRefund } from '#app/lib/status-page-view.ts';
import type { Db } from '../db/db.server.ts';
import { cancellationInvoices, type cases, refunds } from '../db/schema.server.ts';
import { isReturnedRefund } from '../refunds/provider-updates.server.ts';
import { refundDueBy } from '../refunds/refunds.server.ts';

type CaseRow = typeof cases.$inferSelect;

/** The case's refunds with their cancellation invoices, oldest first. */
export function refundRows(db: Db, caseId: string) {
  return db
    .select({
      amountCents: refunds.amountCents,
      kind: refunds.kind,
      status: refunds.status,
      providerStatus: refunds.providerStatus,
      createdAt: refunds.createdAt,
      succeededAt: refunds.succeededAt,
      cancellationId: cancellationInvoices.id,
      cancellationNumber: cancellationInvoices.number,
    })
    .from(refunds)
    .leftJoin(cancellationInvoices, eq(cancellationInvoices.refundId, refunds.id))
    .where(eq(refunds.caseId, caseId))
    .orderBy(asc(refunds.createdAt));
}

/** The refund part of a withdrawn or declined case paid with money (null otherwise). */
export function refundView(
  row: CaseRow,
  paidCents: number,
  rows: Awaited<ReturnType<typeof refundRows>>,
  base: string,
): StatusRefund | null {
  if ((row.status !== 'withdrawn' && row.status !== 'declined') || paidCents <= 0) return null;
  const refundedCents = rows.reduce((sum, refund) => sum + refund.amountCents, 0);
  // A declined order is refunded in full at once (app/server/decline/): there is nothing to decide.
  const closedAt = row.status === 'declined' ? row.declinedAt : row.withdrawnAt;
  return {
    paidCents,
    dueBy: closedAt ? refundDueBy(closedAt) : null,
    awaitingDecision: row.status === 'withdrawn' && rows.length === 0 && refundedCents < paidCents,
    items: rows.map((refund) => ({
      amountCents: refund.amountCents,
      partial: refund.kind === 'partial',
      state: isReturnedRefund(refund.providerStatus)
        ? 'returned'
        : refund.status === 'succeeded'
          ? 'done'
          : 'processing',
      requestedAt: refund.createdAt,
      refundedAt: refund.succeededAt,
      cancellation:
        refund.cancellationId && refund.cancellationNumber
          ? { number: refund.cancellationNumber, href: `${base}/stornorechnung/${refund.cancellationId}` }
          : null,
    })),
  };
}
