// The digest of one address's hour (withdrawal.server.ts): the declarations beyond the hourly
// confirmations, confirmed together in one mail when the hour is over, each with the outcome its
// audit entry recorded.
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { WithdrawalInput } from '#app/lib/withdrawal-schema.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, withdrawals } from '../db/schema.server.ts';
import { enqueueMail, queueOrReplacePendingMail } from '../mail/outbox.server.ts';
import type { WithdrawalOutcome } from '../mail/templates/withdrawal-data.server.ts';
import { type DigestEntry, withdrawalDigestMail } from '../mail/templates/withdrawal-digest.server.ts';
import { storedValueOfWork } from './value-of-work.server.ts';
import type { WithdrawalContext } from './withdrawal-context.server.ts';

/** The address's hash in the counter's and the digest's keys (the address itself is not stored there). */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** An outcome read back from a withdrawal's audit entry (the digest lists each declaration's). */
function storedOutcome(value: unknown): WithdrawalOutcome {
  const o = (value ?? {}) as { kind?: unknown; reference?: unknown; refundCents?: unknown; value?: unknown };
  const reference = typeof o.reference === 'string' ? o.reference : '';
  if (o.kind === 'before-work' && typeof o.refundCents === 'number')
    return { kind: 'before-work', reference, refundCents: o.refundCents };
  if (o.kind === 'during-work') {
    const stored = storedValueOfWork(o.value);
    if (stored) return { kind: 'during-work', reference, value: stored };
  }
  if (o.kind === 'in-review') return { kind: 'in-review', reference };
  return { kind: 'to-check' };
}

/**
 * The digest of one address's hour: every declaration to it in this window that was not confirmed
 * at once, rendered again with each new one, sent when the window ends. A declaration that arrives
 * after the digest was picked up for sending gets a digest of its own, due at once.
 */
export async function queueDigest(
  tx: Tx,
  context: WithdrawalContext,
  input: WithdrawalInput,
  withdrawalId: string,
  windowStartedAt: number,
  dueAt: Date,
): Promise<void> {
  const rows = await tx
    .select()
    .from(withdrawals)
    .where(
      and(
        sql`lower(${withdrawals.email}) = lower(${input.email})`,
        eq(withdrawals.confirmationMailed, false),
        gte(withdrawals.receivedAt, new Date(windowStartedAt)),
      ),
    )
    .orderBy(asc(withdrawals.receivedAt), asc(withdrawals.id));
  const entityIds = [...new Set(rows.flatMap((row) => [row.id, ...(row.caseId ? [row.caseId] : [])]))];
  const audits =
    entityIds.length === 0
      ? []
      : await tx
          .select({ details: auditLog.details })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'case.withdrawal-received'),
              inArray(auditLog.entityType, ['case', 'withdrawal']),
              inArray(auditLog.entityId, entityIds),
            ),
          );
  const outcomes = new Map<string, WithdrawalOutcome>();
  for (const { details } of audits) {
    const d = details as { withdrawalId?: unknown; outcome?: unknown } | null;
    if (typeof d?.withdrawalId === 'string') outcomes.set(d.withdrawalId, storedOutcome(d.outcome));
  }
  const entry = (row: (typeof rows)[number]): DigestEntry => ({
    name: row.name,
    orderReference: row.orderReference,
    email: row.email,
    receivedAt: row.receivedAt,
    outcome: outcomes.get(row.id) ?? { kind: 'to-check' },
  });
  const key = `withdrawal-digest:${addressHash(input.email)}:${windowStartedAt}`;
  const queued = await queueOrReplacePendingMail(
    tx,
    {
      ...withdrawalDigestMail(rows.map(entry), context.provider),
      kind: 'withdrawal-digest',
      dedupeKey: key,
      to: input.email,
    },
    dueAt,
  );
  if (queued) return;
  const own = rows.find((row) => row.id === withdrawalId);
  if (!own) throw new Error('withdrawal not found for its digest');
  await enqueueMail(tx, {
    ...withdrawalDigestMail([entry(own)], context.provider),
    kind: 'withdrawal-digest',
    dedupeKey: `${key}:${withdrawalId}`,
    to: input.email,
  });
}
