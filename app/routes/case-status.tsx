import { Mail } from 'lucide-react';
import { data, redirect } from 'react-router';
import { GuaranteeVoucher } from '#app/components/case-status/guarantee-voucher.tsx';
import { InvoiceSection } from '#app/components/case-status/invoice-section.tsx';
import { ProgressSection } from '#app/components/case-status/progress-section.tsx';
import { QuestionSection } from '#app/components/case-status/question-section.tsx';
import { RefundSection } from '#app/components/case-status/refund-section.tsx';
import { DataPurgedSection, ResultSection } from '#app/components/case-status/result-section.tsx';
import { linkClass } from '#app/components/case-status/styles.ts';
import { UnknownStatusPage } from '#app/components/case-status/unknown-status-page.tsx';
import { UnpaidOrderSection } from '#app/components/case-status/unpaid-order-section.tsx';
import { WithdrawalSection } from '#app/components/case-status/withdrawal-section.tsx';
import { isCompleted } from '#app/lib/case-state.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { answerOnStatusPage, isAnswerPost } from '#app/server/conversation/answer-request.server.ts';
import { loadStatusConversation } from '#app/server/conversation/conversation-view.server.ts';
import { caseByToken, payReopenedOrder } from '#app/server/customer/pay-again.server.ts';
import { loadStatusPageState, STATUS_PAGE_HEADERS } from '#app/server/customer/status-page.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/case-status';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: !loaderData?.found
      ? 'Statusseite nicht gefunden | Echtcheck'
      : `Ihr Auftrag ${loaderData.found === 'unpaid' ? loaderData.unpaid.reference : loaderData.view.reference} | Echtcheck`,
  },
  { name: 'robots', content: 'noindex, nofollow' },
  // The URL is the key to the order: no browser may pass it on (the header says the same).
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * The customer's status page (app/server/customer/status-page.server.ts): progress, result, report,
 * invoice, guarantee voucher, withdrawal and refund of one paid order, opened with the link from the
 * confirmation mail; for an order whose SEPA debit is in review or was returned, its payment state
 * (and "Jetzt erneut bezahlen"). Malformed, unknown and other unpaid tokens get the same 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { database, provider } = getRuntime();
  const state = await loadStatusPageState(database.db, params.token);
  const contactEmail = provider.email;
  if (!state) return data({ found: false as const, contactEmail }, { status: 404, headers: STATUS_PAGE_HEADERS });
  if (state.kind === 'unpaid') {
    return data({ found: 'unpaid' as const, unpaid: state.view, contactEmail }, { headers: STATUS_PAGE_HEADERS });
  }
  const base = `/auftrag/${params.token}`;
  return data(
    {
      found: true as const,
      view: state.view,
      // A Rückfrage to answer and the earlier rounds (app/server/conversation/, issue 39).
      conversation: await loadStatusConversation(database.db, params.token),
      contactEmail,
      base,
      invoiceHref: `${base}/rechnung`,
    },
    { headers: STATUS_PAGE_HEADERS },
  );
}

