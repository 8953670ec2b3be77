// Where one identifier of the case was seen before (issue 30 point 2; decision record 034): the other
// cases with the same phone number, e-mail address, IBAN, … (newest first, at most five, each linked
// to its case page) and whether an Inhaber confirmed it as used in a case with suspected fraud (an
// observation, not a finding of a crime: the privacy notice, Art. 10 DSGVO). For an Inhaber, a form to
// confirm it or take the confirmation back, posting `intent=confirm-identifier` or
// `revoke-identifier-confirmation` with kind and value to the case page's action, which checks the
// role and that the value is one of the case's own (app/server/casework/identifier-index.server.ts).
// Works without JavaScript as a plain POST form. The identifier panel renders one per identifier.
import { useId } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { formatDate } from '#app/lib/format.ts';
import { type CaseIdentifier, identifierKindLabels, isConfirmedIdentifier } from '#app/lib/identifiers.ts';
import { useStaffRole } from '../use-staff-role.ts';

/** At most this many other cases come with an identifier (SIGHTINGS_PER_IDENTIFIER on the server). */
const LISTED = 5;

type ConfirmAnswer = { ok: true; intent: string } | { ok: false; intent: string; message: string };

/** "In keinem anderen Fall", "In 1 anderen Fall", "In 3 anderen Fällen", "In mindestens 5 anderen Fällen". */
export function sightingsSummary(count: number): string {
  if (count === 0) return 'In keinem anderen Fall gesehen.';
  if (count === 1) return 'In 1 anderen Fall gesehen:';
  if (count >= LISTED) return `In mindestens ${LISTED} anderen Fällen gesehen (die neuesten ${LISTED}):`;
  return `In ${count} anderen Fällen gesehen:`;
}

export function IdentifierSightings({ identifier }: { identifier: Pick<CaseIdentifier, 'kind' | 'value' | 'seenIn'> }) {
  const id = useId();
  const admin = useStaffRole() === 'admin';
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<ConfirmAnswer>({ key: `identifier-${identifier.kind}-${identifier.value}` });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = answer && !answer.ok ? answer.message : null;
  const cases = identifier.seenIn.filter((sighting) => sighting.reference !== null);
  const confirmation = identifier.seenIn.find((sighting) => sighting.confirmed && sighting.reference === null);
  const confirmed = isConfirmedIdentifier(identifier);
  const kindLabel = identifierKindLabels[identifier.kind];
  return (
    <div className="space-y-1 text-sm" data-testid="identifier-sightings">
      {confirmed ? (
        <p className="font-medium text-red-800">
          {confirmation
            ? `Bestätigt am ${formatDate(new Date(confirmation.date))}: in einem Fall mit Betrugsverdacht verwendet.`
            : 'Bestätigt: in einem der Fälle unten mit Betrugsverdacht verwendet.'}
        </p>
      ) : null}
      <p className="text-slate-700">{sightingsSummary(cases.length)}</p>
      {cases.length > 0 ? (
        <ul className="list-disc pl-5">
          {cases.map((sighting) => (
            <li key={sighting.href ?? sighting.reference}>
              {sighting.href ? (
                <Link to={sighting.href} className="text-brand-700 underline underline-offset-2">
                  Fall {sighting.reference}
                </Link>
              ) : (
                `Fall ${sighting.reference}`
              )}{' '}
              vom {formatDate(new Date(sighting.date))}
              {sighting.confirmed ? ', dort bestätigt: mit Betrugsverdacht verwendet' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {admin ? (
        <fetcher.Form method="post" action={`${pathname}${search}`} className="pt-1">
          <input
            type="hidden"
            name="intent"
            value={confirmed ? 'revoke-identifier-confirmation' : 'confirm-identifier'}
          />
          <input type="hidden" name="kind" value={identifier.kind} />
          <input type="hidden" name="value" value={identifier.value} />
          {/* Wraps on a phone: the label is wider than a 390 px screen's column. */}
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="h-auto min-h-9 whitespace-normal text-left"
            disabled={fetcher.state !== 'idle'}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            {confirmed
              ? 'Bestätigung aufheben'
              : `${kindLabel} bestätigen: in diesem Fall mit Betrugsverdacht verwendet`}
            {/* Several identifiers have this button: screen readers hear which one. */}
            <span className="sr-only">
              {confirmed ? ` (${kindLabel} ${identifier.value})` : ` (${identifier.value})`}
            </span>
          </Button>
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-red-700">
              {error}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </div>
  );
}
