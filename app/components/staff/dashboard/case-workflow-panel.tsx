// Case handling in the details dialog (issue "Case handling"): start work, finish with report and
// message, internal notes, the case's history. Posts to the dialog route's action
// (routes/conan/case-details.tsx); the report goes first to /conan/api/faelle/:caseId/bericht.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import type { CaseView } from '#app/lib/dashboard-data.ts';
import { formatDate, formatDateTime, formatFileSize } from '#app/lib/format.ts';

type ActionAnswer =
  | { ok: true; intent: string }
  | { ok: false; intent: string; message: string; field?: 'body' | 'message' | 'report' | 'outcome' };

const RESULT_MESSAGE_MIN = 20;
const RESULT_MESSAGE_MAX = 3000;

/**
 * A form's fetcher by key, with a toast for its outcome. Called where the component stays mounted:
 * after starting or finishing, the form that posted is gone from the dialog, its toast is not.
 */
function useCaseAction(key: string, onDone?: () => void) {
  const fetcher = useFetcher<ActionAnswer>({ key });
  const { pathname, search } = useLocation();
  const handled = useRef<ActionAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) onDone?.();
    else if (!answer.field) toast.error('Nicht möglich', { description: answer.message });
  }, [fetcher.state, fetcher.data, onDone]);
  return { fetcher, action: `${pathname}${search}` };
}

/** The dialog route (its action handles every form here), with the dashboard's URL state. */
function useActionPath() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 text-sm">
      <h3 id={id} className="font-semibold text-base">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function CaseWorkflowPanel({ data }: { data: CaseView }) {
  const { workflow } = data;
  useCaseAction('case-start', () => toast.success('Bearbeitung begonnen'));
  useCaseAction('case-finish', () =>
    toast.success('Fall abgeschlossen', { description: 'Das Ergebnis geht per E-Mail an den Kunden.' }),
  );
  return (
    <>
      <Section id="dialog-workflow" title="Bearbeitung">
        <dl className="space-y-1">
          <Row label="Bezahlt am">{data.paidAt ? formatDateTime(new Date(data.paidAt)) : null}</Row>
          <Row label="Begonnen am">{workflow.startedAt ? formatDateTime(new Date(workflow.startedAt)) : null}</Row>
          <Row label="Abgeschlossen am">
            {workflow.completedAt ? formatDateTime(new Date(workflow.completedAt)) : null}
          </Row>
          {workflow.withdrawnAt ? (
            <Row label="Widerrufen am">{formatDateTime(new Date(workflow.withdrawnAt))}</Row>
          ) : null}
        </dl>
        {workflow.overdue ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" role="status">
            Überfällig: Die Zahlung liegt mehr als 48 Stunden zurück.
          </p>
        ) : null}
        {data.status === 'withdrawn' ? (
          <p className="text-slate-700">Der Kunde hat diesen Auftrag widerrufen; er wird nicht bearbeitet.</p>
        ) : workflow.withdrawnAt ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            Nach Abschluss ist ein Widerruf eingegangen. Das Widerrufsrecht war mit der vollständigen Leistung
            erloschen; bitte antworten Sie dem Kunden.
          </p>
        ) : null}
        {workflow.dataPurgedAt ? (
          <p className="text-slate-700">Daten gelöscht am {formatDate(new Date(workflow.dataPurgedAt))}.</p>
        ) : null}
        {workflow.canStart ? <StartWork /> : null}
        {/* Remounted when the report changes (a generated one replaces the draft). */}
        {workflow.canFinish ? (
          <FinishCase key={workflow.report?.id ?? 'none'} caseId={data.id} report={workflow.report} />
        ) : null}
        {workflow.completedAt ? <Result data={data} /> : null}
      </Section>
      <Notes data={data} />
      <History data={data} />
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words">{children ?? '–'}</dd>
    </div>
  );
}

function StartWork() {
  const fetcher = useFetcher<ActionAnswer>({ key: 'case-start' });
  const action = useActionPath();
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="start" />
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        Bearbeitung beginnen
      </Button>
    </fetcher.Form>
  );
}

type Report = CaseView['workflow']['report'];

function FinishCase({ caseId, report: savedReport }: { caseId: string; report: Report }) {
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
      <h4 className="font-semibold">Fall abschließen</h4>
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

function Result({ data }: { data: CaseView }) {
  const { workflow } = data;
  return (
    <dl className="space-y-1">
      <Row label="Nachricht an den Kunden">{workflow.resultMessage}</Row>
      <Row label="Bericht">
        {workflow.report ? (
          <a
            href={workflow.report.downloadUrl}
            download={workflow.report.fileName}
            className="text-brand-700 underline-offset-4 hover:underline"
          >
            {workflow.report.fileName} ({formatFileSize(workflow.report.fileSize)})
          </a>
        ) : null}
      </Row>
      {workflow.voucher ? (
        <Row label="Gutschein">
          {workflow.voucher.code}, gültig bis {formatDate(new Date(workflow.voucher.expiresAt))}
          {workflow.voucher.redeemedAt
            ? `, eingelöst am ${formatDateTime(new Date(workflow.voucher.redeemedAt))}`
            : ', noch nicht eingelöst'}
        </Row>
      ) : null}
    </dl>
  );
}

function Notes({ data }: { data: CaseView }) {
  const [body, setBody] = useState('');
  const { fetcher, action } = useCaseAction('case-note', () => {
    setBody('');
    toast.success('Notiz gespeichert');
  });
  const id = useId();
  const answer = fetcher.data && !fetcher.data.ok && fetcher.data.field === 'body' ? fetcher.data : null;
  const { notes, dataPurgedAt } = data.workflow;
  return (
    <Section id="dialog-notes" title={`Interne Notizen (${notes.length})`}>
      {notes.length === 0 ? (
        <p className="text-slate-600">Noch keine Notizen.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {notes.map((note) => (
            <li key={note.id} className="space-y-1 p-3">
              <p className="text-slate-600 text-xs">
                {note.authorName} · {formatDateTime(new Date(note.createdAt))}
              </p>
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {dataPurgedAt ? null : (
        <fetcher.Form method="post" action={action} className="space-y-2">
          <input type="hidden" name="intent" value="note" />
          <Label htmlFor={id}>Neue Notiz (nur für das Team sichtbar)</Label>
          <Textarea
            id={id}
            name="body"
            required
            maxLength={5000}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            aria-invalid={answer ? true : undefined}
            aria-describedby={answer ? `${id}-error` : undefined}
          />
          {answer ? (
            <p id={`${id}-error`} className="text-red-700">
              {answer.message}
            </p>
          ) : null}
          <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
            Notiz speichern
          </Button>
        </fetcher.Form>
      )}
    </Section>
  );
}

function History({ data }: { data: CaseView }) {
  const { history } = data.workflow;
  return (
    <Section id="dialog-history" title="Verlauf">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Protokoll aller Aktionen zu diesem Fall, neueste zuerst</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Zeitpunkt
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Wer
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Was
              </th>
              <th scope="col" className="py-1 font-medium">
                Anfrage-ID
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {history.map((entry) => (
              <tr key={entry.id}>
                <td className="whitespace-nowrap py-1 pr-3">{formatDateTime(new Date(entry.at))}</td>
                <td className="py-1 pr-3">{entry.actor}</td>
                <td className="py-1 pr-3">{entry.action}</td>
                <td className="py-1 font-mono text-slate-600">{entry.requestId ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
