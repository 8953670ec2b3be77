// What the 30-day deletion removes and what stays, in the words of the privacy page ("Wie lange wir
// Daten speichern", app/content/legal.ts), for the marketing pages, the mails and the status page
// (issue 27 point 7): no page promises more deletion than the code does. The periods are those of
// app/server/privacy (case-retention: 30 days; record-expiry: evidence 3 years, accounting 8 years)
// and app/lib/findings.ts (confirmed fingerprints); retention.test.ts holds them together. The
// comparison across orders (crossCaseText) keeps to the same periods.
import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import { CONFIRMED_IDENTIFIER_YEARS } from '#app/lib/identifiers.ts';

export const CASE_DATA_DAYS = 30;
export const EVIDENCE_YEARS = 3;
export const ACCOUNTING_YEARS = 8;

/** What stays after the deletion, and how long: one sentence, for pages, mails and the status page. */
export const retentionKept = `Länger bleiben nur Nachweise ohne diese Inhalte: die Nachweise Ihrer Bestätigungen in der Buchung und unser Bearbeitungsprotokoll ${EVIDENCE_YEARS} Jahre, der Fingerabdruck eines Fotos, das wir als gestohlen oder gefälscht bestätigt haben (ohne das Foto), bis zu ${CONFIRMED_FINGERPRINT_YEARS} Jahre, ebenso ein Prüfwert einer Kontaktangabe (etwa Telefonnummer, IBAN oder Webadresse), die nach unserer Prüfung in einem Fall mit Betrugsverdacht verwendet wurde (ohne die Angabe selbst), bis zu ${CONFIRMED_IDENTIFIER_YEARS} Jahre, und die Rechnung ${ACCOUNTING_YEARS} Jahre, wie es das Steuerrecht verlangt.`;

/**
 * What we compare across orders, why, who sees a match, for how long and on which basis (issue 37
 * point 3), for the pages that say how we treat the customer's data (home, the trust section). The
 * code: app/server/casework/fingerprint-match.server.ts (the images' perceptual hashes) and
 * identifier-index.server.ts (the identifiers as plain values per case while the case has its data,
 * a confirmed one as a keyed hash for CONFIRMED_IDENTIFIER_YEARS); only staff see a match, on the case
 * page. legal.ts says it in full ("Abgleich mit anderen Aufträgen").
 */
export const crossCaseText = `Damit wir Betrüger wiedererkennen, die viele Menschen anschreiben, gleichen wir jeden Auftrag mit unseren anderen Aufträgen ab: die Bilder, die Sie hochladen, über einen Bild-Fingerabdruck (keine Gesichtserkennung), und Kontaktangaben wie Telefonnummern, E-Mail-Adressen, IBANs, Benutzernamen und Webadressen. Einen Treffer sehen nur unsere Mitarbeitenden – so sind auch die gewarnt, die den Fall eines anderen Kunden bearbeiten; andere Kunden sehen Ihre Angaben nicht. Abgeglichen wird, solange die Falldaten bestehen, mit bestätigten Fingerabdrücken und Prüfwerten bis zu ${Math.max(CONFIRMED_FINGERPRINT_YEARS, CONFIRMED_IDENTIFIER_YEARS)} Jahre. Rechtsgrundlage ist das berechtigte Interesse, Betrug zu erkennen und zu verhindern (Art. 6 Abs. 1 lit. f DSGVO).`;

/** The deletion with what stays, for running text on the marketing pages. */
export const retentionText = `Die Falldaten – Ihre Angaben zur geprüften Person, Chatauszüge, hochgeladene Dateien, Notizen, den Ergebnisbericht und die Beweismappe – löschen wir ${CASE_DATA_DAYS} Tage nach Abschluss des Auftrags. ${retentionKept} Alle Fristen nennt unsere Datenschutzerklärung.`;

/** The same for a short list item. */
export const retentionShort = `Falldaten nach ${CASE_DATA_DAYS} Tagen gelöscht; Nachweise ${EVIDENCE_YEARS} Jahre, Rechnung ${ACCOUNTING_YEARS} Jahre`;
