// The case page's "Freigabe" section (issue 39; decision record 038): the report handed in for
// review with its draft PDF, and for a reviewer "Freigeben und versenden" and "Zurückgeben" with a
// required comment; while the case is in work again, the reviewer's comment for the author. Posts to
// the case page's action (intents review-approve, review-return).
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import { type CaseReview, REVIEW_COMMENT_MAX } from '#app/lib/review.ts';
import { useActionPath } from '../dashboard/case-workflow-parts.tsx';

type Answer = { ok: true; intent: string } | { ok: false; intent: string; message: string; field?: string };

export function ReviewPanel({ review }: { review: CaseReview }) {
  const id = useId();
  useReviewToast();
  if (review.pending) return <PendingReview review={review} pending={review.pending} titleId={id} />;
  if (!review.returned) return null;
  const { returned } = review;
  return (
    <section
      aria-labelledby={id}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
    >
      <h2 id={id} className="font-semibold text-base">
        Freigabe: zur Überarbeitung zurückgegeben
      </h2>
      <p>
        {returned.by} hat den Ergebnisbericht am {formatDateTime(new Date(returned.at))} zurückgegeben:
      </p>
      <blockquote className="whitespace-pre-wrap break-words border-amber-400 border-l-4 pl-3">
        {returned.comment}
      </blockquote>
      <p>Bitte überarbeiten Sie die Befunde und schließen Sie den Fall dann erneut ab.</p>
    </section>
  );
}

function PendingReview({
  review,
  pending,
  titleId,
}: {
  review: CaseReview;
  pending: NonNullable<CaseReview['pending']>;
  titleId: string;
}) {
  const fetcher = useFetcher<Answer>({ key: 'case-review' });
  const answer = fetcher.data;
  const commentError = answer && !answer.ok && answer.field === 'comment' ? answer.message : null;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-violet-300 bg-violet-50 p-3 text-sm"
    >
      <h2 id={titleId} className="font-semibold text-base">
        Freigabe
      </h2>
      <p>
        {pending.mine ? 'Sie haben' : `${pending.requestedBy} hat`} den Ergebnisbericht am{' '}
        {formatDateTime(new Date(pending.requestedAt))} zur Freigabe übergeben. Die Befunde unten sind bis zur
        Entscheidung nur lesbar.
      </p>
      <p>
        <a
          href={review.previewUrl}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
        >
          Entwurf des Ergebnisberichts ansehen (PDF, neuer Tab)
        </a>
      </p>
      {pending.canDecide ? (
        <DecisionForms fetcher={fetcher} commentError={commentError} />
      ) : (
        <p className="text-slate-700">{pending.reason}</p>
      )}
    </section>
  );
}

/** "Freigeben und versenden" and "Zurückgeben" with the required comment. */
function DecisionForms({
  fetcher,
  commentError,
}: {
  fetcher: ReturnType<typeof useFetcher<Answer>>;
  commentError: string | null;
}) {
  const action = useActionPath();
  const commentId = useId();
  const busy = fetcher.state !== 'idle';
  return (
    <div className="space-y-3">
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="review-approve" />
        <Button type="submit" disabled={busy}>
          Freigeben und versenden
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" action={action} className="space-y-2">
        <input type="hidden" name="intent" value="review-return" />
        <Label htmlFor={commentId}>Kommentar für die Überarbeitung (Pflicht beim Zurückgeben)</Label>
        <Textarea
          id={commentId}
          name="comment"
          required
          maxLength={REVIEW_COMMENT_MAX}
          defaultValue=""
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${commentId}-error` : undefined}
        />
        {commentError ? (
          <p id={`${commentId}-error`} className="text-red-700">
            {commentError}
          </p>
        ) : null}
        <Button type="submit" variant="outline" disabled={busy}>
          Zurückgeben
        </Button>
      </fetcher.Form>
    </div>
  );
}

/**
 * The decision's toast, from the panel that stays mounted: after an approval or a return the pending
 * part is gone from the page before its answer is handled.
 */
function useReviewToast() {
  const fetcher = useFetcher<Answer>({ key: 'case-review' });
  const handled = useRef<Answer | undefined>(undefined);
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok)
      toast.success(answer.intent === 'review-approve' ? 'Freigegeben und versendet' : 'Zurückgegeben', {
        description:
          answer.intent === 'review-approve'
            ? 'Das Ergebnis geht per E-Mail an den Kunden; Ergebnisbericht und Beweismappe liegen bereit.'
            : 'Der Fall ist wieder in Bearbeitung; Ihr Kommentar steht auf der Fallseite.',
      });
    else if (answer.field !== 'comment') toast.error('Nicht möglich', { description: answer.message });
  }, [fetcher.state, answer]);
}
