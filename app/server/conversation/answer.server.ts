// The customer answers a Rückfrage on her status page (issue 39). The token is the only key: it names
// the case, and the case must wait for her (awaiting-customer) on exactly the question the form names,
// still open; nothing else the browser sends is trusted. The text is checked (app/lib/conversation.ts),
// the files by the checkout's rules (answer-files.server.ts) and stored before the transaction; the
// transaction, under the case's row lock, records the answer conditionally (one answer per question,
// whichever of two requests comes first), the files as uploaded_documents kind 'answer', takes the
// case back to work with its clock running again (clock.server.ts), writes the audit row (actor: the
// customer) and tells the staff member who asked. A refusal removes the files it stored.
import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { answerFileMessages, checkAnswer } from '#app/lib/conversation.ts';
import { caseReference } from '#app/lib/services.ts';
import { isStatusToken } from '../customer/status-token.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { auditLog, caseQuestions, cases, staffUsers, uploadedDocuments } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { answerStaffMail } from '../mail/templates/conversation.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { checkAnswerFiles, removeAnswerFiles, type StoredAnswerFile, storeAnswerFiles } from './answer-files.server.ts';
import { lockCase, resumeCase } from './clock.server.ts';

export interface AnswerContext {
  storage: FileStorage;
  siteUrl: string;
  requestId: string;
  /** Called after the commit that queued the staff member's mail. */
  onMailQueued?: () => void;
}

export interface AnswerInput {
  questionId: string;
  answer: string;
  files: File[];
}

export type AnswerResult =
  | { ok: true }
  | { ok: false; status: 400 | 404 | 409 | 413; message: string; field?: 'answer' | 'files' };

const UNKNOWN = { ok: false, status: 404, message: 'Diese Statusseite gibt es nicht.' } as const;
const CLOSED = {
  ok: false,
  status: 409,
  message:
    'Diese Rückfrage ist bereits beantwortet oder beendet. Wenn Sie uns noch etwas mitteilen möchten, schreiben Sie uns bitte eine E-Mail.',
} as const;

/** The case behind the token, if it waits for an answer; or why an answer cannot be taken. */
async function waitingCase(db: Db, token: string) {
  if (!isStatusToken(token)) return UNKNOWN;
  const [row] = await db.select({ id: cases.id, status: cases.status }).from(cases).where(eq(cases.statusToken, token));
  if (!row || row.status === 'pending' || row.status === 'cancelled' || row.status === 'payment-review') return UNKNOWN;
  if (row.status !== 'awaiting-customer') return CLOSED;
  return { ok: true as const, caseId: row.id };
}

/**
 * Asked before the form's body is read: a post to a page with no question waiting is refused without
 * taking its files into memory (anyone can post to any token-shaped path).
 */
export async function answerRefusedBeforeReading(db: Db, token: string) {
  const found = await waitingCase(db, token);
  return found.ok ? null : found;
}

/** The open question the form names, of the case behind the token; or why there is none. */
async function questionToAnswer(db: Db, token: string, questionId: string) {
  const row = await waitingCase(db, token);
  if (!row.ok) return row;
  if (!isUuid(questionId)) return CLOSED;
  const [question] = await db
    .select()
    .from(caseQuestions)
    .where(and(eq(caseQuestions.id, questionId), eq(caseQuestions.caseId, row.caseId)));
  if (!question || question.answeredAt || question.expiredAt) return CLOSED;
  return { ok: true as const, caseId: row.caseId, question };
}

/** The answer's row, its files and the case back at work; false when the question closed meanwhile. */
async function recordAnswer(
  tx: Tx,
  context: AnswerContext,
  caseId: string,
  question: typeof caseQuestions.$inferSelect,
  answer: { text: string; files: StoredAnswerFile[] },
  now: Date,
): Promise<boolean> {
  const row = await lockCase(tx, caseId);
  if (row?.status !== 'awaiting-customer') return false;
  const answered = await tx
    .update(caseQuestions)
    .set({ answeredAt: now, answer: answer.text })
    .where(and(eq(caseQuestions.id, question.id), isNull(caseQuestions.answeredAt), isNull(caseQuestions.expiredAt)))
    .returning({ id: caseQuestions.id });
  if (answered.length === 0) return false;
  if (answer.files.length > 0)
    await tx.insert(uploadedDocuments).values(
      answer.files.map((file) => ({
        ...file,
        caseId,
        kind: 'answer' as const,
        questionId: question.id,
        uploadTimestamp: now,
        state: 'stored' as const,
      })),
    );
  if (!(await resumeCase(tx, row, now))) throw new Error(`case ${caseId} not resumed`);
  await tx.insert(auditLog).values({
    actorType: 'customer',
    action: 'case.question.answered',
    entityType: 'case',
    entityId: caseId,
    details: { questionId: question.id, round: question.round, files: answer.files.length },
    requestId: context.requestId,
  });
  await notifyAsker(tx, context, caseId, question, answer.files.length, now);
  return true;
}

/** The staff member who asked hears of the answer (an active account with an address only). */
async function notifyAsker(
  tx: Tx,
  context: AnswerContext,
  caseId: string,
  question: typeof caseQuestions.$inferSelect,
  fileCount: number,
  now: Date,
) {
  if (!question.askedBy) return;
  const [asker] = await tx
    .select({ email: staffUsers.email, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, question.askedBy));
  if (!asker?.email || asker.disabledAt) return;
  const mail = answerStaffMail(
    { caseId, reference: caseReference(caseId), round: question.round, answeredAt: now, fileCount },
    context.siteUrl,
  );
  await enqueueMail(tx, {
    ...mail,
    kind: 'case-question-answered',
    dedupeKey: `case-question-answered:${question.id}`,
    to: asker.email,
    caseId,
  });
}

export async function submitAnswer(
  db: Db,
  context: AnswerContext,
  token: string,
  input: AnswerInput,
  now = new Date(),
): Promise<AnswerResult> {
  const found = await questionToAnswer(db, token, input.questionId);
  if (!found.ok) return found;
  const { caseId, question } = found;
  if (input.files.length > 0 && !question.wantsFiles)
    return { ok: false, status: 400, field: 'files', message: answerFileMessages.notWanted };
  const text = checkAnswer(input.answer, input.files.length);
  if (!text.ok) return { ok: false, status: 400, field: 'answer', message: text.message };
  const files = await checkAnswerFiles(input.files);
  if (!files.ok)
    return { ok: false, status: 400, field: 'files', message: `${files.message} ${answerFileMessages.reselect}` };
  const stored = await storeAnswerFiles(context.storage, caseId, question.id, files.files, now);
  let recorded = false;
  try {
    recorded = await db.transaction((tx) =>
      recordAnswer(tx, context, caseId, question, { text: text.text, files: stored }, now),
    );
  } finally {
    if (!recorded) await removeAnswerFiles(context.storage, stored);
  }
  if (!recorded) return CLOSED;
  context.onMailQueued?.();
  return { ok: true };
}
