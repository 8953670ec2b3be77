// Who works the case (issue 28 point 2): the assignee, and for an admin a small form to assign the
// open case to another active staff member or to nobody. Posts `intent=assign` to the case route's
// action (the page it is placed on), which checks the role on the server
// (app/server/casework/case-assignment.server.ts). Works without JavaScript as a plain POST form.
import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import { useCaseAction } from './dashboard/case-workflow-parts.tsx';

type AssignAnswer = { ok: true; intent: string } | { ok: false; intent: string; message: string; field?: string };

export function CaseAssignee({
  assignee,
  assignedAt,
  options,
}: {
  assignee: { id: string; name: string } | null;
  assignedAt: string | null;
  /** The active staff members to choose from; null: the viewer may not reassign. */
  options: { id: string; name: string }[] | null;
}) {
  const id = useId();
  useCaseAction('case-assign', () => toast.success('Zuweisung gespeichert'));
  const fetcher = useFetcher<AssignAnswer>({ key: 'case-assign' });
  const { pathname, search } = useLocation();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = answer && !answer.ok && answer.field === 'assignee' ? answer.message : null;
  return (
    <div className="space-y-2 text-sm">
      <p>
        <span className="text-slate-600">Zuständig: </span>
        <span className="font-medium" data-testid="case-assignee">
          {assignee ? assignee.name : 'nicht zugewiesen'}
        </span>
        {assignee && assignedAt ? (
          <span className="text-slate-600"> (seit {formatDateTime(new Date(assignedAt))})</span>
        ) : null}
      </p>
      {options ? (
        <fetcher.Form method="post" action={`${pathname}${search}`} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <div>
            <label htmlFor={`${id}-assignee`} className="block font-medium">
              Zuweisen an
            </label>
            <select
              id={`${id}-assignee`}
              name="assignee"
              defaultValue={assignee?.id ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 block h-9 max-w-full rounded-md border border-slate-300 bg-white px-2 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
            >
              <option value="">nicht zugewiesen</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== 'idle'}>
            Zuweisen
          </Button>
          {error ? (
            <p id={`${id}-error`} role="alert" className="basis-full text-red-700">
              {error}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </div>
  );
}
