import { data, Form, redirect } from 'react-router';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { completeTestPayment, findTestSession, testPaymentView } from '#app/server/payments/test-payment.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/payment-test';

export const meta: Route.MetaFunction = () => [
  { title: 'Testzahlung | Echtcheck' },
  { name: 'robots', content: 'noindex' },
];

/** The simulated provider's hosted payment page (test mode only; refused on public sites by configuration). */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findTestSession(getRuntime(), params.sessionId);
  if (!found) throw new Response('Nicht gefunden', { status: 404 });
  return testPaymentView(found);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const runtime = getRuntime();
  const found = await findTestSession(runtime, params.sessionId);
  if (!found) throw new Response('Nicht gefunden', { status: 404 });
  const { logger, requestId } = context.get(requestInfoContext);
  const read = await readForm(request, logger);
  if (!read.ok) return data({ failed: false, invalid: true }, { status: read.status });
  const choice = formText(read.form, 'ergebnis');
  if (choice !== 'bezahlen' && choice !== 'fehlschlagen' && choice !== 'abbrechen') {
    return data({ failed: false, invalid: true }, { status: 400 });
  }
  const result = await completeTestPayment(runtime, found, choice, requestId);
  if ('redirect' in result) return redirect(result.redirect);
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
