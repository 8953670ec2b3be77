// The operator's data: what a public site must set about its operator (imprint, contact, terms),
// and providerInfo, the form the legal pages, mails and invoices take it in.
import { type FigureKey, type Figures, figureContradictions, sampleFigures } from '#app/content/facts.ts';
import type { ImageSearchService } from '#app/lib/legal-settings.ts';
import type { PaymentMethod } from '#app/lib/payment-methods.ts';
import type { AppConfig, RawConfig } from './env-schema.server.ts';

/** Operator data a public deployment must set itself (imprint, contact, terms). */
const OPERATOR_SETTINGS = [
  'COMPANY_NAME',
  'COMPANY_REPRESENTATIVE',
  'COMPANY_STREET',
  'COMPANY_POSTAL_CODE',
  'COMPANY_CITY',
  'CONTACT_EMAIL',
  'CONTACT_PHONE',
  'HOSTING_PROVIDER',
] as const;

/** The data protection officer's contact a public deployment must set itself (DPO_ADDRESS is optional). */
const DPO_SETTINGS = ['DPO_NAME', 'DPO_EMAIL'] as const;

/**
 * Legal forms entered in a public register (§ 5 Abs. 1 Nr. 4 DDG), as they appear in a company
 * name: "GmbH", "UG (haftungsbeschränkt)", "AG", "KG", "OHG", "GmbH & Co. KG", "e.K.", "SE", …
 */
const REGISTERED_LEGAL_FORM =
  /(?:^|[\s,(])(?:g?GmbH & Co\. KG|UG \(haftungsbeschränkt\)|gGmbH|GmbH|UG|AG|KGaA|KG|OHG|SE|eG|PartG mbB|PartG|e\.\s?K\.|e\.\s?Kfm\.|e\.\s?Kfr\.)(?=$|[\s,.)&])/;

