// Assignment on a real database (issue 28 point 2): "Bearbeitung beginnen" assigns the case to
// whoever starts it; only an admin reassigns, to an active account, while the case is open; every
// assignment is audited and shows in the case's history.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, staffUsers } from '#app/server/db/schema.server.ts';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { reassignCase } from './case-assignment.server.ts';
import { startWork } from './case-workflow.server.ts';
import { loadCaseWorkflow } from './case-workflow-view.server.ts';

const database = useTestDatabase();
const ADMIN = 'staff-assign-admin';
const SPECIALIST = 'staff-assign-specialist';
const OTHER = 'staff-assign-other';
const DISABLED = 'staff-assign-disabled';

const admin = { staffId: ADMIN, requestId: 'req-assign-admin', staff: { role: 'admin' as const } };
const specialist = { staffId: SPECIALIST, requestId: 'req-assign-specialist', staff: { role: 'specialist' as const } };

async function openCase(status: 'paid' | 'in-progress' | 'completed' | 'withdrawn' = 'paid') {
  return insertCase(database.db, { clientId: await insertClient(database.db), status });
}

async function caseRow(caseId: string) {
  const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
  return row;
}

async function assignments(caseId: string) {
  return database.db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      details: auditLog.details,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, caseId), eq(auditLog.entityType, 'case')))
    .orderBy(asc(auditLog.id));
}

describe(`case assignment on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    await database.db.insert(staffUsers).values([
      { id: ADMIN, name: 'Ines Inhaberin', email: 'ines@echtcheck.test', role: 'admin' },
      { id: SPECIALIST, name: 'Paul Prüfer', email: 'paul@echtcheck.test' },
      { id: OTHER, name: '', email: 'olga@echtcheck.test' },
      { id: DISABLED, name: 'Dora Deaktiviert', email: 'dora@echtcheck.test', disabledAt: new Date() },
    ]);
  });

  it('"Bearbeitung beginnen" assigns the case to whoever starts it, audited', async () => {
    const caseId = await openCase();
    const now = new Date('2026-11-20T10:00:00Z');
    expect(await startWork(database.db, specialist, caseId, now)).toEqual({ ok: true });
    expect(await caseRow(caseId)).toMatchObject({ status: 'in-progress', assignedTo: SPECIALIST, assignedAt: now });
    expect(await assignments(caseId)).toEqual([
      { actorId: SPECIALIST, action: 'case.started', details: null, requestId: 'req-assign-specialist' },
      {
        actorId: SPECIALIST,
        action: 'case.assigned',
        details: { assigneeId: SPECIALIST, assigneeName: 'Paul Prüfer', previousAssigneeId: null, reason: 'start' },
        requestId: 'req-assign-specialist',
      },
    ]);
    const workflow = await loadCaseWorkflow(database.db, caseId, () => '');
    expect(workflow?.assignee).toEqual({ id: SPECIALIST, name: 'Paul Prüfer' });
    expect(workflow?.assignedAt).toBe(now.toISOString());
    expect(workflow?.history.map((entry) => entry.action)).toContain('Zugewiesen an Paul Prüfer');
  });

  it('starting a case an admin assigned to someone else makes the starter the assignee', async () => {
    const caseId = await openCase();
    expect(await reassignCase(database.db, admin, caseId, OTHER)).toEqual({ ok: true });
    expect((await caseRow(caseId))?.assignedTo).toBe(OTHER);
    expect(await startWork(database.db, specialist, caseId)).toEqual({ ok: true });
    expect((await caseRow(caseId))?.assignedTo).toBe(SPECIALIST);
    const rows = (await assignments(caseId)).filter((row) => row.action === 'case.assigned');
    expect(rows.map((row) => row.details)).toEqual([
      { assigneeId: OTHER, assigneeName: 'olga@echtcheck.test', previousAssigneeId: null, reason: 'reassign' },
      { assigneeId: SPECIALIST, assigneeName: 'Paul Prüfer', previousAssigneeId: OTHER, reason: 'start' },
    ]);
  });

  it('an admin reassigns an open case to an active staff member or to nobody, each audited', async () => {
    const caseId = await openCase('in-progress');
    expect(await reassignCase(database.db, admin, caseId, SPECIALIST)).toEqual({ ok: true });
    expect((await caseRow(caseId))?.assignedTo).toBe(SPECIALIST);
    // The same assignee again changes nothing and writes nothing.
    expect(await reassignCase(database.db, admin, caseId, SPECIALIST)).toEqual({ ok: true });
    expect(await reassignCase(database.db, admin, caseId, '')).toEqual({ ok: true });
    expect(await caseRow(caseId)).toMatchObject({ assignedTo: null, assignedAt: null });
    expect(await assignments(caseId)).toEqual([
      {
        actorId: ADMIN,
        action: 'case.assigned',
        details: { assigneeId: SPECIALIST, assigneeName: 'Paul Prüfer', previousAssigneeId: null, reason: 'reassign' },
        requestId: 'req-assign-admin',
      },
      {
        actorId: ADMIN,
        action: 'case.unassigned',
        details: { assigneeId: null, assigneeName: null, previousAssigneeId: SPECIALIST, reason: 'reassign' },
        requestId: 'req-assign-admin',
      },
    ]);
  });

  it('refuses a specialist, whatever the browser sent, and writes nothing', async () => {
    const caseId = await openCase();
    expect(await reassignCase(database.db, specialist, caseId, SPECIALIST)).toEqual({
      ok: false,
      status: 403,
      message: 'Nur Inhaber können Fälle einem anderen Mitarbeiter zuweisen.',
    });
    expect((await caseRow(caseId))?.assignedTo).toBeNull();
    expect(await assignments(caseId)).toEqual([]);
  });

  it('refuses unknown and disabled accounts and cases that are not open, in German', async () => {
    const caseId = await openCase();
    expect(await reassignCase(database.db, admin, caseId, 'staff-does-not-exist')).toMatchObject({
      ok: false,
      status: 400,
      field: 'assignee',
      message: 'Diesen Mitarbeiter gibt es nicht. Bitte wählen Sie einen aus der Liste.',
    });
    expect(await reassignCase(database.db, admin, caseId, 'staff\u0000x')).toMatchObject({
      ok: false,
      status: 400,
      field: 'assignee',
      message: 'Bitte wählen Sie einen Mitarbeiter aus der Liste.',
    });
    expect(await reassignCase(database.db, admin, caseId, DISABLED)).toMatchObject({
      ok: false,
      status: 400,
      message: 'Dieses Mitarbeiterkonto ist deaktiviert. Bitte wählen Sie ein aktives Konto.',
    });
    expect(await reassignCase(database.db, admin, await openCase('completed'), SPECIALIST)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Ein Fall im Status „Abgeschlossen“ kann nicht mehr zugewiesen werden.',
    });
    expect(await reassignCase(database.db, admin, await openCase('withdrawn'), SPECIALIST)).toMatchObject({
      status: 409,
    });
    expect(await reassignCase(database.db, admin, 'not-a-case', SPECIALIST)).toMatchObject({ status: 404 });
    expect(await reassignCase(database.db, admin, crypto.randomUUID(), SPECIALIST)).toMatchObject({ status: 404 });
    expect((await caseRow(caseId))?.assignedTo).toBeNull();
    expect(await assignments(caseId)).toEqual([]);
  });
});
