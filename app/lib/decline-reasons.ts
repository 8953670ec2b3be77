// Why staff decline an order (issue 37 point 2; app/server/decline/): the short list the case page
// offers, each with the label staff choose and the sentence the customer reads in the mail and on
// the status page. The customer's sentence explains without accusing: a declined order may be an
// honest one that we cannot take, and a stalker learns nothing from it that helps him. The staff's
// own words (the note) stay internal.

export const declineReasons = [
  'no-legitimate-interest',
  'suspected-stalking',
  'minor',
  'public-figure',
  'other',
] as const;
export type DeclineReason = (typeof declineReasons)[number];

export function isDeclineReason(value: string): value is DeclineReason {
  return (declineReasons as readonly string[]).includes(value);
}

/** What staff choose on the case page (and read in the queue, the history and the CSV). */
export const declineReasonLabels: Record<DeclineReason, string> = {
  'no-legitimate-interest': 'Kein berechtigtes Interesse erkennbar',
  'suspected-stalking': 'Verdacht auf Nachstellung',
  minor: 'Minderjährige Person',
  'public-figure': 'Person des öffentlichen Lebens ohne Anlass',
  other: 'Anderer Grund (bitte erläutern)',
};

/** The customer's explanation, one sentence after "Wir haben Ihren Auftrag … abgelehnt." */
export const declineCustomerTexts: Record<DeclineReason, string> = {
  'no-legitimate-interest':
    'Aus Ihren Angaben geht für uns kein Anlass hervor, der eine Prüfung dieser Person rechtfertigt. Eine Prüfung greift in die Rechte der geprüften Person ein; wir übernehmen sie nur, wenn ein berechtigtes Interesse wie der Schutz vor Betrug erkennbar ist.',
  'suspected-stalking':
    'Nach Ihren Angaben können wir nicht ausschließen, dass die Prüfung dazu beitragen könnte, eine Person gegen ihren Willen ausfindig zu machen, zu beobachten oder zu kontaktieren. Solche Aufträge nehmen wir zum Schutz aller Beteiligten nicht an.',
  minor:
    'Die zu prüfende Person ist nach den vorliegenden Angaben minderjährig. Minderjährige prüfen wir grundsätzlich nicht. Haben Sie Sorge um ein Kind, wenden Sie sich bitte an die Polizei oder an die „Nummer gegen Kummer“ für Eltern: 0800 111 0 550 (kostenlos).',
  'public-figure':
    'Die zu prüfende Person steht in der Öffentlichkeit. Ohne einen konkreten Anlass, etwa einen Kontakt, bei dem Sie einen Betrug befürchten, prüfen wir solche Personen nicht.',
  other: 'Wir können diesen Auftrag nach Prüfung Ihrer Angaben nicht übernehmen.',
};

/** The staff's note: required for "other", optional for the rest; never shown to the customer. */
export const DECLINE_NOTE_MIN = 10;
export const DECLINE_NOTE_MAX = 2000;
