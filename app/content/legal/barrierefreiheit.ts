// The accessibility statement (Erklärung zur Barrierefreiheit, BFSG).
import type { LegalPage } from '../types.ts';
import { type LegalProvider, legalSettings, mailLink, phoneLink, postalAddress } from './shared.ts';

/**
 * The date the accessibility statement was last reviewed against the site ("Stand"). Update it when
 * the statement is checked again, e.g. after a change to the known limits below.
 */
export const ACCESSIBILITY_STATEMENT_DATE = '26.11.2026';

/** The market surveillance authority for the BFSG, jointly set up by the federal states. */
export const ACCESSIBILITY_AUTHORITY =
  'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)';

/**
 * The accessibility statement. It says how the site is tested (axe on every page template in the
 * browser tests, keyboard use, a 390 px screen) and names the limits honestly: the PDFs we generate
 * (invoice, report, terms; app/server/pdf) carry no structure tags, and content others supply cannot
 * be made accessible by us. With OPERATOR_MICRO_ENTERPRISE the BFSG's requirements do not apply to the
 * operator's services (§ 3 Abs. 3 BFSG); the page says so and still describes what is done.
 */
export function barrierefreiheitPage(p: LegalProvider): LegalPage {
  const settings = legalSettings(p);
  const micro = settings.microEnterprise;
  const site = settings.siteUrl;
  return {
    slug: 'barrierefreiheit',
    seo: {
      title: 'Erklärung zur Barrierefreiheit von Echtcheck',
      description:
        'Wie barrierefrei Echtcheck ist: WCAG 2.1 AA und EN 301 549, wie wir prüfen, bekannte Einschränkungen, Kontakt bei Barrieren und Marktüberwachung.',
      keywords: ['Barrierefreiheit', 'Erklärung zur Barrierefreiheit', 'BFSG', 'WCAG 2.1', 'EN 301 549', 'Echtcheck'],
    },
    title: 'Erklärung zur Barrierefreiheit',
    intro: `Alle Menschen sollen unsere Website und die Buchung eines Profil-Checks ohne Hürden nutzen können. Hier beschreiben wir, wie barrierefrei unser Angebot ist, wie wir das prüfen, wo es noch Grenzen hat und wie Sie uns Barrieren melden. Stand: ${ACCESSIBILITY_STATEMENT_DATE}.`,
    sections: [
      {
        id: 'geltungsbereich',
        heading: 'Für welches Angebot diese Erklärung gilt',
        paragraphs: [
          `Diese Erklärung gilt für Echtcheck, unseren Dienst, mit dem Sie eine Person oder ein Online-Profil von unserem Team auf Betrug prüfen lassen: für die Website ${site} mit allen Informations- und Rechtsseiten, für die Buchung eines Profil-Checks (Checkout) mit ihren sechs Schritten, die Bestätigungsseite nach der Zahlung, das Formular „Vertrag widerrufen“ und Ihre persönliche Statusseite zu einem Auftrag, dazu für die Dokumente und E-Mails, die Sie von uns erhalten. Anbieter ist ${p.companyName}, ${postalAddress(p)}.`,
          `Die Zahlungsseite gehört zum Ablauf, stammt aber nicht von uns: Bezahlt wird auf einer Seite, die unser Zahlungsanbieter ${p.paymentProvider} bereitstellt und gestaltet; was wir darüber wissen und was wir nicht beeinflussen können, steht unter „Bekannte Einschränkungen“.`,
        ],
      },
      {
        id: 'stand',
        heading: 'Stand der Vereinbarkeit',
        paragraphs: [
          micro
            ? 'Wir sind ein Kleinstunternehmen: Wir beschäftigen weniger als zehn Personen, und unser Jahresumsatz oder unsere Jahresbilanzsumme beträgt höchstens 2 Millionen Euro. Für Kleinstunternehmen, die Dienstleistungen anbieten, gelten die Barrierefreiheitsanforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) nicht (§ 3 Abs. 3 BFSG). Wir richten unsere Website trotzdem an denselben Maßstäben aus: an der europäischen Norm EN 301 549 und damit an den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA.'
            : 'Als Anbieter einer Dienstleistung im elektronischen Geschäftsverkehr unterliegen wir dem Barrierefreiheitsstärkungsgesetz (BFSG). Maßstab für unsere Website ist die europäische Norm EN 301 549 und damit die Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA.',
          'Unsere Webseiten erfüllen diese Anforderungen nach unserer eigenen Prüfung (unten). Insgesamt ist unser Angebot aber nur teilweise vereinbar, weil die PDF-Dokumente, die wir Ihnen schicken, noch nicht barrierefrei sind (siehe „Bekannte Einschränkungen“). Eine Prüfung durch eine unabhängige Prüfstelle hat bisher nicht stattgefunden.',
        ],
      },
      {
        id: 'pruefung',
        heading: 'Wie wir prüfen',
        paragraphs: [
          '- Automatisch: Unsere Tests öffnen jede Seitenvorlage in einem echten Browser – Startseite, Leistungs-, Ratgeber- und Rechtsseiten, die Buchung mit ihren Schritten, die Bestätigungsseite, die Statusseite und das Widerrufsformular – und prüfen sie mit dem Prüfwerkzeug axe auf Verstöße gegen die WCAG 2.1 der Stufen A und AA. Findet axe einen Verstoß, schlägt der Test fehl.\n- Mit der Tastatur: Die Buchung und die übrigen Seiten lassen sich ohne Maus bedienen; der Fokus ist sichtbar, und eine Sprungmarke führt direkt zum Inhalt.\n- Auf kleinen Bildschirmen: Wir prüfen die Seiten in einer Breite von 390 Pixeln, wie sie viele Smartphones haben; Inhalte passen sich an, ohne dass Sie waagerecht scrollen müssen.\n- Im Aufbau: Die Seiten nutzen Überschriften, Listen, Bereiche und beschriftete Formularfelder, die Screenreader erkennen, und die Sprache der Seite ist als Deutsch ausgezeichnet.',
          'Automatische Prüfungen finden nur einen Teil möglicher Barrieren. Mit Screenreadern haben wir unsere Seiten bisher nicht systematisch getestet; Hinweise dazu nehmen wir besonders gern entgegen.',
        ],
      },
      {
        id: 'einschraenkungen',
        heading: 'Bekannte Einschränkungen',
        paragraphs: [
          '- PDF-Dokumente: Den Ergebnisbericht und die Beweismappe erzeugen wir als PDF mit Strukturauszeichnung (Tags): Screenreader erkennen Überschriften, Listen, Tabellen und die Beschreibungen der Bildschirmfotos. Den Standard PDF/UA erfüllen beide nicht vollständig, weil sie die Schriften nicht einbetten und Links nicht mit ihrer Auszeichnung verknüpfen. Die Rechnung und die AGB mit Widerrufsbelehrung erzeugen wir als PDF ohne Strukturauszeichnung; Screenreader lesen den Text vor, erkennen aber Überschriften und Tabellen nicht als solche. AGB und Widerrufsbelehrung finden Sie auch als Webseiten unter [AGB](/agb) und [Widerrufsbelehrung](/widerruf). Können Sie den Ergebnisbericht, die Beweismappe oder die Rechnung nicht lesen, schreiben Sie uns; wir schicken Ihnen den Inhalt als Text in einer E-Mail.\n- Inhalte anderer: Dateien, die Sie uns in der Buchung hochladen, und Inhalte fremder Profile, die wir im Ergebnisbericht zitieren, können wir nicht barrierefrei machen.\n- Zahlungsseite: Zum Bezahlen leiten wir Sie im selben Browserfenster auf die Zahlungsseite unseres Zahlungsanbieters weiter; je nach Zahlungsart geht es von dort zu PayPal oder Klarna. Was wir wissen: Die Seite erscheint auf Deutsch, nennt Leistung und Preis und führt Sie nach der Zahlung zu unserer Bestätigungsseite, nach einem Abbruch zurück zur Buchung. Was außerhalb unseres Einflusses liegt: Aufbau, Bedienung und Barrierefreiheit der Zahlungsseite und der Seiten von PayPal und Klarna bestimmen diese Anbieter; unsere Tests prüfen diese Seiten nicht, und wir können an ihnen nichts ändern. Kommen Sie dort nicht weiter, schreiben Sie uns oder rufen Sie uns an (unten); wir suchen mit Ihnen einen Weg.',
        ],
      },
      {
        id: 'kontakt',
        heading: 'Barrieren melden',
        paragraphs: [
          `Stoßen Sie auf eine Barriere oder brauchen Sie Inhalte in anderer Form? Schreiben Sie uns an ${mailLink(p)} oder rufen Sie uns an unter ${phoneLink(p.phone)}. Nennen Sie bitte die Seite oder das Dokument und beschreiben Sie kurz, was nicht funktioniert. Wir antworten Ihnen so schnell wie möglich und suchen mit Ihnen eine Lösung.`,
        ],
      },
      {
        id: 'marktueberwachung',
        heading: 'Zuständige Marktüberwachungsbehörde',
        paragraphs: [
          `Über die Einhaltung des BFSG wacht die ${ACCESSIBILITY_AUTHORITY} mit Sitz in Magdeburg, eine gemeinsame Behörde der Bundesländer.`,
          micro
            ? 'Weil die Anforderungen des BFSG für uns als Kleinstunternehmen nicht gelten, wenden Sie sich mit Barrieren auf unserer Website bitte zuerst an uns (oben). Die Behörde kann prüfen, ob ein Anbieter tatsächlich ein Kleinstunternehmen ist.'
            : 'Meinen Sie, dass unser Angebot die Anforderungen des BFSG nicht erfüllt und Sie es deshalb nicht oder nur eingeschränkt nutzen können, können Sie bei der Behörde beantragen, dass sie ein Verfahren gegen uns einleitet (§ 32 BFSG). Damit können Sie auch einen anerkannten Verband beauftragen. Am schnellsten hilft meist eine Nachricht an uns (oben).',
        ],
      },
    ],
  };
}
