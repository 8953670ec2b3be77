// Staff decline an order (issue 37 point 2; the privacy notice and AGB § 6 promise that we check before
// and during work whether reason and details fit, and decline when the person's interest prevails). From paid
// (before work) or in progress, any staff member (Prüfer or Inhaber) chooses a reason from a short
// list (app/lib/decline-reasons.ts) and may add their own words (required for "Anderer Grund"). One
// transaction: the case becomes "declined" under its row lock, the full refund row is written
// (app/server/refunds/: the provider call, the cancellation invoice and its mail follow), a case
// paid with a guarantee voucher gets its voucher back, the customer's mail is queued and the audit
// log names who declined and why. No report, no result voucher; the data follows the 30-day deletion
// (app/server/privacy/case-retention.server.ts).

import { addDays } from 'date-fns/addDays';
import { and, eq } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { canTransition, caseStatusLabels } from '#app/lib/case-state.ts';
import { hasInvalidCharacters, isUuid } from '#app/lib/checkout-schema.ts';
import {
  DECLINE_NOTE_MAX,
  DECLINE_NOTE_MIN,
  type DeclineReason,
  declineReasonLabels,
  isDeclineReason,
} from '#app/lib/decline-reasons.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { formatVoucherCode } from '#app/lib/voucher-code.ts';
import { statusPageUrl } from '../customer/order-summary.server.ts';
import { caseCustomerOf } from '../db/case-customer.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { cases, clients, invoices, vouchers } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { declineMail } from '../mail/templates.server.ts';
import { CASE_DATA_DAYS } from '../privacy/case-retention.server.ts';
import { refundOnDecline } from '../refunds/refunds.server.ts';
import { auditStaff } from '../staff/audit.server.ts';

export interface DeclineContext {
  siteUrl: string;
  provider: ProviderInfo;
  /** Called after the commit that queued the customer's mail (wakes the mail worker). */
  onMailQueued?: () => void;
  /** Called after the commit that queued the refund (wakes the refund worker). */
  onRefundQueued?: () => void;
}

export interface DeclineActor {
  staffId: string;
  requestId: string;
}

export type DeclineResult =
  | { ok: true; refundId: string | null }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: 'reason' | 'note' };

