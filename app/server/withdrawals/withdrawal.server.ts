// § 356a BGB withdrawal function: stored at once, the customer confirmed immediately (date and
// time of receipt), staff notified, the matching case flagged for staff. A paid case withdrawn
// before work began gets its full refund queued in the same transaction (app/server/refunds/).
// The form is public: it matches a case only by exact reference and e-mail, and mails one address
// at most a few confirmations an hour (further submissions are still recorded and reach staff).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { canTransition } from '#app/lib/case-state.ts';
import type { WithdrawalInput } from '#app/lib/withdrawal-schema.ts';
import { hitLimit } from '../abuse/rate-limit.server.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, cases, clients, withdrawals } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { withdrawalConfirmationMail, withdrawalStaffMail } from '../mail/templates.server.ts';
import { refundOnWithdrawal } from '../refunds/refunds.server.ts';

export interface WithdrawalContext {
  db: Db;
  /** For the audit log. */
  requestId?: string;
  provider: ProviderInfo;
  siteUrl: string;
  staffEmail: string;
  /** Confirmations mailed to one address per hour (WITHDRAWAL_MAILS_PER_RECIPIENT_PER_HOUR). */
  mailsPerRecipientPerHour: number;
  onMailQueued?: () => void;
  /** Called after a commit that queued a refund (wakes the refund worker). */
  onRefundQueued?: () => void;
}

/** The counter key for confirmations to one recipient (the address itself is not stored there). */
function recipientKey(email: string): string {
  return `withdrawal-mail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export async function recordWithdrawal(context: WithdrawalContext, input: WithdrawalInput) {
  const receivedAt = new Date();
  const result = await context.db.transaction(async (tx) => {
    // The reference is the start of the case id; the e-mail must be the one the order used, compared
    // exactly (ignoring case), never as a pattern.
    const [match] = await tx
      .select({ id: cases.id, status: cases.status })
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(
        and(
          sql`starts_with(${cases.id}::text, ${input.orderReference})`,
          sql`lower(${clients.email}) = lower(${input.email})`,
        ),
      )
      .limit(1);
    const mailAllowed = (
      await hitLimit(tx, recipientKey(input.email), {
        limit: context.mailsPerRecipientPerHour,
        windowSeconds: 3600,
      })
    ).allowed;
    const [row] = await tx
      .insert(withdrawals)
      .values({
        caseId: match?.id ?? null,
        name: input.name,
        orderReference: input.orderReference,
        email: input.email,
        confirmationMailed: mailAllowed,
        receivedAt,
      })
      .returning({ id: withdrawals.id });
    if (!row) throw new Error('withdrawal not stored');
    // A paid case, before or during work, ends here (§ 356a BGB; during work the customer owes the
    // value of the work done, § 357a Abs. 2 BGB): it is withdrawn and can no longer be worked. Any
    // other case (unpaid, or completed: the right has expired) is only flagged for staff.
    // Before work began the whole payment goes back (§ 357 BGB); during work staff decide the
    // amount in the case view.
    let refundId: string | null = null;
    if (match && canTransition(match.status, 'withdrawn')) {
      await tx
        .update(cases)
        .set({ withdrawnAt: receivedAt, updatedAt: receivedAt, status: 'withdrawn' })
        .where(eq(cases.id, match.id));
      refundId = await refundOnWithdrawal(tx, { caseId: match.id, requestId: context.requestId });
    } else if (match) {
      await tx.update(cases).set({ withdrawnAt: receivedAt, updatedAt: receivedAt }).where(eq(cases.id, match.id));
    }
    const data = { ...input, receivedAt, caseId: match?.id ?? null, confirmationMailed: mailAllowed };
    if (mailAllowed) {
      await enqueueMail(tx, {
        ...withdrawalConfirmationMail(data, context.provider),
        kind: 'withdrawal-confirmation',
        dedupeKey: `withdrawal-confirmation:${row.id}`,
        to: input.email,
        caseId: match?.id ?? null,
      });
    }
    await enqueueMail(tx, {
      ...withdrawalStaffMail(data, context.siteUrl),
      kind: 'withdrawal-staff',
      dedupeKey: `withdrawal-staff:${row.id}`,
      to: context.staffEmail,
      caseId: match?.id ?? null,
    });
    await tx.insert(auditLog).values({
      requestId: context.requestId,
      actorType: 'customer',
      action: 'case.withdrawal-received',
      entityType: match ? 'case' : 'withdrawal',
      entityId: match?.id ?? row.id,
      details: { withdrawalId: row.id, matched: Boolean(match), confirmationMailed: mailAllowed },
    });
    return { withdrawalId: row.id, caseId: match?.id ?? null, confirmationMailed: mailAllowed, refundId };
  });
  context.onMailQueued?.();
  if (result.refundId) context.onRefundQueued?.();
  return { ...result, receivedAt };
}
