// Rückfragen on a real database (PGlite; PostgreSQL too with TEST_DATABASE_URL): staff ask, the case
// waits with its clock paused and the customer's mail is queued; she answers with a screenshot through
// the status page's form (a real multipart request), the case is back at work, the wait is added to
// the due time, the file is stored as kind 'answer'; a wrong token, a closed question and a second
// answer are refused; HTML stays text; a form over the limit keeps what she typed; several rounds;
// ending the wait by staff; deleting the case data removes questions, answers and files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addHours } from 'date-fns/addHours';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_BODY_MAX_BYTES } from '#app/lib/conversation.ts';
import {
  auditLog,
  caseQuestions,
  cases,
  mailOutbox,
  staffUsers,
  uploadedDocuments,
} from '#app/server/db/schema.server.ts';
import { purgeCaseData } from '#app/server/privacy/case-removal.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { submitAnswer } from './answer.server.ts';
import { answerOnStatusPage } from './answer-request.server.ts';
import { loadCaseConversation, loadStatusConversation } from './conversation-view.server.ts';
import { askQuestion, endQuestion } from './questions.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-conversation-');
const storage = () => createDiskStorage(filesDir.path);
const staff = { staffId: 'staff-conversation-test', requestId: 'req-conversation-test' };
const context = { siteUrl: TEST_SITE_URL, provider: testProviderInfo };
const link = (id: string, disposition: string) => `/conan/api/dateien/${id}?d=${disposition}`;
let png: Buffer;

beforeAll(async () => {
  png = await readFile(join(import.meta.dirname, '../../../tests/fixtures/profilbild.png'));
  await database.db
    .insert(staffUsers)
    .values({ id: staff.staffId, name: 'Paula Prüferin', email: 'paula@echtcheck.test', role: 'specialist' });
});

async function caseRow(caseId: string) {
  const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error('no case');
  return row;
}

/** The answer form as the browser sends it: multipart, text first, then the files. */
function answerRequest(token: string, fields: Record<string, string>, files: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file);
  return new Request(`${TEST_SITE_URL}/auftrag/${token}`, { method: 'POST', body: form });
}

const deps = (now?: Date) => ({
  db: database.db,
  storage: storage(),
  siteUrl: TEST_SITE_URL,
  requestId: 'req-answer',
  clientAddress: '203.0.113.7',
  logger: pino({ level: 'silent' }),
  now,
});

