// Sends one refund row to the payment provider (decision record 023): under a short work claim,
// with the row's id as the provider's idempotency key, so a retry gets the first attempt's refund
// back. Success is recorded by refund-success.server.ts (cancellation invoice and mail); a failure
// is recorded here and retried with backoff by the refund worker (refund-worker.server.ts).
import { and, eq, ne } from 'drizzle-orm';
import { auditLog, refunds } from '../db/schema.server.ts';
import { storeCancellationDocument } from '../invoices/cancellation-invoice.server.ts';
import { claimWork, releaseWork } from '../jobs/work-claim.server.ts';
import { isStorageFull } from '../storage/storage-full.server.ts';
import type { Refund, RefundDeps } from './refund-deps.server.ts';
import { recordSuccess } from './refund-success.server.ts';

/** How long one refund's claim lasts: far longer than a provider call takes. */
const CLAIM_SECONDS = 120;
/** The longest wait between two attempts: a refund owed is retried at least four times a day. */
const MAX_BACKOFF_SECONDS = 6 * 3600;

/** 1 min, 2 min, 4 min … at most 6 hours between attempts. */
export function refundBackoffSeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 60 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends one refund to the provider, unless another instance holds it or it is done. Returns its
 * status afterwards ('busy' when another holder has it).
 */
export async function processRefund(
  deps: RefundDeps,
  refundId: string,
  now = new Date(),
): Promise<Refund['status'] | 'busy' | 'missing'> {
  const claim = `refund:${refundId}`;
  if (!(await claimWork(deps.db, claim, CLAIM_SECONDS, now))) return 'busy';
  try {
    const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!refund) return 'missing';
    if (refund.status === 'succeeded') return 'succeeded';
    let accepted: { refundId: string; status: string };
    try {
      if (!refund.paymentId) throw new Error('no payment id to refund');
      if (refund.paymentProvider !== deps.payments.name) {
        throw new Error(`paid with ${refund.paymentProvider}, but ${deps.payments.name} is configured`);
      }
      accepted = await deps.payments.refund({
        paymentId: refund.paymentId,
        amountCents: refund.amountCents,
        currency: refund.currency.toLowerCase(),
        // The same key for every attempt of this row: a retry gets the first attempt's refund back.
        idempotencyKey: `echtcheck-refund-${refund.id}`,
        caseId: refund.caseId,
      });
    } catch (error) {
      await recordFailure(deps, refund, error, now);
      return 'failed';
    }
    const cancellationId = await recordSuccess(deps, refund, accepted, now);
    if (cancellationId) await storeDocumentAfterRefund(deps, cancellationId);
    deps.onMailQueued?.();
    return 'succeeded';
  } finally {
    await releaseWork(deps.db, claim).catch(() => undefined);
  }
}

async function recordFailure(deps: RefundDeps, refund: Refund, error: unknown, now: Date): Promise<void> {
  const attempts = refund.attempts + 1;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const nextAttemptAt = new Date(now.getTime() + refundBackoffSeconds(attempts) * 1000);
  deps.logger.warn({ err: error, refundId: refund.id, caseId: refund.caseId, attempts }, 'refund failed; retried');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ status: 'failed', attempts, lastError: message, nextAttemptAt })
      .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'succeeded')));
    await tx.insert(auditLog).values({
      actorType: 'system',
      action: 'case.refund.failed',
      entityType: 'case',
      entityId: refund.caseId,
      details: { refundId: refund.id, attempts, error: message, nextAttemptAt: nextAttemptAt.toISOString() },
    });
  });
}

/** The PDF right after the commit; if that fails, the mail worker renders it when it attaches it. */
async function storeDocumentAfterRefund(deps: RefundDeps, cancellationId: string): Promise<void> {
  try {
    await storeCancellationDocument(deps.db, deps, cancellationId);
  } catch (error) {
    if (isStorageFull(error)) return;
    deps.logger.warn({ err: error, cancellationId }, 'cancellation document not stored; the mail worker retries');
  }
}
