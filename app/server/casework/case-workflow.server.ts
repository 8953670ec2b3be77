// What staff do with a paid case (issue "Case handling"): start work, keep internal notes, and finish
// with a result — a PDF report (report-upload.server.ts), a short message to the customer, "with
// findings" or "no findings" (which earns the guarantee voucher). Every change is checked against the
// case-state module, done in one transaction with its audit row and mail, and refused in German.

import { addDays } from 'date-fns/addDays';
import { eq } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { type CaseStatus, canTransition, caseStatusLabels, isCompleted } from '#app/lib/case-state.ts';
import { hasInvalidCharacters, isUuid } from '#app/lib/checkout-schema.ts';
import type { Findings } from '#app/lib/findings.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { statusPageUrl } from '../customer/order-summary.server.ts';
import { newStatusToken } from '../customer/status-token.server.ts';
import { caseCustomerOf } from '../db/case-customer.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { caseFindings, caseNotes, cases, clients } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { caseResultMail } from '../mail/templates.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { issueVoucher } from '../vouchers/vouchers.server.ts';
import { assignInTransaction } from './case-assignment.server.ts';
import { latestReport } from './report-upload.server.ts';

/** Case data is deleted this many days after completion (AGB, privacy page; privacy/case-retention.server.ts). */
export const RETENTION_DAYS = 30;

export const NOTE_MAX = 5000;
export const RESULT_MESSAGE_MIN = 20;
export const RESULT_MESSAGE_MAX = 3000;

export interface StaffActor {
  staffId: string;
  requestId: string;
}

export type WorkflowResult =
  | { ok: true }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: 'body' | 'message' | 'report' | 'outcome' };

const NOT_FOUND = { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' } as const;

/** Why a case in this status cannot be worked on, in the words staff read. */
function refusal(status: CaseStatus, action: 'start' | 'finish'): WorkflowResult {
  if (status === 'withdrawn')
    return { ok: false, status: 409, message: 'Der Kunde hat diesen Auftrag widerrufen; er wird nicht bearbeitet.' };
  if (isCompleted(status)) return { ok: false, status: 409, message: 'Dieser Fall ist bereits abgeschlossen.' };
  if (action === 'start' && status === 'in-progress')
    return { ok: false, status: 409, message: 'Die Bearbeitung hat bereits begonnen.' };
  if (action === 'finish' && status === 'paid')
    return { ok: false, status: 409, message: 'Bitte beginnen Sie zuerst die Bearbeitung.' };
  return {
    ok: false,
    status: 409,
    message: `Im Status „${caseStatusLabels[status]}“ ist das nicht möglich.`,
  };
}

/** The paid case, locked for this transaction. */
async function lockPaidCase(tx: Tx, caseId: string) {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!row || row.paymentId === null || row.status === 'pending') return null;
  return row;
}

/** "Bearbeitung beginnen": paid → in progress, assigned to whoever starts it (issue 28 point 2). */
export async function startWork(db: Db, actor: StaffActor, caseId: string, now = new Date()): Promise<WorkflowResult> {
  if (!isUuid(caseId)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const current = await lockPaidCase(tx, caseId);
    if (!current) return NOT_FOUND;
    if (!canTransition(current.status, 'in-progress')) return refusal(current.status, 'start');
    await tx.update(cases).set({ status: 'in-progress', startedAt: now, updatedAt: now }).where(eq(cases.id, caseId));
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.started',
      entityType: 'case',
      entityId: caseId,
      requestId: actor.requestId,
    });
    await assignInTransaction(tx, actor, {
      caseId,
      assigneeId: actor.staffId,
      previousId: current.assignedTo,
      reason: 'start',
      now,
    });
    return { ok: true } as const;
  });
}

