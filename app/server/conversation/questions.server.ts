// Staff ask the customer (issue 39): "Rückfrage stellen" on the case page. Allowed while the case is
// paid or in progress, its data kept and no question open; one transaction under the case's row lock:
// round n + 1 is written, the case waits for the customer (its clock paused, clock.server.ts), the
// audit row names who asked, and the customer's mail with the question and the button to her status
// page is queued. "Rückfrage beenden" ends the wait without an answer (the clock runs again), so staff
// are never stuck with a customer who does not answer.
import { addHours } from 'date-fns/addHours';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { canTransition, caseStatusLabels } from '#app/lib/case-state.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { checkQuestion, EXPIRE_AFTER_HOURS } from '#app/lib/conversation.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { assignInTransaction } from '../casework/assignment-write.server.ts';
import { statusPageUrl } from '../customer/order-summary.server.ts';
import { caseCustomerOf } from '../db/case-customer.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { caseQuestions, type cases, clients } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { questionMail } from '../mail/templates/conversation.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { lockCase, pauseCase, resumeCase } from './clock.server.ts';

export interface ConversationContext {
  siteUrl: string;
  provider: ProviderInfo;
  /** Called after a commit that queued a mail (wakes the mail worker). */
  onMailQueued?: () => void;
}

export interface ConversationActor {
  staffId: string;
  requestId: string;
}

export type ConversationResult =
  | { ok: true; questionId: string }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: 'question' };

const NOT_FOUND = { ok: false, status: 404, message: 'Diesen bezahlten Fall gibt es nicht.' } as const;

type CaseRow = typeof cases.$inferSelect;
type QuestionRow = typeof caseQuestions.$inferSelect;

/** Why no question can be asked now, in the words staff read; null when one can. */
export function askRefusal(row: CaseRow): Extract<ConversationResult, { ok: false }> | null {
  if (row.dataPurgedAt)
    return { ok: false, status: 409, message: 'Die Falldaten sind gelöscht; Rückfragen sind nicht mehr möglich.' };
  if (row.status === 'awaiting-customer')
    return {
      ok: false,
      status: 409,
      message: 'Es ist bereits eine Rückfrage offen. Warten Sie die Antwort ab oder beenden Sie die Rückfrage.',
    };
  if (!canTransition(row.status, 'awaiting-customer'))
    return {
      ok: false,
      status: 409,
      message: `Im Status „${caseStatusLabels[row.status]}“ ist keine Rückfrage möglich.`,
    };
  return null;
}

/** The case's open question (unanswered, not ended), if any. */
export async function openQuestion(db: Db | Tx, caseId: string): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(caseQuestions)
    .where(and(eq(caseQuestions.caseId, caseId), isNull(caseQuestions.answeredAt), isNull(caseQuestions.expiredAt)))
    .orderBy(desc(caseQuestions.round))
    .limit(1);
  return row;
}

/** Queues the customer's mail for a question: asked now, or the reminder after 24 hours. */
export async function queueQuestionMail(
  tx: Tx,
  context: ConversationContext,
  row: CaseRow,
  question: QuestionRow,
  reminder: boolean,
): Promise<boolean> {
  const [client] = await tx
    .select({ firstName: clients.firstName, lastName: clients.lastName, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(eq(clients.id, row.clientId));
  if (!client || !row.statusToken) return false;
  const customer = caseCustomerOf(row, client);
  const mail = questionMail(
    {
      reference: caseReference(row.id),
      serviceName: serviceName(row.caseType),
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      question: question.body,
      wantsFiles: question.wantsFiles,
      askedAt: question.askedAt,
      deadline: addHours(question.askedAt, EXPIRE_AFTER_HOURS),
      statusUrl: statusPageUrl(context.siteUrl, row.statusToken),
      reminder,
    },
    context.provider,
    context.siteUrl,
  );
  return enqueueMail(tx, {
    ...mail,
    kind: reminder ? 'case-question-reminder' : 'case-question',
    dedupeKey: `${reminder ? 'case-question-reminder' : 'case-question'}:${question.id}`,
    to: customer.email,
    caseId: row.id,
  });
}

/** "Rückfrage stellen": the question (and whether files are wanted) as staff sent it. */
export async function askQuestion(
  db: Db,
  context: ConversationContext,
  actor: ConversationActor,
  caseId: string,
  input: { question: string; wantsFiles: boolean },
  now = new Date(),
): Promise<ConversationResult> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const checked = checkQuestion(input.question);
  if (!checked.ok) return { ok: false, status: 400, field: 'question', message: checked.message };
  const result = await db.transaction(async (tx): Promise<ConversationResult> => {
    const row = await lockCase(tx, caseId);
    if (!row) return NOT_FOUND;
    const refused = askRefusal(row);
    if (refused) return refused;
    const [last] = await tx
      .select({ round: caseQuestions.round })
      .from(caseQuestions)
      .where(eq(caseQuestions.caseId, caseId))
      .orderBy(desc(caseQuestions.round))
      .limit(1);
    const [question] = await tx
      .insert(caseQuestions)
      .values({
        caseId,
        round: (last?.round ?? 0) + 1,
        askedBy: actor.staffId,
        askedAt: now,
        body: checked.text,
        wantsFiles: input.wantsFiles,
      })
      .returning();
    if (!question || !(await pauseCase(tx, row, now))) throw new Error(`case ${caseId} not paused`);
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.question.asked',
      entityType: 'case',
      entityId: caseId,
      details: { questionId: question.id, round: question.round, wantsFiles: input.wantsFiles, from: row.status },
      requestId: actor.requestId,
    });
    // Asking begins the work: a case not begun is now the asker's, as "Bearbeitung beginnen" makes it.
    if (row.status === 'paid' && row.assignedTo === null)
      await assignInTransaction(tx, actor, {
        caseId,
        assigneeId: actor.staffId,
        previousId: null,
        reason: 'start',
        now,
      });
    await queueQuestionMail(tx, context, row, question, false);
    return { ok: true, questionId: question.id };
  });
  if (result.ok) context.onMailQueued?.();
  return result;
}

/** "Rückfrage beenden": the open question ends without an answer, the case goes back to work. */
export async function endQuestion(
  db: Db,
  actor: ConversationActor,
  caseId: string,
  now = new Date(),
): Promise<ConversationResult> {
  if (!isUuid(caseId)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<ConversationResult> => {
    const row = await lockCase(tx, caseId);
    if (!row) return NOT_FOUND;
    const question = await openQuestion(tx, caseId);
    if (row.status !== 'awaiting-customer' || !question)
      return { ok: false, status: 409, message: 'Es ist keine Rückfrage offen.' };
    const ended = await tx
      .update(caseQuestions)
      .set({ expiredAt: now })
      .where(and(eq(caseQuestions.id, question.id), isNull(caseQuestions.answeredAt), isNull(caseQuestions.expiredAt)))
      .returning({ id: caseQuestions.id });
    if (ended.length === 0 || !(await resumeCase(tx, row, now)))
      return { ok: false, status: 409, message: 'Es ist keine Rückfrage offen.' };
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.question.ended',
      entityType: 'case',
      entityId: caseId,
      details: { questionId: question.id, round: question.round },
      requestId: actor.requestId,
    });
    return { ok: true, questionId: question.id };
  });
}
