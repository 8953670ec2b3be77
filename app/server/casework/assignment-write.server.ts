// Writes one assignment of a case (issue 28 point 2): the assignee (or none) on the case row and its
// audit row, with the assignee's name as it was then, in the caller's transaction. Used by
// "Bearbeitung beginnen" (startWork in case-workflow.server.ts) and by an admin's reassignment
// (case-assignment.server.ts).
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/db.server.ts';
import { cases, staffUsers } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';

/** Who acts: the staff member and the request, for the audit row. */
export interface AssignmentActor {
  staffId: string;
  requestId: string;
}

/** Why an assignment was made: the start of work, or an admin's choice. */
export type AssignmentReason = 'start' | 'reassign';

/**
 * Sets the case's assignee (or none) in the caller's transaction, with its audit row. The case row
 * must already be locked by the caller. Does nothing when the case is already assigned so.
 */
export async function assignInTransaction(
  tx: Tx,
  actor: AssignmentActor,
  input: { caseId: string; assigneeId: string | null; previousId: string | null; reason: AssignmentReason; now: Date },
): Promise<void> {
  if (input.assigneeId === input.previousId) return;
  let assigneeName: string | null = null;
  if (input.assigneeId) {
    const [assignee] = await tx
      .select({ name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.id, input.assigneeId));
    assigneeName = assignee?.name || assignee?.email || null;
  }
  await tx
    .update(cases)
    .set({ assignedTo: input.assigneeId, assignedAt: input.assigneeId ? input.now : null, updatedAt: input.now })
    .where(eq(cases.id, input.caseId));
  await auditStaff(tx, {
    staffId: actor.staffId,
    action: input.assigneeId ? 'case.assigned' : 'case.unassigned',
    entityType: 'case',
    entityId: input.caseId,
    details: {
      assigneeId: input.assigneeId,
      assigneeName,
      previousAssigneeId: input.previousId,
      reason: input.reason,
    },
    requestId: actor.requestId,
  });
}
