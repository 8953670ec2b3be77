// "Fall abschließen" in the case handling: the outcome, the report PDF (uploaded first to
// /conan/api/faelle/:caseId/bericht, or the one generated on the workbench) and the message to the customer.
import { type FormEvent, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import type { CaseView } from '#app/lib/dashboard-data.ts';
import { formatFileSize } from '#app/lib/format.ts';
import { type ActionAnswer, useActionPath } from './case-workflow-parts.tsx';

const RESULT_MESSAGE_MIN = 20;
const RESULT_MESSAGE_MAX = 3000;

type Report = CaseView['workflow']['report'];

export function FinishCase({ caseId, report: savedReport }: { caseId: string; report: Report }) {
  const fetcher = useFetcher<ActionAnswer>({ key: 'case-finish' });
  const action = useActionPath();
  const [report, setReport] = useState<{ id: string; fileName: string; fileSize: number } | null>(savedReport);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const ids = { report: useId(), message: useId(), outcome: useId() };
  const answer = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const fieldError = (field: string) => (answer?.field === field ? answer.message : null);
  const reportError = uploadError ?? fieldError('report');

  async function upload(file: File) {
    setUploading(true);
    setUploadError(null);
    try {
      const response = await fetch(`/conan/api/faelle/${caseId}/bericht`, {
        method: 'POST',
        headers: { 'X-File-Name': encodeURIComponent(file.name), 'Content-Type': 'application/octet-stream' },
        body: file,
      });
      const body = (await response.json().catch(() => null)) as
        | { id: string; fileName: string; fileSize: number }
        | { error: string }
        | null;
      if (response.ok && body && 'id' in body) setReport(body);
      else setUploadError(body && 'error' in body ? body.error : 'Der Bericht konnte nicht hochgeladen werden.');
    } catch {
      setUploadError('Der Bericht konnte nicht hochgeladen werden. Bitte prüfen Sie die Verbindung.');
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!report) {
      event.preventDefault();
      setUploadError('Bitte laden Sie zuerst den Ergebnisbericht als PDF hoch.');
    }
  }

  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <input type="hidden" name="intent" value="finish" />
      <input type="hidden" name="reportId" value={report?.id ?? ''} />
      <h3 className="font-semibold">Fall abschließen</h3>
      <fieldset className="space-y-2" aria-describedby={fieldError('outcome') ? `${ids.outcome}-error` : undefined}>
        <legend className="font-medium">Ergebnis</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="outcome" value="completed" required className="size-4 accent-brand-600" />
          Abgeschlossen – mit Treffern
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="outcome" value="completed-no-findings" className="size-4 accent-brand-600" />
          Abgeschlossen – keine Treffer (der Kunde erhält einen Gutschein für eine kostenlose Prüfung)
        </label>
        {fieldError('outcome') ? (
          <p id={`${ids.outcome}-error`} className="text-red-700">
            {fieldError('outcome')}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={ids.report}>Ergebnisbericht (PDF)</Label>
        <input
          id={ids.report}
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={reportError ? true : undefined}
          aria-describedby={reportError ? `${ids.report}-error` : `${ids.report}-state`}
          disabled={uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
        />
        <p id={`${ids.report}-state`} className="text-slate-600 text-xs" aria-live="polite">
          {uploading
            ? 'Bericht wird hochgeladen …'
            : report
              ? `Hochgeladen: ${report.fileName} (${formatFileSize(report.fileSize)})`
              : 'Noch kein Bericht hochgeladen.'}
        </p>
        {/* The draft as the customer will get it (uploaded or generated from the findings). */}
        {savedReport && report?.id === savedReport.id ? (
          <a
            href={savedReport.downloadUrl}
            download={savedReport.fileName}
            className="text-brand-700 text-xs underline"
          >
            Bericht vor dem Versand ansehen <span className="sr-only">{savedReport.fileName}</span>
          </a>
        ) : null}
        {reportError ? (
          <p id={`${ids.report}-error`} className="text-red-700" role="alert">
            {reportError}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.message}>Nachricht an den Kunden</Label>
        <Textarea
          id={ids.message}
          name="message"
          required
          minLength={RESULT_MESSAGE_MIN}
          maxLength={RESULT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          aria-invalid={fieldError('message') ? true : undefined}
          aria-describedby={`${ids.message}-hint${fieldError('message') ? ` ${ids.message}-error` : ''}`}
        />
        <p id={`${ids.message}-hint`} className="text-slate-600 text-xs">
          Kurze Zusammenfassung für die E-Mail mit dem Ergebnis ({RESULT_MESSAGE_MIN}–{RESULT_MESSAGE_MAX} Zeichen,
          jetzt {message.trim().length}). Der Bericht selbst liegt auf der Statusseite des Kunden.
        </p>
        {fieldError('message') ? (
          <p id={`${ids.message}-error`} className="text-red-700">
            {fieldError('message')}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={fetcher.state !== 'idle' || uploading}>
        Abschließen und Ergebnis senden
      </Button>
    </fetcher.Form>
  );
}
