// The parts of the marketing templates. Static markup only: marketing pages are served
// without client-side React (see docs/decisions/004), so nothing here relies on hydration. The
// page structure is here; lists, grids, tiles and notices are in lists.tsx (re-exported).
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ArticleSection } from '#app/content/types.ts';
import { checkoutHref } from '#app/lib/checkout-link.ts';
import type { Crumb } from '#app/lib/seo.ts';
import { cn } from '#app/lib/utils.ts';

export function CtaLink({
  service,
  children,
  variant = 'primary',
  className,
}: {
  service: string;
  children: ReactNode;
  variant?: 'primary' | 'light';
  className?: string;
}) {
  return (
    <a
      href={checkoutHref(service || undefined)}
      data-cta=""
      className={cn(
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-center font-semibold text-base shadow-sm transition-colors',
        variant === 'primary'
          ? 'bg-brand-600 text-white hover:bg-brand-700'
          : 'bg-white text-brand-800 hover:bg-brand-50',
        className,
      )}
    >
      {children}
      <ChevronRight aria-hidden="true" className="size-5" />
    </a>
  );
}

export function Hero({
  eyebrow,
  title,
  subtitle,
  buttonText,
  service,
  note,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  buttonText: string;
  service: string;
  note?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-10 pb-12 text-center sm:px-6 sm:pt-16 sm:pb-16">
        {eyebrow ? <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p> : null}
        <h1 className="mt-3 text-balance font-bold text-3xl text-ink tracking-tight sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted leading-relaxed">{subtitle}</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <CtaLink service={service}>{buttonText}</CtaLink>
          {note ? <p className="text-muted text-sm">{note}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Navigationspfad" className="mx-auto max-w-6xl px-4 pt-4 text-muted text-sm sm:px-6">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-400" /> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path} className="underline underline-offset-2 hover:text-ink">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Section({
  title,
  intro,
  children,
  tone = 'white',
  id,
}: {
  title?: string;
  intro?: string;
  children: ReactNode;
  tone?: 'white' | 'muted';
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('defer-render', tone === 'muted' && 'bg-slate-50')}
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {title ? (
          <h2 id={headingId} className="text-balance text-center font-bold text-2xl sm:text-3xl">
            {title}
          </h2>
        ) : null}
        {intro ? <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-muted">{intro}</p> : null}
        <div className={title || intro ? 'mt-10' : undefined}>{children}</div>
      </div>
    </section>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700 leading-relaxed">{children}</div>;
}

/** Text with paragraphs separated by a blank line. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </>
  );
}

export function ArticleSections({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-balance font-bold text-2xl">{section.heading}</h2>
          <div className="mt-4 space-y-4 text-lg text-slate-700 leading-relaxed">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export * from './lists.tsx';