/** The registered legal form in a company name, or undefined (e.g. a sole trader without entry). */
export function registeredLegalForm(companyName: string): string | undefined {
  return REGISTERED_LEGAL_FORM.exec(companyName)?.[0].replace(/^[\s,(]/, '');
}

/**
 * What a public site (SITE_URL not localhost) still lacks of its operator data, one message each:
 * the settings whose defaults serve local runs only, a registered company's register entry and VAT id,
 * and the data protection officer's contact.
 */
export function publicSiteOperatorIssues(raw: RawConfig, env: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  for (const name of OPERATOR_SETTINGS) {
    if (env[name] === undefined || env[name] === '') {
      issues.push(`${name}: muss für eine öffentliche Website (SITE_URL=${raw.SITE_URL}) gesetzt sein`);
    }
  }
  // The imprint (§ 5 Abs. 1 Nr. 4 and 6 DDG) of a registered company names its register entry and
  // VAT id. Conservative: every registered business is assumed to have a VAT id.
  const legalForm = registeredLegalForm(raw.COMPANY_NAME);
  if (legalForm) {
    if (raw.COMPANY_REGISTER.trim() === '') {
      issues.push(
        `COMPANY_REGISTER: muss für eine öffentliche Website gesetzt sein, weil COMPANY_NAME die Rechtsform „${legalForm}“ nennt (Registergericht und Nummer fürs Impressum, § 5 Abs. 1 Nr. 4 DDG, z. B. "Amtsgericht Charlottenburg, HRB 123456 B")`,
      );
    }
    if (raw.VAT_ID.trim() === '') {
      issues.push(
        `VAT_ID: muss für eine öffentliche Website gesetzt sein, weil COMPANY_NAME die Rechtsform „${legalForm}“ nennt (Umsatzsteuer-Identifikationsnummer fürs Impressum, § 5 Abs. 1 Nr. 6 DDG, z. B. "DE123456789")`,
      );
    }
  }
  // The data protection officer's contact (Art. 13 Abs. 1 lit. b DSGVO): the privacy notice names it,
  // and the local sample must never stand in for it.
  for (const name of DPO_SETTINGS) {
    if (env[name] === undefined || env[name].trim() === '') {
      issues.push(
        `${name}: muss für eine öffentliche Website (SITE_URL=${raw.SITE_URL}) gesetzt sein (Kontakt der oder des Datenschutzbeauftragten für die Datenschutzerklärung, Art. 13 Abs. 1 lit. b DSGVO; Pflicht nach Art. 37 DSGVO, § 38 BDSG)`,
      );
    }
  }
  return issues;
}

/** The environment variable of each marketing figure (docs/configuration.md). */
export const FIGURE_SETTINGS = {
  checks: 'OPERATOR_FIGURE_CHECKS',
  deceptionProven: 'OPERATOR_FIGURE_DECEPTION_PROVEN',
  clearResultRate: 'OPERATOR_FIGURE_CLEAR_RESULT_PERCENT',
  imageProfiles: 'OPERATOR_FIGURE_IMAGE_PROFILES',
  socialProfiles: 'OPERATOR_FIGURE_SOCIAL_PROFILES',
  datingProfiles: 'OPERATOR_FIGURE_DATING_PROFILES',
  identityChecks: 'OPERATOR_FIGURE_IDENTITY_CHECKS',
  moneyNotPaid: 'OPERATOR_FIGURE_MONEY_NOT_PAID_EUR',
} as const satisfies Record<FigureKey, keyof RawConfig>;

/**
 * The marketing figures the pages show, and what is wrong with their settings. The operator's
 * figures need their date (every claim carries its "Stand") and must not contradict one another.
 * With none set, a local site gets the development sample (sampleFigures) so every page can be
 * seen as it will look. A public site refuses to start on sample figures, as it refuses the sample
 * imprint (publicSiteOperatorIssues): with none set it needs OPERATOR_FIGURES_NONE=true (the pages
 * then use the wording without numbers), and the sample's numbers copied into its settings are
 * refused too. OPERATOR_FIGURES_NONE=true shows no figure on a local site either.
 */
export function operatorFigures(raw: RawConfig, localSite: boolean): { figures: Figures | null; issues: string[] } {
  const values: Figures['values'] = {};
  for (const [key, name] of Object.entries(FIGURE_SETTINGS) as [FigureKey, keyof RawConfig][]) {
    const value = raw[name];
    if (typeof value === 'number') values[key] = value;
  }
  const asOf = raw.OPERATOR_FIGURES_AS_OF;
  const configured = Object.keys(values).length > 0;
  const figureNames = Object.values(FIGURE_SETTINGS).join(', ');
  if (!configured && asOf === undefined) {
    if (raw.OPERATOR_FIGURES_NONE) return { figures: null, issues: [] };
    if (localSite) return { figures: sampleFigures, issues: [] };
    return {
      figures: null,
      issues: [
        `OPERATOR_FIGURES_AS_OF, OPERATOR_FIGURE_*: Eine öffentliche Website (SITE_URL=${raw.SITE_URL}) zeigt keine Beispielzahlen; die dienen nur lokalen Läufen. Tragen Sie Ihre in den Fallakten gezählten Zahlen mit dem Tag der Zählung ein (OPERATOR_FIGURES_AS_OF und ${figureNames}), oder setzen Sie OPERATOR_FIGURES_NONE=true: Dann sprechen die Seiten ohne Zahlen.`,
      ],
    };
  }
  const issues: string[] = [];
  if (raw.OPERATOR_FIGURES_NONE) {
    issues.push(
      `OPERATOR_FIGURES_NONE=true: widerspricht den gesetzten Zahlen (${setFigureNames(raw).join(', ') || 'OPERATOR_FIGURES_AS_OF'}); leeren Sie entweder OPERATOR_FIGURES_NONE oder diese Variablen`,
    );
  }
  if (!localSite && isSampleCopy(values)) {
    issues.push(
      `${figureNames}: sind die Beispielzahlen der Entwicklung (sampleFigures), keine gezählten. Eine öffentliche Website (SITE_URL=${raw.SITE_URL}) zeigt sie nicht: Leeren Sie diese Variablen und OPERATOR_FIGURES_AS_OF (und setzen Sie OPERATOR_FIGURES_NONE=true), oder tragen Sie Ihre in den Fallakten gezählten Zahlen ein.`,
    );
  }
  if (asOf === undefined) {
    issues.push(
      `OPERATOR_FIGURES_AS_OF: muss gesetzt sein, wenn Zahlen gesetzt sind (${Object.values(FIGURE_SETTINGS)
        .filter((name) => raw[name] !== undefined)
        .join(', ')}); jede Zahl nennt ihren Stand, z. B. 2026-10-31`,
    );
  } else if (asOf > new Date().toISOString().slice(0, 10)) {
    issues.push(`OPERATOR_FIGURES_AS_OF=${asOf}: darf nicht in der Zukunft liegen (der Tag, an dem gezählt wurde)`);
  }
  for (const contradiction of figureContradictions(values)) issues.push(`OPERATOR_FIGURE_*: ${contradiction}`);
  if (issues.length > 0 || asOf === undefined) return { figures: null, issues };
  return { figures: configured ? { asOf, values, sample: false } : null, issues };
}

/** The figure variables that are set. */
function setFigureNames(raw: RawConfig): string[] {
  return Object.values(FIGURE_SETTINGS).filter((name) => raw[name] !== undefined);
}

/** Every figure set, each to the development sample's value: the sample copied into the settings. */
function isSampleCopy(values: Figures['values']): boolean {
  const keys = Object.keys(sampleFigures.values) as FigureKey[];
  return keys.every((key) => values[key] !== undefined && values[key] === sampleFigures.values[key]);
}

/** Operator data for legal pages, mails and invoices (app/content/types.ts ProviderInfo). */
export function providerInfo(config: AppConfig) {
  return {
    companyName: config.COMPANY_NAME,
    representative: config.COMPANY_REPRESENTATIVE,
    street: config.COMPANY_STREET,
    postalCode: config.COMPANY_POSTAL_CODE,
    city: config.COMPANY_CITY,
    country: config.COMPANY_COUNTRY,
    email: config.CONTACT_EMAIL,
    phone: config.CONTACT_PHONE,
    register: config.COMPANY_REGISTER,
    vatId: config.VAT_ID,
    hostingProvider: config.HOSTING_PROVIDER,
    // Card payments go to Stripe in production; the simulated provider is a local test mode.
    paymentProvider: 'Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Dublin 2, Irland',
    mailProvider: config.MAIL_PROVIDER || config.HOSTING_PROVIDER,
    termsVersion: config.TERMS_VERSION,
    privacyVersion: config.PRIVACY_VERSION,
    // The data protection officer named on the privacy notice (LegalProvider in app/content/legal.ts).
    dataProtectionOfficer: {
      name: config.DPO_NAME,
      email: config.DPO_EMAIL,
      address: config.DPO_ADDRESS,
    },
    // LegalSettings (app/lib/legal-settings.ts): what the legal pages say about the operation.
    siteUrl: config.SITE_URL,
    imageSearchServices: config.REVERSE_IMAGE_SEARCH_SERVICES satisfies readonly ImageSearchService[],
    logRetentionDays: config.LOG_RETENTION_DAYS,
    analyticsRetentionMonths: config.ANALYTICS_RETENTION_MONTHS,
    googleAnalytics: config.GA_MEASUREMENT_ID !== '',
    microEnterprise: config.OPERATOR_MICRO_ENTERPRISE,
    paymentMethods: config.PAYMENT_METHODS satisfies readonly PaymentMethod[],
  };
}
