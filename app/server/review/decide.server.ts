// The reviewer's decision on a handed-in report (issue 39; decision record 038): "Freigeben und
// versenden" delivers exactly as "Abschließen" does (deliver-report.server.ts) — only the version of
// the findings that was handed in, after the gate once more — and "Zurückgeben" sends the case back
// to work with a required comment for its author. Only an Inhaber or a Prüfer allowed to review
// decides, and never on her own report: the two eyes are two people.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { hasInvalidCharacters } from '#app/lib/checkout-schema.ts';
import { REVIEW_COMMENT_MAX } from '#app/lib/review.ts';
import { type FinishContext, type FinishResult, finishGate } from '../casework/case-finish.server.ts';
import {
  lockPaidCase,
  NOT_FOUND,
  refusal,
  type StaffActor,
  type WorkflowResult,
} from '../casework/case-workflow.server.ts';
import { deliverReport } from '../casework/deliver-report.server.ts';
import type { Db, DbOrTx, Tx } from '../db/db.server.ts';
import { caseFindings, caseReviews, cases } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { mayReview, NOT_A_REVIEWER, OWN_REPORT, reviewSettingsOf } from './review-settings.server.ts';

export type ReviewRefusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: 'comment' };
type Review = typeof caseReviews.$inferSelect;

const NOTHING_TO_REVIEW = {
  ok: false,
  status: 409,
  message: 'Für diesen Fall liegt kein Ergebnisbericht zur Freigabe vor.',
} as const;
const DECIDED = {
  ok: false,
  status: 409,
  message: 'Über diesen Ergebnisbericht wurde gerade schon entschieden. Bitte laden Sie die Seite neu.',
} as const;

/** The case's handed-in report still waiting for a decision, if any. */
export async function openReview(db: DbOrTx, caseId: string): Promise<Review | null> {
  const [row] = await db
    .select()
    .from(caseReviews)
    .where(and(eq(caseReviews.caseId, caseId), isNull(caseReviews.decidedAt)))
    .orderBy(desc(caseReviews.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The open review the actor may decide, or why not (403: not a reviewer, or her own report). */
async function reviewToDecide(db: DbOrTx, actor: StaffActor, caseId: string): Promise<Review | ReviewRefusal> {
  if (!mayReview(await reviewSettingsOf(db, actor.staffId))) return { ok: false, status: 403, message: NOT_A_REVIEWER };
  const review = await openReview(db, caseId);
  if (!review) return NOTHING_TO_REVIEW;
  if (review.requestedBy === actor.staffId) return { ok: false, status: 403, message: OWN_REPORT };
  return review;
}

/** "Freigeben und versenden": the handed-in version, through the gate again, delivered as by "Abschließen". */
export async function approveReview(
  db: Db,
  context: FinishContext,
  actor: StaffActor,
  caseId: string,
  now = new Date(),
): Promise<FinishResult | ReviewRefusal> {
  const review = await reviewToDecide(db, actor, caseId);
  if ('ok' in review) return review;
  const gate = await finishGate(db, caseId, { from: 'in-review', secondApproval: false, now });
  if (!gate.ok) return gate;
  if (gate.stored.version !== review.findingsVersion)
    return {
      ok: false,
      status: 409,
      message:
        'Die Befunde wurden nach der Übergabe geändert; so wird der Ergebnisbericht nicht versandt. Bitte geben Sie den Fall zurück, damit er erneut übergeben wird.',
    };
  return deliverReport(db, context, actor, {
    caseId,
    current: gate.current,
    findings: gate.stored.findings,
    version: gate.stored.version,
    from: 'in-review',
    secondApproval: false,
    approvedBy: actor.staffId,
    now,
    inTransaction: (tx) => recordApproval(tx, actor, review, now),
  });
}

/** Inside the delivery: the review decided, the findings' approval (REPORT_SECOND_APPROVAL's record) and the audit row. */
async function recordApproval(tx: Tx, actor: StaffActor, review: Review, now: Date) {
  const [decided] = await tx
    .update(caseReviews)
    .set({ decidedBy: actor.staffId, decidedAt: now, outcome: 'approved' })
    .where(and(eq(caseReviews.id, review.id), isNull(caseReviews.decidedAt)))
    .returning({ id: caseReviews.id });
  if (!decided) return DECIDED;
  await tx
    .update(caseFindings)
    .set({ approvedBy: actor.staffId, approvedAt: now, approvedVersion: review.findingsVersion })
    .where(eq(caseFindings.caseId, review.caseId));
  await auditStaff(tx, {
    staffId: actor.staffId,
    action: 'case.review.approved',
    entityType: 'case',
    entityId: review.caseId,
    details: { reviewId: review.id, version: review.findingsVersion, author: review.requestedBy },
    requestId: actor.requestId,
  });
  return null;
}

/** The comment as stored, or the refusal of the field. */
export function readComment(input: string): { ok: true; comment: string } | ReviewRefusal {
  const comment = input.replace(/\r\n?/g, '\n').trim();
  if (!comment)
    return {
      ok: false,
      status: 400,
      field: 'comment',
      message: 'Bitte schreiben Sie, was am Ergebnisbericht noch zu ändern ist.',
    };
  if (comment.length > REVIEW_COMMENT_MAX)
    return {
      ok: false,
      status: 400,
      field: 'comment',
      message: `Der Kommentar darf höchstens ${REVIEW_COMMENT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`,
    };
  if (hasInvalidCharacters(comment, true))
    return { ok: false, status: 400, field: 'comment', message: 'Bitte entfernen Sie unzulässige Steuerzeichen.' };
  return { ok: true, comment };
}

/** "Zurückgeben": back to in-progress with the comment, which the author reads on the case page and in the history. */
export async function returnReview(
  db: Db,
  actor: StaffActor,
  caseId: string,
  input: string,
  now = new Date(),
): Promise<WorkflowResult | ReviewRefusal> {
  const read = readComment(input);
  if (!read.ok) return read;
  const review = await reviewToDecide(db, actor, caseId);
  if ('ok' in review) return review;
  return db.transaction(async (tx) => {
    const current = await lockPaidCase(tx, caseId);
    if (!current) return NOT_FOUND;
    if (current.status !== 'in-review')
      return current.status === 'in-progress' ? DECIDED : refusal(current.status, 'finish');
    const [decided] = await tx
      .update(caseReviews)
      .set({ decidedBy: actor.staffId, decidedAt: now, outcome: 'returned', comment: read.comment })
      .where(and(eq(caseReviews.id, review.id), isNull(caseReviews.decidedAt)))
      .returning({ id: caseReviews.id });
    if (!decided) return DECIDED;
    await tx.update(cases).set({ status: 'in-progress', updatedAt: now }).where(eq(cases.id, caseId));
    // The comment is case data: the case's deletion strips it from the audit row (privacy/case-removal).
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.review.returned',
      entityType: 'case',
      entityId: caseId,
      details: { reviewId: review.id, author: review.requestedBy, comment: read.comment },
      requestId: actor.requestId,
    });
    return { ok: true } as const;
  });
}
