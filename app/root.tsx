import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { CookieBanner, CookieInfoDialog } from '#app/components/cookie-banner.tsx';
import { PageViewTracker } from '#app/components/page-view-tracker.tsx';
import { SiteFooter } from '#app/components/site-footer.tsx';
import { SiteHeader } from '#app/components/site-header.tsx';
import { Toaster } from '#app/components/ui/sonner.tsx';
import { headerVariant, isStaffPath, showsSiteHeader } from '#app/lib/header.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import { getConfig } from '#app/server/config/config.server.ts';
import type { Route } from './+types/root';
import appCss from './app.css?inline';
import fontUrl from './assets/fonts/inter-subset-wght-400-700.woff2?url';
import consentHeadScript from './client/consent-head.js?raw';
import siteScript from './client/site.js?raw';

export const links: Route.LinksFunction = () => [
  // The small Inter file with every character the site shows (app.css), preloaded: it arrives in
  // one round trip, usually before the first paint, so text rarely needs the fallback.
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // A small PNG, not the SVG: Chromium renders an SVG icon in the page's own main thread (an
  // isolated SVG document, ~20 ms on a fast machine, a long task under Lighthouse's 4× CPU slowdown);
  // a PNG is decoded elsewhere. public/favicon.svg stays as the organization's logo (app/lib/seo.ts).
  { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '48x48' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * Route modules export `handle = { hydrate: false }` to be served as static HTML without React,
 * `analytics: true` when their page views are counted (app/lib/analytics.ts; the server checks the
 * path again), and `hydrateAfterPaint: true` when the page is usable as plain HTML, so its script
 * loads only after the first paint (app/server/http/hydrate-after-paint.server.ts).
 */
export interface RouteHandle {
  hydrate?: boolean;
  analytics?: boolean;
  hydrateAfterPaint?: boolean;
}

/**
 * Whether Google Analytics is configured (GA_MEASUREMENT_ID): <html data-ga> shows the cookie banner,
 * and the page may ask /api/ga-id after consent. Read once per document; on prerendered pages the
 * server sets the attribute to the running configuration (app/server/http/static-files.server.ts).
 */
export function loader() {
  return { googleAnalytics: getConfig().GA_MEASUREMENT_ID !== '' };
}

export function shouldRevalidate() {
  return false;
}

/**
 * The stylesheet, inline in every document. The browser bundle does not carry a second copy (49 KB
 * of the root module, decision record 026): it hydrates with the text the server put into the page.
 */
const stylesheet = import.meta.env.SSR ? appCss : (document.querySelector('head > style')?.textContent ?? '');

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const matches = useMatches();
  const hydrate = !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
  const counted = matches.some((match) => (match.handle as RouteHandle | undefined)?.analytics === true);
  const googleAnalytics = useRouteLoaderData<typeof loader>('root')?.googleAnalytics === true;
  const publicSite = showsSiteHeader(pathname);
  return (
    // data-analytics: the site script counts this page view; data-ga: Google Analytics may load after consent.
    <html lang="de" data-analytics={counted ? '' : undefined} data-ga={googleAnalytics ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5fd6" />
        {/* Consent defaults before anything else (Google Consent Mode v2). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script file, bundled at build time */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentHeadScript }} />
        <Meta />
        {/* All CSS inline: no render-blocking request. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
        <Links />
      </head>
      <body>
        {publicSite ? (
          <a
            href="#inhalt"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Zum Inhalt springen
          </a>
        ) : null}
        {publicSite ? (
          <SiteHeader
            variant={headerVariant(pathname)}
            showCta={!/^\/(checkout|zahlung|payment-success)/.test(pathname)}
          />
        ) : null}
        <div id="inhalt" className={publicSite ? 'pt-(--header-height)' : undefined}>
          {children}
        </div>
        {publicSite ? <SiteFooter /> : null}
        {/* Both always in the markup: <html data-ga> decides which one the footer's "Cookie-Einstellungen" opens. */}
        {publicSite ? <CookieBanner /> : null}
        {publicSite ? <CookieInfoDialog /> : null}
        {hydrate && counted ? <PageViewTracker /> : null}
        {hydrate ? <Toaster /> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script file, bundled at build time */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: siteScript }} />
        {hydrate ? <ScrollRestoration nonce={nonce} /> : null}
        {hydrate ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const denied = status === 401 || status === 403;
  const title = status === 404 ? 'Seite nicht gefunden' : denied ? 'Kein Zugriff' : 'Es ist ein Fehler aufgetreten';
  // A 403 with its own German message (e.g. a specialist in the owner's part of the staff area,
  // decision record 027) says that instead of the general sentence.
  const refusal = status === 403 && isRouteErrorResponse(error) ? (error.data as { message?: unknown })?.message : null;
  const text = denied
    ? typeof refusal === 'string'
      ? refusal
      : 'Diese Seite ist nur für angemeldete Mitarbeiterinnen und Mitarbeiter zugänglich.'
    : 'Bitte versuchen Sie es in einem Moment erneut. Wenn das Problem bleibt, schreiben Sie uns an den Support.';
  // Signed in to the staff area but not allowed on this page: on to the account page, which every
  // role may use, rather than out to the shop.
  const back =
    status === 403 && isStaffPath(pathname)
      ? { href: '/conan/konto', label: 'Zu Konto und Sicherheit' }
      : { href: '/', label: 'Zur Startseite' };
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      {/* No route's meta runs for an error page: its own title (React places it in the head). */}
      <title>{`${title} | Echtcheck`}</title>
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="text-muted">{text}</p>
      <a className="font-medium text-brand-700 underline underline-offset-4" href={back.href}>
        {back.label}
      </a>
    </main>
  );
}
