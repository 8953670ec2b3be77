// Case handling on a real database: start, report upload, finish with or without findings (result
// mail, voucher), notes, refusals in German, and the history the case page lists.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import {
  auditLog,
  caseNotes,
  cases,
  mailOutbox,
  staffUsers,
  uploadedDocuments,
  vouchers,
} from '#app/server/db/schema.server.ts';
import { auditStaff } from '#app/server/staff/audit.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks, fixture } from '#tests/support/order-fixtures.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { recordWithdrawal } from '../withdrawals/withdrawal.server.ts';
import { addNote, finishCase, startWork } from './case-workflow.server.ts';
import { receiveReport } from './report-upload.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-workflow-');
const STAFF = 'staff-workflow-test';
const actor = { staffId: STAFF, requestId: 'req-workflow-1' };
const finishContext = { siteUrl: TEST_SITE_URL, provider: testProviderInfo };
const MESSAGE = 'Wir haben die Fotos in vier Suchmaschinen geprüft und keine Kopien gefunden. Einzelheiten im Bericht.';

beforeAll(async () => {
  await database.db.insert(staffUsers).values({ id: STAFF, name: 'Sabine Koch', email: 'sabine.koch@example.de' });
});

const storage = () => createDiskStorage(filesDir.path);

async function uploadReport(caseId: string, fileName: string, body: Buffer) {
  return receiveReport({
    db: database.db,
    storage: storage(),
    caseId,
    staffId: STAFF,
    requestId: 'req-report',
    fileName,
    declaredSize: body.byteLength,
    body: chunks(body)[Symbol.asyncIterator](),
  });
}

async function caseRow(caseId: string) {
  const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error('case missing');
  return row;
}

