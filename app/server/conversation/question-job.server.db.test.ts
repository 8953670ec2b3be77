// The Rückfrage job on a real database (PGlite; PostgreSQL too with TEST_DATABASE_URL), with moved
// clocks: no reminder before 24 hours, one at 24 hours (also when two runs race), none again; at 72
// hours the question ends, the case is back at work with the 72 hours added to its due time, the
// history says so and staff find the note; a question of a case declined meanwhile is left alone.
import { addHours } from 'date-fns/addHours';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY_NOTE } from '#app/lib/conversation.ts';
import { auditLog, caseNotes, caseQuestions, cases, mailOutbox, staffUsers } from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { loadCaseConversation } from './conversation-view.server.ts';
import { runQuestionJob } from './question-job.server.ts';
import { askQuestion } from './questions.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-question-job-');
const storage = () => createDiskStorage(filesDir.path);
const staff = { staffId: 'staff-question-job', requestId: 'req-question-job' };
const context = { siteUrl: TEST_SITE_URL, provider: testProviderInfo };

beforeAll(async () => {
  await database.db
    .insert(staffUsers)
    .values({ id: staff.staffId, name: 'Jonas Prüfer', email: 'jonas@echtcheck.test', role: 'specialist' });
});

async function reminders(caseId: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-question-reminder')));
}

describe('the Rückfrage job', () => {
  it('reminds once after 24 hours and hands the case back after 72 hours with a note', async () => {
    const { caseId, email } = await createPaidCase(database.db, storage());
    const askedAt = new Date();
    const asked = await askQuestion(
      database.db,
      context,
      staff,
      caseId,
      { question: 'Welche Bank hat das Geld erhalten?', wantsFiles: false },
      askedAt,
    );
    if (!asked.ok) throw new Error('not asked');
    const [before] = await database.db.select().from(cases).where(eq(cases.id, caseId));

    let woken = 0;
    const job = (hours: number) =>
      runQuestionJob(database.db, { ...context, onMailQueued: () => woken++ }, addHours(askedAt, hours));
    expect(await job(23.9)).toEqual({ reminded: 0, expired: 0 });
    // Two instances at once: one reminder.
    const [first, second] = await Promise.all([job(24), job(24)]);
    expect((first?.reminded ?? 0) + (second?.reminded ?? 0)).toBe(1);
    expect(await job(30)).toEqual({ reminded: 0, expired: 0 });
    const sent = await reminders(caseId);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.toAddress).toBe(email);
    expect(sent[0]?.subject).toContain('Erinnerung');
    expect(sent[0]?.text).toContain('Welche Bank hat das Geld erhalten?');
    expect(woken).toBe(1);
    const [reminded] = await database.db.select().from(caseQuestions).where(eq(caseQuestions.id, asked.questionId));
    expect(reminded?.remindedAt).toEqual(addHours(askedAt, 24));

    expect(await job(71.9)).toEqual({ reminded: 0, expired: 0 });
    expect(await job(72)).toEqual({ reminded: 0, expired: 1 });
    expect(await job(73)).toEqual({ reminded: 0, expired: 0 });
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row).toMatchObject({ status: 'in-progress', awaitingSince: null, pausedSeconds: 72 * 3600 });
    expect(row?.dueAt).toEqual(addHours(before?.dueAt ?? new Date(), 72));
    const notes = await database.db.select().from(caseNotes).where(eq(caseNotes.caseId, caseId));
    expect(notes.map((note) => note.body)).toEqual([EXPIRY_NOTE]);
    const actions = await database.db
      .select({ action: auditLog.action, actorType: auditLog.actorType })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'case'), eq(auditLog.entityId, caseId)));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'case.question.reminded', actorType: 'system' },
        { action: 'case.question.expired', actorType: 'system' },
      ]),
    );
    const view = await loadCaseConversation(database.db, caseId, (id) => id);
    expect(view.rounds[0]).toMatchObject({ state: 'expired', remindedAt: addHours(askedAt, 24).toISOString() });
    expect(view.canAsk).toBe(true);
  });

  it('leaves the question of a case declined meanwhile alone', async () => {
    const { caseId } = await createPaidCase(database.db, storage());
    const askedAt = new Date();
    await askQuestion(database.db, context, staff, caseId, { question: 'Link?', wantsFiles: false }, askedAt);
    await database.db.update(cases).set({ status: 'declined' }).where(eq(cases.id, caseId));
    await runQuestionJob(database.db, context, addHours(askedAt, 100));
    expect(await reminders(caseId)).toEqual([]);
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row?.status).toBe('declined');
  });
});
