// Which refunds are owed after a withdrawal or a decline, written as rows (§ 357 BGB: within 14
// days, to the means of payment used; decision record 023); refund-sending.server.ts sends them:
// - a paid case withdrawn before work began gets its full refund row in the withdrawal's own
//   transaction (refundOnWithdrawal), a declined case in the decline's (refundOnDecline); a case
//   withdrawn during work waits for staff, who refund all or part of it with a reason
//   (requestStaffRefund, § 357a Abs. 2 BGB).
// Never twice: one row per request key, at most one full refund per case, and a partial amount
// checked under the case's row lock against what was paid and already refunded.
import { addDays } from 'date-fns/addDays';
import { eq, sql } from 'drizzle-orm';
import { formatEuro } from '#app/lib/format.ts';
import { isAdmin, type StaffRole } from '#app/lib/staff-roles.ts';
import type { Db, DbOrTx, Tx } from '../db/db.server.ts';
import { auditLog, cases, invoices, refunds } from '../db/schema.server.ts';

/** § 357 Abs. 1 BGB: the payment comes back within 14 days of the withdrawal's receipt. */
export const REFUND_DAYS = 14;

/** The last day of the refund period of a withdrawal. */
export function refundDueBy(withdrawnAt: Date): Date {
  return addDays(withdrawnAt, REFUND_DAYS);
}

/** Where the case stands: what was paid (the invoice), what is refunded or on its way, what is left. */
export async function refundBalance(db: DbOrTx, caseId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.caseId, caseId));
  const [sum] = await db
    .select({ committed: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.caseId, caseId));
  const paidCents = invoice?.grossCents ?? 0;
  const committedCents = sum?.committed ?? 0;
  return { invoice, paidCents, committedCents, refundableCents: Math.max(0, paidCents - committedCents) };
}

/**
 * In the withdrawal's transaction, for a paid case withdrawn before work began: the full refund row
 * (pending), sent to the provider after the commit. Nothing for a case paid with a voucher (no
 * invoice, no money) or already refunded. Returns the row's id, or null.
 */
