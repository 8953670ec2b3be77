// A customer's text (the chat, the suspicion) with the phrases that match the red-flag patterns
// (app/content/red-flags.ts) marked: each phrase in a <mark>, followed by its flag's name as text, so
// the mark does not rely on colour. Where the case's service has a matching warning sign and the
// workbench can be changed, the name is a button: "Warnsignal „…“ übernehmen" ticks the sign in the
// workbench and names this text as where it shows. Below, what each flag means. A mark is a hint:
// the specialist decides.
import { Fragment, type ReactNode, useMemo } from 'react';
import { toast } from '#app/components/ui/sonner.tsx';
import { type RedFlagKey, redFlagByKey } from '#app/content/red-flag-patterns.ts';
import { findRedFlags, redFlagSign } from '#app/content/red-flags.ts';
import { type SignTicker, useSignTicker } from './red-flag-context.ts';

const labelClass =
  'ml-1 inline-block rounded border border-amber-600 bg-white px-1 align-baseline font-medium text-[0.75rem] text-amber-900 leading-tight';

/** The flag's name after a marked phrase: a button that ticks the matching warning sign, or plain text. */
function FlagName({ flag, ticker, source }: { flag: RedFlagKey; ticker: SignTicker | null; source: string }) {
  const pattern = redFlagByKey.get(flag);
  if (!pattern) return null;
  const sign = ticker?.editable
    ? redFlagSign(
        flag,
        ticker.signs.map((entry) => entry.key),
      )
    : null;
  if (!sign || !ticker) return <span className={labelClass}>{pattern.label}</span>;
  const ticked = ticker.chosen.includes(sign);
  const name = ticker.signs.find((entry) => entry.key === sign)?.label ?? sign;
  return (
    <button
      type="button"
      // The visible name first (WCAG 2.5.3), then what the click does.
      aria-label={`${pattern.label}: Warnsignal „${name}“ ${ticked ? 'ist übernommen' : 'übernehmen'}`}
      className={`${labelClass} cursor-pointer outline-none hover:bg-amber-50 focus-visible:ring-[3px] focus-visible:ring-brand-600/40`}
      onClick={() => {
        ticker.tick(sign, source);
        toast.success(`Warnsignal „${name}“ übernommen`, { description: `Wo es sich zeigt: ${source}.` });
      }}
    >
      {ticked ? <span aria-hidden="true">✓ </span> : null}
      {pattern.label}
    </button>
  );
}

export function RedFlagText({ text, source }: { text: string; source: string }) {
  const hits = useMemo(() => findRedFlags(text), [text]);
  const ticker = useSignTicker();
  if (hits.length === 0) return <>{text}</>;

  const parts: ReactNode[] = [];
  let at = 0;
  for (const hit of hits) {
    if (hit.start > at) parts.push(text.slice(at, hit.start));
    parts.push(
      <Fragment key={hit.start}>
        <mark className="rounded-sm bg-amber-100 px-0.5 text-inherit underline decoration-amber-700 underline-offset-2">
          {text.slice(hit.start, hit.end)}
        </mark>
        {hit.flags.map((flag) => (
          <FlagName key={flag} flag={flag} ticker={ticker} source={source} />
        ))}
      </Fragment>,
    );
    at = hit.end;
  }
  if (at < text.length) parts.push(text.slice(at));

  const counts = new Map<RedFlagKey, number>();
  for (const hit of hits) for (const flag of hit.flags) counts.set(flag, (counts.get(flag) ?? 0) + 1);

  return (
    <div className="space-y-2">
      <div>{parts}</div>
      <details className="whitespace-normal rounded-md border border-amber-300 bg-amber-50 p-2 text-xs">
        <summary className="cursor-pointer font-medium text-amber-900">
          {hits.length === 1 ? '1 auffällige Stelle' : `${hits.length} auffällige Stellen`}: warum markiert?
        </summary>
        <ul className="mt-2 space-y-1">
          {[...counts].map(([flag, count]) => {
            const pattern = redFlagByKey.get(flag);
            return pattern ? (
              <li key={flag}>
                <span className="font-medium">
                  {pattern.label} ({count}×):
                </span>{' '}
                {pattern.explanation}
              </li>
            ) : null;
          })}
        </ul>
        <p className="mt-2 text-slate-700">
          Die Markierungen sind Hinweise aus einer festen Wortliste, keine Bewertung. Ob ein Warnsignal zutrifft,
          entscheiden Sie.
        </p>
      </details>
    </div>
  );
}
