// What the legal pages share (legal.ts lists the pages): the operator's address and contact links, the
// data-protection officer, the settings' defaults, the payment and image-search wording.
import {
  DEFAULT_ANALYTICS_RETENTION_MONTHS,
  DEFAULT_IMAGE_SEARCH_SERVICES,
  DEFAULT_LOG_RETENTION_DAYS,
  type ImageSearchService,
  type LegalSettings,
} from '#app/lib/legal-settings.ts';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethod, paymentMethodsText } from '#app/lib/payment-methods.ts';
import type { LegalSection, ProviderInfo } from '../types.ts';

/** "Musterstraße 1, 10115 Berlin, Deutschland" */
export function postalAddress(p: ProviderInfo): string {
  return `${p.street}, ${p.postalCode} ${p.city}, ${p.country}`;
}

/** Markdown-style mail link the legal template turns into a mailto: link. */
export function mailLink(p: ProviderInfo): string {
  return `[${p.email}](mailto:${p.email})`;
}

/** Markdown-style phone link; the tel: target keeps only digits and a leading plus. */
export function phoneLink(phone: string): string {
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
export function dataProtectionOfficer(p: LegalProvider): DataProtectionOfficer {
  return (
    p.dataProtectionOfficer ?? {
      name: 'Datenschutzbeauftragte oder Datenschutzbeauftragter',
      email: p.email,
      address: '',
    }
  );
}

/** How to reach the officer, e.g. "Dr. Jana Roth, E-Mail: [dsb@…](mailto:dsb@…), Post: …". */
export function dataProtectionOfficerContact(p: LegalProvider): string {
  const dpo = dataProtectionOfficer(p);
  const post =
    dpo.address.trim() !== ''
      ? dpo.address.trim()
      : `${p.companyName}, z. Hd. der oder des Datenschutzbeauftragten, ${postalAddress(p)}`;
  return `${dpo.name}, E-Mail: [${dpo.email}](mailto:${dpo.email}), Post: ${post}`;
}

export function legalSettings(p: LegalProvider): LegalSettings {
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
export function monthsNominative(months: number): string {
  return months === 1 ? '1 Monat' : `${months} Monate`;
}

/** "1 Monat", "14 Monaten" (as in "nach 14 Monaten"). */
export function monthsDative(months: number): string {
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
export const PAYPAL_ADDRESS = 'PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxemburg';
export const KLARNA_ADDRESS = 'Klarna Bank AB (publ), Sveavägen 46, 111 34 Stockholm, Schweden';

/** Google's entity for users in the EU, wherever Google is named as a party (Lens, Pay, Analytics). */
export const GOOGLE_IRELAND = 'Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland';

/** "; je nach Zahlungsart außerdem PayPal oder Klarna (Abschnitt 6)" for the privacy page's overview. */
export function walletNote(methods: readonly PaymentMethod[]): string {
  const others = [...(methods.includes('paypal') ? ['PayPal'] : []), ...(methods.includes('klarna') ? ['Klarna'] : [])];
  return others.length === 0 ? '' : `, je nach Zahlungsart außerdem ${others.join(' oder ')} (Abschnitt 6)`;
}

/**
 * Section 6 of the privacy page: the payment provider, and for each configured method who else
 * receives data, what, and on which basis. Only the configured methods are named.
 */
export function paymentSection(p: LegalProvider, settings: LegalSettings): LegalSection {
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
export function paymentTermsFor(methods: readonly PaymentMethod[]): string[] {
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

export const imageSearchNameOf: Record<ImageSearchService, string> = {
  'google-lens': 'Google Lens',
  bing: 'Bing',
  tineye: 'TinEye',
  yandex: 'Yandex',
};

/** Who receives the photos and on which basis they leave the EU (privacy page, section 4). */
export const imageSearchRecipients: Record<ImageSearchService, string> = {
  'google-lens': `Google Lens: ${GOOGLE_IRELAND}. Dabei können Daten an Google LLC in den USA übermittelt werden. Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für zertifizierte Unternehmen hat die EU-Kommission ein angemessenes Datenschutzniveau festgestellt (Art. 45 DSGVO).`,
  bing: 'Bing: Microsoft Corporation, USA. Auch Microsoft ist nach dem EU-US Data Privacy Framework zertifiziert (Art. 45 DSGVO).',
  tineye:
    'TinEye: Idée Inc., Kanada. Für Kanada hat die EU-Kommission einen Angemessenheitsbeschluss erlassen (Art. 45 DSGVO).',
  yandex:
    'Yandex: Russland. Für Russland gibt es weder einen Angemessenheitsbeschluss noch geeignete Garantien. Fotos laden wir dort nur hoch, wenn Sie vorher ausdrücklich eingewilligt haben, nachdem wir Sie auf diese Risiken hingewiesen haben (Art. 49 Abs. 1 lit. a DSGVO); ohne Ihre Einwilligung nutzen wir Yandex nicht.',
};

/** "Google Lens, Bing, TinEye" */
export function imageSearchNames(services: readonly ImageSearchService[]): string {
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
export const declineText =
  'Vor Beginn und während der Bearbeitung prüfen wir, ob Anlass und Angaben zusammenpassen; überwiegt das Interesse der Person, lehnen wir den Auftrag ab. Das tun wir insbesondere, wenn kein berechtigtes Interesse erkennbar ist, wenn wir nicht ausschließen können, dass die Prüfung einer Nachstellung dient, wenn die zu prüfende Person minderjährig ist oder wenn sie eine Person des öffentlichen Lebens ist und es keinen konkreten Anlass gibt.';

/** What the customer gets back after a decline (app/server/decline/: full refund with a cancellation invoice, or the voucher again). */
export const declineRefundText =
  'Sie erhalten den vollen Preis auf dem Weg zurück, auf dem Sie bezahlt haben, und dazu eine Stornorechnung; haben Sie mit einem Gutscheincode aus unserer Garantie bezahlt, gilt der Gutschein wieder.';

/** The address of the online withdrawal function (§ 356a BGB), e.g. https://echtcheck.de/vertrag-widerrufen. */
export function withdrawalAddress(p: LegalProvider): string {
  return `${legalSettings(p).siteUrl}/vertrag-widerrufen`;
}

/** A text only when the configured value is not empty (e.g. no register entry for a sole trader). */
export function whenSet(value: string, text: string): readonly string[] {
  return value.trim() === '' ? [] : [text];
}

// ---------------------------------------------------------------------------------------------
// Impressum
// ---------------------------------------------------------------------------------------------
