// The workbench's notices of issue 39: the refusal of a save over a colleague's newer findings
// (use-revision.ts; stays until the next successful save, with the way out), the read-only line, and
// the toast after a hand-in for review.
import { toast } from '#app/components/ui/sonner.tsx';

export function RevisionConflict({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 text-sm">
      <p className="font-medium">Nicht gespeichert: {message}</p>
    </div>
  );
}

/** Why the findings are read-only: a report waiting for its review, or a case no longer in work. */
export function ReadOnlyNote({ lockedForReview }: { lockedForReview: boolean }) {
  return (
    <p>
      {lockedForReview
        ? 'Der Ergebnisbericht liegt zur Freigabe vor; die Befunde sind bis zur Entscheidung nur lesbar.'
        : 'Der Fall ist nicht (mehr) in Bearbeitung; die Befunde sind nur lesbar.'}
    </p>
  );
}

export function toastHandedIn() {
  toast.success('Zur Freigabe übergeben', {
    description: 'Eine zweite Person prüft den Ergebnisbericht vor dem Versand.',
  });
}
