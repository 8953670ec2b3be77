// The status page of an order that is not paid (decision record 025): a SEPA debit waiting for the
// bank ("Zahlung in Prüfung", what happens next), or an order reopened after the bank returned the
// debit, with "Jetzt erneut bezahlen" (a POST: the server opens a new payment session at the case's
// price and sends the browser to the provider).
import { Clock, RefreshCw } from 'lucide-react';
import { Form } from 'react-router';
import { formatDateTime } from '#app/lib/format.ts';
import type { UnpaidStatusView } from '#app/lib/status-page-view.ts';
import { buttonClass, sectionClass } from './styles.ts';

export function UnpaidOrderSection({ view, payAgainFailed }: { view: UnpaidStatusView; payAgainFailed: boolean }) {
  if (view.state === 'review') {
    return (
      <section aria-labelledby="stand-heading" className={sectionClass}>
        <h2 id="stand-heading" className="font-semibold text-xl">
          <Clock aria-hidden="true" className="mr-2 inline size-5 align-text-bottom" />
          Stand: <span data-testid="status-label">Zahlung in Prüfung</span>
        </h2>
        <p className="mt-3">
          Sie haben am {formatDateTime(view.since)} per SEPA-Lastschrift bezahlt ({view.amount}). Ihre Bank bestätigt
          die Lastschrift in der Regel innerhalb weniger Bankarbeitstage.
        </p>
        <p className="mt-3">
          Sobald die Zahlung bestätigt ist, beginnt unser Team mit der Prüfung und Sie erhalten Ihre Auftragsbestätigung
          mit Rechnung per E-Mail. Das Ergebnis folgt dann in der Regel innerhalb von 24 bis 48 Stunden. Sie müssen
          nichts weiter tun.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="stand-heading" className={sectionClass}>
      <h2 id="stand-heading" className="font-semibold text-xl">
        <RefreshCw aria-hidden="true" className="mr-2 inline size-5 align-text-bottom" />
        Stand: <span data-testid="status-label">Zahlung offen</span>
      </h2>
      <p className="mt-3">
        Ihre Bank hat die SEPA-Lastschrift am {formatDateTime(view.since)} nicht eingelöst. Es wurde nichts abgebucht.
        Ihr Auftrag bleibt mit allen Angaben erhalten; die Prüfung beginnt, sobald Sie ihn bezahlt haben.
      </p>
      <p className="mt-3">
        Bezahlen Sie jetzt auf anderem Weg, zum Beispiel per Karte oder PayPal ({view.amount}). Von uns fallen dafür
        keine Gebühren an.
      </p>
      {payAgainFailed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          Die Zahlung konnte gerade nicht gestartet werden. Bitte laden Sie die Seite neu und versuchen Sie es noch
          einmal.
        </p>
      ) : null}
      <Form method="post" className="mt-4">
        <button type="submit" name="bezahlen" value="erneut" className={buttonClass}>
          Jetzt erneut bezahlen
        </button>
      </Form>
      <p className="mt-4 text-muted text-sm">
        Wünschen Sie den Auftrag nicht mehr, müssen Sie nichts tun: Unbezahlte Aufträge löschen wir 30 Tage nach der
        Bestellung mit allen Angaben und Dateien.
      </p>
    </section>
  );
}
