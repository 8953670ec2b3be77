// The consent texts of the checkout with their versions, the cookie banner's texts and the browser storage notes.
import type { ConsentText, ProviderInfo } from '../types.ts';

/**
 * The checkbox texts with the versions that are stored with each order. The terms and the privacy
 * notice carry their configured dates (TERMS_VERSION, PRIVACY_VERSION): the same "Stand: …" their
 * pages show, one source. The other texts live only here and carry their own dates.
 */
export function consentTextsFor(p: Pick<ProviderInfo, 'termsVersion' | 'privacyVersion'>): readonly ConsentText[] {
  return [
    {
      kind: 'berechtigtes-interesse',
      label:
        'Ich bestätige, dass ich ein berechtigtes Interesse an der Prüfung dieser Person habe, die [Checkliste zum berechtigten Interesse](/berechtigtes-interesse) gelesen habe und die Prüfung für keinen der dort genannten unzulässigen Zwecke nutze.',
      version: '01.11.2026',
    },
    {
      kind: 'agb',
      label: 'Ich habe die [AGB](/agb) gelesen und akzeptiere sie.',
      version: p.termsVersion,
    },
    {
      kind: 'datenschutz',
      label: 'Ich habe die [Datenschutzerklärung](/datenschutz) gelesen.',
      version: p.privacyVersion,
    },
    {
      kind: 'age-18',
      label: 'Ich bin mindestens 18 Jahre alt.',
      version: '01.11.2026',
    },
    {
      kind: 'early-start',
      label:
        'Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Prüfung beginnen. Mir ist bekannt, dass mein Widerrufsrecht erlischt, sobald die Prüfung vollständig erbracht ist, und dass ich bei einem Widerruf nach Beginn der Prüfung Wertersatz für den bereits erbrachten Teil leisten muss ([Widerrufsbelehrung](/widerruf)).',
      version: '01.11.2026',
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Cookie banner
// ---------------------------------------------------------------------------------------------

/** The texts of the cookie banner (app/components/cookie-banner.tsx). */
export interface CookieBannerText {
  title: string;
  text: string;
  privacyLink: string;
  necessaryLabel: string;
  necessaryDescription: string;
  analyticsLabel: string;
  analyticsDescription: string;
  marketingLabel: string;
  marketingDescription: string;
  acceptAll: string;
  rejectAll: string;
  customize: string;
  save: string;
  close: string;
}

/**
 * The banner's texts. It is shown only with GA_MEASUREMENT_ID (issue 27 point 3): the "Statistik"
 * and "Marketing" choices concern Google Analytics and its ad signals only (the first-party
 * statistics need no consent). Short, because the banner may cover at most 30 % of a phone's screen;
 * the details are on the privacy page, linked from the banner.
 */
export const cookieBannerText: CookieBannerText = {
  title: 'Cookies für Google Analytics',
  text: 'Mit Ihrer Zustimmung nutzen wir Google Analytics für Statistik und Werbesignale. Google setzt Cookies; Daten können in die USA gelangen. Widerruf jederzeit unter „Cookie-Einstellungen“ am Seitenende.',
  privacyLink: '[Datenschutzerklärung](/datenschutz#analyse)',
  necessaryLabel: 'Notwendig',
  necessaryDescription:
    'Speichert Ihre Auswahl in Ihrem Browser und Ihre Eingaben im Bestellformular bis zur Bestellung. Immer aktiv.',
  analyticsLabel: 'Statistik (Google Analytics)',
  analyticsDescription:
    'Zeigt uns mit Google Analytics, wie unsere Seiten genutzt werden. Google setzt dafür Cookies, und Daten können an Google in den USA übermittelt werden.',
  marketingLabel: 'Marketing',
  marketingDescription:
    'Erlaubt Google, die Daten aus Google Analytics für Werbezwecke zu nutzen, etwa um Anzeigen zu messen. Wirkt nur zusammen mit „Statistik“.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  customize: 'Einstellungen anpassen',
  save: 'Auswahl speichern',
  close: 'Schließen',
};

/**
 * The cookie that leads the browser that placed an order from the success page to its status page
 * (ORDER_BROWSER_COOKIE and ORDER_BROWSER_SECONDS in app/server/customer/order-browser.server.ts; the
 * legal texts run in the browser bundle and cannot import it, legal.test.ts compares them).
 */
export const ORDER_BROWSER_COOKIE_NAME = 'echtcheck-auftrag';
export const ORDER_BROWSER_HOURS = 2;

/**
 * What the footer's "Cookie-Einstellungen" shows when no service needs consent (no
 * GA_MEASUREMENT_ID): why there is no banner and what the site stores, in the privacy page's words
 * (section 2).
 */
export const cookieInfoText = {
  title: 'Cookie-Einstellungen',
  paragraphs: [
    'Auf unseren Seiten läuft kein Dienst, der Ihre Einwilligung in Cookies oder ähnliche Speicherungen braucht – weder Google Analytics noch ein anderer Analyse- oder Werbedienst. Deshalb zeigen wir kein Cookie-Banner, und es gibt hier nichts einzustellen.',
    `In Ihrem Browser speichern wir nur, was für die Nutzung unbedingt erforderlich ist: angefangene Eingaben im Bestellformular im Sitzungsspeicher (Session Storage), bis Sie bestellen oder den Tab schließen, und nach einer Bestellung für ${ORDER_BROWSER_HOURS} Stunden das Cookie „${ORDER_BROWSER_COOKIE_NAME}“, mit dem dieser Browser von der Bestätigungsseite zu Ihrer Statusseite gelangt. Unsere eigene Besucherstatistik kommt ohne Cookies aus und speichert nichts auf Ihrem Gerät.`,
    'Mehr dazu in unserer [Datenschutzerklärung](/datenschutz#datenerfassung).',
  ],
  close: 'Schließen',
} as const;

// ---------------------------------------------------------------------------------------------
// Erklärung zur Barrierefreiheit (BFSG; issue 27 point 8)
// ---------------------------------------------------------------------------------------------
