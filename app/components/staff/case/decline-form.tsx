// "Auftrag ablehnen" on the case page (issue 37 point 2; app/server/decline/): a reason from the
// short list and the staff member's own words (required for "Anderer Grund"; internal), then one
// button. The customer gets the reason's neutral sentence, the full refund and the cancellation
// invoice; the history names who declined. Any staff member may decline (a Prüfer too). A refusal
// shows its message at the field and keeps what was chosen and typed.
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import {
  DECLINE_NOTE_MAX,
  type DeclineReason,
  declineCustomerTexts,
  declineReasonLabels,
  declineReasons,
} from '#app/lib/decline-reasons.ts';
import { useCaseAction } from '../dashboard/case-workflow-parts.tsx';

export function DeclineForm({ paidWithVoucher }: { paidWithVoucher: boolean }) {
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const [note, setNote] = useState('');
  const { fetcher, action } = useCaseAction('case-decline', () =>
    toast.success('Auftrag abgelehnt', {
      description: paidWithVoucher
        ? 'Der Kunde ist informiert; sein Gutschein ist wieder gültig.'
        : 'Der Kunde ist informiert; die volle Erstattung ist veranlasst.',
    }),
  );
  const id = useId();
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const reasonError = answer?.field === 'reason' ? answer.message : null;
  const noteError = answer?.field === 'note' ? answer.message : null;
  return (
    <fetcher.Form method="post" action={action} className="space-y-3" data-testid="decline-form">
      <input type="hidden" name="intent" value="decline" />
      <fieldset
        className="space-y-2"
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend className="font-medium">Grund der Ablehnung</legend>
        {declineReasons.map((key) => (
          <div key={key} className="flex items-start gap-2">
            <input
              id={`${id}-${key}`}
              type="radio"
              name="reason"
              value={key}
              checked={reason === key}
              onChange={() => setReason(key)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <label htmlFor={`${id}-${key}`}>{declineReasonLabels[key]}</label>
          </div>
        ))}
        {reasonError ? (
          <p id={`${id}-reason-error`} className="text-red-700">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      {reason ? (
        <p className="rounded-md bg-slate-50 p-3 text-slate-700" data-testid="decline-customer-text">
          Der Kunde liest: „{declineCustomerTexts[reason]}“
        </p>
      ) : null}
      <div className="space-y-1">
        <Label htmlFor={`${id}-note`}>
          Ihre Begründung (intern, nicht an den Kunden{reason === 'other' ? '; bei „Anderer Grund“ nötig' : ''})
        </Label>
        <Textarea
          id={`${id}-note`}
          name="note"
          maxLength={DECLINE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
        />
        {noteError ? (
          <p id={`${id}-note-error`} className="text-red-700">
            {noteError}
          </p>
        ) : null}
      </div>
      <p className="text-slate-700">
        {paidWithVoucher
          ? 'Der Auftrag wurde mit einem Gutschein bezahlt: Der Gutschein wird wieder gültig.'
          : 'Der volle Betrag wird sofort über den Zahlungsanbieter erstattet; der Kunde erhält eine E-Mail und danach die Stornorechnung.'}{' '}
        Ein Ergebnisbericht entsteht nicht. Die Ablehnung lässt sich nicht rückgängig machen.
      </p>
      <Button type="submit" variant="destructive" disabled={fetcher.state !== 'idle'}>
        Auftrag ablehnen
      </Button>
    </fetcher.Form>
  );
}
