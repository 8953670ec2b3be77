import { Link } from 'react-router';
import type { HeaderVariant } from '#app/lib/header.ts';
import { cn } from '#app/lib/utils.ts';
import { Logo } from './logo.tsx';

/**
 * The site header (spec §2). `transparent` (home) lets the hero show through until the page
 * scrolls (the site script sets data-scrolled); `default` is solid; `admin` is the staff area's bar.
 * Plain markup: it works on the static marketing pages as well as on hydrated pages.
 */
export function SiteHeader({
  variant,
  showCta = true,
  children,
}: {
  variant: HeaderVariant;
  /** The "Prüfung starten" button; hidden where the customer is already booking. */
  showCta?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <header
      data-variant={variant}
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-(--header-height) border-b transition-colors duration-200',
        variant === 'admin' && 'border-slate-800 bg-slate-900 text-white',
        variant === 'default' && 'border-slate-200 bg-white/95 text-ink shadow-sm backdrop-blur',
        variant === 'transparent' &&
          'border-transparent bg-transparent text-ink data-scrolled:border-slate-200 data-scrolled:bg-white/95 data-scrolled:shadow-sm data-scrolled:backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {variant === 'admin' ? (
          <Logo tone="dark" />
        ) : (
          <Link to="/" reloadDocument className="rounded-md" aria-label="Echtcheck – zur Startseite">
            <Logo />
          </Link>
        )}
        {children ??
          (variant === 'admin' || !showCta ? null : (
            <a
              href="/checkout"
              className="inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white shadow-sm hover:bg-brand-700"
            >
              Prüfung starten
            </a>
          ))}
      </div>
    </header>
  );
}
