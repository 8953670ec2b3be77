/** Wordmark with a shield-and-check mark; inline SVG, no request. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const accent = tone === 'dark' ? 'text-brand-200' : 'text-brand-600';
  return (
    <span className="flex items-center gap-2 font-semibold text-lg tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-7 w-7 ${accent}`} fill="none">
        <path d="M12 2.5 4 5.5v6.1c0 4.9 3.4 8.9 8 9.9 4.6-1 8-5 8-9.9V5.5l-8-3Z" fill="currentColor" opacity="0.15" />
        <path
          d="M12 2.5 4 5.5v6.1c0 4.9 3.4 8.9 8 9.9 4.6-1 8-5 8-9.9V5.5l-8-3Z"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
        <path
          d="m8.5 12.2 2.4 2.4 4.8-5"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        Echt<span className={accent}>check</span>
      </span>
    </span>
  );
}