/** "Jetzt erneut bezahlen": a new payment session for the reopened order, then on to the provider. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const runtime = getRuntime();
  const { logger, requestId, clientAddress } = context.get(requestInfoContext);
  if (isAnswerPost(request)) {
    // The answer to a Rückfrage, with its files (multipart; bounded in app/server/conversation/).
    const { database, storage, config, mailWorker } = runtime;
    const deps = { db: database.db, storage, siteUrl: config.SITE_URL, requestId, clientAddress, logger };
    return answerOnStatusPage({ ...deps, onMailQueued: () => mailWorker.wake() }, request, params.token);
  }
  // No order behind the token: 404 like the page itself, not the way back to a page that is not there.
  if (!(await caseByToken(runtime.database.db, params.token))) {
    return data({ payAgainFailed: false }, { status: 404, headers: STATUS_PAGE_HEADERS });
  }
  const read = await readForm(request, logger);
  if (!read.ok || formText(read.form, 'bezahlen') !== 'erneut') {
    return data({ payAgainFailed: true }, { status: 400, headers: STATUS_PAGE_HEADERS });
  }
  try {
    const session = await payReopenedOrder(
      { db: runtime.database.db, payments: runtime.payments, siteUrl: runtime.config.SITE_URL, requestId },
      params.token,
    );
    // Paid or in review meanwhile, or not an order to pay: the page shows its current state.
    if (!session) return redirect(`/auftrag/${params.token}`, { headers: STATUS_PAGE_HEADERS });
    return redirect(session.url, { headers: STATUS_PAGE_HEADERS });
  } catch (error) {
    logger.warn({ err: error }, 'payment session for a reopened order not opened');
    return data({ payAgainFailed: true }, { status: 502, headers: STATUS_PAGE_HEADERS });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CaseStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <UnknownStatusPage contactEmail={loaderData.contactEmail} />;
  if (loaderData.found === 'unpaid') {
    const { unpaid, contactEmail } = loaderData;
    return (
      <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-muted text-sm">Ihre persönliche Statusseite</p>
        <h1 className="mt-1 font-bold text-3xl">Ihr Auftrag {unpaid.reference}</h1>
        <p className="mt-3 text-lg text-muted">
          {unpaid.serviceName} · bestellt am {formatDateTime(unpaid.orderedAt)}
        </p>
        <UnpaidOrderSection
          view={unpaid}
          payAgainFailed={actionData !== undefined && 'payAgainFailed' in actionData && actionData.payAgainFailed}
        />
        {unpaid.canWithdraw ? <WithdrawalSection reference={unpaid.reference} startedAt={null} /> : null}
        <ContactNote reference={unpaid.reference} contactEmail={contactEmail} />
      </main>
    );
  }
  const { view, contactEmail, base, invoiceHref } = loaderData;
  const completed = isCompleted(view.status);
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-muted text-sm">Ihre persönliche Statusseite</p>
      <h1 className="mt-1 font-bold text-3xl">Ihr Auftrag {view.reference}</h1>
      <p className="mt-3 text-lg text-muted">
        {view.serviceName} · {view.paidWithVoucher ? 'mit Gutschein gebucht' : 'bezahlt'} am{' '}
        {formatDateTime(view.paidAt)}
      </p>

      <ProgressSection view={view} />
      <QuestionSection
        conversation={loaderData.conversation}
        refusal={actionData && 'answerRefused' in actionData ? actionData.answerRefused : null}
      />
      {completed && !view.dataPurgedAt ? <ResultSection view={view} base={base} /> : null}
      {view.dataPurgedAt ? <DataPurgedSection purgedAt={view.dataPurgedAt} /> : null}
      {view.guaranteeVoucher ? <GuaranteeVoucher voucher={view.guaranteeVoucher} /> : null}
      {view.refund ? (
        <RefundSection refund={view.refund} withdrawnAt={view.withdrawnAt} declined={view.declined !== null} />
      ) : null}
      <InvoiceSection
        invoice={view.invoice}
        href={invoiceHref}
        cancellations={view.refund?.items.flatMap((item) => (item.cancellation ? [item.cancellation] : [])) ?? []}
      />
      {view.canWithdraw ? <WithdrawalSection reference={view.reference} startedAt={view.startedAt} /> : null}
      <ContactNote reference={view.reference} contactEmail={contactEmail} />
    </main>
  );
}

function ContactNote({ reference, contactEmail }: { reference: string; contactEmail: string }) {
  return (
    <>
      <p className="mt-8 text-muted">
        <Mail aria-hidden="true" className="mr-2 inline size-5 align-text-bottom" />
        Fragen zu Ihrem Auftrag? Schreiben Sie uns an{' '}
        <a className={linkClass} href={`mailto:${contactEmail}?subject=Auftrag%20${reference}`}>
          {contactEmail}
        </a>
        . Wir antworten innerhalb von 24 Stunden.
      </p>
      <p className="mt-4 text-muted text-sm">
        Diese Seite ist nur über den Link aus Ihren E-Mails erreichbar. Bitte geben Sie den Link nicht weiter.
      </p>
    </>
  );
}
