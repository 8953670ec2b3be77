// The workbench's draft (issues 13 and 29): the findings as typed, compared with what the server holds
// ("unsaved"), and their saving — "Entwurf speichern" (also Ctrl+S / Cmd+S), the preview (saves, then
// the PDF) and the finish and approval — with the server's answer turned into toasts and the refusal
// shown on the page. What was typed stays in the form whatever the server answers.
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { loadPreview, openPreviewTab } from '#app/components/staff/workbench/report-preview.ts';
import { useRevision } from '#app/components/staff/workbench/use-revision.ts';
import { withImages } from '#app/components/staff/workbench/with-images.ts';
import { toastHandedIn } from '#app/components/staff/workbench/workbench-notices.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import type { GateProblem } from '#app/lib/report-gate.ts';

export type Intent = 'findings' | 'finish' | 'approve';
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
type Refusal = { message: string; problems: GateProblem[] };
type Sent = { intent: Intent; json: string } | null;
type PreviewTab = Window | null | undefined;

/** What the server holds: the findings as last loaded or saved (compared as JSON for "unsaved"). */
function useSavedJson(loaded: string, json: string) {
  const savedJson = useRef(loaded);
  const [savedVersion, setSavedVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedVersion marks a change of savedJson (a ref)
  const unsaved = useMemo(() => json !== savedJson.current, [json, savedVersion]);
  const markSaved = useCallback((saved: string) => {
    savedJson.current = saved;
    setSavedVersion((version) => version + 1);
  }, []);
  return { unsaved, markSaved };
}

/** A save, finish or approval went through: the toast for it, or the preview's PDF after the save. */
function tookSuccess(
  answer: Extract<Answer, { ok: true }>,
  tab: PreviewTab,
  caseId: string,
  setPreviewLink: Dispatch<SetStateAction<string | null>>,
) {
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
}

/** A refusal: the toast for it, and for the finish the refusal on the page, focused. */
function tookRefusal(
  answer: Extract<Answer, { ok: false }>,
  setRefusal: Dispatch<SetStateAction<Refusal | null>>,
  refusalId: string,
) {
  if (answer.intent === 'finish') {
    setRefusal({ message: answer.message, problems: answer.problems ?? [] });
    toast.error('Nicht versendet', { description: answer.message });
    requestAnimationFrame(() => document.getElementById(refusalId)?.focus());
  } else
    toast.error(answer.intent === 'approve' ? 'Nicht freigegeben' : 'Nicht gespeichert', {
      description: answer.message,
    });
}

/** Ctrl+S / Cmd+S saves the draft from anywhere on the page. */
function useSaveShortcut(editable: boolean, idle: boolean, save: () => void) {
  useEffect(() => {
    if (!editable) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (idle) save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editable, idle, save]);
}

export function useWorkbenchDraft(caseId: string, workbench: CaseWorkbench, refusalId: string) {
  const [findings, setFindings] = useState(() => withImages(workbench.findings, workbench.images));
  const fetcher = useFetcher<Answer>({ key: 'case-workbench' });
  const { pathname, search } = useLocation();
  const action = `${pathname}${search}`;
  const json = useMemo(() => JSON.stringify(findings), [findings]);
  const { unsaved, markSaved } = useSavedJson(JSON.stringify(withImages(workbench.findings, workbench.images)), json);
  const pending = useRef<Sent>(null);
  const handled = useRef<Answer | undefined>(undefined);
  const previewTab = useRef<PreviewTab>(undefined);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [previewLink, setPreviewLink] = useState<string | null>(null);
  const revision = useRevision(workbench.revision);
  const answer = fetcher.data;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};

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
      tookSuccess(answer, tab, caseId, setPreviewLink);
      return;
    }
    if (tab && !tab.closed) tab.close();
    // A refusal by the gate comes after the draft was saved; a refusal of the draft's shape does not.
    if (sent && answer.intent === 'finish' && answer.problems) markSaved(sent.json);
    tookRefusal(answer, setRefusal, refusalId);
  }, [fetcher.state, answer, caseId, markSaved, refusalId, revision.take]);

  const submit = useCallback(
    (intent: Intent) => {
      pending.current = { intent, json };
      setPreviewLink(null);
      fetcher.submit({ intent, findings: json, revision: revision.current() }, { method: 'post', action });
    },
    [fetcher, json, action, revision.current],
  );
  const save = useCallback(() => submit('findings'), [submit]);
  useSaveShortcut(workbench.editable, fetcher.state === 'idle', save);

  function preview() {
    previewTab.current = openPreviewTab();
    submit('findings');
  }

  return {
    findings,
    setFindings,
    action,
    unsaved,
    busy: fetcher.state !== 'idle',
    refusal,
    previewLink,
    conflict: revision.conflict,
    errorOf: (field: string) => errors[field],
    submit,
    preview,
  };
}