const NOT_FOUND = { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' } as const;

/** A voucher given back after a decline stays valid at least this long. */
const RETURNED_VOUCHER_DAYS = 30;

/** The reason and note as staff sent them, checked; or the German refusal. */
export function checkDeclineInput(input: {
  reason: string;
  note: string;
}): { ok: true; reason: DeclineReason; note: string | null } | Extract<DeclineResult, { ok: false }> {
  const reason = input.reason.trim();
  if (!isDeclineReason(reason)) {
    return { ok: false, status: 400, field: 'reason', message: 'Bitte wählen Sie einen Grund für die Ablehnung.' };
  }
  const note = input.note.replace(/\r\n?/g, '\n').trim();
  if (reason === 'other' && note.length < DECLINE_NOTE_MIN) {
    return {
      ok: false,
      status: 400,
      field: 'note',
      message: `Bitte erläutern Sie den anderen Grund in mindestens ${DECLINE_NOTE_MIN} Zeichen.`,
    };
  }
  if (note.length > DECLINE_NOTE_MAX) {
    return {
      ok: false,
      status: 400,
      field: 'note',
      message: `Die Erläuterung darf höchstens ${DECLINE_NOTE_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
    };
  }
  if (hasInvalidCharacters(note, true)) {
    return { ok: false, status: 400, field: 'note', message: 'Bitte entfernen Sie unzulässige Steuerzeichen.' };
  }
  return { ok: true, reason, note: note || null };
}

/** Why a case in this status cannot be declined, in the words staff read. */
function refusal(status: (typeof cases.$inferSelect)['status']): Extract<DeclineResult, { ok: false }> {
  if (status === 'declined') return { ok: false, status: 409, message: 'Dieser Auftrag ist bereits abgelehnt.' };
  if (status === 'withdrawn')
    return { ok: false, status: 409, message: 'Der Kunde hat diesen Auftrag widerrufen; er wird nicht bearbeitet.' };
  if (status === 'completed' || status === 'completed-no-findings')
    return {
      ok: false,
      status: 409,
      message: 'Dieser Fall ist bereits abgeschlossen; ein versandter Ergebnisbericht lässt sich nicht mehr ablehnen.',
    };
  return { ok: false, status: 409, message: `Im Status „${caseStatusLabels[status]}“ ist keine Ablehnung möglich.` };
}

/** A guarantee voucher that paid this case is valid again (at least RETURNED_VOUCHER_DAYS more). */
async function returnVoucher(tx: Tx, caseId: string, now: Date): Promise<{ code: string; expiresAt: Date } | null> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.redeemedCaseId, caseId));
  if (!voucher) return null;
  const floor = addDays(now, RETURNED_VOUCHER_DAYS);
  const expiresAt = voucher.expiresAt > floor ? voucher.expiresAt : floor;
  await tx
    .update(vouchers)
    .set({ redeemedCaseId: null, redeemedAt: null, expiresAt })
    .where(and(eq(vouchers.code, voucher.code), eq(vouchers.redeemedCaseId, caseId)));
  return { code: formatVoucherCode(voucher.code), expiresAt };
}

type CaseRow = typeof cases.$inferSelect;

/** The case turns 'declined' with reason, note and who declined it, and the staff audit notes it. */
async function markDeclined(
  tx: Tx,
  actor: DeclineActor,
  current: CaseRow,
  checked: { reason: DeclineReason; note: string | null },
  now: Date,
): Promise<void> {
  const caseId = current.id;
  await tx
    .update(cases)
    .set({
      status: 'declined',
      declinedAt: now,
      declineReason: checked.reason,
      declineNote: checked.note,
      declinedBy: actor.staffId,
      updatedAt: now,
    })
    .where(eq(cases.id, caseId));
  await auditStaff(tx, {
    staffId: actor.staffId,
    action: 'case.declined',
    entityType: 'case',
    entityId: caseId,
    details: {
      reason: checked.reason,
      reasonLabel: declineReasonLabels[checked.reason],
      from: current.status,
      note: checked.note,
    },
    requestId: actor.requestId,
  });
}

/** The customer's decline mail (refund amount, returned voucher, status link), queued in the same transaction. */
async function queueDeclineMail(
  tx: Tx,
  context: DeclineContext,
  current: CaseRow,
  outcome: { reason: DeclineReason; refundId: string | null; voucher: { code: string; expiresAt: Date } | null },
  now: Date,
): Promise<void> {
  const caseId = current.id;
  const { refundId, voucher } = outcome;
  const [invoice] = await tx
    .select({ grossCents: invoices.grossCents })
    .from(invoices)
    .where(eq(invoices.caseId, caseId));
  const [client] = await tx
    .select({ firstName: clients.firstName, lastName: clients.lastName, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(eq(clients.id, current.clientId));
  if (!client) throw new Error(`case ${caseId} has no client`);
  const customer = caseCustomerOf(current, client);
  const reference = caseReference(caseId);
  const mail = declineMail(
    {
      reference,
      serviceName: serviceName(current.caseType),
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      reason: outcome.reason,
      declinedAt: now,
      refundCents: refundId ? (invoice?.grossCents ?? 0) : 0,
      voucher,
      deletionDays: CASE_DATA_DAYS,
      statusUrl: current.statusToken ? statusPageUrl(context.siteUrl, current.statusToken) : null,
    },
    context.provider,
    context.siteUrl,
  );
  await enqueueMail(tx, {
    ...mail,
    kind: 'case-declined',
    dedupeKey: `case-declined:${caseId}`,
    to: customer.email,
    caseId,
  });
}

export async function declineCase(
  db: Db,
  context: DeclineContext,
  actor: DeclineActor,
  caseId: string,
  input: { reason: string; note: string },
  now = new Date(),
): Promise<DeclineResult> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const checked = checkDeclineInput(input);
  if (!checked.ok) return checked;
  const result = await db.transaction(async (tx): Promise<DeclineResult> => {
    const [current] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
    if (!current || current.paymentId === null || current.status === 'pending') return NOT_FOUND;
    if (!canTransition(current.status, 'declined')) return refusal(current.status);
    await markDeclined(tx, actor, current, checked, now);
    const refundId = await refundOnDecline(tx, { caseId, requestId: actor.requestId, staffId: actor.staffId });
    const voucher = current.amountCents === 0 ? await returnVoucher(tx, caseId, now) : null;
    await queueDeclineMail(tx, context, current, { reason: checked.reason, refundId, voucher }, now);
    return { ok: true, refundId };
  });
  if (result.ok) {
    context.onMailQueued?.();
    if (result.refundId) context.onRefundQueued?.();
  }
  return result;
}
