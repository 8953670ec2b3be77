// The work queue on a real database: overdue cases before newer ones, the due time from the payment
// (+ 48 h), each status filter with its count, service, "Meine Fälle", nobody's and one member's
// cases, the search (name, e-mail, reference, target), the mark for images seen before, and paging.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type QueueFilters, readQueueFilters } from '#app/lib/work-queue.ts';
import { cases, imageFingerprints, staffUsers } from '#app/server/db/schema.server.ts';
import { insertCase, insertClient, insertDetail } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { activeStaff, loadWorkQueue, QUEUE_PAGE_SIZE, shortProfile } from './work-queue.server.ts';

const database = useTestDatabase();

const NOW = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const ANNA = 'staff-queue-anna';
const BERND = 'staff-queue-bernd';
const CARLA = 'staff-queue-carla';

const ids = {
  overdueLong: '',
  overdueShort: '',
  dueSoon: '',
  fresh: '',
  completed: '',
  completedNoFindings: '',
  withdrawn: '',
};

function filters(overrides: Partial<QueueFilters> = {}): QueueFilters {
  return { ...readQueueFilters(new URLSearchParams()), ...overrides };
}

const queue = (overrides: Partial<QueueFilters> = {}, me = ANNA) =>
  loadWorkQueue(database.db, filters(overrides), me, NOW);

