// "Nächsten Fall übernehmen" (issue 39): the work queue offers the signed-in member the next case
// when she has room under her limit of open cases (open-case-limit.server.ts): the unassigned paid
// case due first (cases_queue_open_idx, by due_at). Taking it assigns and starts it in one
// transaction; the case row is picked FOR UPDATE SKIP LOCKED, so two people clicking at once get
// two different cases, and her staff row is locked, so two clicks of hers are counted one by one.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { cases } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { beginWork, type StaffActor } from './case-workflow.server.ts';
import { limitRefusal } from './open-case-limit.server.ts';

export type TakeResult = { ok: true; caseId: string } | { ok: false; status: 404 | 409; message: string };

export const NO_NEXT_CASE = 'Gerade gibt es keinen bezahlten Fall, der noch niemandem zugewiesen ist.';

/** Takes the next unassigned paid case for the actor (assigned and started), or refuses in German. */
export async function takeNextCase(db: Db, actor: StaffActor, now = new Date()): Promise<TakeResult> {
  return db.transaction(async (tx) => {
    const limited = await limitRefusal(tx, actor.staffId);
    if (limited) return limited;
    const [next] = await tx
      .select({ id: cases.id, assignedTo: cases.assignedTo })
      .from(cases)
      .where(and(isNotNull(cases.paymentId), eq(cases.status, 'paid'), isNull(cases.assignedTo)))
      .orderBy(asc(cases.dueAt), asc(cases.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return { ok: false, status: 404, message: NO_NEXT_CASE } as const;
    await beginWork(tx, actor, next, now);
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.next-taken',
      entityType: 'case',
      entityId: next.id,
      requestId: actor.requestId,
    });
    return { ok: true, caseId: next.id } as const;
  });
}