export async function refundOnWithdrawal(
  tx: Tx,
  { caseId, requestId }: { caseId: string; requestId?: string },
): Promise<string | null> {
  const [current] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (current?.status !== 'withdrawn' || current.startedAt !== null) return null;
  const { invoice, refundableCents } = await refundBalance(tx, caseId);
  if (!invoice || refundableCents <= 0) return null;
  const [row] = await tx
    .insert(refunds)
    .values({
      caseId,
      invoiceId: invoice.id,
      kind: 'full',
      amountCents: refundableCents,
      currency: current.currency,
      requestKey: `withdrawal:${caseId}`,
      paymentProvider: invoice.paymentProvider ?? current.paymentProvider ?? 'unknown',
      paymentId: invoice.paymentId ?? current.paymentId,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) return null;
  await tx.insert(auditLog).values({
    requestId,
    actorType: 'system',
    action: 'case.refund.requested',
    entityType: 'case',
    entityId: caseId,
    details: { refundId: row.id, kind: 'full', amountCents: refundableCents },
  });
  return row.id;
}

/**
 * In the decline's transaction (app/server/decline/): staff refused the order, so the customer gets
 * everything back whether or not work had begun (we ended the contract, not the customer). The full
 * refund row (pending), sent after the commit; the cancellation invoice follows its success. Nothing
 * for a case paid with a voucher (no invoice, no money) or already refunded. Returns the row's id, or null.
 */
export async function refundOnDecline(
  tx: Tx,
  { caseId, requestId, staffId }: { caseId: string; requestId?: string; staffId: string },
): Promise<string | null> {
  const [current] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (current?.status !== 'declined') return null;
  const { invoice, refundableCents } = await refundBalance(tx, caseId);
  if (!invoice || refundableCents <= 0) return null;
  const [row] = await tx
    .insert(refunds)
    .values({
      caseId,
      invoiceId: invoice.id,
      kind: 'full',
      amountCents: refundableCents,
      currency: current.currency,
      requestKey: `decline:${caseId}`,
      paymentProvider: invoice.paymentProvider ?? current.paymentProvider ?? 'unknown',
      paymentId: invoice.paymentId ?? current.paymentId,
      requestedBy: staffId,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) return null;
  await tx.insert(auditLog).values({
    requestId,
    actorType: 'staff',
    actorId: staffId,
    action: 'case.refund.requested',
    entityType: 'case',
    entityId: caseId,
    details: { refundId: row.id, kind: 'full', amountCents: refundableCents, cause: 'declined' },
  });
  return row.id;
}

export type StaffRefundResult =
  | { ok: true; refundId: string; duplicate: boolean }
  | { ok: false; status: number; message: string; field?: 'amount' | 'reason' };

/** "12,50", "12.50", "12 €", "12": cents, or null when it is not an amount of money. */
export function parseEuroAmount(input: string): number | null {
  const cleaned = input.replace(/\s|€/g, '').replace(/^EUR/i, '');
  const match = /^(\d{1,6})(?:[,.](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export const MAX_REASON_LENGTH = 1000;

/** A specialist's (Prüfer's) refund request: money is the owner's (decision record 027). */
export const REFUND_ADMIN_ONLY_MESSAGE = 'Erstattungen kann nur der Inhaber veranlassen.';

/**
 * Staff refund all or part of a withdrawn case's payment (the case view's form). The amount is
 * checked under the case's row lock against what was paid and already refunded (0 < amount ≤ paid −
 * refunded); part of it needs a reason (the value of the work done, § 357a Abs. 2 BGB). The form's
 * key makes a form sent twice one refund. Money is the owner's: only an admin (Inhaber) may refund,
 * checked here with the role the staff guard read from the account, whichever route calls it
 * (decision record 027); a specialist gets 403 and nothing is written. The audit log names who did.
 */
export async function requestStaffRefund(
  db: Db,
  actor: StaffRefundActor,
  caseId: string,
  input: { amount: string; reason: string; requestKey: string },
): Promise<StaffRefundResult> {
  if (!isAdmin(actor)) return { ok: false, status: 403, message: REFUND_ADMIN_ONLY_MESSAGE };
  const form = readRefundForm(input);
  if ('ok' in form) return form;
  return db.transaction((tx) => writeStaffRefund(tx, actor, caseId, form));
}

type StaffRefundActor = { staffId: string; requestId: string; role: StaffRole };

/** The form's amount in cents, its reason and key, or why the form cannot be taken. */
function readRefundForm(input: {
  amount: string;
  reason: string;
  requestKey: string;
}): { amountCents: number; reason: string; requestKey: string } | Extract<StaffRefundResult, { ok: false }> {
  const amountCents = parseEuroAmount(input.amount.trim());
  const reason = input.reason.trim();
  const requestKey = input.requestKey.trim();
  if (!/^[A-Za-z0-9-]{16,64}$/.test(requestKey)) {
    return { ok: false, status: 400, message: 'Das Formular ist veraltet. Bitte laden Sie die Seite neu.' };
  }
  if (amountCents === null) {
    return {
      ok: false,
      status: 400,
      field: 'amount',
      message: 'Bitte geben Sie den Betrag in Euro an, zum Beispiel 19,50.',
    };
  }
  if (reason.length > MAX_REASON_LENGTH) {
    return {
      ok: false,
      status: 400,
      field: 'reason',
      message: `Die Begründung darf höchstens ${MAX_REASON_LENGTH} Zeichen lang sein.`,
    };
  }
  return { amountCents, reason, requestKey };
}

/** Under the case's row lock: the refund row and its audit entry, once the amount fits what is left. */
async function writeStaffRefund(
  tx: Tx,
  actor: StaffRefundActor,
  caseId: string,
  { amountCents, reason, requestKey }: { amountCents: number; reason: string; requestKey: string },
): Promise<StaffRefundResult> {
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.requestKey, requestKey));
  if (earlier) {
    return earlier.caseId === caseId
      ? { ok: true, refundId: earlier.id, duplicate: true }
      : { ok: false, status: 400, message: 'Das Formular ist veraltet. Bitte laden Sie die Seite neu.' };
  }
  const [current] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!current) return { ok: false, status: 404, message: 'Diesen Fall gibt es nicht.' };
  if (current.status !== 'withdrawn') {
    return { ok: false, status: 409, message: 'Erstatten lässt sich nur ein widerrufener Auftrag.' };
  }
  const { invoice, paidCents, refundableCents } = await refundBalance(tx, caseId);
  if (!invoice || paidCents <= 0) {
    return { ok: false, status: 409, message: 'Für diesen Auftrag wurde nichts bezahlt (keine Rechnung).' };
  }
  if (amountCents <= 0 || amountCents > refundableCents) {
    return {
      ok: false,
      status: 400,
      field: 'amount',
      message:
        refundableCents === 0
          ? 'Die Zahlung ist bereits vollständig erstattet.'
          : `Der Betrag muss größer als 0 € und höchstens ${formatEuro(refundableCents)} sein (bezahlt ${formatEuro(paidCents)}, bereits erstattet oder veranlasst ${formatEuro(paidCents - refundableCents)}).`,
    };
  }
  const kind = amountCents === paidCents ? 'full' : 'partial';
  if (kind === 'partial' && reason.length < 10) {
    return {
      ok: false,
      status: 400,
      field: 'reason',
      message:
        'Bitte begründen Sie die Teilerstattung in mindestens 10 Zeichen: welcher Teil der Prüfung bis zum Widerruf erbracht war.',
    };
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      caseId,
      invoiceId: invoice.id,
      kind,
      amountCents,
      currency: current.currency,
      reason: reason || null,
      requestKey,
      paymentProvider: invoice.paymentProvider ?? current.paymentProvider ?? 'unknown',
      paymentId: invoice.paymentId ?? current.paymentId,
      requestedBy: actor.staffId,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('refund not written');
  await tx.insert(auditLog).values({
    requestId: actor.requestId,
    actorType: 'staff',
    actorId: actor.staffId,
    action: 'case.refund.requested',
    entityType: 'case',
    entityId: caseId,
    details: { refundId: row.id, kind, amountCents, reason: reason || null },
  });
  return { ok: true, refundId: row.id, duplicate: false };
}
