import { CheckCircle2, Clock, Loader2, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { toast } from '#app/components/ui/sonner.tsx';
import { clearCheckoutDraft } from '#app/lib/checkout-draft.ts';
import { statusPathForOrderBrowser } from '#app/server/customer/order-browser.server.ts';
import { loadPaymentState } from '#app/server/customer/payment-status.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/payment-success';

/** Page views are counted (app/lib/analytics.ts). */
export const handle = { analytics: true };

export const meta: Route.MetaFunction = () => [
  { title: 'Vielen Dank für Ihre Buchung | Echtcheck' },
  { name: 'robots', content: 'noindex' },
];

/**
 * spec §2 "Payment success". Shows the state the server holds (app/server/customer/payment-status.server.ts);
 * the answer names the customer, so no cache keeps it.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { requestId } = context.get(requestInfoContext);
  const runtime = getRuntime();
  const state = await loadPaymentState(runtime, url.searchParams.get('case_id') ?? '', requestId);
  // The status page's link only for the browser that placed the order (its cookie), once paid or
  // while a debit is in review.
  const statusPath =
    state.kind === 'case' && (state.state === 'paid' || state.state === 'review')
      ? await statusPathForOrderBrowser(runtime.database.db, request.headers.get('cookie'), state.caseId)
      : null;
  return data({ ...state, statusPath }, { headers: { 'Cache-Control': 'no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const POLL_MS = 2000;
const MAX_POLLS = 30;

/** The loader's answer for a case in one payment state. */
type CaseIn<S extends string> = Extract<Route.ComponentProps['loaderData'], { state: S }>;

/** The page: clears the draft, toasts once paid, polls while pending, and shows the state's section. */
export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const toasted = useRef(false);
  const data = loaderData;

  useEffect(() => {
    if (data.kind !== 'case') return;
    clearCheckoutDraft(data.caseId);
    if (data.state === 'paid' && !toasted.current) {
      toasted.current = true;
      toast.success(data.voucherCode ? 'Gutschein eingelöst' : 'Zahlung erfolgreich!', {
        description: 'Ihre Buchung wurde bestätigt und die Analyse beginnt umgehend.',
      });
    }
  }, [data]);

  useEffect(() => {
    if (data.kind !== 'case' || data.state !== 'pending' || polls >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [data, polls, revalidator]);

  if (data.kind === 'generic') return <GenericThanks contactEmail={data.contactEmail} />;
  if (data.state === 'pending') return <PendingPayment reference={data.reference} slow={polls >= MAX_POLLS} />;
  if (data.state === 'review') return <PaymentInReview data={data} />;
  if (data.state === 'cancelled') return <CancelledPayment reference={data.reference} source={data.source} />;
  return <PaidThanks data={data} />;
}

/** Waiting for the provider's confirmation (the page polls); `slow` once the polls ran out. */
function PendingPayment({ reference, slow }: { reference: string; slow: boolean }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
        <h1 className="font-bold text-2xl">Wir warten auf die Bestätigung Ihrer Zahlung</h1>
        <p className="text-muted">
          {slow
            ? 'Die Bestätigung dauert länger als üblich. Sobald die Zahlung eingegangen ist, erhalten Sie eine E-Mail mit Rechnung – Sie können diese Seite schließen.'
            : 'Das dauert meist nur wenige Sekunden. Diese Seite aktualisiert sich von selbst.'}
        </p>
        <p className="text-muted text-sm">Auftragsnummer: {reference}</p>
      </div>
    </main>
  );
}

/** SEPA Direct Debit: the bank confirms in days. Nothing to wait for on this page. */
function PaymentInReview({ data }: { data: CaseIn<'review'> }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <div role="status" className="flex flex-col items-center gap-4">
        <Clock aria-hidden="true" className="size-12 text-brand-600" />
        <h1 className="font-bold text-2xl">Zahlung in Prüfung</h1>
        <p className="text-lg text-muted">
          Vielen Dank, Ihr Auftrag {data.reference} ({data.service}, {data.amount}) ist bei uns eingegangen und Ihr
          SEPA-Lastschriftmandat liegt vor.
        </p>
        <p className="text-muted">
          Ihre Bank bestätigt die Lastschrift in der Regel innerhalb weniger Bankarbeitstage. Sobald sie bestätigt ist,
          beginnen wir mit der Prüfung und senden Ihnen die Auftragsbestätigung mit Rechnung; das Ergebnis folgt dann in
          der Regel innerhalb von 24 bis 48 Stunden. Sie müssen nichts weiter tun und können diese Seite schließen.
        </p>
        {data.statusPath ? (
          <a
            href={data.statusPath}
            className="mt-2 inline-flex min-h-12 items-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
          >
            Auftragsstatus ansehen
          </a>
        ) : null}
      </div>
    </main>
  );
}

/** The payment was cancelled: the order can be resumed from the checkout. */
function CancelledPayment({ reference, source }: { reference: string; source: string | null }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">Die Zahlung wurde nicht abgeschlossen</h1>
      <p className="mt-4 text-muted">
        Ihr Auftrag {reference} ist nicht bezahlt. Sie können die Buchung mit Ihren Angaben fortsetzen.
      </p>
      <a
        href={`/checkout${source ? `?service=${encodeURIComponent(source)}` : ''}`}
        className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        Zur Buchung
      </a>
    </main>
  );
}

