// The identifiers of a case (issue 30 points 1 and 2): phone numbers, e-mail addresses, IBANs,
// crypto wallet addresses, web addresses and handles found in the target's fields and in the chat and
// suspicion texts, each with what can be said about it offline, and the other cases it was seen in.
// Types only: shared by the browser and the server. Extraction and explanation:
// app/server/casework/identifiers/; the index across cases: app/server/casework/identifier-index.server.ts.

export const identifierKinds = ['phone', 'email', 'iban', 'wallet', 'url', 'domain', 'username'] as const;
export type IdentifierKind = (typeof identifierKinds)[number];

export const identifierKindLabels: Record<IdentifierKind, string> = {
  phone: 'Telefonnummer',
  email: 'E-Mail-Adresse',
  iban: 'IBAN',
  wallet: 'Krypto-Adresse',
  url: 'Webadresse',
  domain: 'Domain',
  username: 'Benutzername',
};

/** Where an identifier was found in the case. */
export type IdentifierSource =
  | 'target-phone'
  | 'target-email'
  | 'target-profile-url'
  | 'target-username'
  | 'suspicion'
  | 'chat';

export const identifierSourceLabels: Record<IdentifierSource, string> = {
  'target-phone': 'Telefonnummer der Zielperson',
  'target-email': 'E-Mail-Adresse der Zielperson',
  'target-profile-url': 'Profil-Link',
  'target-username': 'Benutzername',
  suspicion: 'Verdachtsgrund',
  chat: 'Chatverlauf',
};

/** One fact about an identifier, in German, e.g. { label: 'Land', value: 'Deutschland' }. */
export interface IdentifierFact {
  label: string;
  value: string;
  /** A fact that deserves attention (a disposable domain, a checksum that fails, look-alike characters). */
  warning?: boolean;
}

/** One identifier as the case page shows it. */
export interface CaseIdentifier {
  kind: IdentifierKind;
  /**
   * The normalised value the index uses: phone E.164 ("+4915112345678"), e-mail lower-case, IBAN
   * without spaces in capitals, wallet as written (case kept where the format needs it), domain as the
   * registrable domain in lower-case punycode, username "platform:name" in lower-case, URL without
   * fragment.
   */
  value: string;
  /** As found in the text, for the highlight. */
  raw: string;
  sources: IdentifierSource[];
  /** What can be said offline, in German. */
  facts: IdentifierFact[];
  /** The format checks out (a valid phone number, IBAN checksum, wallet checksum, …). */
  valid: boolean;
  /** The other cases it was seen in (issue 30 point 2), newest first. */
  seenIn: IdentifierSighting[];
}

/** Another case with the same identifier. */
export interface IdentifierSighting {
  /** The other case's reference; null when only the confirmed identifier is left (its case data deleted). */
  reference: string | null;
  /** The case page of the other case, for staff allowed to open it; null otherwise. */
  href: string | null;
  /** When the other case was ordered, or when the identifier was confirmed. */
  date: string;
  /** An admin confirmed it as used for fraud. */
  confirmed: boolean;
}

/**
 * How long an identifier an admin confirmed as used for fraud is kept, as a keyed hash only, after the
 * confirmation (issue 30 point 2; the privacy page names it; app/server/casework/identifier-index.server.ts).
 */
export const CONFIRMED_IDENTIFIER_YEARS = 5;

/** Whether an admin confirmed this identifier as used for fraud (a confirmed entry among its sightings). */
export function isConfirmedIdentifier(identifier: Pick<CaseIdentifier, 'seenIn'>): boolean {
  return identifier.seenIn.some((sighting) => sighting.confirmed);
}
