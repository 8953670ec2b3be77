// "Rückfrage an Sie" on the customer's status page (issue 39): the open question with its answer form
// (answer-form.tsx) and when it ends, the earlier rounds read-only (question, her answer and the
// names of her files, or that it ended without one), and the thanks after she answered. Every text
// is plain text: React escapes it.
import { useSearchParams } from 'react-router';
import type { QuestionRound, StatusConversation } from '#app/lib/conversation.ts';
import { formatDateTime, formatFileSize } from '#app/lib/format.ts';
import { AnswerForm, type AnswerRefusalView } from './answer-form.tsx';
import { sectionClass } from './styles.ts';

const textClass = 'whitespace-pre-wrap break-words';

export function QuestionSection({
  conversation,
  refusal,
}: {
  conversation: StatusConversation | null;
  refusal: AnswerRefusalView | null;
}) {
  const [params] = useSearchParams();
  if (!conversation || (!conversation.open && conversation.past.length === 0)) return null;
  const { open, past } = conversation;
  const sent = !open && params.get('antwort') === 'gesendet';
  return (
    <section id="rueckfrage" aria-labelledby="rueckfrage-heading" className={sectionClass}>
      <h2 id="rueckfrage-heading" className="font-semibold text-xl">
        {open ? 'Rückfrage an Sie' : 'Ihre Rückfragen'}
      </h2>
      {sent ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-emerald-900">
          Vielen Dank, Ihre Antwort ist bei uns eingegangen. Unser Team setzt die Prüfung fort; die Frist für Ihr
          Ergebnis läuft wieder.
        </p>
      ) : null}
      {open ? (
        <div className="mt-3" data-testid="open-question">
          <p>
            Unser Team hat am {formatDateTime(new Date(open.askedAt))} eine Frage zu Ihrem Auftrag gestellt. Bis Ihre
            Antwort da ist, ruht die Frist für Ihr Ergebnis.
          </p>
          <blockquote className={`mt-4 border-brand-600 border-l-4 bg-slate-50 p-4 ${textClass}`}>
            {open.body}
          </blockquote>
          <p className="mt-4 text-muted text-sm">
            Bitte antworten Sie bis {formatDateTime(new Date(open.deadline))}. Erhalten wir bis dahin keine Antwort,
            setzen wir die Prüfung mit den vorhandenen Angaben fort.
          </p>
          <AnswerForm questionId={open.id} wantsFiles={open.wantsFiles} refusal={refusal} />
        </div>
      ) : null}
      {past.length > 0 ? (
        <div className="mt-6">
          {open ? (
            <h3 className="font-semibold text-lg">Frühere Rückfragen</h3>
          ) : (
            <h3 className="sr-only">Bisherige Rückfragen</h3>
          )}
          <ol className="mt-3 space-y-4">
            {[...past].reverse().map((round) => (
              <PastRound key={round.id} round={round} />
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

function PastRound({ round }: { round: QuestionRound }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="past-question">
      <p className="text-muted text-sm">Rückfrage vom {formatDateTime(new Date(round.askedAt))}</p>
      <p className={`mt-1 ${textClass}`}>{round.body}</p>
      {round.state === 'answered' && round.answeredAt ? (
        <div className="mt-3 border-slate-200 border-t pt-3">
          <p className="text-muted text-sm">Ihre Antwort vom {formatDateTime(new Date(round.answeredAt))}</p>
          {round.answer ? <p className={`mt-1 ${textClass}`}>{round.answer}</p> : null}
          {round.files.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm" aria-label="Ihre Dateien">
              {round.files.map((file) => (
                <li key={file.id} className="break-words">
                  {file.fileName} ({formatFileSize(file.fileSize)})
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-muted text-sm">
          {round.state === 'expired'
            ? 'Ohne Antwort nach 72 Stunden beendet; wir haben die Prüfung mit den vorhandenen Angaben fortgesetzt.'
            : 'Unser Team hat diese Rückfrage ohne Ihre Antwort beendet und die Prüfung fortgesetzt.'}
        </p>
      )}
    </li>
  );
}
