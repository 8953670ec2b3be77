// "Stand der Prüfung" on the customer's status page: the current status, the timeline of the order
// and when the result is expected (or when the order was withdrawn).
import { CheckCircle2, Circle, CircleDot, XCircle } from 'lucide-react';
import type { CaseStatus } from '#app/lib/case-state.ts';
import { formatDateTime } from '#app/lib/format.ts';
import type { StatusPageView, StatusStep } from '#app/lib/status-page-view.ts';
import { sectionClass } from './styles.ts';

export function ProgressSection({ view }: { view: StatusPageView }) {
  return (
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
            <strong>{formatDateTime(view.expectedDelivery.to)}</strong>. In aufwendigen Fällen kann es bis zu 72 Stunden
            dauern. Sobald das Ergebnis vorliegt, erhalten Sie eine E-Mail.
          </p>
        )
      ) : null}
      {view.declined ? (
        <div className="mt-6 space-y-2" data-testid="declined-note">
          <p>
            Wir haben Ihren Auftrag am {formatDateTime(view.declined.at)} abgelehnt. {view.declined.text}
          </p>
          <p>
            {view.paidWithVoucher
              ? 'Ihr Gutschein ist wieder gültig; Sie können ihn für eine andere Prüfung einlösen.'
              : 'Den vollen Betrag erstatten wir Ihnen auf das Zahlungsmittel, mit dem Sie bezahlt haben; die Stornorechnung finden Sie unten, sobald die Erstattung gebucht ist.'}{' '}
            Einen Ergebnisbericht erstellen wir nicht.
          </p>
        </div>
      ) : null}
      {view.withdrawnAt && !view.declined ? (
        <p className="mt-6">
          Sie haben diesen Auftrag am {formatDateTime(view.withdrawnAt)} widerrufen. Die Prüfung ist damit beendet. Eine
          Erstattung erfolgt nach den gesetzlichen Regeln.
        </p>
      ) : null}
    </section>
  );
}

/** What the current status means for the customer; completion and withdrawal have their own sections. */
const statusNotes: Record<CaseStatus, string | null> = {
  pending: null,
  'payment-review': null,
  cancelled: null,
  paid: 'Ihre Buchung ist bestätigt. Unser Team beginnt in Kürze mit der Recherche.',
  'in-progress': 'Unser Team recherchiert gerade von Hand in öffentlich zugänglichen Quellen zu Ihrem Fall.',
  'awaiting-customer':
    'Wir haben eine Rückfrage an Sie (siehe unten). Bis Ihre Antwort da ist, ruht die Frist für Ihr Ergebnis.',
  'in-review': 'Unser Team recherchiert gerade von Hand in öffentlich zugänglichen Quellen zu Ihrem Fall.',
  completed: null,
  'completed-no-findings': null,
  withdrawn: null,
  declined: null,
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
        const Icon = step.key === 'withdrawn' || step.key === 'declined' ? XCircle : stepIcons[step.state];
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
                  : step.key === 'withdrawn' || step.key === 'declined'
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
