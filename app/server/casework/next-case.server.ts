// "Nächsten Fall übernehmen" (issue 39): the work queue offers the signed-in member the next case
// when she has room under her limit of open cases (open-case-limit.server.ts): the unassigned paid
// case due first (cases_queue_open_idx, by due_at). Taking it assigns and starts it in one
// transaction; the case row is picked FOR UPDATE SKIP LOCKED, so two people clicking at once get
// two different cases, and her staff row is locked, so two clicks of hers are counted one by one.
import { and, asc, count, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { NextCaseOfferData } from '#app/lib/review.ts';
import type { Db } from '../db/db.server.ts';
import { caseReviews, cases } from '../db/schema.server.ts';
import { mayReview, reviewSettingsOf } from '../review/review-settings.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { beginWork, type StaffActor } from './case-workflow.server.ts';
import { capacityOf, limitRefusal } from './open-case-limit.server.ts';

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

/** The queue's offer for the member: her capacity, the cases to take, the reports she may review. */
export async function loadNextCaseOffer(db: Db, staffId: string): Promise<NextCaseOfferData> {
  const [capacity, settings, [waiting]] = await Promise.all([
    capacityOf(db, staffId),
    reviewSettingsOf(db, staffId),
    db
      .select({ value: count() })
      .from(cases)
      .where(and(isNotNull(cases.paymentId), eq(cases.status, 'paid'), isNull(cases.assignedTo))),
  ]);
  let toReview: number | null = null;
  if (mayReview(settings)) {
    const [row] = await db
      .select({ value: sql<number>`count(distinct ${cases.id})::int` })
      .from(cases)
      .innerJoin(caseReviews, and(eq(caseReviews.caseId, cases.id), isNull(caseReviews.decidedAt)))
      .where(
        and(
          isNotNull(cases.paymentId),
          eq(cases.status, 'in-review'),
          or(isNull(caseReviews.requestedBy), ne(caseReviews.requestedBy, staffId)),
        ),
      );
    toReview = row?.value ?? 0;
  }
  return { ...capacity, waiting: waiting?.value ?? 0, toReview };
}