describe(`case handling on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('starts work once, takes a PDF report (replacing the draft) and finishes without findings with mail and voucher', async () => {
    const { caseId, email } = await createPaidCase(database.db, storage(), {
      customer: { firstName: 'Erika', lastName: 'Mustermann', email: 'Erika.Mustermann@Example.de', phone: '' },
    });
    const pdf = await fixture('chatverlauf.pdf');

    // No report before work has started.
    expect(await uploadReport(caseId, 'bericht.pdf', pdf)).toMatchObject({ ok: false, status: 409 });
    expect(await startWork(database.db, actor, caseId)).toEqual({ ok: true });
    expect(await startWork(database.db, actor, caseId)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Die Bearbeitung hat bereits begonnen.',
    });
    expect((await caseRow(caseId)).status).toBe('in-progress');

    // Finishing needs a report and a message.
    expect(
      await finishCase(database.db, finishContext, actor, caseId, {
        outcome: 'completed',
        message: MESSAGE,
        reportId: '',
      }),
    ).toMatchObject({
      ok: false,
      field: 'report',
    });

    // Same checks as the customers' uploads: the content decides, not the name.
    const png = await fixture('profilbild.png');
    expect(await uploadReport(caseId, 'bericht.pdf', png)).toMatchObject({ ok: false, status: 415 });
    expect(await uploadReport(caseId, 'bericht.png', png)).toMatchObject({ ok: false, status: 415 });
    expect(await uploadReport(caseId, '../bericht.pdf', pdf)).toMatchObject({ ok: false, status: 415 });

    const first = await uploadReport(caseId, 'Entwurf.pdf', pdf);
    const second = await uploadReport(caseId, 'Ergebnisbericht Müller.pdf', pdf);
    if (!first.ok || !second.ok) throw new Error('report refused');
    const reports = await database.db
      .select()
      .from(uploadedDocuments)
      .where(and(eq(uploadedDocuments.caseId, caseId), eq(uploadedDocuments.kind, 'report')));
    expect(reports.map((report) => report.id)).toEqual([second.report.id]);
    const files = await readdir(path.join(filesDir.path, 'case-files', caseId));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^report-\d+-Ergebnisbericht-Muller\.pdf$/);

    // The draft's id no longer counts; a message that is too short neither.
    expect(
      await finishCase(database.db, finishContext, actor, caseId, {
        outcome: 'completed',
        message: MESSAGE,
        reportId: first.report.id,
      }),
    ).toMatchObject({ ok: false, field: 'report' });
    expect(
      await finishCase(database.db, finishContext, actor, caseId, {
        outcome: 'completed',
        message: 'Zu kurz.',
        reportId: second.report.id,
      }),
    ).toMatchObject({ ok: false, field: 'message' });
    expect(
      await finishCase(database.db, finishContext, actor, caseId, {
        outcome: 'paid',
        message: MESSAGE,
        reportId: second.report.id,
      }),
    ).toMatchObject({ ok: false, field: 'outcome' });

    const now = new Date('2026-11-24T10:00:00Z');
    expect(
      await finishCase(
        database.db,
        finishContext,
        actor,
        caseId,
        { outcome: 'completed-no-findings', message: `  ${MESSAGE}\r\n`, reportId: second.report.id },
        now,
      ),
    ).toEqual({ ok: true });
    const done = await caseRow(caseId);
    expect(done).toMatchObject({ status: 'completed-no-findings', resultMessage: MESSAGE });
    expect(done.completedAt?.toISOString()).toBe(now.toISOString());

    const [voucher] = await database.db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, caseId));
    expect(voucher?.email).toBe(email.toLowerCase());
    expect(voucher?.expiresAt.toISOString()).toBe('2029-11-24T10:00:00.000Z');
    expect(voucher?.redeemedCaseId).toBeNull();

    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-result')));
    expect(mail?.toAddress).toBe(email);
    expect(mail?.subject).toContain('Ihr Ergebnis liegt vor');
    expect(mail?.text).toContain(`${TEST_SITE_URL}/auftrag/${done.statusToken}`);
    expect(mail?.text).toContain(MESSAGE);
    const shown = `EC-${voucher?.code.slice(0, 4)}-${voucher?.code.slice(4, 8)}-${voucher?.code.slice(8)}`;
    expect(mail?.text).toContain(shown);
    expect(mail?.text).toContain('24.12.2026');
    expect(mail?.attachments).toEqual([]);

    // Final: nothing more happens to a completed case.
    expect(await startWork(database.db, actor, caseId)).toMatchObject({
      message: 'Dieser Fall ist bereits abgeschlossen.',
    });
    expect(
      await finishCase(database.db, finishContext, actor, caseId, {
        outcome: 'completed',
        message: MESSAGE,
        reportId: second.report.id,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await uploadReport(caseId, 'spaet.pdf', pdf)).toMatchObject({ ok: false, status: 409 });

    // The history names who did what, with the request id.
    const workflow = await loadCaseWorkflow(database.db, caseId, (id) => `/link/${id}`);
    expect(workflow?.report).toMatchObject({ id: second.report.id, downloadUrl: `/link/${second.report.id}` });
    expect(workflow?.voucher?.code).toBe(shown);
    expect(workflow?.canFinish).toBe(false);
    const actions = workflow?.history.map((entry) => `${entry.actor}: ${entry.action}`) ?? [];
    expect(actions).toContain('Sabine Koch: Bearbeitung begonnen');
    expect(actions).toContain('Sabine Koch: Abgeschlossen ohne Treffer, Ergebnis und Gutschein an den Kunden gesendet');
    expect(actions).toContain('System: Zahlung bestätigt');
    expect(actions).toContain('Kunde: Bestellung abgeschickt');
    expect(workflow?.history.find((entry) => entry.action === 'Bearbeitung begonnen')?.requestIds).toEqual([
      'req-workflow-1',
    ]);
  });

  it('finishes with findings without a voucher', async () => {
    const { caseId } = await createPaidCase(database.db, storage());
    await startWork(database.db, actor, caseId);
    const report = await uploadReport(caseId, 'bericht.pdf', await fixture('chatverlauf.pdf'));
    if (!report.ok) throw new Error('report refused');
    expect(
      await finishCase(database.db, finishContext, actor, caseId, {
        outcome: 'completed',
        message: MESSAGE,
        reportId: report.report.id,
      }),
    ).toEqual({ ok: true });
    expect((await caseRow(caseId)).status).toBe('completed');
    expect(await database.db.select().from(vouchers).where(eq(vouchers.issuedForCaseId, caseId))).toEqual([]);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.caseId, caseId), eq(mailOutbox.kind, 'case-result')));
    expect(mail?.text).not.toContain('Gutscheincode');
  });

  it('refuses to work a case the customer withdrew with the withdrawal button', async () => {
    const { caseId, email } = await createPaidCase(database.db, storage());
    await recordWithdrawal(
      {
        db: database.db,
        provider: testProviderInfo,
        siteUrl: TEST_SITE_URL,
        staffEmail: 'team@echtcheck.de',
        mailsPerRecipientPerHour: 3,
      },
      { name: 'Erika Mustermann', orderReference: caseId.slice(0, 8), email },
    );
    expect(await startWork(database.db, actor, caseId)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Der Kunde hat diesen Auftrag widerrufen; er wird nicht bearbeitet.',
    });
    expect((await caseRow(caseId)).status).toBe('withdrawn');
  });

  it('keeps notes with author and audit entry, and refuses empty notes, unknown cases and purged ones', async () => {
    const { caseId } = await createPaidCase(database.db, storage());
    expect(await addNote(database.db, actor, caseId, '   ')).toMatchObject({ ok: false, field: 'body' });
    expect(await addNote(database.db, actor, caseId, 'Bild 2 taucht bei einem Model-Portfolio auf.')).toEqual({
      ok: true,
    });
    const notes = await database.db.select().from(caseNotes).where(eq(caseNotes.caseId, caseId));
    expect(notes).toMatchObject([{ authorId: STAFF, body: 'Bild 2 taucht bei einem Model-Portfolio auf.' }]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.note.added')));
    expect(audit).toMatchObject([{ actorType: 'staff', actorId: STAFF, requestId: 'req-workflow-1' }]);
    // The note text itself is not copied into the audit log (it is deleted with the case data).
    expect(JSON.stringify(audit[0]?.details)).not.toContain('Portfolio');

    expect(await addNote(database.db, actor, '00000000-0000-4000-8000-000000000000', 'x')).toMatchObject({
      status: 404,
    });
    expect(await addNote(database.db, actor, 'kein-fall', 'x')).toMatchObject({ status: 404 });
    await database.db.update(cases).set({ dataPurgedAt: new Date() }).where(eq(cases.id, caseId));
    expect(await addNote(database.db, actor, caseId, 'Zu spät.')).toMatchObject({ ok: false, status: 409 });
  });

  it('lists repeated views by one person as one line, with every request id, and keeps other people apart', async () => {
    const { caseId } = await createPaidCase(database.db, storage());
    const other = 'staff-workflow-other';
    await database.db.insert(staffUsers).values({ id: other, name: 'Tom Berg', email: 'tom.berg@example.de' });
    const view = (staffId: string, requestId: string) =>
      auditStaff(database.db, {
        staffId,
        action: 'case.details.viewed',
        entityType: 'case',
        entityId: caseId,
        requestId,
      });
    await view(STAFF, 'view-1');
    await view(STAFF, 'view-2');
    await view(STAFF, 'view-3');
    await view(other, 'view-4');
    await addNote(database.db, { staffId: STAFF, requestId: 'note-1' }, caseId, 'Zwischenstand: Bilder geprüft.');
    await view(STAFF, 'view-5');
    await view(STAFF, 'view-6');
    const workflow = await loadCaseWorkflow(database.db, caseId, (id) => `/link/${id}`);
    const lines = workflow?.history.map((entry) => `${entry.actor}: ${entry.action} ×${entry.count}`) ?? [];
    expect(lines.slice(0, 4)).toEqual([
      'Sabine Koch: Details angesehen ×2',
      'Sabine Koch: Notiz hinzugefügt ×1',
      'Tom Berg: Details angesehen ×1',
      'Sabine Koch: Details angesehen ×3',
    ]);
    expect(workflow?.history[0]?.requestIds).toEqual(['view-6', 'view-5']);
    expect(workflow?.history[3]?.requestIds).toEqual(['view-3', 'view-2', 'view-1']);
    // The first of the three views, not the last (two inserts may share a millisecond: not later, then).
    expect(Date.parse(workflow?.history[3]?.firstAt ?? '')).toBeLessThanOrEqual(
      Date.parse(workflow?.history[3]?.at ?? ''),
    );
    expect(workflow?.history[3]?.firstAt).not.toBe(undefined);
  });
});
