// "Rückfragen" on the case page (issue 39): every round — the question, who asked and when, the
// reminder, the answer with its files (signed links), or how it ended without one — then "Rückfrage
// beenden" while one is open, or the ask form: a template list that fills the text (keyboard: a
// native select), the text, "Dateien anfordern". Posts to the case page's action
// (app/server/conversation/staff-action.server.ts); a refusal keeps the text and shows at the field.
import { addHours } from 'date-fns/addHours';
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/sonner.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { questionTemplate, questionTemplates } from '#app/content/question-templates.ts';
import type { CaseView } from '#app/lib/case-view-data.ts';
import { EXPIRE_AFTER_HOURS, EXPIRY_NOTE, QUESTION_MAX, type QuestionRound } from '#app/lib/conversation.ts';
import { formatDateTime, formatFileSize } from '#app/lib/format.ts';
import { Section, useActionPath } from './case-workflow-parts.tsx';

type Answer = { ok: true; intent: string } | { ok: false; intent: string; message: string; field?: 'question' };

const at = (iso: string) => formatDateTime(new Date(iso));
const linkClass = 'break-words text-brand-700 underline-offset-4 hover:underline';

/**
 * The outcome of the two forms as toasts, here where it stays mounted: after a question is asked or
 * ended the form that posted is gone from the page; each answer is told once.
 */
function useOutcomeToasts() {
  const ask = useFetcher<Answer>({ key: 'case-question-ask' });
  const end = useFetcher<Answer>({ key: 'case-question-end' });
  const handled = useRef(new Set<Answer>());
  useEffect(() => {
    for (const fetcher of [ask, end]) {
      const answer = fetcher.data;
      if (fetcher.state !== 'idle' || !answer || handled.current.has(answer)) continue;
      handled.current.add(answer);
      if (answer.ok && answer.intent === 'ask-question')
        toast.success('Rückfrage gestellt', {
          description: 'Die Kundin / der Kunde erhält eine E-Mail; die Frist ruht.',
        });
      else if (answer.ok) toast.success('Rückfrage beendet', { description: 'Der Fall ist wieder in Bearbeitung.' });
      else if (answer.field !== 'question') toast.error('Nicht möglich', { description: answer.message });
    }
  }, [ask, end]);
}

export function ConversationPanel({ data }: { data: CaseView }) {
  const { rounds, canAsk, canEnd } = data.conversation;
  useOutcomeToasts();
  return (
    <Section id="case-questions" title={`Rückfragen an die Kundin / den Kunden (${rounds.length})`}>
      {rounds.length === 0 ? <p className="text-slate-600">Noch keine Rückfragen.</p> : null}
      {rounds.length > 0 ? (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="question-rounds">
          {rounds.map((round) => (
            <RoundItem key={round.id} round={round} />
          ))}
        </ol>
      ) : null}
      {canEnd ? <EndQuestion /> : null}
      {canAsk ? <AskForm /> : null}
    </Section>
  );
}

function RoundState({ round }: { round: QuestionRound }) {
  if (round.state === 'open')
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
        Wartet auf Antwort, die Frist ruht. Antwort bis{' '}
        {formatDateTime(addHours(new Date(round.askedAt), EXPIRE_AFTER_HOURS))}
        {round.remindedAt ? `; Erinnerung gesendet am ${at(round.remindedAt)}` : '; Erinnerung nach 24 Stunden'}.
      </p>
    );
  if (round.state === 'expired')
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
        {round.closedAt ? `${at(round.closedAt)}: ` : ''}
        {EXPIRY_NOTE}
      </p>
    );
  if (round.state === 'ended')
    return <p className="text-slate-700">Ohne Antwort beendet{round.closedAt ? ` am ${at(round.closedAt)}` : ''}.</p>;
  return null;
}

