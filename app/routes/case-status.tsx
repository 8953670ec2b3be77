import { CheckCircle2, Circle, CircleDot, Download, FileText, Gift, Mail, XCircle } from 'lucide-react';
import { data } from 'react-router';
import { type CaseStatus, isCompleted } from '#app/lib/case-state.ts';
import { formatDate, formatDateTime } from '#app/lib/format.ts';
import { loadStatusPage, STATUS_PAGE_HEADERS, type StatusStep } from '#app/server/cases/status-page.server.ts';
import { getServices } from '#app/server/services.server.ts';
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
 * The customer's status page (app/server/cases/status-page.server.ts): progress, result, report,
 * invoice, guarantee voucher and withdrawal of one paid order, opened with the link from the
 * confirmation mail. Malformed, unknown and unpaid tokens get the same 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { database, provider } = getServices();
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

const buttonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';
const secondaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 px-6 font-semibold hover:bg-slate-50';
const linkClass = 'text-brand-700 underline underline-offset-2';
const sectionClass = 'mt-8 rounded-xl border border-slate-200 p-6';

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

      <section aria-labelledby="stand-heading" className={sectionClass}>
        <h2 id="stand-heading" className="font-semibold text-xl">
          Stand der Prüfung: <span data-testid="status-label">{view.statusLabel}</span>
        </h2>
        {statusNotes[view.status] ? <p className="mt-3">{statusNotes[view.status]}</p> : null}
        <Timeline steps={view.timeline} />
        {view.expectedDelivery ? (
          view.expectedDelivery.overdue ? (
            <p className="mt-6">
              Ihre Prüfung dauert länger als die üblichen 48 Stunden. In aufwendigen Fällen braucht unser Team bis zu 72
              Stunden. Sobald das Ergebnis vorliegt, erhalten Sie eine E-Mail.
            </p>
          ) : (
            <p className="mt-6">
              Ergebnis voraussichtlich zwischen <strong>{formatDateTime(view.expectedDelivery.from)}</strong> und{' '}
              <strong>{formatDateTime(view.expectedDelivery.to)}</strong>. In aufwendigen Fällen kann es bis zu 72
              Stunden dauern. Sobald das Ergebnis vorliegt, erhalten Sie eine E-Mail.
            </p>
          )
        ) : null}
        {view.withdrawnAt ? (
          <p className="mt-6">
            Sie haben diesen Auftrag am {formatDateTime(view.withdrawnAt)} widerrufen. Die Prüfung ist damit beendet.
            Eine Erstattung erfolgt nach den gesetzlichen Regeln.
          </p>
        ) : null}
      </section>

      {completed && !view.dataPurgedAt ? (
        <section aria-labelledby="ergebnis-heading" className={sectionClass}>
          <h2 id="ergebnis-heading" className="font-semibold text-xl">
            Ihr Ergebnis
          </h2>
          {view.status === 'completed-no-findings' ? (
            <p className="mt-3">
              Unser Team hat in öffentlich zugänglichen Quellen nichts gefunden, das auf einen Betrug hindeutet. Eine
              Gewissheit ist das nicht: Bleiben Sie aufmerksam, besonders wenn Sie um Geld gebeten werden.
            </p>
          ) : null}
          {view.resultMessage ? (
            <div className="mt-4 rounded-lg bg-slate-50 p-4">
              <h3 className="font-semibold">Nachricht unseres Teams</h3>
              <p className="mt-2 whitespace-pre-wrap break-words" data-testid="result-message">
                {view.resultMessage}
              </p>
            </div>
          ) : null}
          {view.hasReport ? (
            <DownloadLink href={reportHref} spacing="mt-6" look={buttonClass} Icon={Download}>
              Bericht herunterladen (PDF)
            </DownloadLink>
          ) : null}
          <p className="mt-6 text-muted text-sm">
            Bitte speichern Sie den Bericht, wenn Sie ihn behalten möchten: Alle Falldaten, auch den Bericht, löschen
            wir spätestens 30 Tage nach Abschluss des Auftrags.
          </p>
        </section>
      ) : null}

      {view.dataPurgedAt ? (
        <section aria-labelledby="geloescht-heading" className={sectionClass}>
          <h2 id="geloescht-heading" className="font-semibold text-xl">
            Ihre Daten sind gelöscht
          </h2>
          <p className="mt-3">Die Daten dieses Auftrags haben wir am {formatDate(view.dataPurgedAt)} gelöscht.</p>
          <p className="mt-2 text-slate-700">
            Gelöscht sind Ihre Angaben zur geprüften Person, Ihre hochgeladenen Dateien, der Bericht und unsere
            Nachricht an Sie. Erhalten bleiben nur die Angaben, die das Steuerrecht verlangt: Ihre Rechnung bewahren wir
            acht Jahre auf (§ 147 AO).
          </p>
        </section>
      ) : null}

      {view.guaranteeVoucher ? <GuaranteeVoucher voucher={view.guaranteeVoucher} /> : null}

      <section aria-labelledby="rechnung-heading" className={sectionClass}>
        <h2 id="rechnung-heading" className="font-semibold text-xl">
          Rechnung
        </h2>
        {view.invoice === 'available' ? (
          <>
            <p className="mt-3">Ihre Rechnung haben wir Ihnen auch mit der Buchungsbestätigung per E-Mail gesendet.</p>
            <DownloadLink href={invoiceHref} spacing="mt-4" look={secondaryButtonClass} Icon={FileText}>
              Rechnung herunterladen (PDF)
            </DownloadLink>
          </>
        ) : view.invoice === 'none' ? (
          <p className="mt-3">
            Für diesen Auftrag gibt es keine Rechnung: Sie haben ihn mit einem Gutschein aus unserer Garantie gebucht,
            die Prüfung war für Sie kostenlos.
          </p>
        ) : (
          <p className="mt-3">Ihre Rechnung steht hier in Kürze bereit. Sie erhalten sie außerdem per E-Mail.</p>
        )}
      </section>

      {view.canWithdraw ? (
        <section aria-labelledby="widerruf-heading" className={sectionClass}>
          <h2 id="widerruf-heading" className="font-semibold text-xl">
            Vertrag widerrufen
          </h2>
          <p className="mt-3">
            Solange die Prüfung nicht abgeschlossen ist, können Sie Ihren Vertrag widerrufen. Geben Sie im Formular die
            Auftragsnummer <strong className="font-mono">{view.reference}</strong> an.
            {view.startedAt
              ? ' Weil wir auf Ihren Wunsch bereits mit der Prüfung begonnen haben, zahlen Sie bei einem Widerruf einen anteiligen Betrag für die bis dahin erbrachte Leistung.'
              : null}{' '}
            Einzelheiten finden Sie in unserer{' '}
            <a className={linkClass} href="/widerruf">
              Widerrufsbelehrung
            </a>
            .
          </p>
          <p className="mt-4">
            <a href="/vertrag-widerrufen" className={secondaryButtonClass}>
              Vertrag widerrufen
            </a>
          </p>
        </section>
      ) : null}

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

