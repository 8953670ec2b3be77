// The identifiers of a case on the case page (issue 30 point 1): phone numbers, e-mail addresses,
// IBANs, wallet addresses, web addresses, domains and user names found in the target's fields and in
// the suspicion and chat, grouped by kind, each with where it was found and what can be said offline.
// Values are plain selectable text (copy-friendly); warnings say "Achtung" in words, not by colour only.
import {
  type CaseIdentifier,
  type IdentifierKind,
  identifierKinds,
  identifierSourceLabels,
} from '#app/lib/identifiers.ts';
import { IdentifierSightings } from './identifier-sightings.tsx';

const groupTitles: Record<IdentifierKind, string> = {
  phone: 'Telefonnummern',
  email: 'E-Mail-Adressen',
  iban: 'IBANs',
  wallet: 'Krypto-Adressen',
  url: 'Webadressen',
  domain: 'Domains',
  username: 'Benutzernamen',
};

/** A user name reads as "@name"; its platform is one of the facts. */
function shownValue(identifier: CaseIdentifier): string {
  if (identifier.kind !== 'username') return identifier.value;
  return `@${identifier.value.slice(identifier.value.indexOf(':') + 1)}`;
}

function IdentifierItem({ identifier }: { identifier: CaseIdentifier }) {
  const value = shownValue(identifier);
  return (
    <li className="space-y-1.5 p-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="min-w-0 select-all break-all font-medium font-mono">{value}</span>
        {identifier.valid ? null : (
          <span className="rounded border border-amber-400 bg-amber-50 px-1.5 text-amber-900 text-xs">ungültig</span>
        )}
      </p>
      {![value, identifier.value, value.replace(/^@/, '')].includes(identifier.raw) ? (
        <p className="text-slate-600 text-xs">
          Geschrieben: <span className="break-all">{identifier.raw}</span>
        </p>
      ) : null}
      <p className="text-slate-600 text-xs">
        Gefunden in: {identifier.sources.map((source) => identifierSourceLabels[source]).join(', ')}
      </p>
      <dl className="space-y-0.5">
        {identifier.facts.map((fact) => (
          <div
            key={`${fact.label}:${fact.value}`}
            className="grid grid-cols-[minmax(0,1fr)] gap-x-3 sm:grid-cols-[9rem_minmax(0,1fr)]"
          >
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className={fact.warning ? 'min-w-0 break-words font-medium text-amber-900' : 'min-w-0 break-words'}>
              {fact.warning ? <span className="font-semibold">Achtung: </span> : null}
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <IdentifierSightings identifier={identifier} />
    </li>
  );
}

export function IdentifiersPanel({ identifiers }: { identifiers: CaseIdentifier[] }) {
  const groups = identifierKinds
    .map((kind) => ({ kind, items: identifiers.filter((identifier) => identifier.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby="case-identifiers" className="space-y-3 text-sm">
      <h2 id="case-identifiers" className="font-semibold text-base">
        Kennungen
      </h2>
      {groups.length === 0 ? (
        <p className="text-slate-600">
          In den Angaben zur Zielperson, im Verdachtsgrund und im Chatverlauf wurden keine Telefonnummern,
          E-Mail-Adressen, IBANs, Krypto-Adressen, Webadressen oder Benutzernamen gefunden.
        </p>
      ) : (
        <>
          <p className="text-slate-600 text-xs">
            Automatisch aus den Angaben des Kunden gelesen und ohne Abfrage im Internet geprüft: Format, Prüfsummen und
            bekannte Listen. Bitte vor der Verwendung im Ergebnisbericht selbst bestätigen.
          </p>
          {groups.map(({ kind, items }) => (
            <section key={kind} aria-labelledby={`case-identifiers-${kind}`} className="space-y-1">
              <h3 id={`case-identifiers-${kind}`} className="font-semibold">
                {groupTitles[kind]} ({items.length})
              </h3>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {items.map((identifier) => (
                  <IdentifierItem key={`${identifier.kind}:${identifier.value}`} identifier={identifier} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
