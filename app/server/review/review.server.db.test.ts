// The Vier-Augen-Prinzip on a real database (issue 39): finishing with review on hands the report in
// (nothing delivered, no mail), a reviewer approves (delivered as "Abschließen" delivers: report,
// evidence pack, mail) or returns it with a comment; the author, a Prüfer without the reviewer flag
// and findings changed after the hand-in are refused.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '#app/lib/format.ts';
import { finishCase } from '#app/server/casework/case-finish.server.ts';
import { startWork } from '#app/server/casework/case-workflow.server.ts';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { saveFindings } from '#app/server/casework/findings-store.server.ts';
import {
  caseFindings,
  caseReviews,
  cases,
  mailOutbox,
  staffUsers,
  uploadedDocuments,
} from '#app/server/db/schema.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { completeFindings } from '#tests/support/report-findings.ts';
import { approveReview, returnReview } from './decide.server.ts';
import { finishOrHandIn } from './hand-in.server.ts';
import { loadCaseReview } from './review-view.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-review-');
const AUTHOR = 'staff-review-author';
const ADMIN = 'staff-review-admin';
const PLAIN = 'staff-review-plain';
const REVIEWER = 'staff-review-reviewer';
const as = (staffId: string) => ({ staffId, requestId: `req-${staffId}` });
const storage = () => createDiskStorage(filesDir.path);
const context = () => ({
  siteUrl: TEST_SITE_URL,
  provider: testProviderInfo,
  storage: storage(),
  secondApproval: false,
});
const db = () => database.db;

beforeAll(async () => {
  await db()
    .insert(staffUsers)
    .values([
      { id: AUTHOR, name: 'Paula Prüfer', email: 'paula@example.de', role: 'specialist', reviewReports: true },
      { id: ADMIN, name: 'Anna Admin', email: 'anna@example.de', role: 'admin', reviewReports: true },
      { id: PLAIN, name: 'Per Plain', email: 'per@example.de', role: 'specialist' },
      { id: REVIEWER, name: 'Rita Review', email: 'rita@example.de', role: 'specialist', reviewer: true },
    ]);
});

/** A case begun by `author` with findings that pass the gate ("keine Treffer"). */
async function readyCase(author = AUTHOR) {
  const { caseId } = await createPaidCase(db(), storage());
  expect(await startWork(db(), as(author), caseId)).toEqual({ ok: true });
  const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
  const findings = completeFindings(row?.caseType ?? '', { day: berlinDay(new Date()), verdict: 'unclear' });
  expect((await saveFindings(db(), as(author), caseId, findings)).ok).toBe(true);
  return caseId;
}

async function state(caseId: string) {
  const [row] = await db().select().from(cases).where(eq(cases.id, caseId));
  const documents = await db().select().from(uploadedDocuments).where(eq(uploadedDocuments.caseId, caseId));
  const mails = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-result')));
  const reviews = await db().select().from(caseReviews).where(eq(caseReviews.caseId, caseId));
  return {
    status: row?.status,
    delivered: documents.filter((doc) => doc.kind === 'report' || doc.kind === 'evidence').length,
    mails: mails.length,
    reviews,
  };
}

