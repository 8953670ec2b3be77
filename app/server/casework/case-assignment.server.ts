// Who works a case (issue 28 point 2). "Bearbeitung beginnen" assigns the case to whoever starts it
// (startWork in case-workflow.server.ts calls assignInTransaction of assignment-write.server.ts); an
// admin ("Inhaber") can assign an open case to any active staff member, or to nobody. Every
// assignment is written to the audit log in the same transaction, with the assignee's name as it was
// then (the case history shows it).
// The role is the one read from the account on this request (the session), never the browser's word.
import { eq } from 'drizzle-orm';
import { caseStatusLabels, isOpenForWork } from '#app/lib/case-state.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { STAFF_ID } from '#app/lib/work-queue.ts';
import type { Db } from '../db/db.server.ts';
import { cases, staffUsers } from '../db/schema.server.ts';
import { isAdmin } from '../staff/roles.server.ts';
import type { StaffMember } from '../staff/sessions.server.ts';
import { type AssignmentActor, assignInTransaction } from './assignment-write.server.ts';

export type AssignmentResult =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: 'assignee' };

const NOT_FOUND = { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' } as const;

/**
 * An admin assigns an open case to an active staff member (`assigneeId`), or to nobody (empty).
 * Refused for anyone who is not an admin, for an unknown or disabled account, and for a case that is
 * not open (finished or withdrawn).
 */
export async function reassignCase(
  db: Db,
  actor: AssignmentActor & { staff: Pick<StaffMember, 'role'> },
  caseId: string,
  assigneeInput: string,
  now = new Date(),
): Promise<AssignmentResult> {
  if (!isAdmin(actor.staff))
    return { ok: false, status: 403, message: 'Nur Inhaber können Fälle einem anderen Mitarbeiter zuweisen.' };
  if (!isUuid(caseId)) return NOT_FOUND;
  const assigneeId = assigneeInput.trim() || null;
  if (assigneeId && !STAFF_ID.test(assigneeId))
    return { ok: false, status: 400, field: 'assignee', message: 'Bitte wählen Sie einen Mitarbeiter aus der Liste.' };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: cases.status, paymentId: cases.paymentId, assignedTo: cases.assignedTo })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update');
    if (!current || current.paymentId === null || current.status === 'pending') return NOT_FOUND;
    if (!isOpenForWork(current.status))
      return {
        ok: false,
        status: 409,
        message: `Ein Fall im Status „${caseStatusLabels[current.status]}“ kann nicht mehr zugewiesen werden.`,
      };
    if (assigneeId) {
      const [assignee] = await tx
        .select({ disabledAt: staffUsers.disabledAt })
        .from(staffUsers)
        .where(eq(staffUsers.id, assigneeId));
      if (!assignee)
        return {
          ok: false,
          status: 400,
          field: 'assignee',
          message: 'Diesen Mitarbeiter gibt es nicht. Bitte wählen Sie einen aus der Liste.',
        };
      if (assignee.disabledAt)
        return {
          ok: false,
          status: 400,
          field: 'assignee',
          message: 'Dieses Mitarbeiterkonto ist deaktiviert. Bitte wählen Sie ein aktives Konto.',
        };
    }
    await assignInTransaction(tx, actor, {
      caseId,
      assigneeId,
      previousId: current.assignedTo,
      reason: 'reassign',
      now,
    });
    return { ok: true } as const;
  });
}
