// The specialists' workbench on the case page (issue 13): the research checklist with its progress,
// the verdict, the summary and the sections of the report, saved as a draft ("Entwurf speichern") or
// saved and rendered into the report PDF ("Bericht erzeugen"), which "Fall abschließen" then delivers.
// Posts to the case page's action (routes/staff/case-page.tsx, intents `findings` and `report`).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Progress } from '#app/components/ui/progress.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseWorkbench } from '#app/lib/dashboard-data.ts';
import { type Findings, type ImageFinding, type Verdict, verdictLabels, verdicts } from '#app/lib/findings.ts';
import { CheckList, ImageResearch, TextField } from './workbench-fields.tsx';

type Answer =
  | { ok: true; intent: string; report?: { id: string; fileName: string } }
  | { ok: false; intent: string; message: string; errors?: Record<string, string> };

/** Every uploaded image has its entry, in upload order; entries of images no longer there are dropped. */
function withImages(findings: Findings, images: CaseWorkbench['images']): Findings {
  const byId = new Map(findings.images.map((image) => [image.documentId, image]));
  return {
    ...findings,
    images: images.map(
      (image) =>
        byId.get(image.documentId) ?? {
          documentId: image.documentId,
          fileName: image.fileName,
          sources: [],
          assessment: '',
        },
    ),
  };
}

