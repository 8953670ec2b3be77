// Operator choices that the legal texts describe (app/content/legal.ts) and the configuration sets
// (app/server/config/config.server.ts). One home for the defaults: the legal texts also run in the
// browser bundle and cannot import the server configuration.
import type { PaymentMethod } from './payment-methods.ts';

/** Public reverse image searches the specialists may use with the customer's photos. */
export const imageSearchServiceKeys = ['google-lens', 'bing', 'tineye', 'yandex'] as const;
export type ImageSearchService = (typeof imageSearchServiceKeys)[number];

/**
 * The conservative default: services whose operators sit in the EU's adequacy framework (USA under
 * the Data Privacy Framework, Canada). Yandex (Russia: no adequacy decision, no safeguards) only when
 * the operator adds it (decision record 014).
 */
export const DEFAULT_IMAGE_SEARCH_SERVICES: readonly ImageSearchService[] = ['google-lens', 'bing', 'tineye'];

/**
 * Days the operator's log collection keeps the server's logs (the application writes them to
 * standard output and rotates nothing itself). Named on the privacy page.
 */
export const DEFAULT_LOG_RETENTION_DAYS = 7;

/**
 * Months the first-party visitor statistics (page views, checkout funnel, daily figures) are kept
 * (ANALYTICS_RETENTION_MONTHS). Named on the privacy page; the retention job deletes older rows.
 */
export const DEFAULT_ANALYTICS_RETENTION_MONTHS = 14;

/** The operator settings the legal pages read besides the provider's address data. */
export interface LegalSettings {
  /** The public address of the site without a trailing slash, e.g. https://echtcheck.de. */
  siteUrl: string;
  imageSearchServices: readonly ImageSearchService[];
  logRetentionDays: number;
  analyticsRetentionMonths: number;
  /** GA_MEASUREMENT_ID is set: Google Analytics 4 runs after consent (the privacy page and banner say so). */
  googleAnalytics: boolean;
  /**
   * OPERATOR_MICRO_ENTERPRISE: the operator is a micro-enterprise, so the BFSG's requirements do not
   * apply to its services (§ 3 Abs. 3 BFSG); the accessibility statement says so.
   */
  microEnterprise: boolean;
  /** PAYMENT_METHODS: what the checkout offers, named by the checkout, the terms and the privacy page. */
  paymentMethods: readonly PaymentMethod[];
}
