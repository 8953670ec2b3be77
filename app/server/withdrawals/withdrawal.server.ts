// § 356a BGB withdrawal function: stored at once, the customer confirmed immediately (date and
// time of receipt), staff notified, the matching case flagged for staff.
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import type { WithdrawalInput } from '#app/lib/withdrawal-schema.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, cases, clients, withdrawals } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { withdrawalConfirmationMail, withdrawalStaffMail } from '../mail/templates.ts';

export interface WithdrawalContext {
  db: Db;
  provider: ProviderInfo;
  siteUrl: string;
  staffEmail: string;
  onMailQueued?: () => void;
}

export async function recordWithdrawal(context: WithdrawalContext, input: WithdrawalInput) {
  const receivedAt = new Date();
  const result = await context.db.transaction(async (tx) => {
    // The reference is the start of the case id; the e-mail must be the one the order used.
    const [match] = await tx
      .select({ id: cases.id })
      .from(cases)
      .innerJoin(clients, eq(clients.id, cases.clientId))
      .where(and(sql`${cases.id}::text like ${`${input.orderReference}%`}`, ilike(clients.email, input.email)))
      .limit(1);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        caseId: match?.id ?? null,
        name: input.name,
        orderReference: input.orderReference,
        email: input.email,
        receivedAt,
      })
      .returning({ id: withdrawals.id });
    if (!row) throw new Error('withdrawal not stored');
    if (match)
      await tx.update(cases).set({ withdrawnAt: receivedAt, updatedAt: receivedAt }).where(eq(cases.id, match.id));
    const data = { ...input, receivedAt, caseId: match?.id ?? null };
    await enqueueMail(tx, {
      ...withdrawalConfirmationMail(data, context.provider),
      kind: 'withdrawal-confirmation',
      dedupeKey: `withdrawal-confirmation:${row.id}`,
      to: input.email,
      caseId: match?.id ?? null,
    });
    await enqueueMail(tx, {
      ...withdrawalStaffMail(data, context.siteUrl),
      kind: 'withdrawal-staff',
      dedupeKey: `withdrawal-staff:${row.id}`,
      to: context.staffEmail,
      caseId: match?.id ?? null,
    });
    await tx.insert(auditLog).values({
      actorType: 'customer',
      action: 'case.withdrawal-received',
      entityType: match ? 'case' : 'withdrawal',
      entityId: match?.id ?? row.id,
      details: { withdrawalId: row.id, matched: Boolean(match) },
    });
    return { withdrawalId: row.id, caseId: match?.id ?? null };
  });
  context.onMailQueued?.();
  return { ...result, receivedAt };
}
