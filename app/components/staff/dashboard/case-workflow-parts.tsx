// The parts of the case handling (case-workflow-panel.tsx): the action answer, the hooks that
// post a form to the case page's action, a titled section and a label–value row.
import { type ReactNode, useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { toast } from '#app/components/ui/sonner.tsx';

export type ActionAnswer =
  | { ok: true; intent: string }
  | {
      ok: false;
      intent: string;
      message: string;
      field?: 'body' | 'message' | 'report' | 'outcome' | 'amount' | 'reason' | 'assignee' | 'note';
    };

/**
 * A form's fetcher by key, with a toast for its outcome. Called where the component stays mounted:
 * after starting or finishing, the form that posted is gone from the page, its toast is not.
 */
export function useCaseAction(key: string, onDone?: () => void) {
  const fetcher = useFetcher<ActionAnswer>({ key });
  const { pathname, search } = useLocation();
  const handled = useRef<ActionAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) onDone?.();
    else if (!answer.field) toast.error('Nicht möglich', { description: answer.message });
  }, [fetcher.state, fetcher.data, onDone]);
  return { fetcher, action: `${pathname}${search}` };
}

/** The case page (its action handles every form here), with its query (the list it came from). */
export function useActionPath() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 text-sm">
      <h2 id={id} className="font-semibold text-base">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children ?? '–'}</dd>
    </div>
  );
}
