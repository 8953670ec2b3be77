// "Gerade geöffnet von …" on the case page (issue 39; app/server/presence/): the other staff members
// who loaded the case in the last five minutes, as a polite status line.
import type { CasePresence } from '#app/lib/review.ts';

export function PresenceNote({ presence }: { presence: CasePresence[] }) {
  return (
    <p role="status" aria-live="polite" className="text-sm">
      {presence.length > 0 ? (
        <span className="inline-block rounded-md border border-sky-300 bg-sky-50 px-3 py-1.5 text-sky-900">
          Gerade geöffnet von {presence.map((entry) => `${entry.name} (${entry.ago})`).join(', ')}
        </span>
      ) : null}
    </p>
  );
}
