import { Link, useSearchParams } from 'react-router';
import { formatCount } from '#app/lib/format.ts';

/** "Seite 2 von 7" with previous/next links; the page lives in the URL (?seite=). */
export function Pager({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const [params] = useSearchParams();
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('seite');
    else next.set('seite', String(target));
    return `?${next}`;
  };
  const linkClass =
    'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-sm outline-none hover:bg-slate-50 focus-visible:ring-[3px] focus-visible:ring-brand-600/40';
  return (
    <nav aria-label="Seiten" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">
        {formatCount(total)} {total === 1 ? 'Eintrag' : 'Einträge'} · Seite {formatCount(page)} von{' '}
        {formatCount(pageCount)}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className={linkClass} preventScrollReset>
            Zurück
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={href(page + 1)} className={linkClass} preventScrollReset>
            Weiter
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
