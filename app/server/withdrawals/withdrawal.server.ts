// § 356a BGB withdrawal function (decision record 035): stored at once, confirmed to the customer
// with its content and the date and time of receipt, staff notified, the matching case withdrawn or
// flagged. A paid case withdrawn before work began gets its full refund queued in the same
// transaction (app/server/refunds/); one withdrawn during work gets its Wertersatz computed
// (value-of-work.server.ts), stated in the confirmation and prefilled in the staff's refund form.
//
// The form is public:
// - A given order number matches a case only exactly, with the order's e-mail address. Without one,
//   the e-mail address (exactly, ignoring case) and the name identify the contract: exactly one open
//   case → withdrawn as with the number; several → none, staff get the candidates.
// - The answer page is the same whether or not anything matched; only the mail to the typed address
//   (the customer's own, when it matched) says what happened.
// - One address gets at most WITHDRAWAL_MAILS_PER_RECIPIENT_PER_HOUR confirmations at once per hour;
//   the declarations beyond that are confirmed together in one mail when the hour is over (the
//   digest), so no declaration stays unconfirmed and no third party's address is flooded.
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { type CaseStatus, canTransition, isPaymentInReview } from '#app/lib/case-state.ts';
import { caseReference } from '#app/lib/services.ts';
import type { WithdrawalInput } from '#app/lib/withdrawal-schema.ts';
import { hitLimit } from '../abuse/rate-limit.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { auditLog, cases, clients, withdrawals } from '../db/schema.server.ts';
import { enqueueMail, queueOrReplacePendingMail } from '../mail/outbox.server.ts';
import {
  type DigestEntry,
  type WithdrawalCandidate,
  type WithdrawalData,
  type WithdrawalOutcome,
  withdrawalConfirmationMail,
  withdrawalDigestMail,
  withdrawalStaffMail,
} from '../mail/templates/withdrawal.server.ts';
import { refundBalance, refundOnWithdrawal } from '../refunds/refunds.server.ts';
import { valueOfWorkFor } from './refund-suggestion.server.ts';
import { storedValueOfWork } from './value-of-work.server.ts';

export interface WithdrawalContext {
  db: Db;
  /** For the audit log. */
  requestId?: string;
  provider: ProviderInfo;
  siteUrl: string;
  staffEmail: string;
  /** Confirmations mailed at once to one address per hour (WITHDRAWAL_MAILS_PER_RECIPIENT_PER_HOUR). */
  mailsPerRecipientPerHour: number;
  onMailQueued?: () => void;
  /** Called after a commit that queued a refund (wakes the refund worker). */
  onRefundQueued?: () => void;
}

/** How the customer is confirmed: at once, or in the digest sent at `at`. */
export type ConfirmationTiming = { kind: 'now' } | { kind: 'digest'; at: Date };

const WINDOW_SECONDS = 3600;

function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** The counter key for confirmations to one recipient (the address itself is not stored there). */
function recipientKey(email: string): string {
  return `withdrawal-mail:${addressHash(email)}`;
}

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

interface Match {
  found: MatchedCase | null;
  matchedBy: WithdrawalData['matchedBy'];
  candidates: WithdrawalCandidate[];
}

/** The case the declaration is about: by order number and e-mail, or (none given) by name and e-mail. */
async function findContract(tx: Tx, input: WithdrawalInput): Promise<Match> {
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
async function applyToCase(
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
async function queueDigest(
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

export async function recordWithdrawal(context: WithdrawalContext, input: WithdrawalInput) {
  const key = recipientKey(input.email);
  const result = await context.db.transaction(async (tx) => {
    // One address's declarations one after another (any instance): the time of receipt, the hourly
    // counter and the digest then agree, and a digest never misses a declaration of its hour.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const receivedAt = new Date();
    const mail = await hitLimit(
      tx,
      key,
      { limit: context.mailsPerRecipientPerHour, windowSeconds: WINDOW_SECONDS },
      receivedAt.getTime(),
    );
    const confirmation: ConfirmationTiming = mail.allowed
      ? { kind: 'now' }
      : { kind: 'digest', at: new Date(mail.windowStartedAt + WINDOW_SECONDS * 1000) };
    const match = await findContract(tx, input);
    const caseId = match.found?.id ?? null;
    const [row] = await tx
      .insert(withdrawals)
      .values({
        caseId,
        name: input.name,
        orderReference: input.orderReference,
        email: input.email,
        confirmationMailed: mail.allowed,
        receivedAt,
      })
      .returning({ id: withdrawals.id });
    if (!row) throw new Error('withdrawal not stored');
    const { outcome, refundId } = await applyToCase(tx, context, match.found, receivedAt);
    const data: WithdrawalData = {
      ...input,
      receivedAt,
      caseId,
      confirmationMailed: mail.allowed,
      digestAt: confirmation.kind === 'digest' ? confirmation.at : null,
      outcome,
      matchedBy: match.matchedBy,
      candidates: match.candidates,
    };
    // The record of what the declaration did: the digest and the staff's refund form read it.
    await tx.insert(auditLog).values({
      requestId: context.requestId,
      actorType: 'customer',
      action: 'case.withdrawal-received',
      entityType: caseId ? 'case' : 'withdrawal',
      entityId: caseId ?? row.id,
      details: {
        withdrawalId: row.id,
        matched: caseId !== null,
        matchedBy: match.matchedBy,
        candidates: match.candidates.map((candidate) => candidate.caseId),
        confirmationMailed: mail.allowed,
        digestAt: data.digestAt?.toISOString() ?? null,
        outcome,
      },
    });
    if (confirmation.kind === 'now') {
      await enqueueMail(tx, {
        ...withdrawalConfirmationMail(data, context.provider),
        kind: 'withdrawal-confirmation',
        dedupeKey: `withdrawal-confirmation:${row.id}`,
        to: input.email,
        caseId,
      });
    } else {
      await queueDigest(tx, context, input, row.id, mail.windowStartedAt, confirmation.at);
    }
    await enqueueMail(tx, {
      ...withdrawalStaffMail(data, context.siteUrl),
      kind: 'withdrawal-staff',
      dedupeKey: `withdrawal-staff:${row.id}`,
      to: context.staffEmail,
      caseId,
    });
    return {
      withdrawalId: row.id,
      caseId,
      confirmationMailed: mail.allowed,
      confirmation,
      refundId,
      receivedAt,
      outcome,
    };
  });
  context.onMailQueued?.();
  if (result.refundId) context.onRefundQueued?.();
  return result;
}