describe(`the review before sending on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('hands the report in instead of sending it; the findings are read-only, nothing delivered, no mail', async () => {
    const caseId = await readyCase();
    expect(await finishOrHandIn(db(), context(), as(AUTHOR), caseId)).toEqual({ ok: true, handedIn: true });
    const handed = await state(caseId);
    expect(handed).toMatchObject({ status: 'in-review', delivered: 0, mails: 0 });
    expect(handed.reviews).toHaveLength(1);
    expect(handed.reviews[0]).toMatchObject({ requestedBy: AUTHOR, decidedAt: null, outcome: null });
    expect(handed.reviews[0]?.findingsVersion).toMatch(/^[0-9a-f]{64}$/);
    // Read-only while in review, and "Abschließen" does not bypass the review.
    const edit = completeFindings('romance-scam', { day: berlinDay(new Date()), summary: 'Geändert.' });
    expect(await saveFindings(db(), as(AUTHOR), caseId, edit)).toMatchObject({ ok: false, status: 409 });
    expect(await finishCase(db(), context(), as(ADMIN), caseId)).toMatchObject({ ok: false, status: 409 });
    const view = await loadCaseReview(db(), caseId, 'in-review', ADMIN);
    expect(view.pending).toMatchObject({ requestedBy: 'Paula Prüfer', canDecide: true, mine: false });
    expect((await loadCaseReview(db(), caseId, 'in-review', AUTHOR)).pending).toMatchObject({
      canDecide: false,
      mine: true,
    });
  });

  it('refuses the author and a Prüfer without the reviewer flag (403); another reviewer approves and it is delivered', async () => {
    const caseId = await readyCase();
    await finishOrHandIn(db(), context(), as(AUTHOR), caseId);
    expect(await approveReview(db(), context(), as(AUTHOR), caseId)).toMatchObject({ ok: false, status: 403 });
    expect(await approveReview(db(), context(), as(PLAIN), caseId)).toMatchObject({ ok: false, status: 403 });
    expect(await returnReview(db(), as(PLAIN), caseId, 'Bitte ändern.')).toMatchObject({ ok: false, status: 403 });
    expect((await state(caseId)).status).toBe('in-review');

    expect(await approveReview(db(), context(), as(REVIEWER), caseId)).toEqual({ ok: true });
    const done = await state(caseId);
    expect(done).toMatchObject({ status: 'completed-no-findings', delivered: 2, mails: 1 });
    expect(done.reviews[0]).toMatchObject({ outcome: 'approved', decidedBy: REVIEWER });
    const [findings] = await db().select().from(caseFindings).where(eq(caseFindings.caseId, caseId));
    expect(findings).toMatchObject({ approvedBy: REVIEWER, approvedVersion: done.reviews[0]?.findingsVersion });
    // Decided once: a second approval finds nothing to review.
    expect(await approveReview(db(), context(), as(ADMIN), caseId)).toMatchObject({ ok: false, status: 409 });
  });

  it('an Inhaber may not approve her own report either', async () => {
    const caseId = await readyCase(ADMIN);
    expect(await finishOrHandIn(db(), context(), as(ADMIN), caseId)).toEqual({ ok: true, handedIn: true });
    expect(await approveReview(db(), context(), as(ADMIN), caseId)).toMatchObject({ ok: false, status: 403 });
    expect(await approveReview(db(), context(), as(REVIEWER), caseId)).toEqual({ ok: true });
  });

  it('returns with a required comment: in progress again, the comment on the case page and in the history', async () => {
    const caseId = await readyCase();
    await finishOrHandIn(db(), context(), as(AUTHOR), caseId);
    expect(await returnReview(db(), as(ADMIN), caseId, '   ')).toMatchObject({
      ok: false,
      status: 400,
      field: 'comment',
    });
    const comment = 'Bitte die Quelle der zweiten Bildersuche ergänzen.';
    expect(await returnReview(db(), as(ADMIN), caseId, comment)).toEqual({ ok: true });
    const back = await state(caseId);
    expect(back).toMatchObject({ status: 'in-progress', delivered: 0, mails: 0 });
    expect(back.reviews[0]).toMatchObject({ outcome: 'returned', decidedBy: ADMIN, comment });
    const view = await loadCaseReview(db(), caseId, 'in-progress', AUTHOR);
    expect(view).toMatchObject({ pending: null, returned: { by: 'Anna Admin', comment }, handIn: true });
    const workflow = await loadCaseWorkflow(db(), caseId, (id) => id);
    expect(workflow?.history.map((entry) => entry.action)).toContain(
      `Ergebnisbericht zur Überarbeitung zurückgegeben: „${comment}“`,
    );
    // Editable again, and handed in anew.
    const edit = completeFindings(String((await db().select().from(cases).where(eq(cases.id, caseId)))[0]?.caseType), {
      day: berlinDay(new Date()),
      summary: 'Mit der Quelle der zweiten Bildersuche.',
    });
    expect((await saveFindings(db(), as(AUTHOR), caseId, edit)).ok).toBe(true);
    expect(await finishOrHandIn(db(), context(), as(AUTHOR), caseId)).toEqual({ ok: true, handedIn: true });
    expect((await state(caseId)).reviews).toHaveLength(2);
  });

  it('refuses to approve findings changed after the hand-in', async () => {
    const caseId = await readyCase();
    await finishOrHandIn(db(), context(), as(AUTHOR), caseId);
    const [row] = await db().select().from(caseFindings).where(eq(caseFindings.caseId, caseId));
    await db()
      .update(caseFindings)
      .set({ findings: { ...(row?.findings as object), summary: 'Nachträglich geändert.' } })
      .where(eq(caseFindings.caseId, caseId));
    const refused = await approveReview(db(), context(), as(REVIEWER), caseId);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.ok ? '' : refused.message).toContain('nach der Übergabe geändert');
    expect(await state(caseId)).toMatchObject({ status: 'in-review', delivered: 0, mails: 0 });
  });

  it('a member without review delivers on finish as before', async () => {
    const caseId = await readyCase(PLAIN);
    expect(await finishOrHandIn(db(), context(), as(PLAIN), caseId)).toEqual({ ok: true });
    expect(await state(caseId)).toMatchObject({ status: 'completed-no-findings', delivered: 2, mails: 1, reviews: [] });
  });
});
