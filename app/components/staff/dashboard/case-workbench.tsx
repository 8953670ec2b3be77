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
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseScreenshot, CaseWorkbench, CaseWorkflow } from '#app/lib/case-view-data.ts';
import { type Findings, outcomeOf, type Verdict } from '#app/lib/findings.ts';
import { berlinDay } from '#app/lib/format.ts';
import { deliveryProblems, type GateProblem, stepProgress } from '#app/lib/report-gate.ts';
import { CustomerImagesSection } from '../workbench/customer-images-section.tsx';
import { DeliveredLinks } from '../workbench/delivery-parts.tsx';
import { problemField } from '../workbench/field-ids.ts';
import { GATE_ID } from '../workbench/gate-box.tsx';
import { HitsSection } from '../workbench/hits-section.tsx';
import { IdentitySection } from '../workbench/identity-section.tsx';
import { ReportAppendix } from '../workbench/report-appendix.tsx';
import { loadPreview, openPreviewTab } from '../workbench/report-preview.ts';
import { ResearchSteps } from '../workbench/research-steps.tsx';
import { ResultSection } from '../workbench/result-section.tsx';
import { NextStepsSection, SignalsSection } from '../workbench/signals-section.tsx';
import { useLeaveGuard } from '../workbench/use-leave-guard.ts';
import { useRevision } from '../workbench/use-revision.ts';
import { useSignSources } from '../workbench/use-sign-sources.ts';
import { withImages } from '../workbench/with-images.ts';
import { WorkbenchActions } from '../workbench/workbench-actions.tsx';
import { ReadOnlyNote, RevisionConflict, toastHandedIn } from '../workbench/workbench-notices.tsx';
import { TextField } from './workbench-fields.tsx';

type Intent = 'findings' | 'finish' | 'approve';
type Answer =
  | { ok: true; intent: string; revision?: number; handedIn?: boolean }
  | {
      ok: false;
      intent: string;
      message: string;
      revision?: number;
      conflict?: boolean;
      errors?: Record<string, string>;
      problems?: GateProblem[];
    };

type Delivered = Pick<CaseWorkflow, 'report' | 'evidencePack'>;

const APPROVAL_MISSING = 'Der Ergebnisbericht braucht noch die Freigabe durch eine zweite Person.';

