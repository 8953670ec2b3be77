// The Rückfrage job (issue 39), every few minutes in every instance: 24 hours without an answer, the
// customer's reminder mail (once: reminded_at, set by a conditional UPDATE in the transaction that
// queues it, and the outbox's dedupe key); 72 hours without one, the question ends (expired_at, again
// conditional), the case goes back to work with its clock running (clock.server.ts), the history
// says so and staff find an internal note: finish with what is there, or decline. Two instances
// never send or end twice. Only questions of cases that still wait count: a case declined or
// withdrawn meanwhile is left alone.
import { subHours } from 'date-fns/subHours';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import { EXPIRE_AFTER_HOURS, EXPIRY_NOTE, REMIND_AFTER_HOURS } from '#app/lib/conversation.ts';
import type { Db } from '../db/db.server.ts';
import { auditLog, caseNotes, caseQuestions, cases } from '../db/schema.server.ts';
import { startIntervalJob } from '../jobs/interval-job.server.ts';
import { lockCase, resumeCase } from './clock.server.ts';
import { type ConversationContext, queueQuestionMail } from './questions.server.ts';

const BATCH = 50;

/** Open questions of waiting cases asked at or before `before`, oldest first. */
function dueQuestions(db: Db, before: Date, notReminded: boolean) {
  return db
    .select({ id: caseQuestions.id, caseId: caseQuestions.caseId })
    .from(caseQuestions)
    .innerJoin(cases, eq(cases.id, caseQuestions.caseId))
    .where(
      and(
        isNull(caseQuestions.answeredAt),
        isNull(caseQuestions.expiredAt),
        notReminded ? isNull(caseQuestions.remindedAt) : undefined,
        lte(caseQuestions.askedAt, before),
        eq(cases.status, 'awaiting-customer'),
      ),
    )
    .orderBy(asc(caseQuestions.askedAt))
    .limit(BATCH);
}

/** The reminder of one question, unless another run sent it or the question closed. */
async function remind(db: Db, context: ConversationContext, questionId: string, caseId: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockCase(tx, caseId);
    if (row?.status !== 'awaiting-customer') return false;
    const [question] = await tx
      .update(caseQuestions)
      .set({ remindedAt: now })
      .where(
        and(
          eq(caseQuestions.id, questionId),
          isNull(caseQuestions.remindedAt),
          isNull(caseQuestions.answeredAt),
          isNull(caseQuestions.expiredAt),
        ),
      )
      .returning();
    if (!question) return false;
    await queueQuestionMail(tx, context, row, question, true);
    await tx.insert(auditLog).values({
      actorType: 'system',
      at: now,
      action: 'case.question.reminded',
      entityType: 'case',
      entityId: caseId,
      details: { questionId, round: question.round },
    });
    return true;
  });
}

/** 72 hours without an answer: the question ends, the case goes back to staff with a note. */
async function expire(db: Db, questionId: string, caseId: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockCase(tx, caseId);
    if (row?.status !== 'awaiting-customer') return false;
    const [question] = await tx
      .update(caseQuestions)
      .set({ expiredAt: now })
      .where(and(eq(caseQuestions.id, questionId), isNull(caseQuestions.answeredAt), isNull(caseQuestions.expiredAt)))
      .returning();
    if (!question) return false;
    if (!(await resumeCase(tx, row, now))) throw new Error(`case ${caseId} not resumed`);
    // The note stands in the asker's name (notes need an author): it tells them what to do next.
    await tx
      .insert(caseNotes)
      .values({ caseId, authorId: question.askedBy ?? row.assignedTo ?? 'system', body: EXPIRY_NOTE, createdAt: now });
    await tx.insert(auditLog).values({
      actorType: 'system',
      at: now,
      action: 'case.question.expired',
      entityType: 'case',
      entityId: caseId,
      details: { questionId, round: question.round },
    });
    return true;
  });
}

export interface QuestionJobResult {
  reminded: number;
  expired: number;
}

/** One run: first the questions that ran out, then the reminders still due. */
export async function runQuestionJob(
  db: Db,
  context: ConversationContext,
  now = new Date(),
): Promise<QuestionJobResult> {
  let expired = 0;
  for (const due of await dueQuestions(db, subHours(now, EXPIRE_AFTER_HOURS), false))
    if (await expire(db, due.id, due.caseId, now)) expired++;
  let reminded = 0;
  for (const due of await dueQuestions(db, subHours(now, REMIND_AFTER_HOURS), true))
    if (await remind(db, context, due.id, due.caseId, now)) reminded++;
  if (reminded > 0) context.onMailQueued?.();
  return { reminded, expired };
}

/** Starts the job (every 5 minutes by default); the returned function stops it. */
export function startQuestionJob({
  db,
  context,
  logger,
  intervalMs = 5 * 60 * 1000,
}: {
  db: Db;
  context: ConversationContext;
  logger: Logger;
  intervalMs?: number;
}): () => Promise<void> {
  return startIntervalJob({
    run: async () => {
      const done = await runQuestionJob(db, context);
      if (done.reminded > 0 || done.expired > 0) logger.info(done, 'Rückfragen: reminders sent, questions ended');
    },
    intervalMs,
    logger,
    failure: 'question job run failed',
  });
}
