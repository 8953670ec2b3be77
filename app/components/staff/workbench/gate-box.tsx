// The delivery gate on the workbench, live (issue 29 point 2): what still stops the result from going
// to the customer, computed in the browser with the same rules the server checks when the case is
// finished (app/lib/report-gate.ts), each problem a link that moves the focus to its field. Below,
// the second look when the setting asks for it: who approved which version, and "Ergebnisbericht freigeben"
// for a colleague who did not save the findings last.
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { ReportApproval } from '#app/lib/case-view-data.ts';
import { formatDateTime } from '#app/lib/format.ts';
import type { GateProblem } from '#app/lib/report-gate.ts';
import { fieldId, focusField } from './field-ids.ts';

/** The gate's id: "Abschließen" moves the focus here when something is missing. */
export const GATE_ID = 'feld-gate';

export function ProblemList({ problems }: { problems: readonly GateProblem[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {problems.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one field can have several problems; the list is rebuilt as a whole
        <li key={`${problem.field}-${index}`}>
          <a
            href={`#${fieldId(problem.field)}`}
            className="text-brand-800 underline underline-offset-2"
            onClick={(event) => {
              if (focusField(problem.field)) event.preventDefault();
            }}
          >
            {problem.message}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The approval's state in one sentence. */
export function approvalState(approval: ReportApproval, unsaved: boolean): string {
  const approved = approval.approved;
  if (!approved) return 'Noch nicht freigegeben.';
  if (!approved.current) return 'Nach der Freigabe geändert: bitte erneut freigeben.';
  const line = `Freigegeben von ${approved.by} am ${formatDateTime(new Date(approved.at))}.`;
  return unsaved ? `${line} Ihre ungespeicherten Änderungen brauchen nach dem Speichern eine neue Freigabe.` : line;
}

export function GateBox({
  problems,
  approval,
  unsaved,
  editable,
  busy,
  onApprove,
}: {
  problems: readonly GateProblem[];
  approval: ReportApproval;
  unsaved: boolean;
  editable: boolean;
  busy: boolean;
  onApprove: () => void;
}) {
  const id = useId();
  return (
    <section
      id={GATE_ID}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={
        problems.length > 0
          ? 'space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40'
          : 'space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40'
      }
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {problems.length > 0 ? 'Vor dem Versand fehlt noch' : 'Bereit zum Versand'}
      </h3>
      {problems.length > 0 ? (
        <ProblemList problems={problems} />
      ) : (
        <p>Alles vollständig: Der Ergebnisbericht kann versendet werden.</p>
      )}
      {approval.required ? (
        <div id={fieldId('approval')} className="space-y-2 border-slate-300 border-t pt-2">
          <p>
            <span className="font-medium">Freigabe durch eine zweite Person: </span>
            {approvalState(approval, unsaved)}
          </p>
          {editable && approval.canApprove ? (
            <Button type="button" variant="outline" disabled={busy} onClick={onApprove}>
              Ergebnisbericht freigeben
            </Button>
          ) : editable && !approval.approved?.current ? (
            <p className="text-slate-700 text-xs">
              Freigeben kann eine Kollegin oder ein Kollege, die oder der die Befunde nicht zuletzt gespeichert hat.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
