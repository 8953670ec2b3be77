import { CONFIRMED_FINGERPRINT_YEARS } from '#app/lib/findings.ts';
import { CONFIRMED_IDENTIFIER_YEARS } from '#app/lib/identifiers.ts';
import {
  DEFAULT_ANALYTICS_RETENTION_MONTHS,
  DEFAULT_IMAGE_SEARCH_SERVICES,
  DEFAULT_LOG_RETENTION_DAYS,
  type ImageSearchService,
  type LegalSettings,
} from '#app/lib/legal-settings.ts';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethod, paymentMethodsText } from '#app/lib/payment-methods.ts';
import { hitDefinition, noHitsDefinition, noHitsGuarantee, noHitsLimits } from './result-terms.ts';
import { CASE_DATA_DAYS } from './retention.ts';
import type { ConsentText, LegalPage, LegalSection, ProviderInfo } from './types.ts';

// German legal pages (spec §2 "Legal pages"; docs/product.md §12, differences 6, 8–12; decision record 014).
// Unlike the other content files these are functions: the operator data (imprint, addresses,
// providers, version dates) comes from configuration as ProviderInfo, never from this file.
// Texts are general wording for the operator's lawyer to review; they are not legal advice.

/** "Musterstraße 1, 10115 Berlin, Deutschland" */
function postalAddress(p: ProviderInfo): string {
  return `${p.street}, ${p.postalCode} ${p.city}, ${p.country}`;
}

/** Markdown-style mail link the legal template turns into a mailto: link. */
function mailLink(p: ProviderInfo): string {
  return `[${p.email}](mailto:${p.email})`;
}

/** Markdown-style phone link; the tel: target keeps only digits and a leading plus. */
function phoneLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `[${phone}](tel:${digits})`;
}

/**
 * The provider data as providerInfo() (app/server/config/operator.server.ts) builds it: ProviderInfo
 * plus the operator settings the legal texts describe. Missing settings read as their defaults.
 */
export type LegalProvider = ProviderInfo & Partial<LegalSettings> & { dataProtectionOfficer?: DataProtectionOfficer };

/**
 * The data protection officer (DPO_NAME, DPO_EMAIL, DPO_ADDRESS; Art. 13 Abs. 1 lit. b DSGVO). A public
 * site cannot start without name and e-mail (app/server/config/operator.server.ts); `address` empty:
 * the operator's address, marked for the officer.
 */
export interface DataProtectionOfficer {
  name: string;
  email: string;
  address: string;
}

/** The officer as configured, or the operator's data-protection mailbox when a caller passes none (tests). */
function dataProtectionOfficer(p: LegalProvider): DataProtectionOfficer {
  return (
    p.dataProtectionOfficer ?? {
      name: 'Datenschutzbeauftragte oder Datenschutzbeauftragter',
      email: p.email,
      address: '',
    }
  );
}

/** How to reach the officer, e.g. "Dr. Jana Roth, E-Mail: [dsb@…](mailto:dsb@…), Post: …". */
function dataProtectionOfficerContact(p: LegalProvider): string {
  const dpo = dataProtectionOfficer(p);
  const post =
    dpo.address.trim() !== ''
      ? dpo.address.trim()
      : `${p.companyName}, z. Hd. der oder des Datenschutzbeauftragten, ${postalAddress(p)}`;
  return `${dpo.name}, E-Mail: [${dpo.email}](mailto:${dpo.email}), Post: ${post}`;
}

function legalSettings(p: LegalProvider): LegalSettings {
  return {
    siteUrl: p.siteUrl ?? '',
    imageSearchServices:
      p.imageSearchServices && p.imageSearchServices.length > 0 ? p.imageSearchServices : DEFAULT_IMAGE_SEARCH_SERVICES,
    logRetentionDays: p.logRetentionDays ?? DEFAULT_LOG_RETENTION_DAYS,
    analyticsRetentionMonths: p.analyticsRetentionMonths ?? DEFAULT_ANALYTICS_RETENTION_MONTHS,
    googleAnalytics: p.googleAnalytics ?? false,
    microEnterprise: p.microEnterprise ?? false,
    paymentMethods: p.paymentMethods && p.paymentMethods.length > 0 ? p.paymentMethods : DEFAULT_PAYMENT_METHODS,
  };
}

/** "1 Monat", "14 Monate" (as in "Statistikdaten: 14 Monate"). */
function monthsNominative(months: number): string {
  return months === 1 ? '1 Monat' : `${months} Monate`;
}

/** "1 Monat", "14 Monaten" (as in "nach 14 Monaten"). */
function monthsDative(months: number): string {
  return months === 1 ? '1 Monat' : `${months} Monaten`;
}

// The accepted payment methods (§ 312j Abs. 1 BGB: named from the start of the checkout), as the
// checkout, the terms and the privacy page say them: the configured PAYMENT_METHODS, e.g.
// "Kredit- oder Debitkarte (auch mit Apple Pay und Google Pay), PayPal oder Klarna".

/** The checkout's line about payment (shown from step 1 on), for the configured methods. */
export function paymentMethodsNote(p: Pick<LegalProvider, 'paymentMethods'>): string {
  const methods = p.paymentMethods && p.paymentMethods.length > 0 ? p.paymentMethods : DEFAULT_PAYMENT_METHODS;
  return `Zahlungsarten: ${paymentMethodsText(methods)} über unseren Zahlungsdienstleister Stripe. Sie bezahlen im letzten Schritt, bevor wir mit der Prüfung beginnen; einen Gutscheincode aus unserer Garantie lösen Sie ebenfalls dort ein.`;
}

/**
 * Where PayPal and Klarna are established (privacy page, section 6). The "à" of PayPal's legal form
 * is outside the preloaded font subset: the privacy page loads the full Latin face for it (decision
 * record 009; allowed for this page in tests/site/built-pages.test.ts).
 */
const PAYPAL_ADDRESS = 'PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxemburg';
const KLARNA_ADDRESS = 'Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm, Schweden';

/** Google's entity for users in the EU, wherever Google is named as a party (Lens, Pay, Analytics). */
export const GOOGLE_IRELAND = 'Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland';

/** "; je nach Zahlungsart außerdem PayPal oder Klarna (Abschnitt 6)" for the privacy page's overview. */
function walletNote(methods: readonly PaymentMethod[]): string {
  const others = [...(methods.includes('paypal') ? ['PayPal'] : []), ...(methods.includes('klarna') ? ['Klarna'] : [])];
  return others.length === 0 ? '' : `, je nach Zahlungsart außerdem ${others.join(' oder ')} (Abschnitt 6)`;
}

/**
 * Section 6 of the privacy page: the payment provider, and for each configured method who else
 * receives data, what, and on which basis. Only the configured methods are named.
 */
function paymentSection(p: LegalProvider, settings: LegalSettings): LegalSection {
  const methods = settings.paymentMethods;
  const atStripe = [
    ...(methods.includes('card') ? ['Kartendaten'] : []),
    ...(methods.includes('sepa_debit') ? ['IBAN'] : []),
  ];
  const elsewhere = [
    ...(methods.includes('paypal') ? ['PayPal'] : []),
    ...(methods.includes('klarna') ? ['Klarna'] : []),
  ];
  const atOthers =
    elsewhere.length === 0
      ? ''
      : `Ihre Anmelde- und Zahlungsdaten für ${elsewhere.join(' oder ')} nur bei ${elsewhere.length > 1 ? 'diesen Anbietern' : elsewhere[0]}`;
  const entered =
    atStripe.length > 0
      ? `Ihre ${atStripe.join(' und ')} geben Sie nur auf der Zahlungsseite unseres Zahlungsanbieters ein${atOthers ? `, ${atOthers}` : ''}`
      : `${atOthers.replace(' nur bei', ' geben Sie nur bei')} ein`;
  const paragraphs: string[] = [
    `Sie bezahlen per ${paymentMethodsText(methods)} über ${p.paymentProvider}, bevor wir mit der Arbeit beginnen. ${entered}; wir sehen und speichern sie nicht. Lösen Sie einen Gutscheincode aus unserer Garantie ein, fällt keine Zahlung an, und wir leiten Sie nicht zur Zahlungsseite weiter.`,
    `Wir übermitteln ${p.paymentProvider} den Betrag, die Leistung mit unserer Auftragsnummer und Ihre E-Mail-Adresse. Zurück erhalten wir den Zahlungsstatus, die Zahlungsart und eine Zahlungskennung, mit der wir die Zahlung Ihrem Auftrag zuordnen. Widerrufen Sie den Vertrag, erstatten wir über ${p.paymentProvider}: Dafür übermitteln wir die Zahlungskennung, den Betrag und die Kennung Ihres Auftrags. Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO), für die Buchhaltung die gesetzliche Aufbewahrungspflicht (lit. c). Ergänzend gelten die Datenschutzhinweise von ${p.paymentProvider}.`,
  ];
  if (methods.includes('card')) {
    paragraphs.push(
      `Apple Pay und Google Pay: Ob Ihnen die Zahlungsseite eine dieser Wallets anbietet, hängt von Ihrem Gerät und Browser ab. Zahlen Sie damit, gibt die Wallet die Daten Ihrer dort hinterlegten Karte für diese Zahlung an unseren Zahlungsanbieter weiter. Apple (Apple Pay) beziehungsweise Google (Google Pay: ${GOOGLE_IRELAND}) verarbeiten dabei Daten zu Ihrer Zahlung als eigene Verantwortliche nach ihren Datenschutzhinweisen; von uns erhalten sie keine Daten.`,
    );
  }
  if (methods.includes('paypal')) {
    paragraphs.push(
      `PayPal: Wählen Sie PayPal, leitet die Zahlungsseite Sie an PayPal weiter: ${PAYPAL_ADDRESS}. Dort melden Sie sich an und geben die Zahlung frei. PayPal erhält dafür den Betrag, die Leistung mit unserer Auftragsnummer und die Angaben, die für die Zahlung nötig sind. Für seinen Dienst, einschließlich der Abwicklung Ihres PayPal-Kontos, ist PayPal selbst Verantwortlicher; es gelten die Datenschutzhinweise von PayPal. Rechtsgrundlage der Übermittlung ist Art. 6 Abs. 1 lit. b DSGVO.`,
    );
  }
  if (methods.includes('klarna')) {
    paragraphs.push(
      `Klarna: Wählen Sie Klarna, leitet die Zahlungsseite Sie an Klarna weiter: ${KLARNA_ADDRESS}. Klarna erhält dafür den Betrag, die Leistung mit unserer Auftragsnummer und die Angaben, die für die Zahlung nötig sind, dazu die Angaben, die Sie bei Klarna selbst machen. Für seinen Dienst ist Klarna selbst Verantwortlicher; es gelten die Datenschutzhinweise von Klarna. Rechtsgrundlage der Übermittlung ist Art. 6 Abs. 1 lit. b DSGVO.`,
      'Wählen Sie bei Klarna den Kauf auf Rechnung oder in Raten, prüft Klarna vorher Ihre Identität und Ihre Kreditwürdigkeit und kann dafür Auskünfte bei Auskunfteien einholen. Ob Klarna Ihnen diese Zahlungsarten anbietet, entscheidet Klarna, nicht wir; das Ergebnis der Prüfung erfahren wir nicht. Rechtsgrundlage dieser Prüfung ist bei Klarna die Durchführung des Vertrags mit Ihnen und das berechtigte Interesse an der Vermeidung von Zahlungsausfällen (Art. 6 Abs. 1 lit. b und f DSGVO).',
    );
  }
  if (methods.includes('sepa_debit')) {
    paragraphs.push(
      `SEPA-Lastschrift: Ihren Namen, Ihre E-Mail-Adresse und Ihre IBAN geben Sie mit dem Lastschriftmandat auf der Zahlungsseite unseres Zahlungsanbieters ein. Er zieht den Betrag über Ihre Bank ein und meldet uns, ob die Lastschrift eingelöst oder zurückgegeben wurde. Ihre IBAN speichern wir nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.`,
    );
  }
  return { id: 'zahlungsanbieter', heading: '6. Zahlungsanbieter', paragraphs };
}