function RoundItem({ round }: { round: QuestionRound }) {
  return (
    <li className="space-y-2 p-3">
      <p className="flex flex-wrap items-center gap-2 text-slate-600 text-xs">
        <span>
          Rückfrage {round.round} · {round.askedBy} · {at(round.askedAt)}
        </span>
        {round.wantsFiles ? <Badge variant="outline">Dateien angefordert</Badge> : null}
      </p>
      <p className="whitespace-pre-wrap break-words">{round.body}</p>
      <RoundState round={round} />
      {round.state === 'answered' && round.answeredAt ? (
        <div className="space-y-2 rounded-md bg-slate-50 p-2" data-testid="question-answer">
          <p className="font-medium text-slate-700 text-xs">Antwort vom {at(round.answeredAt)}</p>
          {round.answer ? <p className="whitespace-pre-wrap break-words">{round.answer}</p> : null}
          {round.files.length > 0 ? (
            <ul className="space-y-1" aria-label={`Dateien zur Antwort auf Rückfrage ${round.round}`}>
              {round.files.map((file) => (
                <li key={file.id} className="flex flex-wrap gap-x-3">
                  <a href={file.downloadUrl} download={file.fileName} className={linkClass}>
                    {file.fileName} ({formatFileSize(file.fileSize)})
                  </a>
                  {file.openUrl ? (
                    <a href={file.openUrl} target="_blank" rel="noreferrer" className={linkClass}>
                      Ansehen<span className="sr-only">: {file.fileName}</span>
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function EndQuestion() {
  const fetcher = useFetcher<Answer>({ key: 'case-question-end' });
  const action = useActionPath();
  return (
    <fetcher.Form method="post" action={action} className="space-y-2">
      <input type="hidden" name="intent" value="end-question" />
      <p className="text-slate-700">
        Kommt keine Antwort oder ist sie nicht mehr nötig, beenden Sie die Rückfrage: Der Fall ist wieder in
        Bearbeitung, die Frist läuft weiter.
      </p>
      <Button type="submit" variant="outline" disabled={fetcher.state !== 'idle'}>
        Rückfrage beenden
      </Button>
    </fetcher.Form>
  );
}

function AskForm() {
  const fetcher = useFetcher<Answer>({ key: 'case-question-ask' });
  const action = useActionPath();
  const id = useId();
  // Uncontrolled fields: what is typed or chosen before the page's script has arrived stays.
  const templateRef = useRef<HTMLSelectElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = answer && !answer.ok && answer.field === 'question' ? answer.message : null;
  const applyTemplate = (key: string) => {
    const chosen = questionTemplate(key);
    if (!chosen || !textRef.current || !filesRef.current) return;
    textRef.current.value = chosen.text;
    filesRef.current.checked = chosen.wantsFiles;
  };
  // A template chosen before the script had arrived (its change event went unheard): its text now,
  // unless a text was typed as well.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser
  useEffect(() => {
    const key = templateRef.current?.value;
    if (key && !textRef.current?.value) applyTemplate(key);
  }, []);
  // The focus goes to the field a refusal concerns (the text typed stays).
  useEffect(() => {
    if (error) textRef.current?.focus();
  }, [error]);
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      data-testid="ask-form"
    >
      <input type="hidden" name="intent" value="ask-question" />
      <h3 className="font-semibold">Rückfrage stellen</h3>
      <TemplateSelect id={`${id}-template`} ref={templateRef} onChange={applyTemplate} />
      <div className="space-y-1">
        <Label htmlFor={`${id}-text`}>Ihre Rückfrage (so liest sie die Kundin / der Kunde)</Label>
        <Textarea
          ref={textRef}
          id={`${id}-text`}
          name="question"
          rows={5}
          maxLength={QUESTION_MAX}
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="wantsFiles"
          ref={filesRef}
          defaultChecked={false}
          className="mt-1 size-4 accent-brand-600"
        />
        <span>Dateien anfordern (Bildschirmfotos, Chatverlauf, Belege)</span>
      </label>
      <p className="text-slate-600 text-xs">
        Der Fall wartet dann auf die Antwort, die Frist ruht. Nach 24 Stunden ohne Antwort geht eine Erinnerung hinaus,
        nach 72 Stunden kommt der Fall mit einem Hinweis zu Ihnen zurück.
      </p>
      <Button type="submit" disabled={fetcher.state !== 'idle'}>
        Rückfrage stellen
      </Button>
    </fetcher.Form>
  );
}

/** The templates as a native select (keyboard and screen readers as is); choosing one fills the text. */
function TemplateSelect({
  id,
  ref,
  onChange,
}: {
  id: string;
  ref: React.Ref<HTMLSelectElement>;
  onChange: (key: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Vorlage (füllt den Text, den Sie anpassen können)</Label>
      <select
        id={id}
        ref={ref}
        defaultValue=""
        onChange={(event) => onChange(event.currentTarget.value)}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm outline-none focus-visible:border-brand-600 focus-visible:ring-[3px] focus-visible:ring-brand-600/30"
      >
        <option value="">Eigene Frage schreiben</option>
        {questionTemplates.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
