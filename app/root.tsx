import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { SiteHeader } from '#app/components/site-header.tsx';
import { headerVariant, showsSiteHeader } from '#app/lib/header.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import type { Route } from './+types/root';
import fontUrl from './assets/fonts/inter-latin-wght-normal.woff2?url';
import './app.css';

export const links: Route.LinksFunction = () => [
  // Preload the one font file every page uses, so text renders in Inter without a late swap.
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const withHeader = showsSiteHeader(pathname);
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5fd6" />
        <Meta />
        <Links />
      </head>
      <body>
        {withHeader ? <SiteHeader variant={headerVariant(pathname)} /> : null}
        <div className={withHeader ? 'pt-(--header-height)' : undefined}>{children}</div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="font-bold text-3xl">
        {status === 404 ? 'Seite nicht gefunden' : 'Es ist ein Fehler aufgetreten'}
      </h1>
      <p className="text-muted">
        Bitte versuchen Sie es in einem Moment erneut. Wenn das Problem bleibt, schreiben Sie uns an den Support.
      </p>
      <a className="font-medium text-brand-700 underline underline-offset-4" href="/">
        Zur Startseite
      </a>
    </main>
  );
}
