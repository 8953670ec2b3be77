// German legal pages (spec §2 "Legal pages"; docs/product.md §12, differences 6, 8–12; decision record 014),
// one file per page in ./legal/.
// German legal pages (spec §2 "Legal pages"; docs/product.md §12, differences 6, 8–12; decision record 014).
// Unlike the other content files these are functions: the operator data (imprint, addresses,
// providers, version dates) comes from configuration as ProviderInfo, never from this file.
// Texts are general wording for the operator's lawyer to review; they are not legal advice.

export { agbPage } from './legal/agb.ts';
export {
  ACCESSIBILITY_AUTHORITY,
  ACCESSIBILITY_STATEMENT_DATE,
  barrierefreiheitPage,
} from './legal/barrierefreiheit.ts';
export { berechtigtesInteressePage } from './legal/berechtigtes-interesse.ts';
export type { CookieBannerText } from './legal/consents.ts';
export {
  consentTextsFor,
  cookieBannerText,
  cookieInfoText,
  ORDER_BROWSER_COOKIE_NAME,
  ORDER_BROWSER_HOURS,
} from './legal/consents.ts';
export { datenschutzPage } from './legal/datenschutz.ts';
export { impressumPage } from './legal/impressum.ts';
export type { DataProtectionOfficer, LegalProvider } from './legal/shared.ts';
export {
  criminalOffencesText,
  GOOGLE_IRELAND,
  imageSearchText,
  paymentMethodsNote,
  withdrawalAddress,
} from './legal/shared.ts';
export { widerrufPage } from './legal/widerruf.ts';