describe(`work queue on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const db = database.db;
    await db.insert(staffUsers).values([
      { id: ANNA, name: 'Anna Admin', email: 'anna@echtcheck.test', role: 'admin' },
      { id: BERND, name: 'Bernd Prüfer', email: 'bernd@echtcheck.test' },
      { id: CARLA, name: 'Carla Ehemalig', email: 'carla@echtcheck.test', disabledAt: hoursAgo(1000) },
    ]);
    const client = async (lastName: string) =>
      insertClient(db, { firstName: 'Erika', lastName, email: `${lastName.toLowerCase()}@example.de` });
    // Created in the opposite order of their due time: the queue must sort by payment, not creation.
    ids.fresh = await insertCase(db, {
      clientId: await client('Frisch'),
      // Typed differently with this order than with the client's first one: the list shows this order's.
      customer: { firstName: 'Frieda', lastName: 'Frisch-Neu', email: 'frieda.neu@example.de' },
      caseType: 'image-check',
      createdAt: hoursAgo(1),
      paidAt: hoursAgo(1),
    });
    ids.dueSoon = await insertCase(db, {
      clientId: await client('Bald'),
      createdAt: hoursAgo(0.5),
      paidAt: hoursAgo(40),
    });
    ids.overdueShort = await insertCase(db, {
      clientId: await client('Knapp'),
      status: 'in-progress',
      createdAt: hoursAgo(0.4),
      paidAt: hoursAgo(50),
    });
    ids.overdueLong = await insertCase(db, {
      clientId: await client('Lange'),
      createdAt: hoursAgo(0.3),
      paidAt: hoursAgo(60),
    });
    await db
      .update(cases)
      .set({ assignedTo: BERND, assignedAt: hoursAgo(49) })
      .where(eq(cases.id, ids.overdueShort));
    ids.completed = await insertCase(db, {
      clientId: await client('Fertig'),
      status: 'completed',
      paidAt: hoursAgo(30),
    });
    await db
      .update(cases)
      .set({ completedAt: hoursAgo(5), assignedTo: BERND })
      .where(eq(cases.id, ids.completed));
    ids.completedNoFindings = await insertCase(db, {
      clientId: await client('Ohne'),
      status: 'completed-no-findings',
      paidAt: hoursAgo(20),
    });
    await db
      .update(cases)
      .set({ completedAt: hoursAgo(2) })
      .where(eq(cases.id, ids.completedNoFindings));
    ids.withdrawn = await insertCase(db, {
      clientId: await client('Zurueck'),
      status: 'withdrawn',
      paidAt: hoursAgo(10),
    });
    await db
      .update(cases)
      .set({ withdrawnAt: hoursAgo(3) })
      .where(eq(cases.id, ids.withdrawn));
    // Never listed: not paid.
    const unpaid = await client('Unbezahlt');
    await insertCase(db, { clientId: unpaid, status: 'pending', paymentId: null, paidAt: null });
    await insertCase(db, { clientId: unpaid, status: 'paid', paymentId: null, paidAt: hoursAgo(70) });
    // Targets for the search and the list.
    await insertDetail(db, ids.dueSoon, 'Marco Zielmann');
    // An image of "dueSoon" matched an image of an earlier case; one of "overdueLong" matched a confirmed fake.
    await db.insert(imageFingerprints).values([
      { caseId: ids.dueSoon, hash: 1n, matchedAt: hoursAgo(39) },
      { caseId: ids.overdueLong, hash: 2n, matchedAt: hoursAgo(59), matchedConfirmed: true },
      { caseId: ids.fresh, hash: 3n },
    ]);
  });

  it('lists the open cases by due time: overdue first (most overdue on top), then the soonest due', async () => {
    const { page } = await queue();
    expect(page.rows.map((row) => row.id)).toEqual([ids.overdueLong, ids.overdueShort, ids.dueSoon, ids.fresh]);
    expect(page.total).toBe(4);
    const [long, short, soon, fresh] = page.rows;
    expect(long).toMatchObject({ overdue: true, dueText: 'überfällig seit 12 Std.', status: 'paid' });
    expect(long?.dueAt).toBe(new Date(hoursAgo(12)).toISOString());
    expect(short).toMatchObject({ overdue: true, dueText: 'überfällig seit 2 Std.', status: 'in-progress' });
    expect(soon).toMatchObject({ overdue: false, dueText: 'fällig in 8 Std.' });
    expect(fresh).toMatchObject({ overdue: false, dueText: 'fällig in 47 Std.', serviceName: 'Bildanalyse' });
  });

  it('answers each row with client, target, assignee and the mark for images seen before', async () => {
    const { page } = await queue();
    const row = (id: string) => page.rows.find((entry) => entry.id === id);
    expect(row(ids.dueSoon)).toMatchObject({
      reference: ids.dueSoon.slice(0, 8),
      clientName: 'Erika Bald',
      clientEmail: 'bald@example.de',
      serviceName: 'Dating-App-Check',
      targetName: 'Marco Zielmann',
      targetProfile: 'tinder.com/@daniel_w',
      assignee: null,
      seenBefore: true,
      seenBeforeConfirmed: false,
    });
    expect(row(ids.overdueShort)?.assignee).toEqual({ id: BERND, name: 'Bernd Prüfer' });
    expect(row(ids.overdueLong)).toMatchObject({ seenBefore: true, seenBeforeConfirmed: true, targetName: null });
    // A fingerprint without a match is no mark.
    expect(row(ids.fresh)?.seenBefore).toBe(false);
    expect(row(ids.fresh)).toMatchObject({ clientName: 'Frieda Frisch-Neu', clientEmail: 'frieda.neu@example.de' });
  });

  it('counts every status filter and lists each one', async () => {
    const all = await queue();
    expect(all.counts).toEqual({
      alle: 4,
      offen: 3,
      'in-bearbeitung': 1,
      wartet: 0,
      'zur-freigabe': 0,
      ueberfaellig: 2,
      abgeschlossen: 2,
      widerrufen: 1,
      abgelehnt: 0,
    });
    const listed = async (status: QueueFilters['status']) => (await queue({ status })).page.rows.map((row) => row.id);
    expect(await listed('offen')).toEqual([ids.overdueLong, ids.dueSoon, ids.fresh]);
    expect(await listed('in-bearbeitung')).toEqual([ids.overdueShort]);
    expect(await listed('ueberfaellig')).toEqual([ids.overdueLong, ids.overdueShort]);
    // Closed lists: the most recently closed first.
    expect(await listed('abgeschlossen')).toEqual([ids.completedNoFindings, ids.completed]);
    expect(await listed('widerrufen')).toEqual([ids.withdrawn]);
    const closed = (await queue({ status: 'abgeschlossen' })).page.rows[1];
    expect(closed).toMatchObject({ overdue: false, dueText: 'abgeschlossen am 20.11.2026' });
  });

  it('filters by service, with the counts following the filter', async () => {
    const images = await queue({ service: 'image-check' });
    expect(images.page.rows.map((row) => row.id)).toEqual([ids.fresh]);
    expect(images.counts).toMatchObject({ alle: 1, offen: 1, ueberfaellig: 0, abgeschlossen: 0 });
  });

  it('filters by assignee: "Meine Fälle", nobody, one staff member', async () => {
    const mine = await queue({ assignee: 'ich' }, BERND);
    expect(mine.page.rows.map((row) => row.id)).toEqual([ids.overdueShort]);
    expect(mine.counts).toMatchObject({ alle: 1, 'in-bearbeitung': 1, abgeschlossen: 1 });
    expect((await queue({ assignee: 'ich' }, ANNA)).page.rows).toEqual([]);
    expect((await queue({ assignee: BERND }, ANNA)).page.rows.map((row) => row.id)).toEqual([ids.overdueShort]);
    expect((await queue({ assignee: 'niemand' })).page.rows.map((row) => row.id)).toEqual([
      ids.overdueLong,
      ids.dueSoon,
      ids.fresh,
    ]);
  });

  it('searches by client name, e-mail, reference and target, across the status counts', async () => {
    const found = async (search: string, status: QueueFilters['status'] = 'alle') =>
      (await queue({ search, status })).page.rows.map((row) => row.id);
    expect(await found('erika lange')).toEqual([ids.overdueLong]);
    expect(await found('KNAPP@example')).toEqual([ids.overdueShort]);
    expect(await found(ids.fresh.slice(0, 8))).toEqual([ids.fresh]);
    expect(await found('zielmann')).toEqual([ids.dueSoon]);
    expect(await found('tinder.com/@daniel')).toEqual([ids.dueSoon]);
    expect(await found('fertig', 'abgeschlossen')).toEqual([ids.completed]);
    const searched = await queue({ search: 'fertig' });
    expect(searched.page.rows).toEqual([]);
    expect(searched.counts).toMatchObject({ alle: 0, abgeschlossen: 1, widerrufen: 0 });
    // Wildcards are literal; an unpaid case is never found.
    expect(await found('%')).toEqual([]);
    expect(await found('unbezahlt')).toEqual([]);
  });

  it('pages the closed list', async () => {
    const db = database.db;
    const clientId = await insertClient(db, { lastName: 'Viele' });
    const extra = Array.from({ length: QUEUE_PAGE_SIZE }, (_, i) => ({
      clientId,
      status: 'completed' as const,
      caseType: 'dating-app',
      amountCents: 3900,
      paymentId: `pay_many_${i}`,
      paidAt: hoursAgo(500 + i),
      completedAt: hoursAgo(400 + i),
    }));
    await db.insert(cases).values(extra);
    const first = await queue({ status: 'abgeschlossen' });
    expect(first.page).toMatchObject({ total: QUEUE_PAGE_SIZE + 2, pageCount: 2, pageSize: QUEUE_PAGE_SIZE });
    expect(first.page.rows).toHaveLength(QUEUE_PAGE_SIZE);
    const second = await queue({ status: 'abgeschlossen', page: 2 });
    expect(second.page.rows).toHaveLength(2);
    expect(second.page.rows.at(-1)?.dueText).toBe('abgeschlossen am 01.11.2026');
    await db.delete(cases).where(eq(cases.clientId, clientId));
  });

  it('offers the active staff members only', async () => {
    expect(await activeStaff(database.db)).toEqual([
      { id: ANNA, name: 'Anna Admin' },
      { id: BERND, name: 'Bernd Prüfer' },
    ]);
  });
});

describe('shortened profile URLs', () => {
  it('drops the scheme, "www." and the trailing slash, and cuts at 40 characters', () => {
    expect(shortProfile('https://www.instagram.com/marco.profil/')).toBe('instagram.com/marco.profil');
    expect(shortProfile('tinder.com/@daniel_w')).toBe('tinder.com/@daniel_w');
    expect(shortProfile(`https://example.com/${'a'.repeat(60)}`)).toBe(`example.com/${'a'.repeat(27)}…`);
    expect(shortProfile('  ')).toBeNull();
    expect(shortProfile(null)).toBeNull();
  });
});
