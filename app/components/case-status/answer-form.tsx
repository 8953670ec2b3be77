// The answer to an open Rückfrage on the status page (issue 39): a plain multipart form posted to the
// page itself (app/server/conversation/answer-request.server.ts), so it works without JavaScript too:
// a refusal re-renders the page with the message at its field and the text as typed. With JavaScript
// the browser checks count, size and type of the files first and moves the focus to the first error.
// The server checks everything again.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { allowedExtensions, extensionOf } from '#app/lib/checkout-rules.ts';
import {
  ANSWER_BODY_MAX_BYTES,
  ANSWER_BODY_MAX_MB,
  ANSWER_FILES_MAX,
  ANSWER_MAX,
  answerFileMessages,
} from '#app/lib/conversation.ts';
import { buttonClass } from './styles.ts';

export interface AnswerRefusalView {
  message: string;
  field: 'answer' | 'files' | null;
  text: string;
}

const errorClass = 'mt-1.5 font-medium text-red-800 text-sm';
const ACCEPT = allowedExtensions.map((extension) => `.${extension}`).join(',');

/** What the browser can tell about the chosen files before sending (the server decides). */
function filesProblem(files: FileList | null): string | null {
  const list = [...(files ?? [])];
  if (list.length > ANSWER_FILES_MAX) return answerFileMessages.tooMany;
  const wrong = list.find((file) => !(allowedExtensions as readonly string[]).includes(extensionOf(file.name)));
  if (wrong) return answerFileMessages.invalidType(wrong.name);
  if (list.reduce((sum, file) => sum + file.size, 0) > ANSWER_BODY_MAX_BYTES - 512 * 1024)
    return answerFileMessages.tooLarge;
  return null;
}

export function AnswerForm({
  questionId,
  wantsFiles,
  refusal,
}: {
  questionId: string;
  wantsFiles: boolean;
  refusal: AnswerRefusalView | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';
  const [fileError, setFileError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const generalRef = useRef<HTMLParagraphElement>(null);
  const answerError = refusal?.field === 'answer' ? refusal.message : null;
  const filesError = fileError ?? (refusal?.field === 'files' ? refusal.message : null);
  const general = refusal && refusal.field === null ? refusal.message : null;
  // The focus goes to the first error after a refusal (the server's or the browser's check).
  useEffect(() => {
    if (!refusal) return;
    if (refusal.field === 'answer') textRef.current?.focus();
    else if (refusal.field === 'files') filesRef.current?.focus();
    else generalRef.current?.focus();
  }, [refusal]);
  const describedBy = (id: string, error: string | null) =>
    [error ? `${id}-fehler` : null, `${id}-hinweis`].filter(Boolean).join(' ');
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-5"
      noValidate
      onSubmit={(event) => {
        const problem = wantsFiles ? filesProblem(filesRef.current?.files ?? null) : null;
        setFileError(problem);
        if (problem) {
          event.preventDefault();
          filesRef.current?.focus();
        }
      }}
    >
      <input type="hidden" name="questionId" value={questionId} />
      {general ? (
        <p ref={generalRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {general}
        </p>
      ) : null}
      <AnswerTextField
        textRef={textRef}
        defaultValue={refusal?.text ?? ''}
        error={answerError}
        describedBy={describedBy('antwort-text', answerError)}
      />
      {wantsFiles ? (
        <FilesField
          inputRef={filesRef}
          error={filesError}
          describedBy={describedBy('antwort-dateien', filesError)}
          onChange={() => setFileError(null)}
        />
      ) : null}
      <button type="submit" className={buttonClass} disabled={sending}>
        {sending ? 'Antwort wird gesendet …' : 'Antwort senden'}
      </button>
    </Form>
  );
}

function FilesField({
  inputRef,
  error,
  describedBy,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | null;
  describedBy: string;
  onChange: () => void;
}) {
  return (
    <div>
      <label htmlFor="antwort-dateien" className="font-semibold">
        Dateien hinzufügen (freiwillig)
      </label>
      <p id="antwort-dateien-hinweis" className="mt-1 text-muted text-sm">
        Bis zu {ANSWER_FILES_MAX} Dateien, zusammen höchstens {ANSWER_BODY_MAX_MB} MB: Bildschirmfotos (JPG, PNG), PDF-,
        TXT- oder DOCX-Dateien.
      </p>
      <input
        ref={inputRef}
        id="antwort-dateien"
        name="files"
        type="file"
        multiple
        accept={ACCEPT}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 block w-full max-w-full rounded-lg border border-slate-300 p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-brand-600/40"
      />
      {error ? (
        <p id="antwort-dateien-fehler" className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AnswerTextField({
  textRef,
  defaultValue,
  error,
  describedBy,
}: {
  textRef: RefObject<HTMLTextAreaElement | null>;
  defaultValue: string;
  error: string | null;
  describedBy: string;
}) {
  return (
    <div>
      <label htmlFor="antwort-text" className="font-semibold">
        Ihre Antwort
      </label>
      <p id="antwort-text-hinweis" className="mt-1 text-muted text-sm">
        Bis zu {ANSWER_MAX.toLocaleString('de-DE')} Zeichen. Bitte schreiben Sie nur, was zu Ihrem Auftrag gehört.
      </p>
      <Textarea
        ref={textRef}
        id="antwort-text"
        name="answer"
        rows={6}
        maxLength={ANSWER_MAX}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5"
      />
      {error ? (
        <p id="antwort-text-fehler" className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