export function CaseWorkbenchPanel({
  caseId,
  workbench,
  delivered,
}: {
  caseId: string;
  workbench: CaseWorkbench;
  delivered: Delivered;
}) {
  const [findings, setFindings] = useState(() => withImages(workbench.findings, workbench.images));
  const fetcher = useFetcher<Answer>({ key: 'case-workbench' });
  const confirmFetcher = useFetcher<Answer>({ key: 'case-image-confirm' });
  const { pathname, search } = useLocation();
  const action = `${pathname}${search}`;
  const ids = { title: useId(), refusal: useId() };
  const editable = workbench.editable;
  const busy = fetcher.state !== 'idle';
  const today = berlinDay(new Date());

  // What the server holds: the findings as last loaded or saved (compared as JSON for "unsaved").
  const savedJson = useRef(JSON.stringify(withImages(workbench.findings, workbench.images)));
  const pending = useRef<{ intent: Intent; json: string } | null>(null);
  const handled = useRef<Answer | undefined>(undefined);
  const previewTab = useRef<Window | null | undefined>(undefined);
  const [savedVersion, setSavedVersion] = useState(0);
  const json = useMemo(() => JSON.stringify(findings), [findings]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedVersion marks a change of savedJson (a ref)
  const unsaved = useMemo(() => json !== savedJson.current, [json, savedVersion]);
  const [refusal, setRefusal] = useState<{ message: string; problems: GateProblem[] } | null>(null);
  const [previewLink, setPreviewLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const revision = useRevision(workbench.revision);

  // Screenshots: as loaded, plus those uploaded here, less those deleted here.
  const [uploaded, setUploaded] = useState<CaseScreenshot[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const shotsById = useMemo(() => {
    const map = new Map<string, CaseScreenshot>();
    for (const shot of [...workbench.screenshots, ...uploaded]) if (!deleted.has(shot.id)) map.set(shot.id, shot);
    return map;
  }, [workbench.screenshots, uploaded, deleted]);

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
  const problems = useMemo(() => {
    const found = deliveryProblems(findings, gateContext).map((problem) => ({
      ...problem,
      field: problemField(problem, findings, workbench.steps),
    }));
    return approvalMissing ? [...found, { field: 'approval', message: APPROVAL_MISSING }] : found;
  }, [findings, gateContext, approvalMissing, workbench.steps]);
  const progress = stepProgress(findings, workbench);
  const outcome = outcomeOf(findings);

  const answer = fetcher.data;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const errorOf = (field: string) => errors[field];

  const markSaved = useCallback((saved: string) => {
    savedJson.current = saved;
    setSavedVersion((version) => version + 1);
  }, []);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    revision.take(answer);
    const sent = pending.current;
    pending.current = null;
    const tab = previewTab.current;
    previewTab.current = undefined;
    if (answer.ok) {
      if (sent) markSaved(sent.json);
      setRefusal(null);
      if (answer.intent === 'finish' && answer.handedIn) toastHandedIn();
      else if (answer.intent === 'finish')
        toast.success('Fall abgeschlossen', {
          description: 'Das Ergebnis geht per E-Mail an den Kunden; Ergebnisbericht und Beweismappe liegen bereit.',
        });
      else if (answer.intent === 'approve') toast.success('Ergebnisbericht freigegeben');
      else if (tab !== undefined) {
        // "Vorschau des Ergebnisberichts": the draft is saved, now the PDF.
        void loadPreview(caseId, tab).then((result) => {
          if (!result.ok) toast.error('Keine Vorschau', { description: result.message });
          else if (!tab || tab.closed) setPreviewLink(result.url);
        });
      } else toast.success('Entwurf gespeichert');
      return;
    }
    if (tab && !tab.closed) tab.close();
    // A refusal by the gate comes after the draft was saved; a refusal of the draft's shape does not.
    if (sent && answer.intent === 'finish' && answer.problems) markSaved(sent.json);
    if (answer.intent === 'finish') {
      setRefusal({ message: answer.message, problems: answer.problems ?? [] });
      toast.error('Nicht versendet', { description: answer.message });
      requestAnimationFrame(() => document.getElementById(ids.refusal)?.focus());
    } else
      toast.error(answer.intent === 'approve' ? 'Nicht freigegeben' : 'Nicht gespeichert', {
        description: answer.message,
      });
  }, [fetcher.state, answer, caseId, markSaved, ids.refusal, revision.take]);

  useEffect(() => {
    const result = confirmFetcher.data;
    if (confirmFetcher.state === 'idle' && result && !result.ok)
      toast.error('Nicht möglich', { description: result.message });
  }, [confirmFetcher.state, confirmFetcher.data]);

  useLeaveGuard(editable && unsaved);

  const submit = useCallback(
    (intent: Intent) => {
      pending.current = { intent, json };
      setPreviewLink(null);
      fetcher.submit({ intent, findings: json, revision: revision.current() }, { method: 'post', action });
    },
    [fetcher, json, action, revision.current],
  );

  // Ctrl+S / Cmd+S saves the draft from anywhere on the page.
  useEffect(() => {
    if (!editable) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (fetcher.state === 'idle') submit('findings');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editable, fetcher.state, submit]);

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

  function preview() {
    previewTab.current = openPreviewTab();
    submit('findings');
  }

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
      submit('finish');
    else setConfirming(true);
  }

  const imageOptions = workbench.images.map(({ documentId, fileName }) => ({ documentId, fileName }));

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
      <fieldset disabled={!editable} className="min-w-0 space-y-8">
        <legend className="sr-only">Befunde des Falls</legend>
        <ResearchSteps
          steps={workbench.steps}
          records={findings.steps}
          onChange={(steps) => update('steps', steps)}
          progress={progress}
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

        <HitsSection
          hits={findings.hits}
          onChange={(change) => setFindings((current) => ({ ...current, hits: change(current.hits) }))}
          images={imageOptions}
          api={{
            caseId,
            byId: shotsById,
            onUploaded: (shot) => setUploaded((current) => [...current, shot]),
            onDeleted: (id) => setDeleted((current) => new Set([...current, id])),
          }}
          today={today}
          errorOf={errorOf}
          disabled={!editable}
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
          onConfirm={(documentId, confirmed) =>
            confirmFetcher.submit(
              { intent: confirmed ? 'confirm-image' : 'revoke-image-confirmation', documentId },
              { method: 'post', action },
            )
          }
          errorOf={errorOf}
        />

        <SignalsSection
          signs={workbench.signs}
          findings={findings}
          onSignals={setSignals}
          update={update}
          errorOf={errorOf}
        />

        <NextStepsSection options={workbench.nextSteps} findings={findings} update={update} errorOf={errorOf} />
      </fieldset>

      <RevisionConflict message={revision.conflict} />
      {editable ? (
        <WorkbenchActions
          handIn={workbench.handIn === true}
          problems={problems}
          approval={workbench.approval}
          unsaved={unsaved}
          busy={busy}
          refusal={refusal ? { ...refusal, id: ids.refusal } : null}
          fieldOf={(problem) => problemField(problem, findings, workbench.steps)}
          previewLink={previewLink}
          confirming={confirming}
          setConfirming={setConfirming}
          verdict={findings.verdict}
          outcome={outcome}
          submit={submit}
          preview={preview}
          finish={finish}
        />
      ) : null}
      <ReportAppendix caseId={caseId} appendix={workbench.appendix} canAdd={editable && workbench.canAddAppendix} />
    </section>
  );
}
