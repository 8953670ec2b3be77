// The history of a case on the case page: every action on it, newest first; consecutive views by one
// person are one line (app/lib/case-history.ts). Request ids (for matching a line with the server's
// logs) only on demand.
import { useId, useState } from 'react';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { formatDateTime, formatTime } from '#app/lib/format.ts';
import { Section } from './case-workflow-parts.tsx';

export function CaseHistory({ data }: { data: CaseView }) {
  const { history } = data.workflow;
  const [technical, setTechnical] = useState(false);
  const toggle = useId();
  return (
    <Section id="case-history" title="Verlauf">
      <label htmlFor={toggle} className="flex w-fit items-center gap-2">
        <input
          id={toggle}
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={technical}
          onChange={(event) => setTechnical(event.target.checked)}
        />
        Technische Angaben zeigen (Anfrage-IDs)
      </label>
      <ol aria-label="Protokoll aller Aktionen zu diesem Fall, neueste zuerst" className="divide-y divide-slate-100">
        {history.map((entry) => (
          <li key={entry.id} className="grid gap-x-3 py-1.5 text-xs sm:grid-cols-[9.5rem_8rem_minmax(0,1fr)]">
            <time dateTime={entry.at} className="text-slate-600 tabular-nums">
              {formatDateTime(new Date(entry.at))}
            </time>
            <span className="break-words">{entry.actor}</span>
            <span className="break-words">
              {entry.count > 1
                ? `${entry.action} · ${entry.count}× von ${entry.actor}, zuletzt ${formatTime(new Date(entry.at))} Uhr, zuerst ${formatDateTime(new Date(entry.firstAt))}`
                : entry.action}
              {technical ? (
                <span className="block break-all font-mono text-slate-600">
                  {entry.requestIds.length === 0
                    ? 'Anfrage-ID: –'
                    : `${entry.requestIds.length > 1 ? 'Anfrage-IDs' : 'Anfrage-ID'}: ${entry.requestIds.join(', ')}`}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