export function CaseWorkbenchPanel({ workbench }: { workbench: CaseWorkbench }) {
  const [findings, setFindings] = useState(() => withImages(workbench.findings, workbench.images));
  const fetcher = useFetcher<Answer>({ key: 'case-workbench' });
  const confirmFetcher = useFetcher<Answer>({ key: 'case-image-confirm' });
  const { pathname, search } = useLocation();
  const handled = useRef<Answer | undefined>(undefined);
  const ids = { title: useId(), verdict: useId() };
  const answer = fetcher.data;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const errorOf = (field: string) => errors[field];
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) toast.error('Nicht gespeichert', { description: answer.message });
    else if (answer.intent === 'report')
      toast.success('Bericht erzeugt', {
        description: `${answer.report?.fileName ?? 'Der Bericht'} steht unter „Fall abschließen“ bereit.`,
      });
    else toast.success('Entwurf gespeichert');
  }, [fetcher.state, answer]);

  useEffect(() => {
    const result = confirmFetcher.data;
    if (confirmFetcher.state === 'idle' && result && !result.ok)
      toast.error('Nicht möglich', { description: result.message });
  }, [confirmFetcher.state, confirmFetcher.data]);

  const done = useMemo(
    () => workbench.steps.filter((step) => findings.checklist.includes(step.key)).length,
    [workbench.steps, findings.checklist],
  );
  const update = <K extends keyof Findings>(key: K, value: Findings[K]) =>
    setFindings((current) => ({ ...current, [key]: value }));
  const setImage = (index: number, image: ImageFinding) =>
    setFindings((current) => ({
      ...current,
      images: current.images.map((entry, at) => (at === index ? image : entry)),
    }));
  const submit = (intent: 'findings' | 'report') =>
    fetcher.submit({ intent, findings: JSON.stringify(findings) }, { method: 'post', action: `${pathname}${search}` });
  const identity = findings.identity;
  const setIdentity = (key: keyof Findings['identity'], value: string) =>
    update('identity', { ...identity, [key]: value });

  return (
    <section aria-labelledby={ids.title} className="space-y-4 text-sm">
      <h2 id={ids.title} className="font-semibold text-base">
        Befunde
      </h2>
      {!workbench.editable ? (
        <p className="text-slate-700">Der Fall ist nicht (mehr) in Bearbeitung; die Befunde sind nur lesbar.</p>
      ) : null}
      <fieldset disabled={!workbench.editable || busy} className="min-w-0 space-y-5">
        <div className="space-y-2">
          <p id={`${ids.title}-progress`}>
            Recherche: {done} von {workbench.steps.length} Schritten erledigt
          </p>
          <Progress
            value={(done / Math.max(1, workbench.steps.length)) * 100}
            aria-labelledby={`${ids.title}-progress`}
          />
          <CheckList
            legend="Rechercheschritte"
            items={workbench.steps}
            chosen={findings.checklist}
            onChange={(keys) => update('checklist', keys)}
          />
        </div>

        <fieldset className="space-y-2" aria-describedby={errorOf('verdict') ? `${ids.verdict}-error` : undefined}>
          <legend className="font-medium">Ergebnis</legend>
          <div className="flex flex-wrap gap-4">
            {verdicts.map((verdict: Verdict) => (
              <label key={verdict} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={ids.verdict}
                  value={verdict}
                  className="size-4 accent-brand-600"
                  checked={findings.verdict === verdict}
                  onChange={() => update('verdict', verdict)}
                />
                {verdictLabels[verdict]}
              </label>
            ))}
          </div>
          {errorOf('verdict') ? (
            <p id={`${ids.verdict}-error`} className="text-red-700 text-xs" role="alert">
              {errorOf('verdict')}
            </p>
          ) : null}
        </fieldset>

        <TextField
          label="Zusammenfassung für den Kunden"
          value={findings.summary}
          onChange={(value) => update('summary', value)}
          error={errorOf('summary') ?? errorOf('content')}
          multiline
          rows={4}
        />

        <fieldset className="space-y-2">
          <legend className="font-medium">Stimmigkeit der Identität</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <TextField
              label="Angegebener Name"
              value={identity.name}
              onChange={(value) => setIdentity('name', value)}
              error={errorOf('identity.name')}
            />
            <TextField
              label="Angegebenes Alter"
              value={identity.age}
              onChange={(value) => setIdentity('age', value)}
              error={errorOf('identity.age')}
            />
            <TextField
              label="Angegebener Wohnort"
              value={identity.location}
              onChange={(value) => setIdentity('location', value)}
              error={errorOf('identity.location')}
            />
            <TextField
              label="Angegebener Beruf"
              value={identity.job}
              onChange={(value) => setIdentity('job', value)}
              error={errorOf('identity.job')}
            />
          </div>
          <TextField
            label="Einschätzung der Identität"
            value={identity.assessment}
            onChange={(value) => setIdentity('assessment', value)}
            error={errorOf('identity.assessment')}
            multiline
            rows={2}
          />
        </fieldset>

        <div className="space-y-2">
          <p className="font-medium">Bildrecherche</p>
          {findings.images.length === 0 ? (
            <p className="text-slate-600">Der Kunde hat keine Bilder hochgeladen.</p>
          ) : null}
          {findings.images.map((image, index) => (
            <ImageResearch
              key={image.documentId}
              image={image}
              index={index}
              view={workbench.images.find((entry) => entry.documentId === image.documentId)}
              onChange={(next) => setImage(index, next)}
              onConfirm={(confirmed) =>
                confirmFetcher.submit(
                  { intent: confirmed ? 'confirm-image' : 'revoke-image-confirmation', documentId: image.documentId },
                  { method: 'post', action: `${pathname}${search}` },
                )
              }
              errorOf={errorOf}
            />
          ))}
        </div>

        <CheckList
          legend="Auffälligkeiten an Profil und Kontakt"
          items={workbench.signs}
          chosen={findings.signals}
          onChange={(keys) => update('signals', keys)}
        />
        <TextField
          label="Weitere Beobachtungen"
          value={findings.signalNotes}
          onChange={(value) => update('signalNotes', value)}
          error={errorOf('signalNotes')}
          multiline
          rows={2}
        />

        <CheckList
          legend="Empfohlene nächste Schritte"
          items={workbench.nextSteps}
          chosen={findings.nextSteps}
          onChange={(keys) => update('nextSteps', keys)}
        />
        <TextField
          label="Eigene Empfehlungen"
          value={findings.nextStepsText}
          onChange={(value) => update('nextStepsText', value)}
          error={errorOf('nextStepsText')}
          multiline
          rows={2}
        />

        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => submit('findings')}>
            Entwurf speichern
          </Button>
          <Button type="button" onClick={() => submit('report')}>
            Bericht erzeugen
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