/** What the current status means for the customer; completion and withdrawal have their own sections. */
const statusNotes: Record<CaseStatus, string | null> = {
  pending: null,
  cancelled: null,
  paid: 'Ihre Buchung ist bestätigt. Unser Team beginnt in Kürze mit der Recherche.',
  'in-progress': 'Unser Team recherchiert gerade von Hand in öffentlich zugänglichen Quellen zu Ihrem Fall.',
  completed: null,
  'completed-no-findings': null,
  withdrawn: null,
};

const stepIcons = {
  done: CheckCircle2,
  current: CircleDot,
  upcoming: Circle,
} as const;

const stepStateText = { done: 'erledigt', current: 'aktueller Stand', upcoming: 'noch offen' } as const;

/** Bezahlt → In Bearbeitung → Abgeschlossen (or → Widerrufen), the current stage marked. */
function Timeline({ steps }: { steps: StatusStep[] }) {
  return (
    <ol className="mt-6 space-y-4" aria-label="Ablauf Ihres Auftrags">
      {steps.map((step) => {
        const Icon = step.key === 'withdrawn' ? XCircle : stepIcons[step.state];
        return (
          <li
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex items-start gap-3"
            data-state={step.state}
          >
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-6 shrink-0 ${
                step.state === 'upcoming'
                  ? 'text-slate-400'
                  : step.key === 'withdrawn'
                    ? 'text-red-700'
                    : step.state === 'current'
                      ? 'text-brand-600'
                      : 'text-emerald-600'
              }`}
            />
            <div>
              <p className={step.state === 'current' ? 'font-semibold' : step.state === 'upcoming' ? 'text-muted' : ''}>
                {step.label}
                <span className="sr-only"> ({stepStateText[step.state]})</span>
              </p>
              {step.at ? <p className="text-muted text-sm">{formatDateTime(step.at)}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function GuaranteeVoucher({
  voucher,
}: {
  voucher: { code: string; expiresAt: Date; expired: boolean; redeemedAt: Date | null };
}) {
  return (
    <section aria-labelledby="gutschein-heading" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-6">
      <h2 id="gutschein-heading" className="flex items-center gap-2 font-semibold text-xl">
        <Gift aria-hidden="true" className="size-6 text-brand-700" />
        Ihre nächste Prüfung ist kostenlos
      </h2>
      <p className="mt-3">
        Weil wir nichts gefunden haben, erhalten Sie nach unserer Garantie einen Gutschein für eine weitere Prüfung.
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Gutscheincode</dt>
        <dd className="font-mono font-semibold text-lg" data-testid="voucher-code">
          {voucher.code}
        </dd>
        <dt className="text-muted">Gültig bis</dt>
        <dd>{formatDate(voucher.expiresAt)}</dd>
      </dl>
      {voucher.redeemedAt ? (
        <p className="mt-4">Diesen Gutschein haben Sie am {formatDate(voucher.redeemedAt)} eingelöst.</p>
      ) : voucher.expired ? (
        <p className="mt-4">Dieser Gutschein ist abgelaufen.</p>
      ) : (
        <>
          <p className="mt-4">
            So lösen Sie ihn ein: Buchen Sie eine neue Prüfung und geben Sie im letzten Schritt den Code im Feld
            „Gutscheincode“ ein. Verwenden Sie dabei dieselbe E-Mail-Adresse wie für diesen Auftrag; der Code gilt
            einmal und nur für Sie.
          </p>
          <p className="mt-4">
            <a href="/checkout" className={buttonClass}>
              Neue Prüfung buchen
            </a>
          </p>
        </>
      )}
    </section>
  );
}

function UnknownStatusPage({ contactEmail }: { contactEmail: string }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-bold text-3xl">Diese Statusseite gibt es nicht</h1>
      <p className="mt-4 text-lg text-slate-700">
        Bitte prüfen Sie den Link aus Ihrer Bestätigungsmail. Manche E-Mail-Programme trennen lange Links: Kopieren Sie
        ihn dann vollständig in die Adresszeile Ihres Browsers.
      </p>
      <p className="mt-4 text-slate-700">
        Klappt es trotzdem nicht, schreiben Sie uns an{' '}
        <a className={linkClass} href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>{' '}
        und nennen Sie Ihre Auftragsnummer. Wir antworten innerhalb von 24 Stunden.
      </p>
      <p className="mt-8">
        <a href="/" className="font-medium text-brand-700 underline underline-offset-4">
          Zur Startseite
        </a>
      </p>
    </main>
  );
}

/** A PDF download of the status page, as a button-styled link in a paragraph of its own. */
function DownloadLink({
  href,
  spacing,
  look,
  Icon,
  children,
}: {
  href: string;
  spacing: string;
  look: string;
  Icon: typeof Download;
  children: string;
}) {
  return (
    <p className={spacing}>
      <a href={href} download className={look}>
        <Icon aria-hidden="true" className="size-5" />
        {children}
      </a>
    </p>
  );
}
