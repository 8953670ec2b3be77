import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** What app/client/site.js offers the hydrated pages (see its "Visitor statistics" part). */
interface SiteAnalytics {
  navigate(path: string, referrer: string): void;
  step(step: number, service: string | null): void;
}

declare global {
  interface Window {
    echtcheckAnalytics?: SiteAnalytics;
  }
}

/**
 * Client-side page changes of the hydrated pages (checkout, payment-success, withdrawal) are page views
 * too: the previous view gets its exit event, the new one its entry (spec §7 calls 1–2). The first
 * view of the document is counted by the site script itself.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && previous.current !== pathname) {
      window.echtcheckAnalytics?.navigate(pathname, new URL(previous.current, window.location.origin).href);
    }
    previous.current = pathname;
  }, [pathname]);
  return null;
}

/** The checkout funnel: the step the visitor sees now (1–6) and the checkout's service parameter. */
export function reportCheckoutStep(step: number, service: string | null): void {
  window.echtcheckAnalytics?.step(step, service);
}
