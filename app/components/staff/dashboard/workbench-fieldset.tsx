// The workbench's form (issues 13 and 29): the research steps with their state, the result (verdict
// chosen, outcome derived from the findings), the summary for the customer, the identity, the findings
// with their screenshots, the customer's images with their tools, the warning signs with where they
// show, and the next steps. Disabled as a whole where the case is read-only.
import type { Dispatch, SetStateAction } from 'react';
import { TextField } from '#app/components/staff/dashboard/workbench-fields.tsx';
import { CustomerImagesSection } from '#app/components/staff/workbench/customer-images-section.tsx';
import { HitsSection } from '#app/components/staff/workbench/hits-section.tsx';
import { IdentitySection } from '#app/components/staff/workbench/identity-section.tsx';
import { ResearchSteps } from '#app/components/staff/workbench/research-steps.tsx';
import { ResultSection } from '#app/components/staff/workbench/result-section.tsx';
import { NextStepsSection, SignalsSection } from '#app/components/staff/workbench/signals-section.tsx';
import type { useScreenshots } from '#app/components/staff/workbench/use-delivery-gate.ts';
import { useSignSources } from '#app/components/staff/workbench/use-sign-sources.ts';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { Findings, Outcome, Verdict } from '#app/lib/findings.ts';
import { stepProgress } from '#app/lib/report-gate.ts';

type SetFindings = Dispatch<SetStateAction<Findings>>;
type ErrorOf = (field: string) => string | undefined;

/** The findings with their screenshots, and the customer's images with their tools. */
function EvidenceSections({
  caseId,
  workbench,
  findings,
  setFindings,
  shots,
  onConfirmImage,
  today,
  errorOf,
}: {
  caseId: string;
  workbench: CaseWorkbench;
  findings: Findings;
  setFindings: SetFindings;
  shots: ReturnType<typeof useScreenshots>;
  onConfirmImage: (documentId: string, confirmed: boolean) => void;
  today: string;
  errorOf: ErrorOf;
}) {
  const imageOptions = workbench.images.map(({ documentId, fileName }) => ({ documentId, fileName }));
  return (
    <>
      <HitsSection
        hits={findings.hits}
        onChange={(change) => setFindings((current) => ({ ...current, hits: change(current.hits) }))}
        images={imageOptions}
        api={{ caseId, byId: shots.byId, onUploaded: shots.onUploaded, onDeleted: shots.onDeleted }}
        today={today}
        errorOf={errorOf}
        disabled={!workbench.editable}
      />

      <CustomerImagesSection
        notes={findings.images}
        views={workbench.images}
        reverseSearch={{ caseId, engines: workbench.reverseSearchEngines }}
        onNote={(next) =>
          setFindings((current) => ({
            ...current,
            images: current.images.map((entry) => (entry.documentId === next.documentId ? next : entry)),
          }))
        }
        onConfirm={onConfirmImage}
        errorOf={errorOf}
      />
    </>
  );
}

export function WorkbenchFieldset({
  findings,
  setFindings,
  outcome,
  ...evidence
}: Omit<Parameters<typeof EvidenceSections>[0], 'findings'> & {
  findings: Findings;
  outcome: Outcome;
}) {
  const { workbench, today, errorOf } = evidence;
  const editable = workbench.editable;
  const update = <K extends keyof Findings>(key: K, value: Findings[K]) =>
    setFindings((current) => ({ ...current, [key]: value }));
  const chooseVerdict = (verdict: Verdict) =>
    setFindings((current) => ({
      ...current,
      verdict,
      // The next steps that fit the verdict, as long as none is chosen yet.
      nextSteps:
        current.nextSteps.length > 0
          ? current.nextSteps
          : workbench.nextSteps.filter((step) => step.defaultFor.includes(verdict)).map((step) => step.key),
    }));
  const setSignals = useSignSources(setFindings, { signs: workbench.signs, chosen: findings.signals, editable });
  const identity = findings.identity;
  const setIdentity = (key: keyof Findings['identity'], value: string) =>
    update('identity', { ...identity, [key]: value });

  return (
    <fieldset disabled={!editable} className="min-w-0 space-y-8">
      <legend className="sr-only">Befunde des Falls</legend>
      <ResearchSteps
        steps={workbench.steps}
        records={findings.steps}
        onChange={(steps) => update('steps', steps)}
        progress={stepProgress(findings, workbench)}
        today={today}
        errorOf={errorOf}
      />

      <ResultSection
        verdict={findings.verdict}
        onVerdict={chooseVerdict}
        outcome={outcome}
        hitCount={findings.hits.length}
        error={errorOf('verdict')}
      />

      <TextField
        label="Zusammenfassung für den Kunden"
        field="summary"
        hint="Steht in der E-Mail mit dem Ergebnis, auf der Statusseite und im Ergebnisbericht."
        value={findings.summary}
        onChange={(value) => update('summary', value)}
        error={errorOf('summary')}
        multiline
        rows={5}
        required
      />

      <IdentitySection identity={identity} onChange={setIdentity} errorOf={errorOf} />

      <EvidenceSections findings={findings} setFindings={setFindings} {...evidence} />

      <SignalsSection
        signs={workbench.signs}
        findings={findings}
        onSignals={setSignals}
        update={update}
        errorOf={errorOf}
      />

      <NextStepsSection options={workbench.nextSteps} findings={findings} update={update} errorOf={errorOf} />
    </fieldset>
  );
}
