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
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBlocker, useFetcher, useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseScreenshot, CaseWorkbench, CaseWorkflow } from '#app/lib/case-view-data.ts';
import {
  type Findings,
  type ImageNote,
  outcomeLabels,
  outcomeOf,
  type Verdict,
  verdictLabels,
} from '#app/lib/findings.ts';
import { berlinDay, formatFileSize } from '#app/lib/format.ts';
import { deliveryProblems, type GateProblem, stepProgress } from '#app/lib/report-gate.ts';
import { useRegisterSignTicker, withSource } from '../case/red-flag-context.ts';
import { problemField } from '../workbench/field-ids.ts';
import { GATE_ID, GateBox, ProblemList } from '../workbench/gate-box.tsx';
import { HitsSection } from '../workbench/hits-section.tsx';
import { ReportAppendix } from '../workbench/report-appendix.tsx';
import { loadPreview, openPreviewTab } from '../workbench/report-preview.ts';
import { ResearchSteps } from '../workbench/research-steps.tsx';
import { ResultSection } from '../workbench/result-section.tsx';
import { CheckList, CustomerImage, TextField } from './workbench-fields.tsx';

type Intent = 'findings' | 'finish' | 'approve';
type Answer =
  | { ok: true; intent: string }
  | {
      ok: false;
      intent: string;
      message: string;
      errors?: Record<string, string>;
      problems?: GateProblem[];
    };

type Delivered = Pick<CaseWorkflow, 'report' | 'evidencePack'>;

const APPROVAL_MISSING = 'Der Ergebnisbericht braucht noch die Freigabe durch eine zweite Person.';

