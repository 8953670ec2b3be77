// The refund of a withdrawn or declined order on the customer's status page (app/server/refunds/): what was paid,
// each refund with its amount, date and state, and by when an open one is due (§ 357 BGB). The
// cancellation invoices are offered beside the invoice (invoice-section.tsx).
import { formatDate, formatEuro } from '#app/lib/format.ts';
import type { StatusRefund } from '#app/lib/status-page-view.ts';
import { sectionClass } from './styles.ts';

export function RefundSection({
  refund,
  withdrawnAt,
  declined = false,
}: {
  refund: StatusRefund;
  withdrawnAt: Date | null;
  /** Staff declined the order: the refund is ours, not a withdrawal's. */
  declined?: boolean;
}) {
  return (
    <section aria-labelledby="refund-heading" className={sectionClass}>
      <h2 id="refund-heading" className="font-semibold text-xl">
        {declined ? 'Erstattung' : 'Widerruf und Erstattung'}
      </h2>
      <p className="mt-3">
        {withdrawnAt && !declined ? `Ihr Widerruf ist am ${formatDate(withdrawnAt)} bei uns eingegangen. ` : null}
        Sie haben {formatEuro(refund.paidCents)} bezahlt.
      </p>
      {refund.awaitingDecision ? (
        <p className="mt-2">
          Weil wir auf Ihren Wunsch bereits mit der Prüfung begonnen hatten, ermitteln wir den Anteil für die bis zu
          Ihrem Widerruf erbrachte Leistung (§ 357a Abs. 2 BGB). Den Rest erstatten wir Ihnen
          {refund.dueBy ? ` spätestens bis zum ${formatDate(refund.dueBy)}` : ' innerhalb von 14 Tagen'} und teilen
          Ihnen den Betrag per E-Mail mit.
        </p>
      ) : null}
      {refund.items.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {refund.items.map((item) => (
            <li key={item.requestedAt.toISOString()} className="rounded-lg bg-slate-50 p-4">
              <p className="font-semibold">
                {item.partial ? 'Teilerstattung' : 'Erstattung'}: {formatEuro(item.amountCents)}
              </p>
              <p className="mt-1 text-slate-700">
                {item.state === 'returned'
                  ? 'Unser Zahlungsdienstleister konnte diese Erstattung nicht auf Ihr Zahlungsmittel buchen, zum Beispiel weil die Karte nicht mehr gültig ist. Wir überweisen Ihnen den Betrag auf anderem Weg; bitte nennen Sie uns dafür per E-Mail Kontoinhaber und IBAN.'
                  : item.state === 'done' && item.refundedAt
                    ? `Erstattet am ${formatDate(item.refundedAt)}. Je nach Bank sehen Sie die Gutschrift nach wenigen Tagen.`
                    : `Wird gerade erstattet (veranlasst am ${formatDate(item.requestedAt)}). Sie erhalten eine E-Mail, sobald das Geld unterwegs ist.`}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 text-muted text-sm">
        Wir erstatten auf das Zahlungsmittel, mit dem Sie bezahlt haben; Kosten entstehen Ihnen dafür nicht.
      </p>
    </section>
  );
}
