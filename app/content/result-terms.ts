// The words of a check's result (issue 29 point 1): one definition per verdict and per outcome,
// used by the staff while they choose, the report, the evidence pack, the status page, the result
// mail, the terms (AGB), the checkout and the marketing pages. "Keine Treffer" is defined here once;
// app/content/result-terms.test.ts keeps other wordings of it off the pages.
import type { Outcome, Verdict } from '#app/lib/findings.ts';

/** What each verdict means, as the customer reads it next to the verdict. */
export const verdictDefinitions: Record<Verdict, string> = {
  'likely-genuine':
    'Öffentliche Fundstellen bestätigen die Angaben der Person, und wir haben keines der geprüften Warnsignale gefunden.',
  unclear:
    'Die öffentlich zugänglichen Quellen reichen für eine Einschätzung nicht aus, oder die Hinweise sprechen in beide Richtungen.',
  'likely-fake':
    'Fundstellen oder belegte Warnsignale sprechen dafür, dass das Profil nicht der Person gehört, die es zu sein vorgibt, oder dass es für einen Betrug genutzt wird.',
};

/** The one definition of a finding ("Treffer"). */
export const hitDefinition =
  'Ein Treffer ist eine Fundstelle in öffentlich zugänglichen Quellen, die die geprüfte Person, ihr Profil oder ihre Fotos betrifft, zum Beispiel dasselbe Foto unter einem anderen Namen, ein zweites Profil oder eine Warnung in einem Forum. Jeden Treffer nennen wir im Ergebnisbericht mit Link, Funddatum und Bildschirmfoto.';

/** The one definition of "keine Treffer": the terms, the pages, the checkout, the mails and the report use it. */
export const noHitsDefinition =
  'Keine Treffer heißt: In den öffentlich zugänglichen Quellen, die wir durchsucht haben, haben wir am Tag der Prüfung keine Fundstelle zur geprüften Person, zu ihrem Profil oder zu ihren Fotos gefunden.';

/** What an outcome means, as the customer reads it. */
export const outcomeDefinitions: Record<Outcome, string> = {
  hits: hitDefinition,
  'no-hits': noHitsDefinition,
};

/** What "keine Treffer" does not mean: printed in every report and on the status page of such a result. */
export const noHitsLimits: readonly string[] = [
  'Keine Treffer sind kein Beweis dafür, dass die Person ehrlich ist oder das Profil echt ist.',
  'Neu angelegte Profile und künstlich erzeugte Fotos hinterlassen oft keine Spuren, die sich finden lassen.',
  'Was nach dem Tag der Prüfung veröffentlicht wird und was nicht öffentlich zugänglich ist, erfasst die Prüfung nicht.',
];

/** The guarantee, in the one wording of "keine Treffer". */
export const noHitsGuarantee =
  'Bleibt die Prüfung ohne Treffer, erstatten wir den Preis nicht, denn die Recherche wurde vollständig durchgeführt. Dafür erhalten Sie einen Gutschein für eine weitere Prüfung ohne Berechnung.';

/** The limits of every report (the report's last section). */
export const reportLimits: readonly string[] = [
  'Wir haben ausschließlich öffentlich zugängliche Quellen durchsucht, die im Ergebnisbericht genannt sind, und zwar am angegebenen Tag.',
  'Wir nutzen keine Gesichtserkennung, keine Register mit Vorstrafen und keine Gesundheitsdaten, und wir nehmen keinen Kontakt zur geprüften Person auf.',
  'Das Ergebnis ist eine Einschätzung auf Grundlage dieser Quellen, keine Gewissheit und keine Rechtsberatung.',
  'Bildschirmfotos zeigen die Fundstelle so, wie sie am Funddatum aussah; Inhalte im Internet können sich seitdem geändert haben.',
];
