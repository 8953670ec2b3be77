// "Zur Freigabe übergeben" (issue 39): when the finishing staff member's reports are reviewed
// (staff_users.review_reports), finishing runs the same gate as "Abschließen" but delivers nothing:
// the case goes to in-review ("Zur Freigabe") with a case_reviews row naming the findings' version,
// and waits for a reviewer (decide.server.ts). Everyone else's finish delivers as before.
import { eq } from 'drizzle-orm';
import { type FinishContext, type FinishResult, finishCase, finishGate } from '../casework/case-finish.server.ts';
import { lockPaidCase, NOT_FOUND, refusal, type StaffActor } from '../casework/case-workflow.server.ts';
import { loadStoredFindings } from '../casework/findings-store.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseReviews, cases } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { reviewSettingsOf } from './review-settings.server.ts';

export type FinishOrHandInResult = FinishResult | { ok: true; handedIn: true };

/** The workbench's "finish": handed in for review when the actor's reports are reviewed, else delivered. */
export async function finishOrHandIn(
  db: Db,
  context: FinishContext,
  actor: StaffActor,
  caseId: string,
  now = new Date(),
): Promise<FinishOrHandInResult> {
  const settings = await reviewSettingsOf(db, actor.staffId);
  if (!settings?.reviewReports) return finishCase(db, context, actor, caseId, now);
  const handed = await handInForReview(db, actor, caseId, now);
  return handed.ok ? { ok: true, handedIn: true } : handed;
}

/**
 * The gate on the saved findings, then in one transaction: the case, still in progress with the same
 * findings, goes to in-review, the review row and the audit row are written. The second approval of
 * REPORT_SECOND_APPROVAL is not asked for here: the reviewer's approval is that second look.
 */
export async function handInForReview(
  db: Db,
  actor: StaffActor,
  caseId: string,
  now = new Date(),
): Promise<FinishResult> {
  const gate = await finishGate(db, caseId, { from: 'in-progress', secondApproval: false, now });
  if (!gate.ok) return gate;
  return db.transaction(async (tx) => {
    const current = await lockPaidCase(tx, caseId);
    if (!current) return NOT_FOUND;
    if (current.status !== 'in-progress') return refusal(current.status, 'finish');
    const stored = await loadStoredFindings(tx, caseId);
    if (stored.version !== gate.stored.version)
      return {
        ok: false,
        status: 409,
        message: 'Die Befunde wurden gerade geändert. Bitte prüfen Sie sie und übergeben Sie den Fall erneut.',
      } as const;
    await tx.update(cases).set({ status: 'in-review', updatedAt: now }).where(eq(cases.id, caseId));
    const [review] = await tx
      .insert(caseReviews)
      .values({ caseId, requestedBy: actor.staffId, requestedAt: now, findingsVersion: stored.version })
      .returning({ id: caseReviews.id });
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.review.requested',
      entityType: 'case',
      entityId: caseId,
      details: { reviewId: review?.id, version: stored.version },
      requestId: actor.requestId,
    });
    return { ok: true } as const;
  });
}
