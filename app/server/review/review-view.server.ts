// The case page's "Freigabe" section (issue 39): the report waiting for a decision, whether the
// viewer may decide, the last comment of a returned report while the case is in work again, and
// whether the viewer's own finish hands the report in.
import { and, desc, eq } from 'drizzle-orm';
import type { CaseStatus } from '#app/lib/case-state.ts';
import type { CaseReview } from '#app/lib/review.ts';
import { staffNames } from '../casework/work-queue.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseReviews } from '../db/schema.server.ts';
import { openReview } from './decide.server.ts';
import { mayReview, NOT_A_REVIEWER, OWN_REPORT, reviewSettingsOf } from './review-settings.server.ts';

const FORMER = 'ein ehemaliges Teammitglied';

export async function loadCaseReview(
  db: Db,
  caseId: string,
  status: CaseStatus,
  viewerId: string,
): Promise<CaseReview> {
  const settings = await reviewSettingsOf(db, viewerId);
  const pending = status === 'in-review' ? await openReview(db, caseId) : null;
  const [last] =
    status === 'in-progress'
      ? await db
          .select()
          .from(caseReviews)
          .where(and(eq(caseReviews.caseId, caseId), eq(caseReviews.outcome, 'returned')))
          .orderBy(desc(caseReviews.decidedAt))
          .limit(1)
      : [];
  const names = await staffNames(db, [pending?.requestedBy ?? null, last?.decidedBy ?? null]);
  const mine = pending !== null && pending.requestedBy === viewerId;
  const allowed = mayReview(settings);
  return {
    pending: pending
      ? {
          requestedBy: (pending.requestedBy && names.get(pending.requestedBy)) || FORMER,
          requestedAt: pending.requestedAt.toISOString(),
          mine,
          canDecide: allowed && !mine,
          reason: mine ? OWN_REPORT : allowed ? null : NOT_A_REVIEWER,
        }
      : null,
    // Only the newest return, and only until the next hand-in (then the case is in review again).
    returned:
      last?.decidedAt && last.comment
        ? {
            by: (last.decidedBy && names.get(last.decidedBy)) || FORMER,
            at: last.decidedAt.toISOString(),
            comment: last.comment,
          }
        : null,
    handIn: settings?.reviewReports === true,
    previewUrl: `/conan/api/faelle/${encodeURIComponent(caseId)}/bericht-vorschau`,
  };
}
