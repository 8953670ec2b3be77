// The contract a withdrawal declaration is about (withdrawal.server.ts): found by order number and
// e-mail, or by name and e-mail among the address's open contracts, then withdrawn (with its refund
// or its Wertersatz) or flagged for staff, in the withdrawal's transaction.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { type CaseStatus, canTransition, isPaymentInReview } from '#app/lib/case-state.ts';
import { caseReference } from '#app/lib/services.ts';
import type { WithdrawalInput } from '#app/lib/withdrawal-schema.ts';
import type { Tx } from '../db/db.server.ts';
import { cases, clients } from '../db/schema.server.ts';
import type {
  WithdrawalCandidate,
  WithdrawalData,
  WithdrawalOutcome,
} from '../mail/templates/withdrawal-data.server.ts';
import { refundBalance, refundOnWithdrawal } from '../refunds/refunds.server.ts';
import { valueOfWorkFor } from './refund-suggestion.server.ts';
import type { WithdrawalContext } from './withdrawal-context.server.ts';

/** A name compared the way people type it: case, extra spaces, commas and the order of its words do not matter. */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/[,;]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** Statuses of a contract the withdrawal form can still end: paid or in work, or paid by a debit the bank has not confirmed. */
function isOpenContract(status: CaseStatus): boolean {
  return canTransition(status, 'withdrawn') || isPaymentInReview(status);
}

interface MatchedCase {
  id: string;
  status: CaseStatus;
  startedAt: Date | null;
}

export interface Match {
  found: MatchedCase | null;
  matchedBy: WithdrawalData['matchedBy'];
  candidates: WithdrawalCandidate[];
}

/** The case the declaration is about: by order number and e-mail, or (none given) by name and e-mail. */
export async function findContract(tx: Tx, input: WithdrawalInput): Promise<Match> {
  if (input.orderReference !== '') {
    // The reference is the start of the case id; the e-mail must be the one the order used, compared
    // exactly (ignoring case), never as a pattern.
    const [found] = await tx
      .select({ id: cases.id, status: cases.status, startedAt: cases.startedAt })
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(
        and(
          sql`starts_with(${cases.id}::text, ${input.orderReference})`,
          sql`lower(${clients.email}) = lower(${input.email})`,
        ),
      )
      .limit(1);
    return { found: found ?? null, matchedBy: found ? 'reference' : null, candidates: [] };
  }
  const rows = await tx
    .select({
      id: cases.id,
      status: cases.status,
      startedAt: cases.startedAt,
      createdAt: cases.createdAt,
      firstName: sql<string>`coalesce(${cases.customerFirstName}, ${clients.firstName})`,
      lastName: sql<string>`coalesce(${cases.customerLastName}, ${clients.lastName})`,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(
      or(
        sql`lower(${cases.customerEmail}) = lower(${input.email})`,
        sql`lower(${clients.email}) = lower(${input.email})`,
      ),
    )
    .orderBy(asc(cases.createdAt))
    .limit(50);
  const wanted = nameKey(input.name);
  const candidates: WithdrawalCandidate[] = rows
    .filter((row) => isOpenContract(row.status))
    .map((row) => ({
      caseId: row.id,
      reference: caseReference(row.id),
      status: row.status,
      orderedAt: row.createdAt,
      nameMatches: nameKey(`${row.firstName ?? ''} ${row.lastName ?? ''}`) === wanted,
    }));
  const matching = candidates.filter((candidate) => candidate.nameMatches);
  const only = matching.length === 1 ? rows.find((row) => row.id === matching[0]?.caseId) : undefined;
  return {
    found: only ? { id: only.id, status: only.status, startedAt: only.startedAt } : null,
    matchedBy: only ? 'name-and-email' : null,
    candidates,
  };
}

/** Withdraws (or flags) the matched case, in the withdrawal's transaction; what it did. */
export async function applyToCase(
  tx: Tx,
  context: WithdrawalContext,
  found: MatchedCase | null,
  receivedAt: Date,
): Promise<{ outcome: WithdrawalOutcome; refundId: string | null }> {
  if (!found) return { outcome: { kind: 'to-check' }, refundId: null };
  const reference = caseReference(found.id);
  // A paid case, before or during work, ends here (§ 356a BGB; during work the customer owes the
  // value of the work done, § 357a Abs. 2 BGB): it is withdrawn and can no longer be worked. Any
  // other case (a debit in review: withdrawn once the bank confirms it; unpaid, or completed: the
  // right has expired) is only flagged for staff.
  if (canTransition(found.status, 'withdrawn')) {
    await tx
      .update(cases)
      .set({ withdrawnAt: receivedAt, updatedAt: receivedAt, status: 'withdrawn' })
      .where(eq(cases.id, found.id));
    if (found.startedAt === null) {
      // Before work began the whole payment goes back (§ 357 BGB), at once.
      const { refundableCents } = await refundBalance(tx, found.id);
      const refundId = await refundOnWithdrawal(tx, { caseId: found.id, requestId: context.requestId });
      return { outcome: { kind: 'before-work', reference, refundCents: refundId ? refundableCents : 0 }, refundId };
    }
    // During work: the Wertersatz by the rule, from the draft as it stands now (it cannot change any more).
    return { outcome: { kind: 'during-work', reference, value: await valueOfWorkFor(tx, found.id) }, refundId: null };
  }
  await tx.update(cases).set({ withdrawnAt: receivedAt, updatedAt: receivedAt }).where(eq(cases.id, found.id));
  return {
    outcome: isPaymentInReview(found.status) ? { kind: 'in-review', reference } : { kind: 'to-check' },
    refundId: null,
  };
}
