// First-party visitor analytics, the parts the browser and the server share (spec §3 "Analytics
// record", docs/product.md §11): which pages are counted, the limits of an event, and the stages
// of the checkout funnel. The browser sends events from app/client/site.js (static pages) and
// app/components/page-view-tracker.tsx (hydrated pages); the server takes them at /api/analytics
// (app/server/analytics/).
//
// A route is counted when its module exports `handle = { analytics: true }` (root.tsx then marks
// <html data-analytics>); the server accepts only the paths of app/server/analytics/counted-paths.server.ts.
import type { FunnelStage } from './analytics-data.ts';

/** Pages outside the content that are counted: the checkout, its outcome and the withdrawal form. */
export const APP_PAGES: ReadonlySet<string> = new Set(['/checkout', '/payment-success', '/vertrag-widerrufen']);

export const MAX_PATH_LENGTH = 512;
export const MAX_REFERRER_LENGTH = 1024;
/** Longest time on one page counted (12 hours); a tab left open longer is capped. */
export const MAX_SECONDS_ON_PAGE = 12 * 60 * 60;

export const funnelStages: readonly FunnelStage[] = [1, 2, 3, 4, 5, 6, 'order', 'paid'];

/** The checkout's step names (checkout-wizard.tsx) and the two stages after it, as the dashboard shows them. */
export const funnelStageLabels: Record<string, string> = {
  1: 'Schritt 1: Kontaktdaten',
  2: 'Schritt 2: Zielperson',
  3: 'Schritt 3: Dateien',
  4: 'Schritt 4: Details',
  5: 'Schritt 5: Rechtliches',
  6: 'Schritt 6: Zahlung',
  order: 'Bestellung abgeschickt',
  paid: 'Zahlung bestätigt',
};

export function funnelStageLabel(stage: FunnelStage): string {
  return funnelStageLabels[String(stage)] ?? String(stage);
}