/** The paid (or voucher-redeemed) order: thanks, the booking, the next steps and where to ask. */
function PaidThanks({ data }: { data: CaseIn<'paid'> }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PaidHeading voucherCode={data.voucherCode} statusPath={data.statusPath} />
      <BookingSummary data={data} />
      <NextSteps voucherCode={data.voucherCode} email={data.email} />
      <p className="mt-8 flex items-center gap-2 text-muted">
        <Mail aria-hidden="true" className="size-5" />
        Fragen zu Ihrem Auftrag?{' '}
        <a
          className="text-brand-700 underline underline-offset-2"
          href={`mailto:${data.contactEmail}?subject=Auftrag%20${data.reference}`}
        >
          {data.contactEmail}
        </a>
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <a
          href="/"
          className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 px-6 font-semibold hover:bg-slate-50"
        >
          Zur Startseite
        </a>
        <a
          href="/checkout"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          Weitere Analyse beauftragen
        </a>
      </div>
    </main>
  );
}

/** The paid page's heading, and the status page's link for the browser that placed the order. */
function PaidHeading({ voucherCode, statusPath }: { voucherCode: string | null; statusPath: string | null }) {
  return (
    <div className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <h1 className="mt-4 font-bold text-3xl">Vielen Dank für Ihre Buchung</h1>
      <p className="mt-3 text-lg text-muted">
        {voucherCode
          ? 'Ihr Gutscheincode wurde eingelöst, diese Prüfung ist für Sie kostenlos. Wir beginnen jetzt mit der Prüfung.'
          : 'Ihre Zahlung ist eingegangen. Wir beginnen jetzt mit der Prüfung.'}
      </p>
      {statusPath ? (
        <>
          <a
            href={statusPath}
            className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
          >
            Auftragsstatus ansehen
          </a>
          <p className="mt-2 text-muted text-sm">
            Dort sehen Sie den Stand der Prüfung und später das Ergebnis. Den Link erhalten Sie auch per E-Mail.
          </p>
        </>
      ) : null}
    </div>
  );
}

/** "Ihre Buchung": reference, service, amount, person and platforms of the paid order. */
function BookingSummary({ data }: { data: CaseIn<'paid'> }) {
  return (
    <section aria-labelledby="booking-heading" className="mt-10 rounded-xl border border-slate-200 p-6">
      <h2 id="booking-heading" className="font-semibold text-xl">
        Ihre Buchung
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted">Auftragsnummer</dt>
        <dd className="font-mono font-semibold" data-testid="reference">
          {data.reference}
        </dd>
        <dt className="text-muted">Leistung</dt>
        <dd>{data.service}</dd>
        <dt className="text-muted">Betrag</dt>
        <dd data-testid="amount">
          {data.voucherCode ? `${data.amount} (Gutscheincode ${data.voucherCode})` : `${data.amount} inkl. 19 % MwSt.`}
        </dd>
        <dt className="text-muted">Zu prüfende Person</dt>
        <dd>{data.targetName}</dd>
        <dt className="text-muted">Plattformen</dt>
        <dd>{data.platforms || '–'}</dd>
      </dl>
    </section>
  );
}

/** "So geht es weiter": confirmation mail, research, result. */
function NextSteps({ voucherCode, email }: { voucherCode: string | null; email: string }) {
  return (
    <section aria-labelledby="next-heading" className="mt-8">
      <h2 id="next-heading" className="font-semibold text-xl">
        So geht es weiter
      </h2>
      <ol className="mt-4 space-y-3">
        <li className="flex gap-3">
          <Step n={1} />
          <span>
            {voucherCode
              ? 'Die Buchungsbestätigung mit AGB und Widerrufsbelehrung geht in wenigen Minuten an'
              : 'Die Buchungsbestätigung mit Rechnung, AGB und Widerrufsbelehrung geht in wenigen Minuten an'}{' '}
            <strong>{email}</strong>.
          </span>
        </li>
        <li className="flex gap-3">
          <Step n={2} />
          <span>Unser Team recherchiert von Hand in öffentlichen Quellen zu Ihrem Fall.</span>
        </li>
        <li className="flex gap-3">
          <Step n={3} />
          <span>
            Sie erhalten das Ergebnis in der Regel innerhalb von 24–48 Stunden per E-Mail. Wie weit die Prüfung ist,
            sehen Sie jederzeit auf Ihrer persönlichen Statusseite: Den Link dazu finden Sie in der Bestätigungsmail.
          </span>
        </li>
      </ol>
    </section>
  );
}

function Step({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-sm text-white"
    >
      {n}
    </span>
  );
}

function GenericThanks({ contactEmail }: { contactEmail: string }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-center font-bold text-3xl">Vielen Dank für Ihr Vertrauen</h1>
      <ol className="mt-8 space-y-3">
        <li className="flex gap-3">
          <Step n={1} />
          <span>Ihre Rechnung erhalten Sie innerhalb weniger Minuten per E-Mail.</span>
        </li>
        <li className="flex gap-3">
          <Step n={2} />
          <span>Unser Team beginnt mit der Analyse, sobald die Zahlung bestätigt ist.</span>
        </li>
        <li className="flex gap-3">
          <Step n={3} />
          <span>Das Ergebnis erhalten Sie in der Regel innerhalb von 24–48 Stunden.</span>
        </li>
      </ol>
      <div className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 className="font-semibold">Fragen?</h2>
        <p className="mt-2 text-muted">
          Schreiben Sie uns an{' '}
          <a className="text-brand-700 underline underline-offset-2" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
          . Wir antworten innerhalb von 24 Stunden.
        </p>
      </div>
      <div className="mt-8 text-center">
        <a href="/" className="font-medium text-brand-700 underline underline-offset-4">
          Zur Startseite
        </a>
      </div>
    </main>
  );
}
