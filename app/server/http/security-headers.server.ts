// Security headers for every response (docs/security.md; issue "Foundation" §2).
// Scripts: no 'unsafe-inline'. SSR responses carry a per-request nonce; prerendered pages list the
// SHA-256 hashes of their inline scripts, computed when the file is loaded (static-files.server.ts).
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  /** Nonce for inline scripts of an SSR response. */
  nonce?: string;
  /** 'sha256-…' sources for the inline scripts of a prerendered page. */
  scriptHashes?: readonly string[];
  https: boolean;
  /**
   * GA_MEASUREMENT_ID is set: admit Google's tag and measurement hosts (the tag loads only after
   * consent, app/client/site.js). Without it no Google host is admitted at all.
   */
  googleAnalytics?: boolean;
}

/** The hosts of the Google tag (gtag.js) and of GA4's measurement requests. */
const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS_CONNECT = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const GOOGLE_ANALYTICS_IMG = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

export function contentSecurityPolicy({
  nonce,
  scriptHashes = [],
  https,
  googleAnalytics = false,
}: CspOptions): string {
  const scriptSrc = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((h) => `'${h}'`)];
  if (googleAnalytics) scriptSrc.push(GOOGLE_TAG_SCRIPT);
  const imgSrc = ["'self'", 'data:', 'blob:', ...(googleAnalytics ? GOOGLE_ANALYTICS_IMG : [])];
  const connectSrc = ["'self'", ...(googleAnalytics ? GOOGLE_ANALYTICS_CONNECT : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // Inline style attributes come from the UI primitives (positioning of dialogs and popovers).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers set on every response, whatever produced it. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  // HSTS only when the request reached us over HTTPS (directly or via a trusted proxy).
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
