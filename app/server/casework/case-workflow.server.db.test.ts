import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadCaseWorkflow } from '#app/server/casework/case-workflow-view.server.ts';
import { auditLog, caseNotes, cases, staffUsers } from '#app/server/db/schema.server.ts';
import { auditStaff } from '#app/server/staff/audit.server.ts';
import { createPaidCase, TEST_SITE_URL, testProviderInfo } from '#tests/support/paid-case.ts';
import { STAFF, useWorkflowFixtures } from '#tests/support/workflow-fixtures.ts';
import { recordWithdrawal } from '../withdrawals/withdrawal.server.ts';
import { addNote, startWork } from './case-workflow.server.ts';

const { database, actor, storage, caseRow } = useWorkflowFixtures();

describe(`case handling on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
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
