// The case page's two review intents (app/routes/staff/case-page.tsx): `review-approve` ("Freigeben
// und versenden") and `review-return` with `comment` ("Zurückgeben"). The role and the reviewer flag
// are checked on the server (decide.server.ts). Answers { ok, intent } or the German refusal with its
// field and, for the gate, its problems, as the page's other intents do.
import { data } from 'react-router';
import type { FinishContext } from '../casework/case-finish.server.ts';
import type { StaffActor } from '../casework/case-workflow.server.ts';
import type { Db } from '../db/db.server.ts';
import { formText } from '../http/form-body.server.ts';
import type { Runtime } from '../runtime.server.ts';
import { approveReview, returnReview } from './decide.server.ts';

export const REVIEW_INTENTS = ['review-approve', 'review-return'] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

export function isReviewIntent(intent: string): intent is ReviewIntent {
  return (REVIEW_INTENTS as readonly string[]).includes(intent);
}

/** What finishing and approving deliver with: the site, the provider, the storage, the mail worker. */
export function finishContextOf(runtime: Runtime): FinishContext {
  return {
    siteUrl: runtime.config.SITE_URL,
    provider: runtime.provider,
    storage: runtime.storage,
    secondApproval: runtime.config.REPORT_SECOND_APPROVAL,
    onMailQueued: () => runtime.mailWorker.wake(),
  };
}

export async function reviewAction(
  db: Db,
  context: FinishContext,
  actor: StaffActor,
  caseId: string,
  intent: ReviewIntent,
  form: FormData,
) {
  const result =
    intent === 'review-approve'
      ? await approveReview(db, context, actor, caseId)
      : await returnReview(db, actor, caseId, formText(form, 'comment'));
  if (result.ok) return { ok: true as const, intent };
  return data(
    {
      ok: false as const,
      intent,
      message: result.message,
      field: 'field' in result ? result.field : undefined,
      problems: 'problems' in result ? result.problems : undefined,
    },
    { status: result.status },
  );
}
