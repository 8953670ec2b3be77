import { eq } from 'drizzle-orm';
import { data, Form, redirect } from 'react-router';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { formatEuro, serviceName } from '#app/lib/services.ts';
import { cases } from '#app/server/db/schema.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { getServices, paymentContext } from '#app/server/services.server.ts';
import type { Route } from './+types/payment-test';

export const meta: Route.MetaFunction = () => [
  { title: 'Testzahlung | Echtcheck' },
  { name: 'robots', content: 'noindex' },
];

async function findSession(sessionId: string) {
  const { simulated, database } = getServices();
  if (!simulated) throw new Response('Nicht gefunden', { status: 404 });
  const [found] = await database.db.select().from(cases).where(eq(cases.paymentSessionId, sessionId));
  if (!found) throw new Response('Nicht gefunden', { status: 404 });
  return found;
}

/** The simulated provider's hosted payment page (test mode only; refused on public sites by configuration). */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findSession(params.sessionId);
  return {
    amount: formatEuro(found.amountCents),
    service: serviceName(found.caseType),
    status: found.status,
    caseId: found.id,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const found = await findSession(params.sessionId);
  const services = getServices();
  const { simulated, payments, logger } = services;
  const { requestId } = context.get(requestInfoContext);
  const read = await readForm(request, logger.child({ requestId, route: 'zahlung/test' }));
  if (!read.ok) return data({ failed: false, invalid: true }, { status: read.status });
  const choice = formText(read.form, 'ergebnis');
  if (choice !== 'bezahlen' && choice !== 'fehlschlagen' && choice !== 'abbrechen') {
    return data({ failed: false, invalid: true }, { status: 400 });
  }
  const cancelUrl = `/checkout?${new URLSearchParams({ ...(found.source ? { service: found.source } : {}), abgebrochen: '1' })}`;
  if (choice === 'abbrechen') return redirect(cancelUrl);
  const outcome = choice === 'bezahlen' ? 'paid' : 'failed';
  // The same path as Stripe: a signed event, verified by the webhook handler's provider.
  const signed = simulated?.signedEvent(outcome, {
    sessionId: params.sessionId,
    caseId: found.id,
    amountCents: found.amountCents,
  });
  if (!signed) throw new Response('Nicht gefunden', { status: 404 });
  const event = await payments.verifyWebhook(signed.body, signed.signature);
  await applyPaymentEvent(paymentContext(services), event);
  if (outcome === 'paid') return redirect(`/payment-success?case_id=${found.id}`);
  return { failed: true, invalid: false };
}

export default function PaymentTest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-lg px-4 py-12">
      <div className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
        <p className="font-bold">Testmodus</p>
        <p className="mt-1 text-sm">
          Dies ist eine simulierte Zahlungsseite. Es wird kein Geld bewegt und keine Karte belastet.
        </p>
      </div>
      <h1 className="mt-8 font-bold text-2xl">Zahlung</h1>
      <dl className="mt-4 grid grid-cols-2 gap-2 rounded-xl border border-slate-200 p-4">
        <dt className="text-muted">Leistung</dt>
        <dd className="font-medium">{loaderData.service}</dd>
        <dt className="text-muted">Betrag</dt>
        <dd className="font-medium">{loaderData.amount} inkl. 19 % MwSt.</dd>
      </dl>
      {actionData?.invalid ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          Ihre Auswahl konnte nicht gelesen werden. Bitte wählen Sie erneut.
        </p>
      ) : null}
      {actionData?.failed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          Die Zahlung ist fehlgeschlagen. Sie können es erneut versuchen oder abbrechen.
        </p>
      ) : null}
      {loaderData.status === 'paid' ? (
        <p className="mt-6">Diese Zahlung ist bereits abgeschlossen.</p>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-3">
          <button
            type="submit"
            name="ergebnis"
            value="bezahlen"
            className="min-h-12 rounded-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800"
          >
            Zahlung erfolgreich simulieren
          </button>
          <button
            type="submit"
            name="ergebnis"
            value="fehlschlagen"
            className="min-h-12 rounded-lg border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50"
          >
            Zahlung fehlschlagen lassen
          </button>
          <button
            type="submit"
            name="ergebnis"
            value="abbrechen"
            className="min-h-12 rounded-lg px-4 font-semibold text-slate-700 underline underline-offset-4 hover:bg-slate-50"
          >
            Abbrechen und zurück zur Buchung
          </button>
        </Form>
      )}
    </main>
  );
}