/** AGB § 9: what applies to the configured methods beyond the price (Klarna, SEPA-Lastschrift). */
function paymentTermsFor(methods: readonly PaymentMethod[]): string[] {
  const terms: string[] = [];
  if (methods.includes('klarna')) {
    terms.push(
      `Klarna: Zahlen Sie über Klarna auf Rechnung oder in Raten, schließen Sie darüber einen eigenen Vertrag mit ${KLARNA_ADDRESS}. Dafür gelten die Bedingungen von Klarna; Klarna prüft vorher Ihre Identität und Kreditwürdigkeit und entscheidet, ob es Ihnen diese Zahlungsart anbietet. Den Betrag zahlen Sie dann an Klarna. Unser Vertrag über die Prüfung und Ihre Rechte daraus, etwa Ihr Widerrufsrecht, bleiben davon unberührt.`,
    );
  }
  if (methods.includes('sepa_debit')) {
    terms.push(
      'SEPA-Lastschrift: Das Lastschriftmandat erteilen Sie auf der Zahlungsseite unseres Zahlungsanbieters. Wir ziehen den Preis einmalig ein. Betrag und Einzug kündigen wir Ihnen dort mit dem Mandat an (Vorabankündigung, Pre-Notification); die Frist für diese Ankündigung verkürzen wir auf einen Tag vor der Belastung. Bestätigt ist die Zahlung, sobald Ihre Bank die Lastschrift eingelöst hat, in der Regel innerhalb weniger Bankarbeitstage; bis dahin zeigt Ihre Statusseite „Zahlung in Prüfung“, und wir beginnen noch nicht mit der Arbeit.',
      'Wird die Lastschrift nicht eingelöst oder zurückgegeben, informieren wir Sie per E-Mail und bitten Sie, auf einem anderen Weg zu bezahlen.',
    );
  }
  return terms;
}

const imageSearchNameOf: Record<ImageSearchService, string> = {
  'google-lens': 'Google Lens',
  bing: 'Bing',
  tineye: 'TinEye',
  yandex: 'Yandex',
};

/** Who receives the photos and on which basis they leave the EU (privacy page, section 4). */
const imageSearchRecipients: Record<ImageSearchService, string> = {
  'google-lens': `Google Lens: ${GOOGLE_IRELAND}. Dabei können Daten an Google LLC in den USA übermittelt werden. Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für zertifizierte Unternehmen hat die EU-Kommission ein angemessenes Datenschutzniveau festgestellt (Art. 45 DSGVO).`,
  bing: 'Bing: Microsoft Corporation, USA. Auch Microsoft ist nach dem EU-US Data Privacy Framework zertifiziert (Art. 45 DSGVO).',
  tineye:
    'TinEye: Idée Inc., Kanada. Für Kanada hat die EU-Kommission einen Angemessenheitsbeschluss erlassen (Art. 45 DSGVO).',
  yandex:
    'Yandex: Russland. Für Russland gibt es weder einen Angemessenheitsbeschluss noch geeignete Garantien. Fotos laden wir dort nur hoch, wenn Sie vorher ausdrücklich eingewilligt haben, nachdem wir Sie auf diese Risiken hingewiesen haben (Art. 49 Abs. 1 lit. a DSGVO); ohne Ihre Einwilligung nutzen wir Yandex nicht.',
};

/** "Google Lens, Bing, TinEye" */
function imageSearchNames(services: readonly ImageSearchService[]): string {
  return services.map((service) => imageSearchNameOf[service]).join(', ');
}

/**
 * What the reverse image search does, in the one wording the site uses (pages, terms, mails), naming
 * the services the operator has configured.
 */
export function imageSearchText(p: LegalProvider): string {
  return `Mit öffentlichen Bildrückwärtssuchen (${imageSearchNames(legalSettings(p).imageSearchServices)}) suchen wir nach identischen Kopien der Fotos und nach bearbeiteten Fassungen davon, etwa zugeschnitten, gespiegelt oder farblich verändert. Eine Gesichtserkennung setzen wir nicht ein.`;
}

/**
 * What the privacy notice says about criminal offences (Art. 10 DSGVO; issue 37 point 3), and what the
 * evidence pack's drafts (app/content/evidence-letters.ts) keep to: observations in the report, the
 * complaint the customer's own draft of a suspicion, no finding that a crime was committed. legal.test.ts
 * holds the two together.
 */
export const criminalOffencesText =
  'Angaben über Straftaten (Art. 10 DSGVO): Wir fragen keine Register ab, erheben keine Vorstrafen und stellen weder im Ergebnisbericht noch in der Beweismappe fest, dass die geprüfte Person eine Straftat begangen hat; das zu beurteilen ist Sache von Polizei, Staatsanwaltschaft und Gerichten. Der Ergebnisbericht hält beobachtbare Tatsachen fest – was wir wo und wann gefunden haben, etwa dasselbe Foto unter anderem Namen oder eine öffentliche Warnung vor einer Masche, jeweils mit Adresse, Funddatum und Bildschirmfoto – und unsere Einschätzung, ob das Profil wahrscheinlich echt oder wahrscheinlich gefälscht ist oder ob das unklar bleibt. Die Beweismappe enthält dazu Entwürfe für Ihre eigenen Schreiben an Polizei, Plattform und Bank. Der Entwurf einer Strafanzeige ist Ihr Entwurf: Sie ergänzen ihn mit dem, was Sie selbst erlebt haben, und entscheiden selbst, ob Sie ihn einreichen; er spricht von einem Verdacht, nicht von einer festgestellten Tat.';

/**
 * When we decline an order (the status "declined", app/server/decline/; the reasons of
 * app/lib/decline-reasons.ts), for the privacy notice; the terms (§ 6) say the same in their words.
 */
const declineText =
  'Vor Beginn und während der Bearbeitung prüfen wir, ob Anlass und Angaben zusammenpassen; überwiegt das Interesse der Person, lehnen wir den Auftrag ab. Das tun wir insbesondere, wenn kein berechtigtes Interesse erkennbar ist, wenn wir nicht ausschließen können, dass die Prüfung einer Nachstellung dient, wenn die zu prüfende Person minderjährig ist oder wenn sie eine Person des öffentlichen Lebens ist und es keinen konkreten Anlass gibt.';

/** What the customer gets back after a decline (app/server/decline/: full refund with a cancellation invoice, or the voucher again). */
const declineRefundText =
  'Sie erhalten den vollen Preis auf dem Weg zurück, auf dem Sie bezahlt haben, und dazu eine Stornorechnung; haben Sie mit einem Gutscheincode aus unserer Garantie bezahlt, gilt der Gutschein wieder.';

/** The address of the online withdrawal function (§ 356a BGB), e.g. https://echtcheck.de/vertrag-widerrufen. */
export function withdrawalAddress(p: LegalProvider): string {
  return `${legalSettings(p).siteUrl}/vertrag-widerrufen`;
}

/** A text only when the configured value is not empty (e.g. no register entry for a sole trader). */
function whenSet(value: string, text: string): readonly string[] {
  return value.trim() === '' ? [] : [text];
}

// ---------------------------------------------------------------------------------------------
// Impressum
// ---------------------------------------------------------------------------------------------

