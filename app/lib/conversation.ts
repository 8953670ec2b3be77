// Rückfragen (issue 39; app/server/conversation/): the limits and checks both sides share (the staff's
// ask form and the customer's answer form check in the browser, the server checks again), the German
// messages, the history's lines and the shapes the case page and the status page show.
import { hasInvalidCharacters, INVALID_CHARACTERS_MESSAGE, MAX_FILE_MB } from './checkout-rules.ts';

/** A question staff ask: long enough for a few sentences, short enough to read in a mail. */
export const QUESTION_MAX = 2000;
/** The customer's answer (the chat from before the money request may be pasted in). */
export const ANSWER_MAX = 10_000;
/** Files with one answer (screenshots, a chat export, a bank statement). */
export const ANSWER_FILES_MAX = 5;
/**
 * The whole answer form as sent (text and files). The checkout streams each file on its own; the
 * answer comes as one form, held in memory while it is checked, so its total is bounded lower than
 * the checkout's 50 MB per file.
 */
export const ANSWER_BODY_MAX_MB = 25;
export const ANSWER_BODY_MAX_BYTES = ANSWER_BODY_MAX_MB * 1024 * 1024;
/** Without an answer: a reminder after this many hours, and after EXPIRE_AFTER_HOURS back to staff. */
export const REMIND_AFTER_HOURS = 24;
export const EXPIRE_AFTER_HOURS = 72;

/** The internal note for staff when a question ran out (the job writes it). */
export const EXPIRY_NOTE =
  'Keine Antwort auf die Rückfrage innerhalb von 72 Stunden. Schließen Sie den Fall mit den vorhandenen Angaben ab oder lehnen Sie ihn ab.';

export type TextCheck = { ok: true; text: string } | { ok: false; message: string };

function normalised(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

/** The question as staff typed it, or the German refusal (shown at the field). */
export function checkQuestion(value: string): TextCheck {
  const text = normalised(value);
  if (!text) return { ok: false, message: 'Bitte schreiben Sie Ihre Rückfrage.' };
  if (text.length > QUESTION_MAX)
    return {
      ok: false,
      message: `Eine Rückfrage darf höchstens ${QUESTION_MAX.toLocaleString('de-DE')} Zeichen lang sein (jetzt ${text.length.toLocaleString('de-DE')}).`,
    };
  if (hasInvalidCharacters(text, true)) return { ok: false, message: INVALID_CHARACTERS_MESSAGE };
  return { ok: true, text };
}

/** The customer's answer text; empty is allowed only when she sends files with it. */
export function checkAnswer(value: string, fileCount: number): TextCheck {
  const text = normalised(value);
  if (!text && fileCount === 0)
    return { ok: false, message: 'Bitte schreiben Sie Ihre Antwort oder fügen Sie eine Datei hinzu.' };
  if (text.length > ANSWER_MAX)
    return {
      ok: false,
      message: `Ihre Antwort darf höchstens ${ANSWER_MAX.toLocaleString('de-DE')} Zeichen lang sein (jetzt ${text.length.toLocaleString('de-DE')}). Bitte kürzen Sie den Text oder senden Sie ihn als TXT-Datei.`,
    };
  if (hasInvalidCharacters(text, true)) return { ok: false, message: INVALID_CHARACTERS_MESSAGE };
  return { ok: true, text };
}

/** The German refusals of the answer's files (the server's checks; the browser checks count and size first). */
export const answerFileMessages = {
  tooMany: `Bitte wählen Sie höchstens ${ANSWER_FILES_MAX} Dateien aus.`,
  tooLarge: `Die Dateien sind zusammen zu groß: Mit einer Antwort können Sie höchstens ${ANSWER_BODY_MAX_MB} MB senden (je Datei bis ${MAX_FILE_MB} MB). Bitte senden Sie weniger oder kleinere Dateien; Ihr Text ist erhalten geblieben.`,
  invalidType: (name: string) =>
    `${name}: Diese Datei können wir nicht annehmen. Erlaubt sind JPG, PNG, PDF, TXT und DOCX, und der Inhalt muss zur Dateiendung passen.`,
  notWanted: 'Zu dieser Rückfrage können keine Dateien gesendet werden.',
  reselect: 'Bitte wählen Sie Ihre Dateien danach erneut aus.',
};

/** The audit actions of a Rückfrage with the case history's German lines (spread into ACTION_LABELS). */
export const conversationActionLabels: Readonly<Record<string, string>> = {
  'case.question.asked': 'Rückfrage an die Kundin / den Kunden gestellt, Frist angehalten',
  'case.question.answered': 'Antwort auf die Rückfrage eingegangen, Frist läuft weiter',
  'case.question.reminded': 'Erinnerung an die Rückfrage gesendet (24 Stunden ohne Antwort)',
  'case.question.expired': 'Keine Antwort auf die Rückfrage innerhalb von 72 Stunden, Fall zurück in Bearbeitung',
  'case.question.ended': 'Rückfrage ohne Antwort beendet, Frist läuft weiter',
};

/** A file sent with an answer, as staff see it (signed links) or the customer (name and size only). */
export interface AnswerFile {
  id: string;
  fileName: string;
  fileSize: number;
  /** Staff only: a short-lived signed link (inline for images and PDFs, else null). */
  openUrl?: string | null;
  /** Staff only: a short-lived signed download link. */
  downloadUrl?: string;
}

/** One round of questions and answers. Instants are ISO 8601 strings. */
export interface QuestionRound {
  id: string;
  round: number;
  /** Staff only: who asked (the name; "ein ehemaliges Teammitglied" when the account is gone). */
  askedBy?: string;
  askedAt: string;
  body: string;
  wantsFiles: boolean;
  remindedAt: string | null;
  /** Answered, still open, ended by staff without an answer, or ran out after 72 hours. */
  state: 'open' | 'answered' | 'ended' | 'expired';
  /** When the round ended without an answer (staff or the 72 hours). */
  closedAt: string | null;
  answeredAt: string | null;
  answer: string | null;
  files: AnswerFile[];
}

/** The case page's Rückfragen (staff). */
export interface CaseConversation {
  rounds: QuestionRound[];
  /** A new question may be asked now (paid or in progress, data kept, none open). */
  canAsk: boolean;
  /** The open round may be ended without an answer. */
  canEnd: boolean;
}

/** The status page's Rückfragen (customer): the open one to answer and the earlier ones to read. */
export interface StatusConversation {
  open: (QuestionRound & { deadline: string }) | null;
  past: QuestionRound[];
}
