import { Mail } from 'lucide-react';
import { data } from 'react-router';
import { GuaranteeVoucher } from '#app/components/case-status/guarantee-voucher.tsx';
import { InvoiceSection } from '#app/components/case-status/invoice-section.tsx';
import { ProgressSection } from '#app/components/case-status/progress-section.tsx';
import { RefundSection } from '#app/components/case-status/refund-section.tsx';
import { DataPurgedSection, ResultSection } from '#app/components/case-status/result-section.tsx';
import { linkClass } from '#app/components/case-status/styles.ts';
import { UnknownStatusPage } from '#app/components/case-status/unknown-status-page.tsx';
import { WithdrawalSection } from '#app/components/case-status/withdrawal-section.tsx';
import { isCompleted } from '#app/lib/case-state.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { loadStatusPage, STATUS_PAGE_HEADERS } from '#app/server/customer/status-page.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/case-status';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? `Ihr Auftrag ${loaderData.view.reference} | Echtcheck`
      : 'Statusseite nicht gefunden | Echtcheck',
  },
  { name: 'robots', content: 'noindex, nofollow' },
  // The URL is the key to the order: no browser may pass it on (the header says the same).
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * The customer's status page (app/server/customer/status-page.server.ts): progress, result, report,
 * invoice, guarantee voucher, withdrawal and refund of one paid order, opened with the link from the
 * confirmation mail. Malformed, unknown and unpaid tokens get the same 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { database, provider } = getRuntime();
  const view = await loadStatusPage(database.db, params.token);
  const contactEmail = provider.email;
  if (!view) return data({ found: false as const, contactEmail }, { status: 404, headers: STATUS_PAGE_HEADERS });
  const base = `/auftrag/${params.token}`;
  return data(
    { found: true as const, view, contactEmail, reportHref: `${base}/bericht`, invoiceHref: `${base}/rechnung` },
    { headers: STATUS_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CaseStatusPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <UnknownStatusPage contactEmail={loaderData.contactEmail} />;
  const { view, contactEmail, reportHref, invoiceHref } = loaderData;
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
      {completed && !view.dataPurgedAt ? <ResultSection view={view} reportHref={reportHref} /> : null}
      {view.dataPurgedAt ? <DataPurgedSection purgedAt={view.dataPurgedAt} /> : null}
      {view.guaranteeVoucher ? <GuaranteeVoucher voucher={view.guaranteeVoucher} /> : null}
      {view.refund ? <RefundSection refund={view.refund} withdrawnAt={view.withdrawnAt} /> : null}
      <InvoiceSection
        invoice={view.invoice}
        href={invoiceHref}
        cancellations={view.refund?.items.flatMap((item) => (item.cancellation ? [item.cancellation] : [])) ?? []}
      />
      {view.canWithdraw ? <WithdrawalSection reference={view.reference} startedAt={view.startedAt} /> : null}

      <p className="mt-8 text-muted">
        <Mail aria-hidden="true" className="mr-2 inline size-5 align-text-bottom" />
        Fragen zu Ihrem Auftrag? Schreiben Sie uns an{' '}
        <a className={linkClass} href={`mailto:${contactEmail}?subject=Auftrag%20${view.reference}`}>
          {contactEmail}
        </a>
        . Wir antworten innerhalb von 24 Stunden.
      </p>
      <p className="mt-4 text-muted text-sm">
        Diese Seite ist nur über den Link aus Ihrer Bestätigungsmail erreichbar. Bitte geben Sie den Link nicht weiter.
      </p>
    </main>
  );
}
