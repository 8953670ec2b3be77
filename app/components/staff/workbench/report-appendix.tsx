// "Anlage zum Ergebnisbericht" (issue 29 point 2): an owner (admin) adds a PDF that the generated report
// carries as its appendix, with the reason for it (10–500 characters), e.g. a document the form
// cannot hold. Sent raw to POST /conan/api/faelle/:caseId/bericht (X-File-Name, X-Reason); the server
// checks the role and the file. Everyone sees the current appendix; only an owner sees the form.
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import type { CaseWorkbench } from '#app/lib/case-view-data.ts';
import { formatFileSize } from '#app/lib/format.ts';

const REASON_MIN = 10;
const REASON_MAX = 500;

/** Sends the PDF with its reason; the stored appendix's id, or a German refusal. */
async function sendAppendix(caseId: string, file: File, reason: string): Promise<{ ok: true } | { error: string }> {
  const response = await fetch(`/conan/api/faelle/${encodeURIComponent(caseId)}/bericht`, {
    method: 'POST',
    headers: {
      'X-File-Name': encodeURIComponent(file.name),
      'X-Reason': encodeURIComponent(reason),
      'Content-Type': 'application/octet-stream',
    },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { id?: string; error?: string } | null;
  if (response.ok && body?.id) return { ok: true };
  return { error: body?.error ?? `Die Anlage wurde nicht gespeichert (${response.status}).` };
}

/** The owner's form: the PDF and the reason for it. */
function AppendixForm({ id, caseId, replacing }: { id: string; caseId: string; replacing: boolean }) {
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const trimmed = reason.trim();
    if (!file) return setError('Bitte wählen Sie die PDF-Datei aus.');
    if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX)
      return setError(`Bitte begründen Sie die Anlage in ${REASON_MIN} bis ${REASON_MAX} Zeichen.`);
    setSending(true);
    setError(null);
    try {
      const sent = await sendAppendix(caseId, file, trimmed);
      if ('ok' in sent) {
        toast.success('Anlage gespeichert', { description: `${file.name} wird dem Ergebnisbericht angehängt.` });
        setFile(null);
        setReason('');
        form.reset();
        await revalidator.revalidate();
      } else setError(sent.error);
    } catch {
      setError('Die Anlage wurde nicht gespeichert. Bitte prüfen Sie die Verbindung.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <div className="space-y-1">
        <Label htmlFor={`${id}-file`}>{replacing ? 'Anlage ersetzen (PDF)' : 'Anlage (PDF)'}</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          disabled={sending}
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-reason`}>Begründung der Anlage</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          disabled={sending}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-slate-600 text-xs">
          Warum der Ergebnisbericht diese Anlage braucht ({REASON_MIN}–{REASON_MAX} Zeichen, jetzt{' '}
          {reason.trim().length}).
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-xs" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={sending}>
        {sending ? 'Wird gespeichert …' : 'Anlage speichern'}
      </Button>
    </form>
  );
}

export function ReportAppendix({
  caseId,
  appendix,
  canAdd,
}: {
  caseId: string;
  appendix: CaseWorkbench['appendix'];
  canAdd: boolean;
}) {
  const id = useId();
  if (!appendix && !canAdd) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="font-semibold">
        Anlage zum Ergebnisbericht (PDF, nur Inhaber)
      </h3>
      {appendix ? (
        <p className="break-words">
          Aktuelle Anlage:{' '}
          <a href={appendix.downloadUrl} download={appendix.fileName} className="text-brand-700 underline">
            {appendix.fileName}
          </a>{' '}
          ({formatFileSize(appendix.fileSize)}). Begründung: {appendix.reason}
        </p>
      ) : (
        <p>Der Ergebnisbericht hat keine Anlage.</p>
      )}
      {canAdd ? <AppendixForm id={id} caseId={caseId} replacing={Boolean(appendix)} /> : null}
    </section>
  );
}
