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
// The contract's match and what it does to it: withdrawal-contract.server.ts; the digest:
// withdrawal-digest.server.ts.
import { sql } from 'drizzle-orm';
import type { WithdrawalInput } from '#app/lib/withdrawal-schema.ts';
import { hitLimit } from '../abuse/rate-limit.server.ts';
import type { Tx } from '../db/db.server.ts';
import { auditLog, withdrawals } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { withdrawalConfirmationMail } from '../mail/templates/withdrawal.server.ts';
import type { WithdrawalData } from '../mail/templates/withdrawal-data.server.ts';
import { withdrawalStaffMail } from '../mail/templates/withdrawal-staff.server.ts';
import type { WithdrawalContext } from './withdrawal-context.server.ts';
import { applyToCase, findContract, type Match } from './withdrawal-contract.server.ts';
import { addressHash, queueDigest } from './withdrawal-digest.server.ts';

/** How the customer is confirmed: at once, or in the digest sent at `at`. */
export type ConfirmationTiming = { kind: 'now' } | { kind: 'digest'; at: Date };

const WINDOW_SECONDS = 3600;

/** The counter key for confirmations to one recipient (the address itself is not stored there). */
function recipientKey(email: string): string {
  return `withdrawal-mail:${addressHash(email)}`;
}

export async function recordWithdrawal(context: WithdrawalContext, input: WithdrawalInput) {
  const key = recipientKey(input.email);
  const result = await context.db.transaction((tx) => receiveWithdrawal(tx, context, input, key));
  context.onMailQueued?.();
  if (result.refundId) context.onRefundQueued?.();
  return result;
}

/** The withdrawal's transaction: stored, matched to its contract, applied, recorded and confirmed. */
async function receiveWithdrawal(tx: Tx, context: WithdrawalContext, input: WithdrawalInput, key: string) {
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
  await recordAndConfirm(tx, context, {
    input,
    withdrawalId: row.id,
    data,
    match,
    windowStartedAt: mail.windowStartedAt,
    confirmation,
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
}

/** The audit entry of what the declaration did, the customer's confirmation (now or in the digest) and the staff's mail. */
async function recordAndConfirm(
  tx: Tx,
  context: WithdrawalContext,
  received: {
    input: WithdrawalInput;
    withdrawalId: string;
    data: WithdrawalData;
    match: Match;
    windowStartedAt: number;
    confirmation: ConfirmationTiming;
  },
): Promise<void> {
  const { input, withdrawalId, data, match, confirmation } = received;
  const { caseId, outcome } = data;
  // The record of what the declaration did: the digest and the staff's refund form read it.
  await tx.insert(auditLog).values({
    requestId: context.requestId,
    actorType: 'customer',
    action: 'case.withdrawal-received',
    entityType: caseId ? 'case' : 'withdrawal',
    entityId: caseId ?? withdrawalId,
    details: {
      withdrawalId,
      matched: caseId !== null,
      matchedBy: match.matchedBy,
      candidates: match.candidates.map((candidate) => candidate.caseId),
      confirmationMailed: data.confirmationMailed,
      digestAt: data.digestAt?.toISOString() ?? null,
      outcome,
    },
  });
  if (confirmation.kind === 'now') {
    await enqueueMail(tx, {
      ...withdrawalConfirmationMail(data, context.provider),
      kind: 'withdrawal-confirmation',
      dedupeKey: `withdrawal-confirmation:${withdrawalId}`,
      to: input.email,
      caseId,
    });
  } else {
    await queueDigest(tx, context, input, withdrawalId, received.windowStartedAt, confirmation.at);
  }
  await enqueueMail(tx, {
    ...withdrawalStaffMail(data, context.siteUrl),
    kind: 'withdrawal-staff',
    dedupeKey: `withdrawal-staff:${withdrawalId}`,
    to: context.staffEmail,
    caseId,
  });
}
