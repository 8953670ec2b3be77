// The analytics tab's data (app/server/dashboard/analytics-report.server.ts, spec §2 "Analytics"),
// as the server sends it and app/components/staff/dashboard/analytics-tab.tsx shows it. Types only.
import type { PaidWith } from './payment-methods.ts';

export interface AnalyticsSummary {
  pageViews: number;
  visitors: number;
  /** Rounded average of time_on_page over the page views that have one; 0 if none. */
  avgTimeOnSiteSeconds: number;
  /** By visitors, ties by code; `country: null` for visitors whose country is unknown. */
  topCountries: { country: string | null; count: number }[];
  /** By page views, ties by path (byte order, the same on every database). */
  topPages: { path: string; count: number }[];
}

/** The analytics tab's figures of one period (app/server/dashboard/analytics-report.server.ts). */
export interface AnalyticsTotals {
  pageViews: number;
  visitors: number;
  avgTimeOnSiteSeconds: number;
  /** Paid orders that were placed in the period (voucher orders included, at 0 €). */
  paidOrders: number;
  revenueCents: number;
}

/** A checkout funnel stage: steps 1–6, the order sent, the payment confirmed (analytics-funnel.ts). */
export type FunnelStage = 1 | 2 | 3 | 4 | 5 | 6 | 'order' | 'paid';

export interface FunnelRow {
  stage: FunnelStage;
  /** Distinct visitors (per Berlin day) who reached the stage in the period. */
  visitors: number;
  /** The same figure in the previous period. */
  previousVisitors: number;
  /** Share lost since the stage before, 0–100 with one decimal; null for the first stage or when it had none. */
  dropOffPercent: number | null;
}

export interface ConversionRow {
  /** Visits that entered the site here (landing pages), or checkout visitors (services). */
  visits: number;
  paidOrders: number;
  revenueCents: number;
  /** paidOrders / visits in %, one decimal; null without visits. */
  conversionPercent: number | null;
}

/** One payment method of the analytics tab's "Zahlungsarten" (app/server/dashboard/payment-methods.server.ts). */
export interface PaymentMethodRow {
  method: PaidWith;
  /** Orders of the period with an attempt of this method (a payment event naming it: paid, pending, failed). */
  attempts: number;
  /** Orders of the period paid with this method. */
  paid: number;
  /** paid / attempts in %, one decimal; null without attempts. */
  conversionPercent: number | null;
}

export interface PaymentMethodFigures {
  /** The methods with attempts in the period, in the order of paidWithKeys. */
  rows: PaymentMethodRow[];
  /** Orders sent to the payment page that are unpaid and have no attempt of any method. */
  leftWithoutAttempt: number;
}

export interface AnalyticsReport extends AnalyticsSummary {
  /** [start, end) of the selected period and of the previous one of the same number of days (ISO). */
  range: { start: string; end: string; days: number };
  previousRange: { start: string; end: string };
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  /** Every Berlin day of the period, oldest first, zeros included (the chart). */
  daily: { day: string; pageViews: number; visitors: number }[];
  /** Top 10 by visits; `referrer` is the origin of the page the visit came from, null: direct or unknown. */
  topReferrers: { referrer: string | null; visits: number }[];
  funnel: FunnelRow[];
  /** Top 20 landing pages by visits, with their paid orders (an order counts for the page its visit entered on). */
  landingPages: (ConversionRow & { path: string })[];
  /** Every service with checkout visitors or paid orders in the period. */
  services: (ConversionRow & { caseType: string; serviceName: string })[];
  /** Attempts, payments and conversion per payment method, of the orders placed in the period. */
  paymentMethods: PaymentMethodFigures;
}
