// The open-case limit and "Nächsten Fall übernehmen" on a real database (issue 39): two takes at
// once get two different cases, the limit refuses taking and starting, and only an Inhaber changes
// the team's settings (audited, German validation).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, staffUsers } from '#app/server/db/schema.server.ts';
import { listTeam, updateStaffSettings } from '#app/server/review/staff-settings.server.ts';
import { createDiskStorage } from '#app/server/storage/storage.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { createPaidCase } from '#tests/support/paid-case.ts';
import { startWork } from './case-workflow.server.ts';
import { loadNextCaseOffer, NO_NEXT_CASE, takeNextCase } from './next-case.server.ts';
import { capacityOf } from './open-case-limit.server.ts';

const database = useTestDatabase();
const filesDir = useScratchFolder('echtcheck-next-case-');
const ANNA = 'staff-next-anna';
const PAUL = 'staff-next-paul';
const PIA = 'staff-next-pia';
const as = (staffId: string) => ({ staffId, requestId: `req-${staffId}` });
const admin = { staffId: ANNA, role: 'admin' as const, requestId: 'req-settings' };
const db = () => database.db;
const paidCase = async () => (await createPaidCase(db(), createDiskStorage(filesDir.path))).caseId;

beforeAll(async () => {
  await db()
    .insert(staffUsers)
    .values([
      { id: ANNA, name: 'Anna Admin', email: 'anna.n@example.de', role: 'admin' },
      { id: PAUL, name: 'Paul Prüfer', email: 'paul.n@example.de', role: 'specialist' },
      { id: PIA, name: 'Pia Prüfer', email: 'pia.n@example.de', role: 'specialist' },
    ]);
});

describe(`the next case and the open-case limit on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('gives two people taking at once two different cases, assigned and begun; none left: refused', async () => {
    const ids = [await paidCase(), await paidCase()];
    const [paul, pia] = await Promise.all([takeNextCase(db(), as(PAUL)), takeNextCase(db(), as(PIA))]);
    if (!paul.ok || !pia.ok) throw new Error('expected both to get a case');
    expect(new Set([paul.caseId, pia.caseId])).toEqual(new Set(ids));
    for (const [taken, staffId] of [
      [paul.caseId, PAUL],
      [pia.caseId, PIA],
    ] as const) {
      const [row] = await db().select().from(cases).where(eq(cases.id, taken));
      expect(row).toMatchObject({ status: 'in-progress', assignedTo: staffId });
    }
    expect(await takeNextCase(db(), as(PAUL))).toEqual({ ok: false, status: 404, message: NO_NEXT_CASE });
  });

  it('refuses taking and starting over the limit, with a German message; the queue shows the count', async () => {
    expect(
      await updateStaffSettings(db(), admin, PAUL, { reviewReports: false, reviewer: false, openCaseLimit: '1' }),
    ).toEqual({
      ok: true,
    });
    expect(await capacityOf(db(), PAUL)).toEqual({ open: 1, limit: 1, room: false });
    const other = await paidCase();
    const refused = await takeNextCase(db(), as(PAUL));
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.ok ? '' : refused.message).toContain('Sie haben bereits 1 von höchstens 1 offenen Fällen');
    expect(await startWork(db(), as(PAUL), other)).toMatchObject({ ok: false, status: 409 });
    expect(await loadNextCaseOffer(db(), PAUL)).toMatchObject({
      open: 1,
      limit: 1,
      room: false,
      waiting: 1,
      toReview: null,
    });
    // Anna (no limit) may take it, and as an Inhaber she sees the reports to review.
    expect(await takeNextCase(db(), as(ANNA))).toEqual({ ok: true, caseId: other });
    expect(await loadNextCaseOffer(db(), ANNA)).toMatchObject({ open: 1, limit: null, room: true, toReview: 0 });
  });

  it('lets only an Inhaber change the settings, checks the limit, audits', async () => {
    const input = { reviewReports: true, reviewer: true, openCaseLimit: '3' };
    expect(await updateStaffSettings(db(), { ...admin, staffId: PIA, role: 'specialist' }, PAUL, input)).toMatchObject({
      ok: false,
      status: 403,
    });
    for (const bad of ['0', '-1', 'drei', '501', '2.5'])
      expect(await updateStaffSettings(db(), admin, PIA, { ...input, openCaseLimit: bad })).toMatchObject({
        ok: false,
        status: 400,
        field: 'openCaseLimit',
      });
    expect(await updateStaffSettings(db(), admin, 'staff-unknown', input)).toMatchObject({ ok: false, status: 404 });
    expect(await updateStaffSettings(db(), admin, PIA, input)).toEqual({ ok: true });
    // An Inhaber's reviewer flag is not stored: she always may review.
    expect(await updateStaffSettings(db(), admin, ANNA, { ...input, openCaseLimit: '' })).toEqual({ ok: true });
    const team = await listTeam(db());
    expect(team.find((member) => member.id === PIA)).toMatchObject({
      reviewReports: true,
      reviewer: true,
      openCaseLimit: 3,
    });
    expect(team.find((member) => member.id === ANNA)).toMatchObject({ reviewer: true, openCaseLimit: null });
    const [anna] = await db().select().from(staffUsers).where(eq(staffUsers.id, ANNA));
    expect(anna?.reviewer).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.settings.changed'), eq(auditLog.entityId, PIA)));
    expect(audits[0]).toMatchObject({
      actorId: ANNA,
      details: { reviewReports: true, reviewer: true, openCaseLimit: 3 },
    });
  });
});
