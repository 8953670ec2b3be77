import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { HeaderVariant } from '#app/lib/header.ts';
import { Logo } from './logo.tsx';

/**
 * The site header. `transparent` (home) lets the hero show through until the page scrolls;
 * `default` is solid; `admin` is the staff area's bar (no link to the public site's home).
 */
export function SiteHeader({ variant, children }: { variant: HeaderVariant; children?: React.ReactNode }) {
  const scrolled = useScrolled(variant === 'transparent');
  const solid = variant !== 'transparent' || scrolled;
  const styles =
    variant === 'admin'
      ? 'bg-slate-900 text-white border-slate-800'
      : solid
        ? 'bg-white/95 text-ink border-slate-200 shadow-sm backdrop-blur'
        : 'bg-transparent text-ink border-transparent';
  return (
    <header
      data-variant={variant}
      className={`fixed inset-x-0 top-0 z-40 h-(--header-height) border-b transition-colors duration-200 ${styles}`}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {variant === 'admin' ? (
          <Logo />
        ) : (
          <Link to="/" className="rounded-md" aria-label="Echtcheck – zur Startseite">
            <Logo />
          </Link>
        )}
        {children}
      </div>
    </header>
  );
}

function useScrolled(enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > 8);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled]);
  return scrolled;
}
