// Money back after a withdrawal in the case handling (app/server/refunds/): what was paid and
// refunded, each refund with its state (a failure with its error and the next attempt), and a form
// to refund all or part of the rest with a reason (§ 357a Abs. 2 BGB). Posts to the case page.
// Refunding is the owner's (decision record 027): a specialist sees the state and a note instead of
// the form; the server refuses a specialist's refund anyway (app/server/refunds/). A case withdrawn
// during work has the refund by the Wertersatz rule prefilled, amount and reason, as recorded with the
// withdrawal (decision record 035); the owner confirms or corrects it.
import { useId, useState } from 'react';
import { useStaffRole } from '#app/components/staff/use-staff-role.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import type { CaseRefund } from '#app/lib/case-view-data.ts';
import { formatDate, formatDateTime, formatEuro } from '#app/lib/format.ts';
import { isAdmin } from '#app/lib/staff-roles.ts';
import { Row, Section, useCaseAction } from './case-workflow-parts.tsx';

const STATUS_LABELS: Record<CaseRefund['items'][number]['status'], string> = {
  pending: 'wird an den Zahlungsanbieter gesendet',
  succeeded: 'erstattet',
  failed: 'fehlgeschlagen, wird erneut versucht',
};

/** "39,00" for the amount field (German decimal comma, no currency sign). */
function amountField(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

export function CaseRefundPanel({ refund }: { refund: CaseRefund }) {
  const role = useStaffRole();
  return (
    <Section
      id="case-refund"
      title={refund.cause === 'decline' ? 'Erstattung nach Ablehnung' : 'Erstattung nach Widerruf'}
    >
      <dl className="space-y-1">
        <Row label="Bezahlt">{formatEuro(refund.paidCents)}</Row>
        <Row label="Erstattet oder veranlasst">{formatEuro(refund.committedCents)}</Row>
        <Row label="Noch offen">{formatEuro(refund.refundableCents)}</Row>
        {refund.dueBy ? <Row label="Erstattung spätestens bis">{formatDate(new Date(refund.dueBy))}</Row> : null}
      </dl>
      {refund.items.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {refund.items.map((item) => (
            <li key={item.id} className="space-y-1 p-3">
              <p>
                <strong>
                  {item.kind === 'partial' ? 'Teilerstattung' : 'Erstattung'} {formatEuro(item.amountCents)}
                </strong>{' '}
                – {item.returned ? 'vom Zahlungsanbieter zurückgewiesen' : STATUS_LABELS[item.status]}
                {item.succeededAt ? ` am ${formatDateTime(new Date(item.succeededAt))}` : null}
              </p>
              <p className="text-slate-600 text-xs">
                {item.requestedBy ? `Veranlasst von ${item.requestedBy}` : 'Automatisch nach dem Widerruf'} am{' '}
                {formatDateTime(new Date(item.createdAt))}
                {item.cancellationNumber ? ` · Stornorechnung ${item.cancellationNumber}` : null}
                {item.providerRefundId ? ` · Kennung ${item.providerRefundId}` : null}
              </p>
              {item.reason ? <p className="whitespace-pre-wrap break-words">Begründung: {item.reason}</p> : null}
              {item.returned ? (
                <p className="rounded-md border border-red-300 bg-red-50 p-2 text-red-900" role="status">
                  Vom Zahlungsanbieter zurückgewiesen ({item.lastError ?? 'ohne Angabe'}): Das Geld ist zurück bei uns
                  und muss dem Kunden auf anderem Weg erstattet werden, etwa per Überweisung. Der Kunde wurde per E-Mail
                  um seine Kontoverbindung gebeten. Die Überweisung bitte als Notiz festhalten.
                </p>
              ) : null}
              {item.status === 'failed' ? (
                <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
                  {item.attempts} Versuch{item.attempts === 1 ? '' : 'e'} fehlgeschlagen: {item.lastError}
                  {item.nextAttemptAt ? `. Nächster Versuch ${formatDateTime(new Date(item.nextAttemptAt))}.` : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : refund.workBegun && refund.suggestion ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" role="status">
          Der Widerruf kam während der Bearbeitung. Wertersatz nach § 357a Abs. 2 BGB:{' '}
          {formatEuro(refund.suggestion.valueCents)} für {refund.suggestion.doneParts} von {refund.suggestion.parts}{' '}
          Teilen der Prüfung (erledigte Rechercheschritte und der Ergebnisbericht, je ein gleicher Teil). Dem Kunden
          wurde eine Erstattung von {formatEuro(refund.suggestion.amountCents)} genannt; Betrag und Begründung sind
          unten vorausgefüllt. Bitte prüfen und bestätigen Sie die Erstattung.
        </p>
      ) : refund.workBegun ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" role="status">
          Der Widerruf kam während der Bearbeitung. Bitte legen Sie fest, welcher Betrag erstattet wird: der volle
          Betrag, oder der Rest nach Abzug des Anteils für die bis zum Widerruf erbrachte Leistung (§ 357a Abs. 2 BGB).
        </p>
      ) : null}
      {/* A fresh form (and key) after every refund: the loader hands out a new key. */}
      {refund.refundableCents <= 0 ? null : isAdmin({ role }) ? (
        <RefundForm key={refund.requestKey} refund={refund} />
      ) : (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-700">
          Die Erstattung veranlasst der Inhaber. Bitte halten Sie in einer Notiz fest, wie weit die Bearbeitung bis zum
          Widerruf gekommen ist.
        </p>
      )}
    </Section>
  );
}

function RefundForm({ refund }: { refund: CaseRefund }) {
  // Prefilled by the Wertersatz rule while nothing was refunded yet; else the rest, without a reason.
  const suggestion = refund.items.length === 0 ? refund.suggestion : null;
  const [amount, setAmount] = useState(
    amountField(suggestion ? Math.min(suggestion.amountCents, refund.refundableCents) : refund.refundableCents),
  );
  const [reason, setReason] = useState(suggestion?.reason ?? '');
  const { fetcher, action } = useCaseAction('case-refund', () =>
    toast.success('Erstattung veranlasst', { description: 'Der Kunde erhält die Stornorechnung per E-Mail.' }),
  );
  const id = useId();
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const amountError = answer?.field === 'amount' ? answer.message : null;
  const reasonError = answer?.field === 'reason' ? answer.message : null;
  return (
    <fetcher.Form method="post" action={action} className="space-y-2">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="requestKey" value={refund.requestKey} />
      <Label htmlFor={`${id}-amount`}>Betrag in Euro (höchstens {formatEuro(refund.refundableCents)})</Label>
      <Input
        id={`${id}-amount`}
        name="amount"
        inputMode="decimal"
        required
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? `${id}-amount-error` : undefined}
        className="max-w-40"
      />
      {amountError ? (
        <p id={`${id}-amount-error`} className="text-red-700">
          {amountError}
        </p>
      ) : null}
      <Label htmlFor={`${id}-reason`}>Begründung (bei einer Teilerstattung nötig; der Kunde liest sie)</Label>
      <Textarea
        id={`${id}-reason`}
        name="reason"
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
      />
      {reasonError ? (
        <p id={`${id}-reason-error`} className="text-red-700">
          {reasonError}
        </p>
      ) : null}
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        Betrag erstatten
      </Button>
    </fetcher.Form>
  );
}
