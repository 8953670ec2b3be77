// The specialists' workbench on the case page (issues 13 and 29): the research steps with their
// state, the result (verdict chosen, outcome derived from the findings), the summary for the customer,
// the identity, the findings with their screenshots, the customer's images with their tools, the
// warning signs with where they show (a red-flag mark in the customer column ticks one), the next
// steps — and the delivery gate, live, with the second
// look when the setting asks for it. "Entwurf speichern" saves the draft; "Vorschau des Ergebnisberichts"
// saves and opens the PDF rendered from it; "Abschließen und Ergebnis senden" saves, lets the server
// check the gate again and delivers (report, evidence pack, mail). Everything posts to the case page's
// action (intents findings, finish, approve, confirm-image, revoke-image-confirmation); what was
// typed stays in the form whatever the server answers, and leaving with unsaved changes asks first.
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseWorkbench, CaseWorkflow } from '#app/lib/case-view-data.ts';
import { outcomeOf } from '#app/lib/findings.ts';
import { berlinDay } from '#app/lib/format.ts';
import { DeliveredLinks } from '../workbench/delivery-parts.tsx';
import { problemField } from '../workbench/field-ids.ts';
import { ReportAppendix } from '../workbench/report-appendix.tsx';
import { useDeliveryGate, useScreenshots } from '../workbench/use-delivery-gate.ts';
import { useLeaveGuard } from '../workbench/use-leave-guard.ts';
import { useWorkbenchDraft } from '../workbench/use-workbench-draft.ts';
import { WorkbenchActions } from '../workbench/workbench-actions.tsx';
import { ReadOnlyNote, RevisionConflict } from '../workbench/workbench-notices.tsx';
import { WorkbenchFieldset } from './workbench-fieldset.tsx';

type Delivered = Pick<CaseWorkflow, 'report' | 'evidencePack'>;

/** Confirming a customer's image (or taking the confirmation back), with a toast when refused. */
function useImageConfirmation(action: string) {
  const confirmFetcher = useFetcher<{ ok: boolean; message?: string }>({ key: 'case-image-confirm' });
  useEffect(() => {
    const result = confirmFetcher.data;
    if (confirmFetcher.state === 'idle' && result && !result.ok)
      toast.error('Nicht möglich', { description: result.message });
  }, [confirmFetcher.state, confirmFetcher.data]);
  return (documentId: string, confirmed: boolean) =>
    confirmFetcher.submit(
      { intent: confirmed ? 'confirm-image' : 'revoke-image-confirmation', documentId },
      { method: 'post', action },
    );
}

export function CaseWorkbenchPanel({
  caseId,
  workbench,
  delivered,
}: {
  caseId: string;
  workbench: CaseWorkbench;
  delivered: Delivered;
}) {
  const ids = { title: useId(), refusal: useId() };
  const editable = workbench.editable;
  const today = berlinDay(new Date());
  const draft = useWorkbenchDraft(caseId, workbench, ids.refusal);
  const { findings, errorOf } = draft;
  const onConfirmImage = useImageConfirmation(draft.action);
  useLeaveGuard(editable && draft.unsaved);
  const shots = useScreenshots(workbench.screenshots);
  const gate = useDeliveryGate(draft, workbench, shots.byId, today);
  const outcome = outcomeOf(findings);

  return (
    <section aria-labelledby={ids.title} className="space-y-4 text-sm">
      <h2 id={ids.title} className="font-semibold text-base">
        Befunde
      </h2>
      {!editable ? (
        <div className="space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3">
          <ReadOnlyNote lockedForReview={workbench.lockedForReview} />
          <DeliveredLinks delivered={delivered} />
        </div>
      ) : null}
      <WorkbenchFieldset
        caseId={caseId}
        workbench={workbench}
        findings={findings}
        setFindings={draft.setFindings}
        outcome={outcome}
        shots={shots}
        onConfirmImage={onConfirmImage}
        today={today}
        errorOf={errorOf}
      />

      <RevisionConflict message={draft.conflict} />
      {editable ? (
        <WorkbenchActions
          handIn={workbench.handIn === true}
          problems={gate.problems}
          approval={workbench.approval}
          unsaved={draft.unsaved}
          busy={draft.busy}
          refusal={draft.refusal ? { ...draft.refusal, id: ids.refusal } : null}
          fieldOf={(problem) => problemField(problem, findings, workbench.steps)}
          previewLink={draft.previewLink}
          confirming={gate.confirming}
          setConfirming={gate.setConfirming}
          verdict={findings.verdict}
          outcome={outcome}
          submit={draft.submit}
          preview={draft.preview}
          finish={gate.finish}
        />
      ) : null}
      <ReportAppendix caseId={caseId} appendix={workbench.appendix} canAdd={editable && workbench.canAddAppendix} />
    </section>
  );
}
