import { eq } from 'drizzle-orm';
import { type CaseStatus, caseStatusLabels, isCompleted } from '#app/lib/case-state.ts';
import { hasInvalidCharacters, isUuid } from '#app/lib/checkout-schema.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { caseNotes, cases } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { assignInTransaction } from './assignment-write.server.ts';
import { limitRefusal } from './open-case-limit.server.ts';

/** Case data is deleted this many days after completion (AGB, privacy page; privacy/case-retention.server.ts). */
export const RETENTION_DAYS = 30;

export const NOTE_MAX = 5000;

export interface StaffActor {
  staffId: string;
  requestId: string;
}

export type WorkflowResult = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string; field?: 'body' };

export const NOT_FOUND = { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' } as const;

/** Why a case in this status cannot be worked on, in the words staff read. */
export function refusal(status: CaseStatus, action: 'start' | 'finish'): Extract<WorkflowResult, { ok: false }> {
  if (status === 'withdrawn')
    return { ok: false, status: 409, message: 'Der Kunde hat diesen Auftrag widerrufen; er wird nicht bearbeitet.' };
  if (isCompleted(status)) return { ok: false, status: 409, message: 'Dieser Fall ist bereits abgeschlossen.' };
  if (action === 'start' && status === 'in-progress')
    return { ok: false, status: 409, message: 'Die Bearbeitung hat bereits begonnen.' };
  if (status === 'in-review')
    return {
      ok: false,
      status: 409,
      message: 'Der Ergebnisbericht liegt zur Freigabe vor; er wird mit der Freigabe versandt.',
    };
  if (status === 'awaiting-customer')
    return {
      ok: false,
      status: 409,
      message: 'Der Fall wartet auf die Antwort des Kunden. Beenden Sie zuerst die Rückfrage.',
    };
  if (action === 'finish' && status === 'paid')
    return { ok: false, status: 409, message: 'Bitte beginnen Sie zuerst die Bearbeitung.' };
  return {
    ok: false,
    status: 409,
    message: `Im Status „${caseStatusLabels[status]}“ ist das nicht möglich.`,
  };
}

/** The paid case, locked for this transaction. */
export async function lockPaidCase(tx: Tx, caseId: string) {
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
    // Only a case not begun: a waiting or reviewed case goes back to work by the answer, the 72 hours
    // or the reviewer's return (app/server/conversation/, app/server/review/), never by "start".
    if (current.status !== 'paid') return refusal(current.status, 'start');
    // The member's limit of open cases (issue 39; open-case-limit.server.ts).
    const limited = await limitRefusal(tx, actor.staffId, caseId);
    if (limited) return limited;
    await beginWork(tx, actor, current, now);
    return { ok: true } as const;
  });
}

/** In the caller's transaction, the case locked and paid: in progress, assigned to the actor, audited. */
export async function beginWork(
  tx: Tx,
  actor: StaffActor,
  current: { id: string; assignedTo: string | null },
  now: Date,
): Promise<void> {
  const caseId = current.id;
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
