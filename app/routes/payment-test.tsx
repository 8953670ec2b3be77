import { data, Form, redirect } from 'react-router';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import {
  completeTestPayment,
  findTestSession,
  isTestPaymentChoice,
  testPaymentView,
} from '#app/server/payments/test-payment.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/payment-test';

export const meta: Route.MetaFunction = () => [
  { title: 'Testzahlung | Echtcheck' },
  { name: 'robots', content: 'noindex' },
];

type ActionAnswer = {
  failed: boolean;
  invalid: boolean;
  refused: 'method' | 'state' | null;
  bankAnswer: 'paid' | 'returned' | null;
};
const answer = (part: Partial<ActionAnswer>): ActionAnswer => ({
  failed: false,
  invalid: false,
  refused: null,
  bankAnswer: null,
  ...part,
});

/** The simulated provider's hosted payment page (test mode only; refused on public sites by configuration). */
export async function loader({ params }: Route.LoaderArgs) {
  const runtime = getRuntime();
  const found = await findTestSession(runtime, params.sessionId);
  if (!found) throw new Response('Nicht gefunden', { status: 404 });
  return testPaymentView(found, runtime.config.PAYMENT_METHODS);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const runtime = getRuntime();
  const found = await findTestSession(runtime, params.sessionId);
  if (!found) throw new Response('Nicht gefunden', { status: 404 });
  const { logger, requestId } = context.get(requestInfoContext);
  const read = await readForm(request, logger);
  if (!read.ok) return data(answer({ invalid: true }), { status: read.status });
  const choice = formText(read.form, 'ergebnis');
  if (!isTestPaymentChoice(choice)) return data(answer({ invalid: true }), { status: 400 });
  const method = formText(read.form, 'zahlungsart') || null;
  const result = await completeTestPayment(runtime, found, choice, method, requestId);
  if ('redirect' in result) return redirect(result.redirect);
  if ('refused' in result) return data(answer({ refused: result.refused }), { status: 400 });
  if ('bankAnswer' in result) return answer({ bankAnswer: result.bankAnswer });
  return answer({ failed: true });
}

const primaryButton = 'min-h-12 rounded-lg bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800';
const dangerButton = 'min-h-12 rounded-lg border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50';

/** The simulated payment page: test-mode notice, the order, the last answer and the choices left. */
export default function PaymentTest({ loaderData, actionData }: Route.ComponentProps) {
  const { methods, inReview, status } = loaderData;
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
      <ActionNotices actionData={actionData} />
      {inReview ? (
        <BankAnswerForm />
      ) : status !== 'pending' && status !== 'cancelled' ? (
        actionData?.bankAnswer ? null : (
          <p className="mt-6">Diese Zahlung ist bereits abgeschlossen.</p>
        )
      ) : (
        <PaymentChoiceForm methods={methods} />
      )}
    </main>
  );
}

/** What the last submission answered: a refusal or failure (alerts), or the simulated bank's answer. */
function ActionNotices({ actionData }: { actionData: ActionAnswer | undefined }) {
  return (
    <>
      {actionData?.invalid ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          Ihre Auswahl konnte nicht gelesen werden. Bitte wählen Sie erneut.
        </p>
      ) : null}
      {actionData?.refused === 'method' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          Bitte wählen Sie eine der angebotenen Zahlungsarten.
        </p>
      ) : null}
      {actionData?.refused === 'state' ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          Für diese Zahlung wartet keine Lastschrift auf die Bank.
        </p>
      ) : null}
      {actionData?.failed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          Die Zahlung ist fehlgeschlagen. Sie können es erneut versuchen oder abbrechen.
        </p>
      ) : null}
      {actionData?.bankAnswer ? (
        <p role="status" className="mt-4 rounded-lg bg-slate-50 p-3">
          {actionData.bankAnswer === 'paid'
            ? 'Die Bank hat die Lastschrift eingelöst. Der Auftrag ist bezahlt; die Bestätigung geht per E-Mail hinaus.'
            : 'Die Bank hat die Lastschrift zurückgegeben. Der Auftrag ist wieder offen; die Kundin oder der Kunde erhält eine E-Mail mit einem Link zum erneuten Bezahlen.'}
        </p>
      ) : null}
    </>
  );
}

/** A SEPA debit in review: simulate the bank honouring or returning it. */
function BankAnswerForm() {
  return (
    <Form method="post" className="mt-6 flex flex-col gap-3">
      <p>
        Die SEPA-Lastschrift ist eingereicht und wartet auf die Bank (Zahlung in Prüfung). Simulieren Sie die Antwort
        der Bank:
      </p>
      <button type="submit" name="ergebnis" value="lastschrift-eingeloest" className={primaryButton}>
        Lastschrift eingelöst simulieren
      </button>
      <button type="submit" name="ergebnis" value="lastschrift-zurueck" className={dangerButton}>
        Lastschrift zurückgegeben simulieren
      </button>
    </Form>
  );
}

/** An open payment: pick a method, then pay, fail or cancel. */
function PaymentChoiceForm({ methods }: { methods: Route.ComponentProps['loaderData']['methods'] }) {
  return (
    <Form method="post" className="mt-6 flex flex-col gap-3">
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold">Zahlungsart</legend>
        <div className="flex flex-col gap-2">
          {methods.map((method, index) => (
            <label key={method.key} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="zahlungsart"
                value={method.key}
                defaultChecked={index === 0}
                required
                className="size-5 accent-emerald-700"
              />
              {method.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="ergebnis" value="bezahlen" className={primaryButton}>
        Zahlung erfolgreich simulieren
      </button>
      <button type="submit" name="ergebnis" value="fehlschlagen" className={dangerButton}>
        Zahlung fehlschlagen lassen
      </button>
      <button
        type="submit"
        name="ergebnis"
        value="abbrechen"
        formNoValidate
        className="min-h-12 rounded-lg px-4 font-semibold text-slate-700 underline underline-offset-4 hover:bg-slate-50"
      >
        Abbrechen und zurück zur Buchung
      </button>
    </Form>
  );
}