describe('a Rückfrage', () => {
  it('asked: the case waits, its clock paused, the mail queued with the question escaped', async () => {
    const { caseId, email } = await createPaidCase(database.db, storage());
    const before = await caseRow(caseId);
    expect(
      await askQuestion(database.db, context, staff, caseId, { question: '   ', wantsFiles: false }),
    ).toMatchObject({ ok: false, status: 400, field: 'question', message: 'Bitte schreiben Sie Ihre Rückfrage.' });
    const now = new Date();
    const asked = await askQuestion(
      database.db,
      context,
      staff,
      caseId,
      { question: 'Bitte senden Sie uns den <b>Link</b> zum Profil.', wantsFiles: true },
      now,
    );
    expect(asked).toMatchObject({ ok: true });
    const row = await caseRow(caseId);
    expect(row).toMatchObject({ status: 'awaiting-customer', awaitingSince: now, pausedSeconds: 0 });
    expect(row.startedAt).toEqual(now);
    expect(row.assignedTo).toBe(staff.staffId);
    expect(row.dueAt).toEqual(before.dueAt);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-question')));
    expect(mail?.toAddress).toBe(email);
    expect(mail?.subject).toContain('Rückfrage zu Ihrem Auftrag');
    expect(mail?.text).toContain('Bitte senden Sie uns den <b>Link</b> zum Profil.');
    expect(mail?.html).toContain('&lt;b&gt;Link&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Link</b>');
    expect(mail?.html).toMatch(/\/auftrag\/[A-Za-z0-9_-]{32}/);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.question.asked')));
    expect(audit).toMatchObject({ actorType: 'staff', actorId: staff.staffId });
    // A second question while one is open is refused.
    expect(
      await askQuestion(database.db, context, staff, caseId, { question: 'Noch etwas?', wantsFiles: false }),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it('answered with a screenshot through the status page: back at work, the wait added to the due time', async () => {
    const { caseId, statusToken } = await createPaidCase(database.db, storage());
    const askedAt = new Date(Date.now() - 5 * 3600 * 1000);
    const asked = await askQuestion(
      database.db,
      context,
      staff,
      caseId,
      { question: 'Bitte senden Sie Bildschirmfotos des Profils.', wantsFiles: true },
      askedAt,
    );
    if (!asked.ok) throw new Error('not asked');
    const before = await caseRow(caseId);
    const open = await loadStatusConversation(database.db, statusToken);
    expect(open?.open).toMatchObject({ id: asked.questionId, round: 1, wantsFiles: true });

    // Wrong token, wrong question: refused, nothing stored.
    const file = () => new File([new Uint8Array(png)], 'profil.png', { type: 'image/png' });
    const wrong = await answerOnStatusPage(
      deps(),
      answerRequest('A'.repeat(32), { questionId: asked.questionId, answer: 'x' }),
      'A'.repeat(32),
    );
    expect(wrong).toMatchObject({ init: { status: 404 } });
    const stale = await answerOnStatusPage(
      deps(),
      answerRequest(statusToken, { questionId: crypto.randomUUID(), answer: 'x' }),
      statusToken,
    );
    expect(stale).toMatchObject({ init: { status: 409 } });
    // A file whose content is not what its name says: refused, the text kept for the page.
    const fake = await answerOnStatusPage(
      deps(),
      answerRequest(statusToken, { questionId: asked.questionId, answer: 'Hier die Bilder' }, [
        new File(['kein Bild'], 'profil.png', { type: 'image/png' }),
      ]),
      statusToken,
    );
    expect(fake).toMatchObject({
      init: { status: 400 },
      data: { answerRefused: { field: 'files', text: 'Hier die Bilder' } },
    });

    const answeredAt = new Date(askedAt.getTime() + 5 * 3600 * 1000);
    const answer = 'Hier das Profil: <script>alert(1)</script> & mehr';
    const done = await answerOnStatusPage(
      deps(answeredAt),
      answerRequest(statusToken, { questionId: asked.questionId, answer }, [file()]),
      statusToken,
    );
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    const row = await caseRow(caseId);
    expect(row).toMatchObject({ status: 'in-progress', awaitingSince: null, pausedSeconds: 5 * 3600 });
    expect(row.dueAt).toEqual(addHours(before.dueAt ?? new Date(), 5));
    const [question] = await database.db.select().from(caseQuestions).where(eq(caseQuestions.id, asked.questionId));
    expect(question).toMatchObject({ answer, answeredAt });
    const documents = await database.db
      .select()
      .from(uploadedDocuments)
      .where(eq(uploadedDocuments.questionId, asked.questionId));
    expect(documents).toEqual([
      expect.objectContaining({
        caseId,
        kind: 'answer',
        fileName: 'profil.png',
        fileType: 'image/png',
        fileSize: png.byteLength,
      }),
    ]);
    expect(await storage().size(documents[0]?.filePath ?? '')).toBe(png.byteLength);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.question.answered')));
    expect(audit).toMatchObject({ actorType: 'customer', actorId: null });
    // The asker hears of it, without the answer's words.
    const [staffMail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-question-answered')));
    expect(staffMail?.toAddress).toBe('paula@echtcheck.test');
    expect(staffMail?.text).not.toContain('Hier das Profil');

    // A second answer is refused; the case view lists the round with its file.
    expect(
      await submitAnswer(database.db, { storage: storage(), siteUrl: TEST_SITE_URL, requestId: 'r' }, statusToken, {
        questionId: asked.questionId,
        answer: 'Noch einmal',
        files: [],
      }),
    ).toMatchObject({ ok: false, status: 409 });
    const view = await loadCaseConversation(database.db, caseId, link);
    expect(view.canAsk).toBe(true);
    expect(view.rounds).toEqual([
      expect.objectContaining({
        round: 1,
        state: 'answered',
        answer,
        askedBy: 'Paula Prüferin',
        files: [
          expect.objectContaining({
            fileName: 'profil.png',
            downloadUrl: `/conan/api/dateien/${documents[0]?.id}?d=attachment`,
          }),
        ],
      }),
    ]);

    // Round 2, ended by staff: the clock runs again; the status page shows both rounds, read-only.
    const second = await askQuestion(database.db, context, staff, caseId, {
      question: 'Welche Bank?',
      wantsFiles: false,
    });
    expect(second).toMatchObject({ ok: true });
    expect(
      await submitAnswer(database.db, { storage: storage(), siteUrl: TEST_SITE_URL, requestId: 'r' }, statusToken, {
        questionId: second.ok ? second.questionId : '',
        answer: '',
        files: [file()],
      }),
    ).toMatchObject({ ok: false, status: 400, field: 'files' });
    expect(await endQuestion(database.db, staff, caseId)).toMatchObject({ ok: true });
    expect(await endQuestion(database.db, staff, caseId)).toMatchObject({ ok: false, status: 409 });
    expect((await caseRow(caseId)).status).toBe('in-progress');
    const status = await loadStatusConversation(database.db, statusToken);
    expect(status?.open).toBeNull();
    expect(status?.past.map((round) => [round.round, round.state])).toEqual([
      [1, 'answered'],
      [2, 'ended'],
    ]);
    expect(status?.past[0]?.files).toEqual([
      { id: documents[0]?.id, fileName: 'profil.png', fileSize: png.byteLength },
    ]);

    // Deleting the case data removes the questions, the answers and their files.
    await database.db.transaction((tx) =>
      purgeCaseData(tx, storage(), caseId, { now: new Date(), reason: 'completed-30-days' }),
    );
    expect(await database.db.select().from(caseQuestions).where(eq(caseQuestions.caseId, caseId))).toEqual([]);
    expect(await database.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.caseId, caseId))).toEqual([]);
    expect(await storage().size(documents[0]?.filePath ?? '')).toBeUndefined();
  });

  it('a form over the limit is refused with the text kept; a closed case cannot be asked', async () => {
    const { caseId, statusToken } = await createPaidCase(database.db, storage());
    const asked = await askQuestion(database.db, context, staff, caseId, { question: 'Bilder?', wantsFiles: true });
    if (!asked.ok) throw new Error('not asked');
    const big = new File([new Uint8Array(ANSWER_BODY_MAX_BYTES + 1024)], 'gross.png', { type: 'image/png' });
    const refused = await answerOnStatusPage(
      deps(),
      answerRequest(statusToken, { questionId: asked.questionId, answer: 'Mein Text bleibt' }, [big]),
      statusToken,
    );
    expect(refused).toMatchObject({
      init: { status: 413 },
      data: { answerRefused: { field: 'files', text: 'Mein Text bleibt' } },
    });
    expect((await caseRow(caseId)).status).toBe('awaiting-customer');

    await database.db.update(cases).set({ status: 'declined' }).where(eq(cases.id, caseId));
    expect(await loadStatusConversation(database.db, statusToken)).toMatchObject({ open: null });
    expect(
      await askQuestion(database.db, context, staff, caseId, { question: 'Noch etwas?', wantsFiles: false }),
    ).toMatchObject({ ok: false, status: 409, message: 'Im Status „Abgelehnt“ ist keine Rückfrage möglich.' });
  });
});
