import { formatEuro } from '#app/lib/format.ts';
import { PRICE_WITH_VAT } from '#app/lib/services.ts';

/**
 * From 1024 px, beside the steps: what is booked, what it costs and what happens after ordering,
 * so the customer does not have to reach the last step to see it. Below that width the same facts
 * follow in the summary (step 6), and the aside is not shown.
 */
export function CheckoutAside({ service, free }: { service: string; free: boolean }) {
  return (
    <aside
      aria-labelledby="buchung-ueberblick"
      className="sticky top-6 mt-8 hidden rounded-xl border border-slate-200 bg-slate-50 p-5 lg:block"
      data-testid="checkout-aside"
    >
      <h2 id="buchung-ueberblick" className="font-semibold text-lg">
        Ihre Buchung
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-muted">Leistung</dt>
          <dd className="font-medium">{service}: Prüfung einer Person durch unser Team</dd>
        </div>
        <div>
          <dt className="text-muted">Preis</dt>
          <dd className="font-bold text-xl" data-testid="aside-price">
            {free ? formatEuro(0) : PRICE_WITH_VAT}
          </dd>
          {free ? <dd className="text-sm">Gutscheincode aus unserer Garantie eingelöst</dd> : null}
        </div>
      </dl>
      <h3 className="mt-5 font-semibold">So geht es weiter</h3>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700 text-sm">
        {free ? (
          <li>Sie bestellen im letzten Schritt; es folgt keine Zahlung.</li>
        ) : (
          <li>Sie bezahlen im letzten Schritt auf der Zahlungsseite von Stripe.</li>
        )}
        <li>Sie erhalten eine Bestätigung per E-Mail{free ? '' : ' mit Ihrer Rechnung'}.</li>
        <li>Unser Team prüft die Person, in der Regel innerhalb von 24–48 Stunden.</li>
        <li>Das Ergebnis senden wir Ihnen per E-Mail.</li>
      </ol>
    </aside>
  );
}