/** An internal note (staff only; deleted with the case data). */
export async function addNote(db: Db, actor: StaffActor, caseId: string, input: string): Promise<WorkflowResult> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const body = input.replace(/\r\n?/g, '\n').trim();
  if (!body) return { ok: false, status: 400, field: 'body', message: 'Bitte schreiben Sie eine Notiz.' };
  if (body.length > NOTE_MAX)
    return {
      ok: false,
      status: 400,
      field: 'body',
      message: `Eine Notiz darf höchstens ${NOTE_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
    };
  if (hasInvalidCharacters(body, true))
    return { ok: false, status: 400, field: 'body', message: 'Bitte entfernen Sie unzulässige Steuerzeichen.' };
  return db.transaction(async (tx) => {
    const current = await lockPaidCase(tx, caseId);
    if (!current) return NOT_FOUND;
    if (current.dataPurgedAt)
      return { ok: false, status: 409, message: 'Die Falldaten sind gelöscht; Notizen sind nicht mehr möglich.' };
    const [note] = await tx
      .insert(caseNotes)
      .values({ caseId, authorId: actor.staffId, body })
      .returning({ id: caseNotes.id });
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.note.added',
      entityType: 'case',
      entityId: caseId,
      details: { noteId: note?.id },
      requestId: actor.requestId,
    });
    return { ok: true } as const;
  });
}

export interface FinishInput {
  outcome: string;
  message: string;
  /** The report uploaded for this case (report-upload.server.ts). */
  reportId: string;
}

export interface FinishContext {
  siteUrl: string;
  provider: ProviderInfo;
  /** Called after the commit that queued the result mail (wakes the mail worker). */
  onMailQueued?: () => void;
}

/**
 * "Abschließen": in progress → completed (with findings) or completed without findings. Needs the
 * report and a message; queues the result mail (with the voucher when nothing was found).
 */
export async function finishCase(
  db: Db,
  context: FinishContext,
  actor: StaffActor,
  caseId: string,
  input: FinishInput,
  now = new Date(),
): Promise<WorkflowResult> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const checked = checkFinishInput(input);
  if (!checked.ok) return checked;
  const { outcome, message } = checked;
  const result = await db.transaction((tx) =>
    completeCase(tx, context, actor, { caseId, reportId: input.reportId, outcome, message, now }),
  );
  if (result.ok) context.onMailQueued?.();
  return result;
}

type FinishOutcome = 'completed' | 'completed-no-findings';

/** The outcome and the message (line breaks normalised, trimmed) when both are acceptable. */
function checkFinishInput(
  input: FinishInput,
): { ok: true; outcome: FinishOutcome; message: string } | Extract<WorkflowResult, { ok: false }> {
  const outcome = input.outcome;
  if (outcome !== 'completed' && outcome !== 'completed-no-findings')
    return {
      ok: false,
      status: 400,
      field: 'outcome',
      message: 'Bitte wählen Sie das Ergebnis: mit oder ohne Treffer.',
    };
  const message = input.message.replace(/\r\n?/g, '\n').trim();
  if (message.length < RESULT_MESSAGE_MIN || message.length > RESULT_MESSAGE_MAX)
    return {
      ok: false,
      status: 400,
      field: 'message',
      message: `Die Nachricht an den Kunden braucht ${RESULT_MESSAGE_MIN} bis ${RESULT_MESSAGE_MAX.toLocaleString('de-DE')} Zeichen (jetzt ${message.length}).`,
    };
  if (hasInvalidCharacters(message, true))
    return { ok: false, status: 400, field: 'message', message: 'Bitte entfernen Sie unzulässige Steuerzeichen.' };
  return { ok: true, outcome, message };
}

/**
 * finishCase's transaction: the case, locked, with the report staff uploaded last, becomes
 * completed; the voucher (no findings), the result mail and the audit row go with it.
 */
async function completeCase(
  tx: Tx,
  context: FinishContext,
  actor: StaffActor,
  {
    caseId,
    reportId,
    outcome,
    message,
    now,
  }: { caseId: string; reportId: string; outcome: FinishOutcome; message: string; now: Date },
): Promise<WorkflowResult> {
  const current = await lockPaidCase(tx, caseId);
  if (!current) return NOT_FOUND;
  if (!canTransition(current.status, outcome)) return refusal(current.status, 'finish');
  const report = await latestReport(tx, caseId);
  if (!report || report.id !== reportId)
    return { ok: false, status: 400, field: 'report', message: 'Bitte laden Sie den Ergebnisbericht als PDF hoch.' };
  const [owner] = await tx.select().from(clients).where(eq(clients.id, current.clientId));
  if (!owner) throw new Error(`client of case ${caseId} missing`);
  // The name and address this order was placed with.
  const client = caseCustomerOf(current, owner);

  // Cases written before the status page existed without a key get one now.
  const statusToken = current.statusToken ?? newStatusToken();
  // The findings' verdict stays on the case after its data is deleted (dashboard, fingerprints).
  const [draft] = await tx
    .select({ findings: caseFindings.findings })
    .from(caseFindings)
    .where(eq(caseFindings.caseId, caseId));
  const verdict = (draft?.findings as Findings | undefined)?.verdict ?? null;
  await tx
    .update(cases)
    .set({ status: outcome, completedAt: now, resultMessage: message, statusToken, verdict, updatedAt: now })
    .where(eq(cases.id, caseId));
  const voucher =
    outcome === 'completed-no-findings' ? await issueVoucher(tx, { caseId, email: client.email, now }) : null;
  const reference = caseReference(caseId);
  const mail = caseResultMail(
    {
      reference,
      serviceName: serviceName(current.caseType),
      customerName: `${client.firstName} ${client.lastName}`,
      outcome,
      message,
      completedAt: now,
      deletionDate: addDays(now, RETENTION_DAYS),
      statusUrl: statusPageUrl(context.siteUrl, statusToken),
      voucher,
    },
    context.provider,
    context.siteUrl,
  );
  await enqueueMail(tx, {
    ...mail,
    kind: 'case-result',
    dedupeKey: `case-result:${caseId}`,
    to: client.email,
    caseId,
  });
  await auditStaff(tx, {
    staffId: actor.staffId,
    action: 'case.completed',
    entityType: 'case',
    entityId: caseId,
    details: { outcome, reportId: report.id, voucher: voucher?.code ?? null },
    requestId: actor.requestId,
  });
  return { ok: true };
}
