// The six services a case is booked for, and the general check (spec §2 "Checkout page").
import { formatEuro, formatEuroShort } from './format.ts';

/** The six services a case can be booked for (spec §2 "Checkout page"); the content is written per service. */
export type ServiceKey =
  | 'fake-profile'
  | 'image-check'
  | 'social-media'
  | 'dating-app'
  | 'romance-scam'
  | 'identity-theft';

export type CaseType = ServiceKey | 'general';

/** The six services in the order the site presents them (home cards, sitemap). */
export const serviceKeys: readonly ServiceKey[] = [
  'fake-profile',
  'image-check',
  'social-media',
  'dating-app',
  'romance-scam',
  'identity-theft',
];

export const serviceNames: Record<CaseType, string> = {
  'fake-profile': 'Fake-Profil-Check',
  'image-check': 'Bildanalyse',
  'social-media': 'Social-Media-Check',
  'dating-app': 'Dating-App-Check',
  'romance-scam': 'Romance-Scam-Check',
  'identity-theft': 'Identitätsdiebstahl-Check',
  general: 'Allgemeine Prüfung',
};

export function serviceName(caseType: string): string {
  return serviceNames[caseType as CaseType] ?? serviceNames.general;
}

/** spec §9: one price for every service, set by the server. Every price shown derives from it. */
export const PRICE_CENTS = 3900;
export const VAT_RATE_PERCENT = 19;

/** "39,00 € inkl. 19 % MwSt.": checkout, success page, mails. */
export const PRICE_WITH_VAT = `${formatEuro(PRICE_CENTS)} inkl. ${VAT_RATE_PERCENT} % MwSt.`;
/** "39 € inkl. MwSt.": short notes on the marketing pages. */
export const PRICE_SHORT = `${formatEuroShort(PRICE_CENTS)} inkl. MwSt.`;

/** 39,00 € gross = 32,77 € net + 6,23 € VAT (19 %). */
export function vatBreakdown(grossCents: number, ratePercent = VAT_RATE_PERCENT) {
  const netCents = Math.round((grossCents * 100) / (100 + ratePercent));
  return { netCents, vatCents: grossCents - netCents, grossCents };
}

/** spec §9: the reference number is the first 8 characters of the case id. */
export function caseReference(caseId: string): string {
  return caseId.slice(0, 8);
}

/**
 * "m…@example.org": enough for customers to recognise their address on the success page, too little
 * for someone who merely holds the link.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}
