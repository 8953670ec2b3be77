// The internal notes of a case in the case handling: the list, and a form for a new note unless the
// case's data has been purged.
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { Section, useCaseAction } from './case-workflow-parts.tsx';

export function CaseNotes({ data }: { data: CaseView }) {
  const [body, setBody] = useState('');
  const { fetcher, action } = useCaseAction('case-note', () => {
    setBody('');
    toast.success('Notiz gespeichert');
  });
  const id = useId();
  const answer = fetcher.data && !fetcher.data.ok && fetcher.data.field === 'body' ? fetcher.data : null;
  const { notes, dataPurgedAt } = data.workflow;
  return (
    <Section id="case-notes" title={`Interne Notizen (${notes.length})`}>
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
