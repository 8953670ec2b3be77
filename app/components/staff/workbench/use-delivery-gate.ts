// The delivery gate on the workbench (issues 13 and 29): the screenshots as they stand here (loaded,
// plus uploaded, less deleted), what is still missing before the report may go out (live, with the
// second look when the setting asks for it), and "Abschließen und Ergebnis senden" — which points to
// the gate while something is missing, hands in for review, or asks for confirmation first.
import { useMemo, useState } from 'react';
import { problemField } from '#app/components/staff/workbench/field-ids.ts';
import { GATE_ID } from '#app/components/staff/workbench/gate-box.tsx';
import type { Intent } from '#app/components/staff/workbench/use-workbench-draft.ts';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseScreenshot, CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { Findings } from '#app/lib/findings.ts';
import { deliveryProblems } from '#app/lib/report-gate.ts';

const APPROVAL_MISSING = 'Der Ergebnisbericht braucht noch die Freigabe durch eine zweite Person.';

/** Screenshots: as loaded, plus those uploaded here, less those deleted here. */
export function useScreenshots(loaded: CaseScreenshot[]) {
  const [uploaded, setUploaded] = useState<CaseScreenshot[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const byId = useMemo(() => {
    const map = new Map<string, CaseScreenshot>();
    for (const shot of [...loaded, ...uploaded]) if (!deleted.has(shot.id)) map.set(shot.id, shot);
    return map;
  }, [loaded, uploaded, deleted]);
  return {
    byId,
    onUploaded: (shot: CaseScreenshot) => setUploaded((current) => [...current, shot]),
    onDeleted: (id: string) => setDeleted((current) => new Set([...current, id])),
  };
}

function useDeliveryProblems(
  findings: Findings,
  workbench: CaseWorkbench,
  shotsById: ReadonlyMap<string, CaseScreenshot>,
  unsaved: boolean,
  today: string,
) {
  const gateContext = useMemo(
    () => ({
      steps: workbench.steps,
      signs: workbench.signs,
      screenshotIds: [...shotsById.keys()],
      paidOn: workbench.paidOn,
      today,
    }),
    [workbench.steps, workbench.signs, shotsById, workbench.paidOn, today],
  );
  const approvalMissing = workbench.approval.required && (!workbench.approval.approved?.current || unsaved);
  return useMemo(() => {
    const found = deliveryProblems(findings, gateContext).map((problem) => ({
      ...problem,
      field: problemField(problem, findings, workbench.steps),
    }));
    return approvalMissing ? [...found, { field: 'approval', message: APPROVAL_MISSING }] : found;
  }, [findings, gateContext, approvalMissing, workbench.steps]);
}

export function useDeliveryGate(
  draft: { findings: Findings; unsaved: boolean; submit: (intent: Intent) => void },
  workbench: CaseWorkbench,
  shotsById: ReadonlyMap<string, CaseScreenshot>,
  today: string,
) {
  const problems = useDeliveryProblems(draft.findings, workbench, shotsById, draft.unsaved, today);
  const [confirming, setConfirming] = useState(false);

  function finish() {
    if (problems.length > 0) {
      toast.error('Noch nicht vollständig', {
        description: `${problems.length === 1 ? 'Eine Angabe fehlt' : `${problems.length} Angaben fehlen`}; die Liste steht unter „Vor dem Versand fehlt noch“.`,
      });
      const gate = document.getElementById(GATE_ID);
      gate?.scrollIntoView({ block: 'center' });
      gate?.focus({ preventScroll: true });
      return;
    }
    if (workbench.handIn)
      // handed in for review: nothing goes to the customer yet
      draft.submit('finish');
    else setConfirming(true);
  }

  return { problems, confirming, setConfirming, finish };
}
