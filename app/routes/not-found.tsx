import { useEffect } from 'react';
import { data, useLocation } from 'react-router';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: 'Seite nicht gefunden | Echtcheck' },
  { name: 'robots', content: 'noindex' },
];

export function loader({ url }: Route.LoaderArgs) {
  // spec §2: any other path shows the not-found page; HTTP status 404 for crawlers and monitors.
  return data({ path: url.pathname }, { status: 404 });
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // spec §8 "Unknown path": the missing path is logged to the browser console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-16">
      <div className="text-center">
        <p className="font-bold text-6xl text-brand-600">404</p>
        <h1 className="mt-4 font-semibold text-2xl">Hoppla! Diese Seite wurde nicht gefunden.</h1>
        <p className="mt-3 text-muted">Die Adresse ist vielleicht veraltet oder enthält einen Tippfehler.</p>
        <a
          href="/"
          className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Zurück zur Startseite
        </a>
      </div>
    </main>
  );
}
