// The bottom of the workbench while the case is in progress: the gate with the approval, a refusal
// of the last "Abschließen", the buttons (save, preview, finish) with the save state, and the last
// question before sending (use-workbench-draft.ts and use-delivery-gate.ts hold the state and the requests).
import { Button } from '#app/components/ui/button.tsx';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { outcomeOf, Verdict } from '#app/lib/findings.ts';
import type { GateProblem } from '#app/lib/report-gate.ts';
import { FinishDialog } from './delivery-parts.tsx';
import { GateBox, ProblemList } from './gate-box.tsx';

type Intent = 'findings' | 'finish' | 'approve';

/** A refusal of the last "Abschließen", with what the server found missing. */
function FinishRefusal({
  refusal,
  fieldOf,
}: {
  refusal: { id: string; message: string; problems: GateProblem[] };
  fieldOf: (problem: GateProblem) => string;
}) {
  return (
    <div
      id={refusal.id}
      tabIndex={-1}
      role="alert"
      className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
    >
      <p className="font-medium">Nicht versendet: {refusal.message}</p>
      {refusal.problems.length > 0 ? (
        <ProblemList problems={refusal.problems.map((problem) => ({ ...problem, field: fieldOf(problem) }))} />
      ) : null}
    </div>
  );
}

/** The buttons (save, preview, finish) with the save state, and the preview's link if its tab was blocked. */
function ActionBar({
  busy,
  unsaved,
  previewLink,
  handIn,
  submit,
  preview,
  finish,
}: {
  busy: boolean;
  unsaved: boolean;
  previewLink: string | null;
  handIn: boolean;
  submit: (intent: Intent) => void;
  preview: () => void;
  finish: () => void;
}) {
  return (
    <div className="space-y-2 border-slate-200 border-t bg-white py-3 sm:sticky sm:bottom-0">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={busy} onClick={() => submit('findings')}>
          Entwurf speichern
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={preview}>
          Vorschau des Ergebnisberichts
        </Button>
        <Button type="button" disabled={busy} onClick={finish}>
          {handIn ? 'Abschließen und zur Freigabe übergeben' : 'Abschließen und Ergebnis senden'}
        </Button>
      </div>
      <p className="text-slate-600 text-xs" aria-live="polite">
        {busy ? 'Wird gesendet …' : unsaved ? 'Ungespeicherte Änderungen.' : 'Alle Änderungen sind gespeichert.'} Strg+S
        speichert den Entwurf.
      </p>
      {previewLink ? (
        <p>
          Ihr Browser hat das neue Fenster blockiert:{' '}
          <a href={previewLink} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            Vorschau des Ergebnisberichts öffnen
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function WorkbenchActions({
  problems,
  approval,
  unsaved,
  busy,
  refusal,
  fieldOf,
  previewLink,
  confirming,
  setConfirming,
  verdict,
  outcome,
  submit,
  preview,
  finish,
  handIn = false,
}: {
  problems: GateProblem[];
  approval: CaseWorkbench['approval'];
  unsaved: boolean;
  busy: boolean;
  refusal: { id: string; message: string; problems: GateProblem[] } | null;
  fieldOf: (problem: GateProblem) => string;
  previewLink: string | null;
  confirming: boolean;
  setConfirming: (open: boolean) => void;
  verdict: Verdict | null;
  outcome: ReturnType<typeof outcomeOf>;
  submit: (intent: Intent) => void;
  preview: () => void;
  finish: () => void;
  /** The author's reports are reviewed (issue 39): finishing hands the report in. */
  handIn?: boolean;
}) {
  return (
    <>
      <GateBox
        problems={problems}
        approval={approval}
        unsaved={unsaved}
        editable
        busy={busy}
        onApprove={() => submit('approve')}
      />
      {refusal ? <FinishRefusal refusal={refusal} fieldOf={fieldOf} /> : null}
      <ActionBar
        busy={busy}
        unsaved={unsaved}
        previewLink={previewLink}
        handIn={handIn}
        submit={submit}
        preview={preview}
        finish={finish}
      />
      <FinishDialog
        open={confirming}
        onOpenChange={setConfirming}
        verdict={verdict}
        outcome={outcome}
        onSend={() => {
          setConfirming(false);
          submit('finish');
        }}
      />
    </>
  );
}