export function impressumPage(p: ProviderInfo): LegalPage {
  const registerLines = [
    ...whenSet(p.register, `Registereintrag: ${p.register}`),
    ...whenSet(p.vatId, `Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${p.vatId}`),
  ];
  return {
    slug: 'impressum',
    seo: {
      title: 'Impressum – Anbieterangaben von Echtcheck',
      description:
        'Impressum von Echtcheck nach § 5 DDG: Anschrift, Vertretung, Kontakt per E-Mail und Telefon, Registereintrag, Umsatzsteuer-ID und Verantwortlicher nach MStV.',
      keywords: ['Impressum', 'Anbieterkennzeichnung', '§ 5 DDG', 'Echtcheck Kontakt', 'Verantwortlicher MStV'],
    },
    title: 'Impressum',
    intro: `Hier finden Sie die gesetzlich vorgeschriebenen Angaben zum Anbieter von Echtcheck und die Wege, auf denen Sie uns schnell erreichen.`,
    sections: [
      {
        id: 'anbieter',
        heading: 'Angaben gemäß § 5 DDG',
        paragraphs: [`${p.companyName}, ${postalAddress(p)}`, `Vertreten durch: ${p.representative}`],
      },
      {
        id: 'kontakt',
        heading: 'Kontakt',
        paragraphs: [
          `- E-Mail: ${mailLink(p)}\n- Telefon: ${phoneLink(p.phone)}`,
          'Anfragen per E-Mail beantworten wir innerhalb von 24 Stunden. Für Fragen zu einem laufenden Auftrag nennen Sie bitte Ihre achtstellige Auftragsnummer aus der Bestätigungs-E-Mail.',
        ],
      },
      // Left out entirely when neither a register entry nor a VAT id is configured.
      ...(registerLines.length === 0
        ? []
        : [{ id: 'register', heading: 'Registereintrag und Umsatzsteuer', paragraphs: registerLines }]),
      {
        id: 'verantwortlich',
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        paragraphs: [`${p.representative}, c/o ${p.companyName}, ${p.street}, ${p.postalCode} ${p.city}`],
      },
      {
        id: 'haftung',
        heading: 'Haftung für Inhalte und Links',
        paragraphs: [
          'Unsere Ratgebertexte erstellen wir sorgfältig und halten sie aktuell. Sie geben allgemeine Hinweise zum Schutz vor Betrug im Internet und ersetzen weder eine Rechtsberatung noch die Prüfung Ihres Einzelfalls. Stellen Sie einen Fehler fest, freuen wir uns über eine kurze Nachricht.',
          'Wo wir auf Seiten anderer Anbieter verweisen, sind allein diese für ihre Inhalte verantwortlich. Auf diese Inhalte haben wir keinen Einfluss. Erfahren wir, dass eine verlinkte Seite rechtswidrige Inhalte enthält, entfernen wir den Verweis.',
        ],
      },
      {
        id: 'streitbeilegung',
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          'An Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle nehmen wir nicht teil; dazu sind wir weder verpflichtet noch bereit (§ 36 VSBG).',
          `Die Online-Streitbeilegungsplattform der EU wurde am 20. Juli 2025 eingestellt, daher verweisen wir nicht mehr auf sie. Haben Sie ein Anliegen oder eine Beschwerde, schreiben Sie uns direkt an ${mailLink(p)} – wir suchen gern gemeinsam mit Ihnen eine Lösung.`,
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Datenschutzerklärung (exactly eight sections, spec §2)
// ---------------------------------------------------------------------------------------------

export function datenschutzPage(p: LegalProvider): LegalPage {
  const settings = legalSettings(p);
  const services = settings.imageSearchServices;
  const ga = settings.googleAnalytics;
  return {
    slug: 'datenschutz',
    seo: {
      title: 'Datenschutzerklärung von Echtcheck',
      description:
        'Wie Echtcheck personenbezogene Daten verarbeitet: Hosting in Deutschland, Aufträge, Bildrückwärtssuche, Daten der geprüften Person, Fristen und Ihre Rechte.',
      keywords: [
        'Datenschutzerklärung',
        'DSGVO',
        'Datenschutz Echtcheck',
        'Speicherdauer',
        'Bildrückwärtssuche',
        'Betroffenenrechte',
      ],
    },
    title: 'Datenschutzerklärung',
    intro: `Wir erklären Ihnen hier nach Art. 13 und 14 DSGVO, welche personenbezogenen Daten wir beim Besuch unserer Website und bei einem Auftrag verarbeiten, wozu und wie lange. Stand: ${p.privacyVersion}.`,
    sections: [
      {
        id: 'ueberblick',
        heading: '1. Überblick',
        paragraphs: [
          `Verantwortlicher im Sinne der DSGVO ist ${p.companyName}, vertreten durch ${p.representative}, ${postalAddress(p)}. Per E-Mail erreichen Sie uns unter ${mailLink(p)}, telefonisch unter ${phoneLink(p.phone)}.`,
          `Unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten erreichen Sie so: ${dataProtectionOfficerContact(p)}.`,
          `Diese Erklärung behandelt:\n- den Aufruf unserer Seiten, unsere Server-Protokolle und die Speicherungen in Ihrem Browser\n- das Hosting unserer Website und Ihrer Daten\n- die Buchung und Bearbeitung eines Profil-Checks, einschließlich der Daten der zu prüfenden Person, der Bildrückwärtssuche und des Abgleichs mit anderen Aufträgen\n- wie lange wir welche Daten speichern\n- ${ga ? 'unsere eigene Besucherstatistik ohne Cookies und Google Analytics, das nur mit Ihrer Einwilligung läuft' : 'unsere eigene Besucherstatistik ohne Cookies'}\n- die Zahlung über unseren Zahlungsanbieter\n- Ihre Rechte und wie Sie uns erreichen`,
          `Empfänger Ihrer Daten sind die Dienstleister, die wir für den Betrieb brauchen: unser Hosting-Anbieter, unser E-Mail-Versanddienst und unser Zahlungsanbieter${walletNote(settings.paymentMethods)}. Mit dem Hosting-Anbieter und dem E-Mail-Versanddienst bestehen Verträge über Auftragsverarbeitung nach Art. 28 DSGVO. Fotos, die Sie uns für eine Prüfung überlassen, laden wir außerdem bei öffentlichen Bildrückwärtssuchen hoch (${imageSearchNames(services)}). Wer diese Dienste betreibt und auf welcher Grundlage Daten dabei in Staaten außerhalb der EU gelangen, lesen Sie in Abschnitt 4.${ga ? ' Haben Sie im Cookie-Banner zugestimmt, erhält außerdem Google (Google Ireland Limited) über Google Analytics Daten zu Ihrem Besuch (Abschnitt 5).' : ''}`,
        ],
      },
      {
        id: 'datenerfassung',
        heading: '2. Datenerfassung auf dieser Website',
        paragraphs: [
          `Bei jedem Seitenaufruf übermittelt Ihr Browser technische Angaben an unseren Server, darunter Ihre IP-Adresse und Ihre Browserkennung. Die IP-Adresse braucht der Server, um Ihnen die Seite zu schicken. In seinen Protokollen (Server-Logdateien) hält er je Aufruf nur Zeitpunkt, Art der Anfrage, aufgerufene Adresse, Statuscode, Dauer und eine zufällige Anfragekennung fest – weder Ihre IP-Adresse noch Ihre Browserkennung. Die Protokolle brauchen wir, um Fehler zu finden und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Wir löschen sie nach ${settings.logRetentionDays} Tagen.`,
          'Für unsere eigene Besucherstatistik nutzt der Server Ihre IP-Adresse außerdem im Moment des Aufrufs, um daraus einen Besuchercode zu berechnen und Ihr Land zu bestimmen. Die IP-Adresse selbst speichern wir dafür nicht (Abschnitt 5).',
          'Damit niemand unsere Formulare massenhaft missbraucht, zählen wir Dateiuploads, Widerrufe über das Online-Formular und Anmeldeversuche im Mitarbeiterbereich je Internetanschluss. Dafür speichern wir nicht die IP-Adresse selbst, sondern einen gekürzten Hashwert davon, und löschen diese Zähler spätestens 25 Stunden nach der letzten gezählten Anfrage (Art. 6 Abs. 1 lit. f DSGVO).',
          // Without Google Analytics there is no cookie banner (app/components/cookie-banner.tsx), so no choice is stored.
          `${ga ? 'Ihre Entscheidung im Cookie-Banner legen wir in Ihrem Browser unter dem Namen „cookie-consent“ ab, damit das Banner nicht bei jedem Aufruf erscheint; sie bleibt dort, bis Sie sie ändern oder Ihre Browserdaten löschen. ' : ''}Angefangene Eingaben im Bestellformular bewahren wir im Sitzungsspeicher (Session Storage) Ihres Browsers auf, bis Sie bestellen; schließen Sie den Tab, löscht der Browser sie. Schicken Sie eine Bestellung ab, legt unser Server für ${ORDER_BROWSER_HOURS} Stunden das Cookie „${ORDER_BROWSER_COOKIE_NAME}“ mit der Kennung Ihres Auftrags und dem Schlüssel Ihrer Statusseite in Ihrem Browser ab; damit gelangt nur dieser Browser von der Bestätigungsseite direkt zu Ihrer Statusseite. Diese Speicherungen sind für die von Ihnen gewünschte Nutzung unbedingt erforderlich und deshalb ohne Einwilligung zulässig (§ 25 Abs. 2 Nr. 2 TDDDG).`,
          `Unsere Besucherstatistik speichert nichts in Ihrem Browser: kein Cookie, nichts im lokalen Speicher (Local Storage) und nichts im Sitzungsspeicher. ${ga ? 'Cookies, die nicht unbedingt erforderlich sind, setzt nur Google Analytics, und zwar erst nach Ihrer Zustimmung im Cookie-Banner (Abschnitt 5).' : 'Weitere Cookies setzen wir ohne Ihre Zustimmung nicht.'} Schriften liefern wir von unserem eigenen Server aus; beim Seitenaufruf wird keine Verbindung zu Google Fonts hergestellt.`,
          'Schreiben Sie uns eine E-Mail oder rufen Sie an, verarbeiten wir Ihre Angaben, um Ihr Anliegen zu beantworten – bei Fragen zu einem Auftrag nach Art. 6 Abs. 1 lit. b DSGVO, sonst auf Grundlage unseres berechtigten Interesses an der Beantwortung (lit. f). Ist das Anliegen erledigt, löschen wir die Nachricht, soweit keine gesetzliche Aufbewahrungspflicht besteht.',
          'Nutzen Sie die Schaltfläche „Vertrag widerrufen“, verarbeiten wir Name, E-Mail-Adresse und, falls angegeben, die Auftragsnummer; ohne Auftragsnummer vergleichen wir Name und E-Mail-Adresse mit unseren Aufträgen, um den Widerruf zuzuordnen und Ihnen den Eingang mit Datum und Uhrzeit zu bestätigen (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 356a BGB).',
        ],
      },
      {
        id: 'hosting',
        heading: '3. Hosting in Deutschland',
        paragraphs: [
          `Unsere Website, die Datenbank und hochgeladene Dateien liegen auf Servern in Deutschland. Anbieter ist ${p.hostingProvider}.`,
          `${p.hostingProvider} verarbeitet die Daten ausschließlich nach unserer Weisung. Dazu haben wir einen Vertrag über Auftragsverarbeitung nach Art. 28 DSGVO geschlossen. Rechtsgrundlage für das Hosting ist unser berechtigtes Interesse an einem sicheren und zuverlässigen Betrieb (Art. 6 Abs. 1 lit. f DSGVO); soweit es um Aufträge geht, zusätzlich die Vertragserfüllung (lit. b).`,
        ],
      },
      {
        id: 'datenverarbeitung',
        heading: '4. Datenverarbeitung bei Aufträgen',
        paragraphs: [
          'Wenn Sie einen Profil-Check buchen, verarbeiten wir Ihren Vor- und Nachnamen, Ihre E-Mail-Adresse, auf Wunsch Ihre Telefonnummer, die gewählte Leistung, den Zahlungsstatus und Ihre Bestätigungen in der Buchung. Das ist für die Durchführung des Vertrags erforderlich (Art. 6 Abs. 1 lit. b DSGVO).',
          // Checkout step 4 (issue 38): orderedForOptions and paymentOptions in app/lib/checkout-rules.ts, app/lib/residence.ts.
          'Außerdem fragen wir in der Buchung:\n- für wen Sie prüfen: für sich selbst oder für eine Angehörige oder einen Angehörigen\n- in welchem Bundesland die Person wohnt, für die Sie prüfen (Sie selbst oder Ihre Angehörige oder Ihr Angehöriger), oder ob sie außerhalb Deutschlands wohnt\n- ob sie bereits Geld gezahlt hat und auf welchem Weg: per Überweisung, mit Kredit- oder Debitkarte, mit Gutscheinkarten, mit Kryptowährung oder auf anderem Weg',
          'Diese Angaben brauchen wir für Ihren Ergebnisbericht. Er richtet sich immer an Sie; prüfen Sie für eine Angehörige oder einen Angehörigen, spricht er von ihr oder ihm als betroffener Person und gibt Ihnen zusätzlich Hinweise für das Gespräch mit ihr oder ihm. Nach dem Bundesland richtet sich, welche Onlinewache der Polizei wir im Ergebnisbericht nennen, wenn wir zu einer Anzeige raten. Nach der Zahlung richten sich der erste Schritt, den wir Ihnen empfehlen – etwa sofort die Bank anzurufen oder die Karte sperren zu lassen –, welche Belege die Polizei braucht und ob die Beweismappe den Entwurf eines Schreibens an die Bank enthält. Rechtsgrundlage ist die Durchführung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO); soweit die Angaben Ihre Angehörige oder Ihren Angehörigen betreffen, zusätzlich das berechtigte Interesse, sie oder ihn vor Betrug zu schützen (Art. 6 Abs. 1 lit. f DSGVO). Wir speichern die Angaben mit den übrigen Auftragsdaten und löschen sie mit ihnen.',
          'Hochgeladene Dateien (JPG, PNG, PDF, TXT oder DOCX, jeweils höchstens 50 MB) speichern wir auf unseren Servern, ohne sie öffentlich zugänglich zu machen. Unsere Mitarbeitenden sehen Auftragsdaten und Dateien erst nach einer Anmeldung und öffnen Dateien nur über kurzzeitig gültige, signierte Links.',
          `Bestätigung, Rechnung und Ergebnis senden wir Ihnen per E-Mail; den Ergebnisbericht laden Sie auf Ihrer persönlichen Statusseite herunter, die Sie über den Link in der E-Mail erreichen. Für den Versand nutzen wir ${p.mailProvider} als Auftragsverarbeiter nach Art. 28 DSGVO.`,
        ],
        subsections: [
          {
            heading: 'Daten der zu prüfenden Person',
            paragraphs: [
              'Über die zu prüfende Person verarbeiten wir, was Sie uns in der Buchung angeben: den Namen, unter dem sie auftritt, die Plattformen und, soweit Sie sie nennen, Benutzername, Profil-Link, E-Mail-Adresse, Telefonnummer, Fotos und andere Dateien, Chatauszüge und Ihre Schilderung des Verdachts. Hinzu kommt, was unser Team in öffentlich zugänglichen Quellen über sie findet, etwa weitere Profile, dieselben Fotos unter anderem Namen oder öffentliche Warnungen vor einer Betrugsmasche. Jede Fundstelle halten wir mit Adresse, Funddatum und einem Bildschirmfoto der Seite fest. Das Ergebnis fassen wir im Ergebnisbericht und in der Beweismappe für Sie zusammen.',
              'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO: Ihr berechtigtes Interesse, sich vor Betrug, Liebesbetrug und dem Missbrauch Ihrer Identität zu schützen, und unser Interesse, Sie dabei zu unterstützen. Wir nehmen nur Aufträge an, für die Sie einen zulässigen Zweck bestätigen und in eigenen Worten beschreiben (siehe unsere [Checkliste zum berechtigten Interesse](/berechtigtes-interesse)). Wir führen keine Gesichtserkennung durch und verarbeiten keine biometrischen Daten (Art. 9 DSGVO).',
              `${declineText} Lehnen wir ab, recherchieren wir nicht weiter und erstellen keinen Ergebnisbericht. ${declineRefundText} Die Falldaten löschen wir ${CASE_DATA_DAYS} Tage nach der Ablehnung, wie nach jedem abgeschlossenen Auftrag.`,
              criminalOffencesText,
              'Die zu prüfende Person benachrichtigen wir nicht über die Prüfung (Art. 14 Abs. 5 lit. b DSGVO). Nach dieser Vorschrift entfällt die Information, soweit sie die Ziele der Verarbeitung unmöglich machen oder ernsthaft beeinträchtigen würde oder einen unverhältnismäßigen Aufwand erfordern würde. Beides trifft hier zu. Die Prüfung soll Sie vor Betrug schützen: Wer tatsächlich betrügt, wäre durch eine Nachricht gewarnt, könnte Profile und Spuren löschen, unter anderem Namen weitermachen und den Druck auf Sie erhöhen. Zudem kennen wir oft nur einen Benutzernamen und keinen verlässlichen Weg, die Person zu erreichen; eine Nachricht an ein gefälschtes Profil erreichte den Betrüger, nicht den Menschen, dessen Fotos oder Namen er verwendet.',
              `Zum Schutz der geprüften Person treffen wir die Maßnahmen, die Art. 14 Abs. 5 lit. b DSGVO verlangt: Wir recherchieren nur in öffentlich zugänglichen Quellen, nehmen keinen Kontakt zu ihr auf, löschen die Falldaten ${CASE_DATA_DAYS} Tage nach Abschluss und machen diese Informationen hier öffentlich zugänglich, sodass jede Person nachlesen kann, was wir tun.`,
              `Wurden Ihre Daten in einer Prüfung verarbeitet – auch wenn Sie mit dem Verdacht nichts zu tun haben, etwa weil jemand Ihre Fotos oder Ihren Namen missbraucht –, können Sie Ihre Rechte bei uns ausüben:\n- Kontakt: per E-Mail an ${mailLink(p)} oder an unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten (Abschnitt 8).\n- Auskunft (Art. 15 DSGVO): Nennen Sie uns die Angaben, unter denen Sie auftreten, etwa Name, Telefonnummer, E-Mail-Adresse, Benutzername oder Profil-Link. Wir teilen Ihnen mit, ob und welche Daten wir dazu gespeichert haben. Wer uns beauftragt hat und was uns die Kundin oder der Kunde anvertraut hat, nennen wir nicht, soweit deren überwiegende berechtigte Interessen das verlangen (§ 29 Abs. 1 Satz 2 BDSG, Art. 15 Abs. 4 DSGVO).\n- Widerspruch (Art. 21 DSGVO): Sie können der Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr und löschen sie, auch einen gespeicherten Prüfwert (unten, Abgleich mit anderen Aufträgen), es sei denn, zwingende schutzwürdige Gründe überwiegen, etwa weil dieselbe Angabe in weiteren Fällen mit Betrugsverdacht auftaucht.\n- Berichtigung, Löschung und Einschränkung (Art. 16 bis 18 DSGVO) und die Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO), wie in Abschnitt 7 beschrieben.`,
            ],
          },
          {
            heading: 'Bildrückwärtssuche',
            paragraphs: [
              `${imageSearchText(p)} Dazu erzeugt unser System von jedem Foto, das Sie uns überlassen, eine Kopie ohne Metadaten (ohne Aufnahmeort, Kamera und Aufnahmezeit). Unsere Mitarbeitenden laden diese Kopie einzeln bei den Diensten hoch, oder der Dienst ruft sie über einen Link bei uns ab, der nach 10 Minuten ungültig wird und nur diese eine Kopie zeigt. Die Anbieter verarbeiten die Fotos in eigener Verantwortung, um die Suche auszuführen. Rechtsgrundlage ist wie für die übrige Prüfung Art. 6 Abs. 1 lit. f DSGVO.`,
              `Empfänger und Grundlage der Übermittlung in Staaten außerhalb der EU:\n${services.map((service) => `- ${imageSearchRecipients[service]}`).join('\n')}`,
              ...(services.includes('yandex')
                ? []
                : [
                    'Yandex (Russland) nutzen wir für Ihre Fotos nicht: Für Russland gibt es weder einen Angemessenheitsbeschluss noch geeignete Garantien für den Schutz der Daten.',
                  ]),
            ],
          },
          {
            heading: 'Abgleich mit anderen Aufträgen',
            paragraphs: [
              'Damit wir Betrüger wiedererkennen, die mit denselben Fotos, Nummern oder Konten viele Menschen anschreiben, gleichen wir jeden Auftrag mit unseren anderen Aufträgen ab. Das Ergebnis sehen nur unsere Mitarbeitenden im geschützten Mitarbeiterbereich: Wer einen Fall bearbeitet, sieht, dass dasselbe Foto oder dieselbe Angabe schon in einem anderen Auftrag vorkam, und kann diesen Auftrag öffnen. So sind auch die Mitarbeitenden gewarnt, die den Fall eines anderen Kunden bearbeiten. Andere Kunden sehen Ihre Angaben nicht.',
              `Fotos: Von jedem Bild, das Sie hochladen, berechnet unser Server einen Bild-Fingerabdruck: eine Zahl, die das Aussehen des ganzen Bildes grob beschreibt und aus der sich das Bild nicht wiederherstellen lässt. Verglichen werden die Fingerabdrücke ganzer Bilder, keine Gesichter; eine Gesichtserkennung findet nicht statt. So sehen unsere Mitarbeitenden, ob dasselbe Foto, auch verkleinert oder leicht beschnitten, schon in einem anderen Auftrag vorkam – ein deutlicher Hinweis auf ein gestohlenes Profilbild. Den Fingerabdruck löschen wir mit den übrigen Auftragsdaten. Nur wenn wir ein Foto als gestohlen oder gefälscht bestätigt haben, bewahren wir seinen Fingerabdruck mit unserer Einschätzung und dem Datum auf – ohne das Foto und ohne Ihre Angaben –, um spätere Betrugsversuche mit demselben Foto zu erkennen, längstens ${CONFIRMED_FINGERPRINT_YEARS} Jahre ab der Bestätigung.`,
              `Kontaktangaben: Ebenso gleichen wir Telefonnummern, E-Mail-Adressen, IBANs, Krypto-Adressen, Webadressen und ihre Domains, Benutzernamen und Profil-Links ab, die Sie uns zur geprüften Person nennen oder die in Chatauszügen und Ihrer Schilderung stehen. Dafür hält unser System diese Angaben je Auftrag in einer Vergleichsliste fest, solange die Auftragsdaten bestehen, und löscht sie mit ihnen. So sehen unsere Mitarbeitenden, ob dieselbe Nummer oder dasselbe Konto schon in einem anderen Auftrag vorkam – ein deutlicher Hinweis auf eine Masche, mit der dieselben Personen viele Menschen anschreiben. Länger bleibt nur, was die Leitung unseres Teams nach Prüfung bestätigt hat: dass eine Angabe in einem Fall mit Betrugsverdacht verwendet wurde. Dann bewahren wir einen Prüfwert davon auf: einen mit einem geheimen Schlüssel gebildeten Hashwert, aus dem sich die Angabe nicht ablesen lässt und der nur zeigt, ob in einem späteren Auftrag dieselbe Angabe vorkommt – mit der Art der Angabe und dem Datum, aber ohne Verbindung zu dem Auftrag, aus dem sie stammt, ohne Ihre Angaben und ohne die übrigen Auftragsdaten, längstens ${CONFIRMED_IDENTIFIER_YEARS} Jahre ab der Bestätigung.`,
              `Rechtsgrundlage für den Abgleich und für die Aufbewahrung der Fingerabdrücke und Prüfwerte ist das berechtigte Interesse unserer Kunden und unser eigenes, Betrug zu erkennen und zu verhindern (Art. 6 Abs. 1 lit. f DSGVO). Wer meint, dass die eigene Telefonnummer, E-Mail-Adresse oder das eigene Konto zu Unrecht so gespeichert ist, kann dem jederzeit widersprechen (Art. 21 DSGVO), am einfachsten per E-Mail an ${mailLink(p)} mit der betreffenden Angabe: Wir prüfen, ob ein Prüfwert dazu gespeichert ist, und löschen ihn, wenn keine zwingenden schutzwürdigen Gründe für die Aufbewahrung überwiegen.`,
            ],
          },
          {
            heading: 'Wie lange wir Daten speichern',
            paragraphs: [
              `- Auftragsdaten – Angaben zur zu prüfenden Person, Chattexte, Ihre Schilderung des Verdachts, Ihre Angaben dazu, für wen Sie prüfen, zum Bundesland und zu bereits gezahltem Geld, Ihre Beschreibung des berechtigten Interesses, hochgeladene Dateien, Ihre Antworten auf unsere Rückfragen mit den dazu hochgeladenen Dateien, interne Notizen, die Bildschirmfotos unserer Recherche, der Ergebnisbericht, die Beweismappe und unsere Zusammenfassung des Ergebnisses: 30 Tage nach Abschluss des Auftrags oder nach Ihrem Widerruf.\n- E-Mails zu Ihrem Auftrag: Inhalt und Anhänge unserer Kopien löschen wir ebenfalls 30 Tage nach Abschluss oder Widerruf. Als Nachweis des Versands bleiben Empfänger, Betreff und Zeitpunkt so lange gespeichert wie die Nachweise Ihrer Bestätigungen.\n- Dateien aus einer Buchung, die Sie nicht abschließen: 24 Stunden nach dem Hochladen.\n- Bestellungen, die nie bezahlt werden: 7 Tage nach der Bestellung, mit allen Angaben und Dateien; kann eine Zahlung mit verzögerter Bestätigung noch eingehen, 30 Tage.\n- Ihr Name, Ihre E-Mail-Adresse und Telefonnummer: Sobald die Daten aller Ihrer Aufträge gelöscht sind, anonymisieren wir sie. Die Rechnung behält den Namen, auf den sie ausgestellt ist.\n- Rechnungen (Datensatz und PDF) und Buchungsbelege, dazu Betrag, Zahlungsdatum, Zahlungskennung und die Zahlungsmeldungen unseres Zahlungsanbieters: 8 Jahre ab dem Ende des Jahres, in dem die Rechnung ausgestellt wurde (§ 147 AO, § 14b UStG; Art. 6 Abs. 1 lit. c DSGVO).\n- Nachweise Ihrer Bestätigungen in der Buchung (Wortlaut, Version, Zeitpunkt, angekreuzte Zwecke) und eines Widerrufs (Name, Auftragsnummer, E-Mail-Adresse, Eingang): bis zum Ende der regelmäßigen Verjährungsfrist, also 3 Jahre ab dem Ende des Jahres, in dem der Auftrag abgeschlossen wurde (§§ 195, 199 BGB). So können wir bei Streitigkeiten belegen, was vereinbart wurde (Art. 6 Abs. 1 lit. f DSGVO).\n- Gutscheincode aus unserer Garantie mit der E-Mail-Adresse, an die wir ihn geschickt haben: bis zur Einlösung, längstens 3 Jahre.\n- Fingerabdrücke hochgeladener Fotos: mit den Auftragsdaten; von Fotos, die wir als gestohlen oder gefälscht bestätigt haben, ohne das Foto selbst längstens ${CONFIRMED_FINGERPRINT_YEARS} Jahre ab der Bestätigung (Abschnitt 4, Abgleich mit anderen Aufträgen).\n- Kontaktangaben, die wir mit anderen Aufträgen abgleichen (Telefonnummern, E-Mail-Adressen, IBANs, Krypto-Adressen, Domains, Benutzernamen, Profil-Links): mit den Auftragsdaten; von Angaben, die nach unserer Prüfung in einem Fall mit Betrugsverdacht verwendet wurden, nur ein Prüfwert ohne die Angabe selbst, längstens ${CONFIRMED_IDENTIFIER_YEARS} Jahre ab der Bestätigung (Abschnitt 4, Abgleich mit anderen Aufträgen).\n- Protokoll unserer Bearbeitungsschritte (wer hat wann welchen Schritt ausgeführt, ohne Inhalte der Falldaten; Dateinamen entfernen wir mit den Auftragsdaten): bis zum Ende der regelmäßigen Verjährungsfrist, also 3 Jahre ab dem Ende des Jahres, in dem der Eintrag entstand.\n- Server-Protokolle: ${settings.logRetentionDays} Tage.\n- Zähler gegen Missbrauch: höchstens 25 Stunden.\n- Statistikdaten (einzelne Seitenaufrufe mit Besuchercode, Buchungsschritte und Tageszahlen, Abschnitt 5): ${monthsNominative(settings.analyticsRetentionMonths)}, danach löschen wir sie automatisch. Die täglich wechselnden Zufallswerte für den Besuchercode: höchstens 48 Stunden.${ga ? `\n- Google Analytics (nur mit Ihrer Einwilligung): bei Google ${GA_RETENTION_MONTHS} Monate; die Cookies „_ga“ und „_ga_…“ in Ihrem Browser bis zu 2 Jahre.` : ''}`,
              'Auf Ihren Wunsch löschen wir Ihre Daten früher (Art. 17 DSGVO), sobald kein Auftrag mehr in Bearbeitung ist und keine Aufbewahrungspflicht entgegensteht.',
            ],
          },
        ],
      },
      analyticsSection(p, settings),
      paymentSection(p, settings),
      {
        id: 'rechte',
        heading: '7. Ihre Rechte',
        paragraphs: [
          'Sie haben uns gegenüber folgende Rechte:\n- Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)\n- Berichtigung unrichtiger Daten (Art. 16 DSGVO)\n- Löschung (Art. 17 DSGVO), soweit keine Aufbewahrungspflicht entgegensteht\n- Einschränkung der Verarbeitung (Art. 18 DSGVO)\n- Datenübertragbarkeit (Art. 20 DSGVO)\n- Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
          'Verarbeiten wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
          'Eine erteilte Einwilligung können Sie jederzeit widerrufen (Art. 7 Abs. 3 DSGVO). Die bis dahin erfolgte Verarbeitung bleibt rechtmäßig.',
          'Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes (Art. 77 DSGVO).',
        ],
      },
      {
        id: 'kontakt',
        heading: '8. Kontakt',
        paragraphs: [
          `Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie am einfachsten an ${mailLink(p)}.`,
          `Sie können sich auch direkt an unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten wenden (Art. 38 Abs. 4 DSGVO): ${dataProtectionOfficerContact(p)}. Auch Personen, die wir im Auftrag eines Kunden geprüft haben, können sich an sie oder ihn wenden. Sie oder er ist zur Verschwiegenheit verpflichtet (§ 38 Abs. 2 in Verbindung mit § 6 Abs. 5 BDSG).`,
          `Per Post erreichen Sie uns unter ${p.companyName}, Stichwort „Datenschutz“, ${p.street}, ${p.postalCode} ${p.city}, ${p.country}. Damit wir Ihre Anfrage zuordnen können, nennen Sie bitte, falls vorhanden, Ihre Auftragsnummer.`,
        ],
      },
    ],
  };
}

/**
 * Months Google keeps the Google Analytics 4 event data, as the privacy page states it.
 * OPERATOR: the page promises this period. Set it in Google Analytics under Verwaltung →
 * Datenerfassung und -änderung → Datenaufbewahrung → "Aufbewahrung von Ereignisdaten: 14 Monate"
 * (Google's default is 2 months) before setting GA_MEASUREMENT_ID.
 */
const GA_RETENTION_MONTHS = 14;

/**
 * Section 5 of the privacy page: the first-party, cookieless visitor statistics (app/lib/analytics.ts,
 * app/server/analytics/) and, only when GA_MEASUREMENT_ID is set, Google Analytics 4 after consent.
 */
function analyticsSection(p: LegalProvider, settings: LegalSettings): LegalSection {
  const ga = settings.googleAnalytics;
  return {
    id: 'analyse',
    heading: '5. Analyse und Statistik',
    paragraphs: [
      'Wir möchten wissen, welche Seiten gelesen werden und an welcher Stelle Besucher eine Buchung abbrechen, damit wir unsere Website verbessern können. Dafür führen wir eine eigene Besucherstatistik auf unserem eigenen Server. Sie kommt ohne Cookies aus, und kein anderes Unternehmen erhält diese Daten.',
      ga
        ? 'Zusätzlich nutzen wir Google Analytics, aber nur, wenn Sie im Cookie-Banner der Kategorie „Statistik“ zustimmen. Ohne Ihre Zustimmung lädt Ihr Browser kein Skript von Google.'
        : 'Google Analytics setzen wir derzeit nicht ein, auch keinen anderen Analyse- oder Werbedienst. Beim Besuch unserer Seiten lädt Ihr Browser kein Skript von Google.',
    ],
    subsections: [
      {
        heading: 'Unsere eigene Besucherstatistik',
        paragraphs: [
          'Gezählt werden Aufrufe unserer Informations- und Ratgeberseiten, der rechtlichen Seiten, der Buchung, der Bestätigungsseite nach der Zahlung und des Formulars „Vertrag widerrufen“. Nicht gezählt werden Ihre persönliche Statusseite zu einem Auftrag und der Mitarbeiterbereich.',
          'Bei jedem gezählten Seitenaufruf sendet Ihr Browser über seine Beacon-Funktion an unseren Server:\n- die Adresse der Seite\n- woher Sie kamen, so wie unser Server es Ihrem Browser mit der Seite zurückgeschickt hat: die Domain der vorherigen Website, etwa „https://www.google.com“, oder die unserer eigenen Website (siehe unten)\n- Ihre Browserkennung (User Agent), die Ihr Browser ohnehin bei jedem Abruf mitschickt\n- eine zufällige Kennung des Seitenaufrufs; sie existiert nur im Arbeitsspeicher der geöffneten Seite und verschwindet, sobald Sie die Seite schließen',
          'Verlassen Sie die Seite, meldet Ihr Browser das mit derselben Kennung. Wie lange Sie auf der Seite waren, berechnet unser Server aus der Zeit zwischen den beiden Meldungen. In der Buchung meldet Ihr Browser außerdem, welchen der sechs Schritte Sie erreicht haben und welche Leistung Sie gewählt haben. Ist JavaScript in Ihrem Browser ausgeschaltet, sendet er keine dieser Angaben.',
          'Was unser Statistik-Skript dafür in Ihrem Browser liest, ist genau dies:\n- die Adresse der geöffneten Seite\n- die Herkunftsangabe, die unser Server Ihrem Browser mit der Seite geschickt hat (als „Server-Timing“-Angabe der Antwort). Unser Server bildet sie aus dem „Referer“, den Ihr Browser beim Abruf jeder Seite von sich aus mitsendet, und übernimmt daraus nur die Domain, nie die vollständige Adresse der Seite, von der Sie kamen.\n- wann die Seite angezeigt ist und wann Sie sie verlassen, den Tab wechseln oder schließen; dafür reagiert es auf die entsprechenden Ereignisse Ihres Browsers',
          `Die Herkunft selbst, die Uhrzeit, Bildschirmgröße, Sprache, Zeitzone, Schriftarten oder andere Merkmale Ihres Geräts liest das Skript nicht aus. Außer der zufälligen Kennung im Arbeitsspeicher der geöffneten Seite, die mit ihr verschwindet, speichern wir für die Statistik nichts auf Ihrem Gerät – kein Cookie, nichts im lokalen Speicher (Local Storage) und nichts im Sitzungsspeicher (Session Storage). § 25 Abs. 1 TDDDG verlangt eine Einwilligung, wenn Informationen in Ihrem Endgerät gespeichert oder dort bereits gespeicherte Informationen ausgelesen werden. Auf die Ausnahme des § 25 Abs. 2 Nr. 2 TDDDG für Zugriffe, die für einen von Ihnen gewünschten Dienst unbedingt erforderlich sind, berufen wir uns nicht: Eine Besucherstatistik ist für die Nutzung unserer Website nicht unbedingt erforderlich. Wir haben sie deshalb so gebaut, dass sie nur verwendet, was Ihr Browser beim Abruf unserer Seiten ohnehin an uns übermittelt, und was unsere eigenen Seiten und Antworten enthalten. Eine Einwilligung fragen wir dafür nicht ab${ga ? '; das Cookie-Banner fragt nicht danach' : ''}.`,
          'Auf unserem Server speichern wir je Seitenaufruf:\n- die Adresse der Seite und ob Ihr Besuch auf dieser Seite begonnen hat (Einstiegsseite)\n- kamen Sie von einer anderen Website, nur deren Domain, etwa „https://www.google.com“, nie die vollständige Adresse der Seite, von der Sie kamen\n- Ihre Browserkennung\n- den Zeitpunkt des Aufrufs und die Sekunden auf der Seite\n- das Land, aus dem der Aufruf kam\n- einen Besuchercode',
          'Den Besuchercode berechnet unser Server aus Ihrer IP-Adresse und Ihrer Browserkennung zusammen mit einem geheimen Zufallswert, der jeden Tag wechselt. Das Verfahren (ein SHA-256-Hashwert) funktioniert nur in eine Richtung: Aus dem Code lässt sich die IP-Adresse nicht zurückrechnen. Solange der Zufallswert eines Tages existiert, ließe sich aber prüfen, ob ein Code zu einer bestimmten IP-Adresse und Browserkennung passt. Deshalb löschen wir jeden Zufallswert nach spätestens 48 Stunden; danach können auch wir einen Code keiner IP-Adresse mehr zuordnen. Ihre IP-Adresse selbst speichern wir für die Statistik nicht. Besuchen Sie uns an einem Tag mehrmals mit demselben Browser und Internetanschluss, zählen Sie so nur einmal; an einem anderen Tag erkennen wir Sie nicht wieder.',
          'Das Land bestimmt unser Server im Moment des Aufrufs aus Ihrer IP-Adresse. Dafür nutzt er eine Länderdatenbank, die auf unserem eigenen Server liegt: „IP to Country Lite“ von DB-IP (https://db-ip.com, Lizenz CC BY 4.0). An DB-IP werden dabei keine Daten übermittelt. Wir speichern nur das zweistellige Länderkürzel, etwa „DE“.',
          'Schicken Sie eine Buchung ab, halten wir in der Statistik mit dem Besuchercode des Tages fest, dass eine Bestellung eingegangen ist, für welche Leistung und auf welcher Seite Ihr Besuch an diesem Tag begonnen hat. Dieser Eintrag verweist auf Ihren Auftrag. So sehen wir, welche Seiten zu Buchungen führen.',
          'Aufrufe bekannter Suchmaschinen-Robots und anderer automatischer Programme zählen wir nicht. Unsere Mitarbeitenden sehen im Mitarbeiterbereich nur zusammengefasste Zahlen: Seitenaufrufe und Besucher je Tag, Länder, die meistbesuchten Seiten, die Domains, von denen Besucher kommen, wie weit Besucher in der Buchung kommen und welche Einstiegsseiten und Leistungen zu bezahlten Bestellungen führen.',
          `Rechtsgrundlage ist unser berechtigtes Interesse, zu erfahren, welche Seiten genutzt werden und wo Buchungen abgebrochen werden, um unsere Website zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Die einzelnen Einträge und die Tageszahlen löschen wir automatisch nach ${monthsDative(settings.analyticsRetentionMonths)}, die täglichen Zufallswerte nach spätestens 48 Stunden.`,
          `Sie können der Besucherstatistik jederzeit widersprechen (Art. 21 DSGVO), am einfachsten per E-Mail an ${mailLink(p)}. Weil wir Sie in der Statistik nicht wiedererkennen, können wir Ihre künftigen Besuche allerdings nicht gezielt ausnehmen. Ist JavaScript in Ihrem Browser ausgeschaltet, sendet er uns keine Statistikdaten.`,
        ],
      },
      ga
        ? {
            heading: 'Google Analytics – nur mit Ihrer Einwilligung',
            paragraphs: [
              'Stimmen Sie im Cookie-Banner der Kategorie „Statistik“ zu, lädt Ihr Browser Google Analytics 4. Vorher lädt er kein Skript von Google, und die Einwilligungssignale des Google Consent Mode v2 stehen auf „abgelehnt“. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
              `Anbieter ist ${GOOGLE_IRELAND}. Dabei können Daten an Google LLC in den USA übermittelt werden. Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für zertifizierte Unternehmen hat die EU-Kommission ein angemessenes Datenschutzniveau festgestellt (Art. 45 DSGVO).`,
              `Google Analytics erfasst, welche Seiten Sie aufrufen, Angaben zu Ihrem Gerät und Browser, Ihren ungefähren Standort und wie Sie die Seiten nutzen, etwa Klicks. Dazu setzt es die Cookies „_ga“ und „_ga_“ mit unserer Mess-ID im Namen. Sie bleiben bis zu 2 Jahre gespeichert (Voreinstellung von Google) und tragen die Kennzeichen „SameSite=None“ und „Secure“; „Secure“ bedeutet, dass Ihr Browser sie nur über verschlüsselte Verbindungen überträgt. Ihre IP-Adresse erreicht Google mit jedem Abruf; nach Angaben von Google protokolliert und speichert Google Analytics 4 keine IP-Adressen. Die erfassten Einzeldaten bewahrt Google ${GA_RETENTION_MONTHS} Monate auf; diese Frist haben wir in Google Analytics eingestellt.`,
              'Stimmen Sie zusätzlich der Kategorie „Marketing“ zu, setzen wir die drei Werbesignale des Consent Mode (ad_storage, ad_user_data, ad_personalization) auf „erteilt“. Google darf die Daten aus Google Analytics dann auch für Werbezwecke nutzen, etwa um Anzeigen zu messen. Eigene Werbeskripte, etwa von Google Ads, binden wir nicht ein. Weil Google Analytics nur mit Ihrer Zustimmung zur „Statistik“ lädt, bewirkt eine Zustimmung allein zum „Marketing“ nichts.',
              'Ihre Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO): Klicken Sie am Ende jeder Seite auf „Cookie-Einstellungen“ und wählen Sie „Alle ablehnen“ oder entfernen Sie die Häkchen. Google Analytics stoppt dann für den Rest Ihres Besuchs, und wir löschen die Google-Analytics-Cookies unserer Domain, soweit eine Website sie selbst löschen kann.',
            ],
          }
        : {
            heading: 'Kein Cookie-Banner',
            paragraphs: [
              'Weil auf unseren Seiten kein Dienst läuft, der Ihre Einwilligung in Cookies oder ähnliche Speicherungen braucht (§ 25 Abs. 1 TDDDG), zeigen wir kein Cookie-Banner. Was wir in Ihrem Browser speichern (Abschnitt 2), lesen Sie auch unter „Cookie-Einstellungen“ am Ende jeder Seite.',
              'Bevor wir Google Analytics oder einen anderen solchen Dienst einsetzen, ergänzen wir diese Erklärung um Anbieter, erfasste Daten, Rechtsgrundlage und Speicherdauer, und ein Banner fragt Sie vorher nach Ihrer Einwilligung.',
            ],
          },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// AGB (exactly sixteen sections, spec §2)
// ---------------------------------------------------------------------------------------------

export function agbPage(p: LegalProvider): LegalPage {
  const site = legalSettings(p).siteUrl;
  const methods = legalSettings(p).paymentMethods;
  return {
    slug: 'agb',
    seo: {
      title: 'AGB – Allgemeine Geschäftsbedingungen von Echtcheck',
      description:
        'AGB von Echtcheck: Leistung, Vertragsschluss, Mindestalter 18, berechtigtes Interesse, Preis 39,00 € inkl. MwSt., Garantie, Widerruf und Haftung.',
      keywords: [
        'AGB',
        'Allgemeine Geschäftsbedingungen',
        'Profil-Check Vertrag',
        'Widerrufsrecht',
        'Garantie',
        'Echtcheck',
      ],
    },
    title: 'Allgemeine Geschäftsbedingungen',
    intro: `Diese Bedingungen regeln, was Sie von einem Profil-Check bei Echtcheck erwarten können und was wir von Ihnen benötigen. Stand: ${p.termsVersion}.`,
    sections: [
      {
        id: 'geltungsbereich',
        heading: '§ 1 Geltungsbereich',
        paragraphs: [
          `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Aufträge, die Sie über unsere Website Echtcheck an ${p.companyName} erteilen.`,
          'Sie gelten für Verbraucher (§ 13 BGB) ebenso wie für Unternehmer (§ 14 BGB). Regeln, die nur für Verbraucher gelten, sind als solche bezeichnet. Abweichende Bedingungen des Auftraggebers werden nur Vertragsbestandteil, wenn wir ihnen ausdrücklich zustimmen.',
        ],
      },
      {
        id: 'anbieter',
        heading: '§ 2 Anbieter',
        paragraphs: [
          `Ihr Vertragspartner ist ${p.companyName}, vertreten durch ${p.representative}, ${postalAddress(p)}.`,
          ...whenSet(p.register, `Registereintrag: ${p.register}.`),
          `Sie erreichen uns per E-Mail an ${mailLink(p)} und telefonisch unter ${phoneLink(p.phone)}.`,
        ],
      },
      {
        id: 'leistung',
        heading: '§ 3 Gegenstand der Leistung',
        paragraphs: [
          `Wir prüfen, ob es bei einer Person oder einem Online-Profil Hinweise auf Betrug, ein gefälschtes Profil, missbräuchlich verwendete Fotos oder Identitätsmissbrauch gibt. Dazu durchsuchen Mitarbeitende unseres Teams manuell frei zugängliche Internetquellen. ${imageSearchText(p)} Das Ergebnis fassen wir in einem schriftlichen Ergebnisbericht zusammen.`,
          'Wir schulden eine sorgfältige Recherche, nicht ein bestimmtes Ergebnis. Ob sich ein Verdacht bestätigen oder ausräumen lässt, hängt davon ab, was öffentlich auffindbar ist. Der Ergebnisbericht beschreibt den Stand zum Zeitpunkt der Recherche.',
          'Ausdrücklich nicht zu unseren Leistungen gehören:\n- Ermittlungen mit polizeilichen oder sonstigen hoheitlichen Befugnissen; wir sind weder Polizei noch Detektei\n- Rechtsberatung oder die Vertretung gegenüber Dritten\n- der Zugriff auf private Konten, Nachrichten oder andere nicht öffentliche Daten\n- Gesichtserkennung, die Abfrage von Vorstrafen oder Registern und die Feststellung, dass jemand eine Straftat begangen hat; der Ergebnisbericht hält fest, was wir wo und wann gefunden haben\n- die Rückholung bereits gezahlten Geldes',
        ],
      },
      {
        id: 'vertragsschluss',
        heading: '§ 4 Vertragsschluss',
        paragraphs: [
          'Die Beschreibung unserer Leistungen auf der Website ist noch kein verbindliches Angebot. In der Buchung geben Sie Schritt für Schritt Ihre Kontaktdaten und die Angaben zur zu prüfenden Person ein, laden auf Wunsch Dateien hoch, schildern Einzelheiten zu Ihrem Anliegen und geben die erforderlichen Bestätigungen ab. Im letzten Schritt sehen Sie eine Zusammenfassung mit Leistung, Preis und Bearbeitungszeit und können Ihre Eingaben über „Zurück“ korrigieren.',
          `Mit einem Klick auf die Schaltfläche „Jetzt zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab und werden zur Zahlung an ${p.paymentProvider} weitergeleitet. Der Vertrag kommt zustande, sobald Ihre Zahlung erfolgreich abgeschlossen ist${methods.includes('sepa_debit') ? ', bei einer SEPA-Lastschrift, sobald Ihre Bank die Lastschrift eingelöst hat (§ 9)' : ''}. Lösen Sie dabei einen gültigen Gutscheincode aus unserer Garantie ein (§ 11), entfällt die Zahlung: Nach „Einlösen“ heißt die Schaltfläche „Jetzt kostenlos bestellen“; der Vertrag kommt zustande, sobald wir den Code bei der Bestellung angenommen haben, und Sie gelangen direkt zur Bestätigungsseite.`,
          'Danach erhalten Sie per E-Mail eine Bestätigung mit dem Vertragsinhalt, Ihren Bestätigungen aus der Buchung, der Widerrufsbelehrung, diesen AGB als PDF und Ihrer Rechnung (bei einer mit Gutschein eingelösten, kostenlosen Prüfung gibt es keine Rechnung), und zwar bevor wir mit der Arbeit beginnen (§ 312f BGB). Vertragssprache ist Deutsch.',
          `Wir speichern den Vertragstext. Für Sie abrufbar ist er in der Bestätigungs-E-Mail, die Sie speichern und ausdrucken können. Über den Link in dieser E-Mail erreichen Sie außerdem jederzeit Ihre persönliche Statusseite: Dort sehen Sie Auftragsnummer und Bearbeitungsstand und laden Ihre Rechnung und nach Abschluss den Ergebnisbericht herunter. Die Angaben zur geprüften Person löschen wir 30 Tage nach Abschluss (§ 14); bewahren Sie die Bestätigungs-E-Mail deshalb auf. Die jeweils aktuelle Fassung dieser AGB finden Sie unter [${site}/agb](/agb).`,
        ],
      },
      {
        id: 'mindestalter',
        heading: '§ 5 Mindestalter und Umfang eines Auftrags',
        paragraphs: [
          'Aufträge dürfen nur Personen erteilen, die mindestens 18 Jahre alt sind. Das bestätigen Sie bei der Buchung.',
          'Jeder Auftrag umfasst die Prüfung genau einer Person. Möchten Sie mehrere Personen prüfen lassen, ist für jede ein eigener Auftrag erforderlich.',
        ],
      },
      {
        id: 'berechtigtes-interesse',
        heading: '§ 6 Berechtigtes Interesse, unzulässige Zwecke und Ablehnung',
        paragraphs: [
          'Jede Prüfung betrifft einen anderen Menschen, der davon nichts weiß. Deshalb übernehmen wir einen Auftrag nur, wenn Sie einen guten Grund dafür haben, ein sogenanntes berechtigtes Interesse: zum Beispiel, weil Sie befürchten, betrogen zu werden, oder weil jemand Ihre Fotos oder Ihren Namen missbraucht. Welche Gründe zählen, zeigt unsere Checkliste zum [berechtigten Interesse](/berechtigtes-interesse).',
          'Nicht erlaubt ist eine Prüfung insbesondere:\n- aus bloßer Neugier\n- um etwas über Fremde herauszufinden, ohne dass es einen konkreten Anlass gibt\n- um einen Partner oder früheren Partner zu überwachen\n- um Adressen zu sammeln oder zu verkaufen oder um Werbung zu verschicken\n- um jemanden zu benachteiligen, etwa wegen seiner Herkunft, Religion, Gesundheit oder sexuellen Orientierung',
          'Wir lesen Ihre Angaben, bevor wir beginnen, und achten auch während der Arbeit darauf, ob sie zu einem solchen Grund passen. Wir lehnen einen Auftrag insbesondere ab, wenn\n- wir kein berechtigtes Interesse erkennen können\n- wir nicht ausschließen können, dass die Prüfung helfen soll, einer Person nachzustellen, sie also gegen ihren Willen ausfindig zu machen, zu beobachten oder zu bedrängen\n- die zu prüfende Person minderjährig ist\n- die Person in der Öffentlichkeit steht und es keinen konkreten Anlass gibt, etwa einen eigenen Kontakt, bei dem Sie einen Betrug befürchten',
          'Lehnen wir einen Auftrag ab, vor oder während der Arbeit, endet der Vertrag, und wir erstellen keinen Ergebnisbericht. Den Grund nennen wir Ihnen per E-Mail. Sie erhalten den vollen Preis auf dem Weg zurück, auf dem Sie bezahlt haben, und dazu eine Stornorechnung; haben Sie mit einem Gutscheincode aus unserer Garantie bezahlt (§ 11), gilt der Gutschein wieder. Weitere gesetzliche Rechte, die Sie haben, bleiben davon unberührt.',
        ],
      },
      {
        id: 'mindestangaben',
        heading: '§ 7 Mindestangaben',
        paragraphs: [
          'Für eine Prüfung benötigen wir mindestens:\n- den Namen, unter dem die Person Ihnen gegenüber auftritt; ein Benutzername oder Spitzname genügt\n- mindestens eine Plattform, auf der Sie Kontakt haben oder das Profil gefunden haben\n- mindestens einen zulässigen Zweck, die Angabe, in welcher Beziehung Sie zu der Person stehen, und eine Beschreibung Ihres Anliegens in eigenen Worten mit 150 bis 300 Zeichen\n- Ihre Bestätigungen in der Buchung, darunter die Ihres berechtigten Interesses',
          'Alles Weitere ist freiwillig: Benutzername, Profil-Link, E-Mail-Adresse und Telefonnummer der Person, Fotos und andere Dateien, Auszüge aus dem Chat und die Schilderung, was Sie misstrauisch macht. Je vollständiger Ihre Angaben sind, desto gezielter können wir suchen; ohne Fotos ist zum Beispiel keine Bildrückwärtssuche möglich. Sie können bis zu 10 Dateien in den Formaten JPG, PNG, PDF, TXT und DOCX mit jeweils bis zu 50 MB hochladen.',
        ],
      },
      {
        id: 'pflichten',
        heading: '§ 8 Pflichten des Auftraggebers',
        paragraphs: [
          'Ihre Angaben müssen wahrheitsgemäß und nach bestem Wissen vollständig sein.',
          'Sie dürfen nur Material hochladen, das Sie rechtmäßig erlangt haben und für diesen Zweck verwenden dürfen, zum Beispiel Bildschirmfotos Ihrer eigenen Chats oder Fotos, die Ihnen die Person geschickt hat. Inhalte aus fremden privaten Konten, auf die Sie sich unbefugt Zugang verschafft haben, gehören nicht dazu.',
          'Den Ergebnisbericht nutzen Sie nur für den Zweck, den Sie bei der Buchung angegeben haben. Weitergeben dürfen Sie ihn an Stellen, die Ihnen in der Sache helfen, etwa Polizei, Bank oder Ihre Anwältin bzw. Ihren Anwalt; veröffentlichen dürfen Sie ihn nicht.',
        ],
      },
      {
        id: 'preise',
        heading: '§ 9 Preise und Zahlung',
        paragraphs: [
          'Eine Prüfung kostet 39,00 € inkl. 19 % MwSt. (32,77 € netto zuzüglich 6,23 € Umsatzsteuer). Der Preis ist für alle Prüfungsarten gleich; ein Abonnement entsteht nicht.',
          `Zahlungsarten: ${paymentMethodsText(methods)}. Sie zahlen bei der Bestellung auf der Zahlungsseite von ${p.paymentProvider}. Wir beginnen erst mit der Arbeit, wenn die Zahlung bestätigt ist. Die Rechnung erhalten Sie per E-Mail. Mit einem Gutscheincode aus unserer Garantie (§ 11) fällt keine Zahlung an.`,
          ...paymentTermsFor(methods),
        ],
      },
      {
        id: 'leistungserbringung',
        heading: '§ 10 Leistungserbringung und Fristen',
        paragraphs: [
          'Die Bearbeitung beginnt, sobald Ihre Zahlung bestätigt ist, bei einem Gutscheincode mit der Bestellung. Die Mindestangaben nach § 7 liegen dann schon vor, denn ohne sie lässt sich die Buchung nicht abschließen. Freiwillige Angaben und Dateien berücksichtigen wir, soweit Sie sie bei der Buchung oder als Antwort auf eine Rückfrage übermittelt haben. Die Rechnung senden wir Ihnen wenige Minuten nach der Zahlung per E-Mail.',
          'Üblicherweise erhalten Sie das Ergebnis 24 bis 48 Stunden nach Beginn der Bearbeitung per E-Mail; den Ergebnisbericht laden Sie über den Link darin auf Ihrer Statusseite herunter. Ist ein Fall aufwendig, kann die Recherche bis zu 72 Stunden dauern.',
          'Brauchen wir für die Prüfung noch eine Angabe oder Datei von Ihnen, stellen wir Ihnen eine Rückfrage auf Ihrer Statusseite und benachrichtigen Sie per E-Mail; dort antworten Sie und laden, wenn wir darum bitten, Dateien hoch. Bis Ihre Antwort eingeht, ruht die Frist. Nach 24 Stunden erinnern wir Sie einmal; bleibt die Rückfrage 72 Stunden unbeantwortet, arbeiten wir mit den vorhandenen Angaben weiter, und die Frist läuft wieder.',
          `Ihre Fragen an uns beantworten wir innerhalb von 24 Stunden, per E-Mail an ${mailLink(p)} oder telefonisch unter ${phoneLink(p.phone)}.`,
        ],
      },
      {
        id: 'garantie',
        heading: '§ 11 Garantie',
        paragraphs: [
          `${hitDefinition} ${noHitsDefinition} Ob eine Prüfung ohne Treffer bleibt, richtet sich allein danach, ob der Ergebnisbericht einen Treffer nennt, nicht nach unserer Einschätzung der Person. Bleibt sie ohne Treffer, teilen wir Ihnen das im Ergebnisbericht mit. ${noHitsLimits[0]}`,
          `${noHitsGuarantee} Den Gutscheincode erhalten Sie mit dem Ergebnis per E-Mail. Sie lösen ihn bei Ihrer nächsten Buchung im letzten Schritt im Feld „Gutscheincode“ ein, mit der E-Mail-Adresse, an die wir ihn geschickt haben. Der Code gilt drei Jahre lang für eine Prüfung und nur für Sie als Auftraggeber; eine Auszahlung in Geld ist ausgeschlossen. Ihre gesetzlichen Rechte bleiben unberührt.`,
        ],
      },
      {
        id: 'widerrufsrecht',
        heading: '§ 12 Widerrufsrecht für Verbraucher',
        paragraphs: [
          'Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Einzelheiten und das Muster-Widerrufsformular enthält unsere [Widerrufsbelehrung](/widerruf). Am schnellsten widerrufen Sie über die Schaltfläche „Vertrag widerrufen“ im Fußbereich jeder Seite.',
          'In der Buchung verlangen Sie ausdrücklich, dass wir vor Ablauf der Widerrufsfrist mit der Prüfung beginnen, und bestätigen zugleich, dass Ihnen der Verlust des Widerrufsrechts bei vollständiger Erfüllung bekannt ist; ohne diese Erklärung ist keine Buchung möglich. Ihr Widerrufsrecht erlischt deshalb, sobald die Prüfung vollständig erbracht ist (§ 356 Abs. 4 BGB). Widerrufen Sie vorher, schulden Sie für den bis dahin geleisteten Teil Wertersatz (§ 357a Abs. 2 BGB).',
        ],
      },
      {
        id: 'haftung',
        heading: '§ 13 Haftung',
        paragraphs: [
          'Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen.',
          'Verletzen wir leicht fahrlässig eine wesentliche Vertragspflicht, ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Wesentlich sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
          'Diese Regeln gelten auch zugunsten unserer Mitarbeitenden und Erfüllungsgehilfen.',
        ],
      },
      {
        id: 'datenschutz',
        heading: '§ 14 Datenschutz und Löschung',
        paragraphs: [
          'Welche Daten wir von Ihnen und über die geprüfte Person verarbeiten, erläutert unsere [Datenschutzerklärung](/datenschutz).',
          'Alle Falldaten – Angaben zur zu prüfenden Person, Chattexte, hochgeladene Dateien, interne Notizen, die Bildschirmfotos unserer Recherche, der Ergebnisbericht, die Beweismappe und unsere Zusammenfassung des Ergebnisses – entfernt unser System automatisch, spätestens 30 Tage nachdem der Auftrag abgeschlossen oder widerrufen ist. Bitte speichern Sie Ergebnisbericht und Beweismappe selbst, wenn Sie sie länger benötigen. Rechnungen und Buchungsbelege bleiben wegen der steuerlichen Aufbewahrungspflicht acht Jahre erhalten (§ 147 AO, § 14b UStG). Alle weiteren Fristen nennt unsere Datenschutzerklärung.',
        ],
      },
      {
        id: 'aenderungen',
        heading: '§ 15 Änderungen dieser AGB',
        paragraphs: [
          'Wir können diese AGB für künftige Aufträge ändern, etwa wenn sich Gesetze oder unsere Leistungen ändern. Eine neue Fassung kündigen wir mindestens 30 Tage vor ihrem Inkrafttreten auf dieser Seite an. Sie gilt nur für Aufträge, die danach erteilt werden: In der Buchung sehen Sie die dann gültige Fassung und stimmen ihr ausdrücklich zu.',
          'Für einen bereits geschlossenen Vertrag bleibt die Fassung maßgeblich, die bei seiner Bestellung galt. Sie ändert sich nur, wenn Sie einer neuen Fassung ausdrücklich zustimmen; Ihr Schweigen gilt nicht als Zustimmung.',
          'Das gilt auch für einen noch nicht eingelösten Gutscheincode aus der Garantie (§ 11): Seine Bedingungen ändern sich ohne Ihre Zustimmung nicht. Die Prüfung, für die Sie ihn einlösen, ist ein neuer Auftrag und richtet sich nach der Fassung, die bei dieser Buchung gilt.',
        ],
      },
      {
        id: 'schlussbestimmungen',
        heading: '§ 16 Schlussbestimmungen',
        paragraphs: [
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Haben Sie als Verbraucher Ihren gewöhnlichen Aufenthalt in einem anderen Staat der EU, behalten Sie den Schutz der zwingenden Verbraucherschutzvorschriften dieses Staates.',
          'Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus dem Vertrag Berlin. Für Verbraucher gilt der gesetzliche Gerichtsstand.',
          'Ist eine Bestimmung dieser AGB unwirksam, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung (§ 306 BGB).',
          'Zur Teilnahme an einem Verfahren vor einer Verbraucherschlichtungsstelle sind wir nicht verpflichtet, und wir nehmen daran auch nicht freiwillig teil (§ 36 VSBG).',
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Berechtigtes Interesse (indexed page)
// ---------------------------------------------------------------------------------------------

export function berechtigtesInteressePage(p: ProviderInfo): LegalPage {
  return {
    slug: 'berechtigtes-interesse',
    seo: {
      title: 'Berechtigtes Interesse: Checkliste für Ihren Profil-Check',
      description:
        'Wann Sie eine Person prüfen lassen dürfen: erlaubte und verbotene Zwecke, Ihre Pflichten als Auftraggeber und die Bestätigung vor der Buchung bei Echtcheck.',
      keywords: [
        'berechtigtes Interesse',
        'Person überprüfen lassen',
        'Profil-Check erlaubt',
        'Romance Scam Schutz',
        'Identitätsdiebstahl',
        'DSGVO Interessenabwägung',
      ],
    },
    title: 'Berechtigtes Interesse: wann wir eine Person prüfen',
    intro:
      'Eine Prüfung betrifft immer auch einen anderen Menschen. Deshalb übernehmen wir nur Aufträge mit einem nachvollziehbaren Schutzanliegen. Diese Checkliste zeigt, welche Anlässe dazu zählen und welche nicht.',
    sections: [
      {
        id: 'warum',
        heading: 'Warum wir ein berechtigtes Interesse verlangen',
        paragraphs: [
          'Wenn wir zu einer Person recherchieren, verarbeiten wir ihre Daten, ohne dass sie davon weiß. Das ist nach Art. 6 Abs. 1 lit. f DSGVO nur erlaubt, wenn Ihr Anliegen schwerer wiegt als das Interesse dieser Person, in Ruhe gelassen zu werden. Ein konkreter Verdacht, betrogen oder getäuscht zu werden, erfüllt diese Voraussetzung in aller Regel – Neugier dagegen nicht.',
          'Diese Seite gibt allgemeine Hinweise zu unserem Vorgehen und ist keine Rechtsberatung.',
        ],
      },
      {
        id: 'zulaessige-zwecke',
        heading: 'Zulässige Zwecke',
        paragraphs: [
          'Mindestens einer dieser Anlässe muss auf Ihre Situation zutreffen. Romance-Scam, auf Deutsch Liebesbetrug, bedeutet: Jemand täuscht online eine Liebesbeziehung vor, um später Geld zu verlangen.',
        ],
        table: {
          caption: 'Anlässe, für die wir eine Prüfung übernehmen',
          columns: ['Zweck', 'Beispiel'],
          rows: [
            [
              'Schutz vor Betrug',
              'Eine Online-Bekanntschaft bittet nach wenigen Wochen um Geld, etwa für angebliche Zollgebühren oder eine Operation im Ausland.',
            ],
            [
              'Identitätsdiebstahl',
              'Auf einer Plattform ist ein Profil mit Ihrem Namen oder Ihren Fotos aufgetaucht, das Sie nie angelegt haben.',
            ],
            [
              'Vorbeugung gegen Romance Scam',
              'Ihr Chatpartner schreibt täglich von Liebe und gemeinsamer Zukunft, weicht Videoanrufen aber seit Wochen aus.',
            ],
            [
              'Missbrauch persönlicher Daten',
              'Jemand nutzt Ihre Telefonnummer oder Anschrift, bestellt in Ihrem Namen oder bringt Fremde dazu, Sie zu kontaktieren.',
            ],
            [
              'Schutz geschäftlicher Interessen',
              'Ein neuer Geschäftskontakt aus dem Netz verlangt Vorkasse, und Sie möchten wissen, ob Firma und Ansprechpartner wirklich existieren.',
            ],
          ],
        },
      },
      {
        id: 'unzulaessige-zwecke',
        heading: 'Unzulässige Zwecke',
        paragraphs: [
          'Für die folgenden Zwecke lehnen wir Aufträge ab, auch wenn sie in der Beschreibung anders dargestellt werden.',
        ],
        table: {
          caption: 'Zwecke, für die wir keine Prüfung übernehmen',
          columns: ['Unzulässiger Zweck', 'Warum'],
          rows: [
            [
              'Bloße Neugier',
              'Ohne Schutzanliegen überwiegt das Recht der Person, dass niemand Informationen über sie zusammenträgt.',
            ],
            [
              'Hintergrundrecherche über Fremde ohne Anlass',
              'Wer mit der Person keinen Kontakt hat und keinen Verdacht nennen kann, hat kein eigenes schutzwürdiges Interesse.',
            ],
            [
              'Überwachung von (Ex-)Partnern',
              'Kontrolle verletzt die Privatsphäre. Wer einer Person unbefugt und wiederholt nachstellt und so ihre Lebensgestaltung nicht unerheblich beeinträchtigen kann, macht sich strafbar (Nachstellung, § 238 StGB).',
            ],
            [
              'Adresshandel oder Werbung',
              'Wer Daten sammelt, um sie zu verkaufen oder Werbung zu verschicken, verfolgt ein rein wirtschaftliches Ziel und kein Schutzanliegen.',
            ],
            [
              'Diskriminierende Zwecke',
              'Nachforschungen zu Herkunft, Religion, Gesundheit oder sexueller Orientierung betreffen besonders geschützte Daten (Art. 9 DSGVO) und sind ausgeschlossen.',
            ],
          ],
        },
      },
      {
        id: 'pflichten',
        heading: 'Ihre Pflichten als Auftraggeber',
        paragraphs: [
          '- Sie schildern Ihren Anlass ehrlich und so genau, wie es Ihnen möglich ist.\n- Sie laden nur Bilder, Chatverläufe und Dokumente hoch, die Sie rechtmäßig besitzen, etwa aus Ihren eigenen Unterhaltungen.\n- Sie verwenden unseren Ergebnisbericht ausschließlich für den angegebenen Schutzzweck und stellen ihn nicht ins Netz.\n- Sie nehmen keinen Kontakt zur Person auf, um sie mit dem Ergebnisbericht unter Druck zu setzen.',
          'Unsere [AGB](/agb) regeln diese Pflichten verbindlich.',
        ],
      },
      {
        id: 'unsere-rolle',
        heading: 'Unsere Rolle als Anbieter',
        paragraphs: [
          'Jeden Auftrag prüfen wir vor Beginn der Recherche auf Plausibilität. Passen Anlass und Angaben nicht zusammen oder deutet etwas auf einen unzulässigen Zweck hin, lehnen wir den Auftrag ab oder beenden die Bearbeitung. Sie erhalten dann den vollen Preis zurück, und wir erstellen keinen Ergebnisbericht ([AGB § 6](/agb#berechtigtes-interesse)).',
          'Wir recherchieren nur in öffentlich zugänglichen Quellen. Wir verschaffen uns keinen Zugang zu privaten Konten, geben uns nicht als jemand anderes aus, führen keine Gesichtserkennung durch, fragen keine Vorstrafen ab und stellen nicht fest, ob jemand eine Straftat begangen hat. Der Ergebnisbericht hält fest, was wir wo und wann öffentlich gefunden haben.',
          `Auftragsdaten löschen wir spätestens 30 Tage nach Abschluss. Was mit den Daten der geprüften Person geschieht, beschreibt unsere [Datenschutzerklärung](/datenschutz). Fragen zu diesen Regeln beantworten wir unter ${mailLink(p)}.`,
        ],
      },
      {
        id: 'bestaetigung',
        heading: 'Ihre Bestätigung bei der Buchung',
        paragraphs: [
          'Bevor Sie bestellen können, machen Sie in der Buchung diese Angaben:\n- Sie bestätigen Ihr berechtigtes Interesse und dass Sie diese Checkliste gelesen haben.\n- Sie kreuzen an, welcher zulässige Zweck auf Sie zutrifft – mindestens einer.\n- Sie geben an, in welcher Beziehung Sie zu der Person stehen, etwa eine Online-Bekanntschaft, ein geschäftlicher Kontakt oder eine frühere Partnerschaft.\n- Sie beschreiben Ihr Anliegen in eigenen Worten, mit 150 bis 300 Zeichen.\n- Sie bestätigen, dass Sie mindestens 18 Jahre alt sind.',
          'Fehlt eine dieser Angaben, ist keine Bestellung möglich. Ihre Bestätigungen speichern wir mit Wortlaut, Version und Zeitpunkt, damit nachvollziehbar bleibt, auf welcher Grundlage wir gearbeitet haben.',
        ],
      },
      {
        id: 'selbst-handeln',
        heading: 'Was Sie schon jetzt selbst tun können',
        paragraphs: [
          'Auch ohne Auftrag können Sie einiges klären:\n- Laden Sie die Profilfotos in eine Bildrückwärtssuche wie Google Lens oder TinEye. Tauchen dieselben Bilder unter anderen Namen auf, ist das ein deutliches Warnsignal.\n- Überweisen Sie kein Geld, kaufen Sie keine Gutscheinkarten und tätigen Sie keine Krypto-Zahlungen für jemanden, den Sie nie persönlich getroffen haben.\n- Sichern Sie Profil, Chats und Zahlungsbelege als Bildschirmfotos, bevor das Konto verschwindet.\n- Haben Sie bereits bezahlt, informieren Sie umgehend Ihre Bank, damit sie weitere Abbuchungen verhindern kann, und zeigen Sie den Vorfall bei der Polizei an.\n- Nutzen Sie die Meldefunktion der Plattform und sperren Sie den Kontakt.',
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Widerrufsbelehrung (Anlage 1 EGBGB, services) and Muster-Widerrufsformular (Anlage 2 EGBGB)
// ---------------------------------------------------------------------------------------------

export function widerrufPage(p: LegalProvider): LegalPage {
  const address = withdrawalAddress(p);
  return {
    slug: 'widerruf',
    seo: {
      title: 'Widerrufsbelehrung und Widerrufsformular – Echtcheck',
      description:
        'Widerrufsbelehrung für Verbraucher: 14 Tage Frist, Widerruf per Brief, E-Mail oder Schaltfläche „Vertrag widerrufen“, Wertersatz und Muster-Widerrufsformular.',
      keywords: [
        'Widerrufsbelehrung',
        'Widerrufsrecht',
        'Muster-Widerrufsformular',
        'Vertrag widerrufen',
        'Wertersatz',
      ],
    },
    title: 'Widerrufsbelehrung',
    intro:
      'Schließen Sie einen Vertrag mit uns als Verbraucher (§ 13 BGB), steht Ihnen das folgende gesetzliche Widerrufsrecht zu. Am einfachsten nutzen Sie dafür die Schaltfläche „Vertrag widerrufen“ am Ende jeder Seite.',
    sections: [
      {
        id: 'widerrufsrecht',
        heading: 'Widerrufsrecht',
        paragraphs: [
          'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
          'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
          `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${p.companyName}, ${postalAddress(p)}, Telefon: ${p.phone}, E-Mail: ${mailLink(p)}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
          `Sie können Ihren Widerruf auch über unsere Online-Widerrufsfunktion erklären: die Schaltfläche „Vertrag widerrufen“ am Ende jeder Seite unserer Website, direkt erreichbar unter der Adresse [${address}](/vertrag-widerrufen). Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.`,
          'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        ],
      },
      {
        id: 'folgen',
        heading: 'Folgen des Widerrufs',
        paragraphs: [
          'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
          'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
        ],
      },
      {
        id: 'vorzeitiges-erloeschen',
        heading: 'Vorzeitiges Erlöschen des Widerrufsrechts',
        paragraphs: [
          'Bei einem Vertrag über Dienstleistungen erlischt das Widerrufsrecht vorzeitig, wenn wir die Dienstleistung vollständig erbracht haben und mit der Ausführung erst begonnen haben, nachdem Sie ausdrücklich zugestimmt und zugleich bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung verlieren (§ 356 Abs. 4 BGB).',
          'Diese Erklärung geben Sie bei der Buchung über ein eigenes Kästchen ab, getrennt von der Zustimmung zu den AGB; ohne sie ist keine Buchung möglich. Vollständig erbracht ist die Prüfung, sobald wir Ihnen das Ergebnis per E-Mail mitteilen und den Ergebnisbericht auf Ihrer Statusseite bereitstellen; danach ist ein Widerruf nicht mehr möglich. Widerrufen Sie während der laufenden Recherche, zahlen Sie nur den anteiligen Betrag nach § 357a Abs. 2 BGB und erhalten den Rest zurück.',
        ],
      },
      {
        id: 'widerruf-online',
        heading: 'So funktioniert die Schaltfläche „Vertrag widerrufen“',
        paragraphs: [
          `Sie finden die Schaltfläche im Fußbereich jeder Seite, das Formular selbst unter [${address}](/vertrag-widerrufen); ein Kundenkonto oder eine Anmeldung brauchen Sie dafür nicht. Im Formular tragen Sie ein:\n- Ihren Namen\n- Ihre Auftragsnummer – die acht Zeichen aus Ihrer Bestätigungs-E-Mail\n- die E-Mail-Adresse, an die wir die Eingangsbestätigung senden sollen`,
          'Im nächsten Schritt prüfen Sie Ihre Angaben und senden den Widerruf mit „Widerruf bestätigen“ ab. Unmittelbar darauf schicken wir Ihnen eine Eingangsbestätigung per E-Mail, die den Inhalt Ihres Widerrufs sowie Datum und Uhrzeit des Eingangs nennt. Bewahren Sie diese E-Mail als Nachweis auf.',
        ],
      },
      {
        id: 'muster-widerrufsformular',
        heading: 'Muster-Widerrufsformular',
        paragraphs: [
          '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
          `– An ${p.companyName}, ${p.street}, ${p.postalCode} ${p.city}, ${p.country}, E-Mail: ${p.email}:`,
          '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
          '– Bestellt am (*)/erhalten am (*)',
          '– Name des/der Verbraucher(s)',
          '– Anschrift des/der Verbraucher(s)',
          '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
          '– Datum',
          '(*) Unzutreffendes streichen.',
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Checkbox labels for checkout step 5 (stored verbatim with their version as consent evidence)
// ---------------------------------------------------------------------------------------------

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
