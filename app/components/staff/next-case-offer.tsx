// Above the work queue (issue 39): the signed-in member's open cases against her limit ("Sie haben
// 3 von 5 offenen Fällen") with "Nächsten Fall übernehmen" while she has room, and for a reviewer the
// reports waiting for a decision. The take posts to the queue route's action (intent take-next),
// which opens the case taken.
import { Link, useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import type { NextCaseOfferData } from '#app/lib/review.ts';
import { QUEUE_PARAMS } from '#app/lib/work-queue.ts';

export function NextCaseOffer({ offer }: { offer: NextCaseOfferData }) {
  const fetcher = useFetcher<{ ok: false; message: string }>({ key: 'take-next' });
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <section
      aria-label="Ihre offenen Fälle"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <p>
        {offer.limit === null
          ? `Sie haben ${offer.open} ${offer.open === 1 ? 'offenen Fall' : 'offene Fälle'} (ohne Höchstzahl).`
          : `Sie haben ${offer.open} von ${offer.limit} offenen Fällen.`}
      </p>
      {offer.room && offer.waiting > 0 ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="take-next" />
          <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
            Nächsten Fall übernehmen
          </Button>
        </fetcher.Form>
      ) : !offer.room ? (
        <p className="text-slate-600">Ihre Höchstzahl ist erreicht; schließen Sie zuerst einen Fall ab.</p>
      ) : null}
      {offer.toReview ? (
        <Link
          to={`?${QUEUE_PARAMS.status}=zur-freigabe`}
          className="font-medium text-brand-700 underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
        >
          {offer.toReview === 1 ? '1 Ergebnisbericht wartet' : `${offer.toReview} Ergebnisberichte warten`} auf Ihre
          Freigabe
        </Link>
      ) : null}
      <p role="alert" className="w-full text-red-700 empty:hidden">
        {refusal}
      </p>
    </section>
  );
}
