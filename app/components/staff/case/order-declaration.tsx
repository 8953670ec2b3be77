// The first thing on the case page (issue 37 point 2): what the customer declared with the order —
// the confirmed purposes, the relation to the person, the customer's own description of the reason,
// the 18+ confirmation, step 4's answers (for whom, the Bundesland, what was paid; issue 38) — and
// the signs to look twice at (app/server/decline/look-twice.server.ts),
// with "Auftrag ablehnen" (decline-form.tsx) while the order can still be declined. After a decline:
// when, why, the note and who.
import { Link } from 'react-router';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { DeclineForm } from './decline-form.tsx';

/** An answer of a question the order was placed before (the relation, step 4's questions). */
const NOT_ASKED = 'nicht erfragt (Bestellung vor Einführung der Frage)';

export function OrderDeclaration({ data }: { data: CaseView }) {
  const { declaration, workflow } = data;
  const { signs } = declaration;
  // Step 4's answers are case data: after the 30-day deletion they are gone, not unasked.
  const unanswered = workflow.dataPurgedAt ? 'mit den Falldaten gelöscht' : NOT_ASKED;
  return (
    <section
      aria-labelledby="case-declaration"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="order-declaration"
    >
      <h2 id="case-declaration" className="font-semibold text-base">
        Anlass des Auftrags laut Kunde
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <dt className="text-slate-600">Bestätigte Zwecke</dt>
        <dd>{declaration.purposes.length > 0 ? declaration.purposes.join(', ') : 'keine angegeben'}</dd>
        <dt className="text-slate-600">Beziehung zur Person</dt>
        <dd>{declaration.relation ?? NOT_ASKED}</dd>
        <dt className="text-slate-600">Geprüft für</dt>
        <dd>{declaration.orderedFor ?? unanswered}</dd>
        <dt className="text-slate-600">Bundesland</dt>
        <dd>{declaration.residence ?? unanswered}</dd>
        <dt className="text-slate-600">Bereits gezahlt</dt>
        <dd>{declaration.payments.length > 0 ? declaration.payments.join('; ') : unanswered}</dd>
        <dt className="text-slate-600">Schilderung des Anlasses</dt>
        <dd className="whitespace-pre-wrap break-words">{declaration.description ?? 'keine'}</dd>
        <dt className="text-slate-600">Volljährigkeit</dt>
        <dd>
          {declaration.ageConfirmedAt
            ? `bestätigt am ${formatDateTime(new Date(declaration.ageConfirmedAt))}`
            : 'keine Bestätigung gespeichert'}
        </dd>
      </dl>
      {signs.length > 0 ? (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950" role="note">
          <h3 className="font-semibold">Bitte genau hinsehen, bevor Sie den Fall bearbeiten</h3>
          <ul className="list-disc space-y-2 pl-5" data-testid="look-twice">
            {signs.map((sign) => (
              <li key={sign.key}>
                <p className="font-medium">{sign.title}</p>
                <p className="break-words">{sign.detail}</p>
                {sign.cases && sign.cases.length > 0 ? (
                  <p>
                    {sign.cases.map((other, index) => (
                      <span key={other.id}>
                        {index > 0 ? ', ' : null}
                        <Link
                          to={staffCasePath(other.id)}
                          className="rounded-sm text-brand-700 underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
                        >
                          Fall {other.reference}
                        </Link>
                      </span>
                    ))}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {workflow.declined ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950" role="status">
          Abgelehnt am {formatDateTime(new Date(workflow.declined.at))} von {workflow.declined.by}:{' '}
          {workflow.declined.reasonLabel}.{workflow.declined.note ? ` Begründung: ${workflow.declined.note}` : null}
        </p>
      ) : workflow.canDecline ? (
        <details className="rounded-md border border-slate-200 p-3">
          <summary className="cursor-pointer rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40">
            Auftrag ablehnen
          </summary>
          <div className="mt-3">
            <DeclineForm paidWithVoucher={data.paidWithVoucher} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