/** Every uploaded image has its note, in upload order; notes of images no longer there are dropped. */
function withImages(findings: Findings, images: CaseWorkbench['images']): Findings {
  const byId = new Map(findings.images.map((image) => [image.documentId, image]));
  return {
    ...findings,
    images: images.map(
      (image): ImageNote =>
        byId.get(image.documentId) ?? { documentId: image.documentId, fileName: image.fileName, assessment: '' },
    ),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
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
    const sent = pending.current;
    pending.current = null;
    const tab = previewTab.current;
    previewTab.current = undefined;
    if (answer.ok) {
      if (sent) markSaved(sent.json);
      setRefusal(null);
      if (answer.intent === 'finish')
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
  }, [fetcher.state, answer, caseId, markSaved, ids.refusal]);

  useEffect(() => {
    const result = confirmFetcher.data;
    if (confirmFetcher.state === 'idle' && result && !result.ok)
      toast.error('Nicht möglich', { description: result.message });
  }, [confirmFetcher.state, confirmFetcher.data]);

  // Leaving with unsaved changes: the browser asks (reload, closing the tab, another address) …
  const guard = editable && unsaved;
  useEffect(() => {
    if (!guard) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
  // … and so does the page for a link within the staff area.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guard && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Ihre Änderungen an den Befunden sind nicht gespeichert. Seite trotzdem verlassen?'))
      blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  const submit = useCallback(
    (intent: Intent) => {
      pending.current = { intent, json };
      setPreviewLink(null);
      fetcher.submit({ intent, findings: json }, { method: 'post', action });
    },
    [fetcher, json, action],
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
  // Sources of a warning sign ticked off again, kept for ticking it again.
  const keptSources = useRef<Record<string, string>>({});
  const setSignals = (keys: string[]) =>
    setFindings((current) => {
      const signalSources: Record<string, string> = {};
      for (const key of keys) {
        const source = current.signalSources[key] ?? keptSources.current[key];
        if (source !== undefined) signalSources[key] = source;
      }
      for (const key of current.signals)
        if (!keys.includes(key) && current.signalSources[key]) keptSources.current[key] = current.signalSources[key];
      return { ...current, signals: keys, signalSources };
    });
  // A red-flag mark in the customer column ticks a sign here (../case/red-flag-context.ts): ticked,
  // with the marked text named where it shows.
  const tickSign = useCallback(
    (key: string, source: string) =>
      setFindings((current) => ({
        ...current,
        signals: current.signals.includes(key) ? current.signals : [...current.signals, key],
        signalSources: {
          ...current.signalSources,
          [key]: withSource(current.signalSources[key] ?? keptSources.current[key], source),
        },
      })),
    [],
  );
  const registerTicker = useRegisterSignTicker();
  useEffect(() => {
    registerTicker({ signs: workbench.signs, chosen: findings.signals, editable, tick: tickSign });
  }, [registerTicker, workbench.signs, findings.signals, editable, tickSign]);
  useEffect(() => () => registerTicker(null), [registerTicker]);
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
    setConfirming(true);
  }

  const imageOptions = workbench.images.map(({ documentId, fileName }) => ({ documentId, fileName }));

  return (
    <section aria-labelledby={ids.title} className="space-y-4 text-sm">
      <h2 id={ids.title} className="font-semibold text-base">
        Befunde
      </h2>
      {!editable ? (
        <div className="space-y-1 rounded-md border border-slate-200 bg-slate-50 p-3">
          <p>Der Fall ist nicht (mehr) in Bearbeitung; die Befunde sind nur lesbar.</p>
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

        <Section title="Stimmigkeit der Identität">
          <div className="grid gap-2 sm:grid-cols-2">
            <TextField
              label="Angegebener Name"
              field="identity.name"
              value={identity.name}
              onChange={(value) => setIdentity('name', value)}
              error={errorOf('identity.name')}
            />
            <TextField
              label="Angegebenes Alter"
              field="identity.age"
              value={identity.age}
              onChange={(value) => setIdentity('age', value)}
              error={errorOf('identity.age')}
            />
            <TextField
              label="Angegebener Wohnort"
              field="identity.location"
              value={identity.location}
              onChange={(value) => setIdentity('location', value)}
              error={errorOf('identity.location')}
            />
            <TextField
              label="Angegebener Beruf"
              field="identity.job"
              value={identity.job}
              onChange={(value) => setIdentity('job', value)}
              error={errorOf('identity.job')}
            />
          </div>
          <TextField
            label="Einschätzung der Identität"
            field="identity.assessment"
            value={identity.assessment}
            onChange={(value) => setIdentity('assessment', value)}
            error={errorOf('identity.assessment')}
            multiline
            rows={2}
          />
        </Section>

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

        <Section title="Bilder des Kunden">
          {findings.images.length === 0 ? (
            <p className="text-slate-600">Der Kunde hat keine Bilder hochgeladen.</p>
          ) : null}
          {findings.images.map((note, index) => (
            <CustomerImage
              key={note.documentId}
              note={note}
              index={index}
              view={workbench.images.find((entry) => entry.documentId === note.documentId)}
              reverseSearch={{ caseId, engines: workbench.reverseSearchEngines }}
              onChange={(next) =>
                setFindings((current) => ({
                  ...current,
                  images: current.images.map((entry) => (entry.documentId === next.documentId ? next : entry)),
                }))
              }
              onConfirm={(confirmed) =>
                confirmFetcher.submit(
                  { intent: confirmed ? 'confirm-image' : 'revoke-image-confirmation', documentId: note.documentId },
                  { method: 'post', action },
                )
              }
              error={errorOf(`images.${index}.assessment`)}
            />
          ))}
        </Section>

        <div className="space-y-3">
          <CheckList
            legend="Auffälligkeiten an Profil und Kontakt"
            items={workbench.signs}
            chosen={findings.signals}
            onChange={setSignals}
            extra={(key) => (
              <TextField
                label="Wo zeigt sich das?"
                field={`signals.${key}`}
                hint="Adresse oder z. B. „Ihr Chatauszug vom 3. Mai“."
                value={findings.signalSources[key] ?? ''}
                onChange={(value) => update('signalSources', { ...findings.signalSources, [key]: value })}
                error={errorOf(`signals.${key}`) ?? errorOf(`signalSources.${key}`)}
                required
              />
            )}
          />
          <TextField
            label="Weitere Beobachtungen"
            field="signalNotes"
            value={findings.signalNotes}
            onChange={(value) => update('signalNotes', value)}
            error={errorOf('signalNotes')}
            multiline
            rows={2}
          />
        </div>

        <div className="space-y-3">
          <CheckList
            legend="Empfohlene nächste Schritte"
            field="nextSteps"
            items={workbench.nextSteps}
            chosen={findings.nextSteps}
            onChange={(keys) => update('nextSteps', keys)}
          />
          <TextField
            label="Eigene Empfehlungen"
            field="nextStepsText"
            value={findings.nextStepsText}
            onChange={(value) => update('nextStepsText', value)}
            error={errorOf('nextStepsText')}
            multiline
            rows={2}
          />
        </div>
      </fieldset>

      {editable ? (
        <>
          <GateBox
            problems={problems}
            approval={workbench.approval}
            unsaved={unsaved}
            editable={editable}
            busy={busy}
            onApprove={() => submit('approve')}
          />
          {refusal ? (
            <div
              id={ids.refusal}
              tabIndex={-1}
              role="alert"
              className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
            >
              <p className="font-medium">Nicht versendet: {refusal.message}</p>
              {refusal.problems.length > 0 ? (
                <ProblemList
                  problems={refusal.problems.map((problem) => ({
                    ...problem,
                    field: problemField(problem, findings, workbench.steps),
                  }))}
                />
              ) : null}
            </div>
          ) : null}
          <div className="space-y-2 border-slate-200 border-t bg-white py-3 sm:sticky sm:bottom-0">
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" disabled={busy} onClick={() => submit('findings')}>
                Entwurf speichern
              </Button>
              <Button type="button" variant="outline" disabled={busy} onClick={preview}>
                Vorschau des Ergebnisberichts
              </Button>
              <Button type="button" disabled={busy} onClick={finish}>
                Abschließen und Ergebnis senden
              </Button>
            </div>
            <p className="text-slate-600 text-xs" aria-live="polite">
              {busy ? 'Wird gesendet …' : unsaved ? 'Ungespeicherte Änderungen.' : 'Alle Änderungen sind gespeichert.'}{' '}
              Strg+S speichert den Entwurf.
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
          <FinishDialog
            open={confirming}
            onOpenChange={setConfirming}
            verdict={findings.verdict}
            outcome={outcome}
            onSend={() => {
              setConfirming(false);
              submit('finish');
            }}
          />
        </>
      ) : null}
      <ReportAppendix caseId={caseId} appendix={workbench.appendix} canAdd={editable && workbench.canAddAppendix} />
    </section>
  );
}

/** The delivered report and evidence pack, for the read-only view. */
export function DeliveredLinks({ delivered }: { delivered: Delivered }) {
  const { report, evidencePack } = delivered;
  if (!report && !evidencePack) return null;
  return (
    <ul className="space-y-1">
      {report ? (
        <li>
          <a href={report.downloadUrl} download={report.fileName} className="text-brand-700 underline">
            Versendeter Ergebnisbericht: {report.fileName}
          </a>{' '}
          ({formatFileSize(report.fileSize)})
        </li>
      ) : null}
      {evidencePack ? (
        <li>
          <a href={evidencePack.downloadUrl} download={evidencePack.fileName} className="text-brand-700 underline">
            Beweismappe: {evidencePack.fileName}
          </a>{' '}
          ({formatFileSize(evidencePack.fileSize)})
        </li>
      ) : null}
    </ul>
  );
}

/** The last question before the result goes out: what the customer gets. */
function FinishDialog({
  open,
  onOpenChange,
  verdict,
  outcome,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  verdict: Verdict | null;
  outcome: ReturnType<typeof outcomeOf>;
  onSend: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ergebnis jetzt senden?</DialogTitle>
          <DialogDescription>
            Der Kunde erhält das Ergebnis „{verdict ? verdictLabels[verdict] : ''}“, Recherche {outcomeLabels[outcome]},
            per E-Mail mit dem Ergebnisbericht
            {outcome === 'no-hits' ? ' und einem Gutschein für eine weitere Prüfung' : ''}. Danach lassen sich die
            Befunde nicht mehr ändern.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onSend}>
            Jetzt senden
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Abbrechen
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
