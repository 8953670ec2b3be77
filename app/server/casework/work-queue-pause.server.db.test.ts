// The due time across a Rückfrage's pause (issue 39), with moved clocks: the database keeps
// cases.due_at (payment + 48 hours + paused seconds, trigger of migration 0024); a case that waits for
// the customer is listed under "Wartet auf Kundin/Kunden" and is never overdue; once she answered, its
// due time has moved on by the wait, in the list, its order and the overdue count; a case in review
// is listed under "Zur Freigabe" with its due time running.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type QueueFilters, readQueueFilters } from '#app/lib/work-queue.ts';
import { cases } from '#app/server/db/schema.server.ts';
import { insertCase, insertClient } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { dashboardCards } from '../dashboard/cards.server.ts';
import { loadWorkQueue } from './work-queue.server.ts';

const database = useTestDatabase();

const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const ME = 'staff-pause-anna';

const queue = (overrides: Partial<QueueFilters> = {}, now = NOW) =>
  loadWorkQueue(database.db, { ...readQueueFilters(new URLSearchParams()), ...overrides }, ME, now);

const ids = { waiting: '', running: '', review: '' };

describe(`due times across a pause on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const db = database.db;
    const client = (lastName: string) =>
      insertClient(db, { firstName: 'Erika', lastName, email: `${lastName.toLowerCase()}@example.de` });
    // Paid 60 hours ago; asked the customer 30 hours ago and still waiting.
    ids.waiting = await insertCase(db, {
      clientId: await client('Wartet'),
      status: 'in-progress',
      paidAt: hoursAgo(60),
    });
    await db
      .update(cases)
      .set({ status: 'awaiting-customer', awaitingSince: hoursAgo(30) })
      .where(eq(cases.id, ids.waiting));
    // Paid 20 hours ago, in progress: due in 28 hours.
    ids.running = await insertCase(db, {
      clientId: await client('Laeuft'),
      status: 'in-progress',
      paidAt: hoursAgo(20),
    });
    // Paid 50 hours ago, handed in for review: overdue by 2 hours, the reviewer's clock runs.
    ids.review = await insertCase(db, {
      clientId: await client('Freigabe'),
      status: 'in-progress',
      paidAt: hoursAgo(50),
    });
    await db.update(cases).set({ status: 'in-review' }).where(eq(cases.id, ids.review));
  });

  it('keeps the due time in the database: payment + 48 hours + paused seconds', async () => {
    const [row] = await database.db.select().from(cases).where(eq(cases.id, ids.running));
    expect(row?.dueAt?.toISOString()).toBe(new Date(hoursAgo(20).getTime() + 48 * HOUR).toISOString());
  });

  it('lists a waiting case as waiting, never overdue, and counts the new statuses', async () => {
    const all = await queue();
    expect(all.counts).toMatchObject({ alle: 3, wartet: 1, 'zur-freigabe': 1, 'in-bearbeitung': 1, ueberfaellig: 1 });
    const waiting = all.page.rows.find((row) => row.id === ids.waiting);
    expect(waiting).toMatchObject({
      status: 'awaiting-customer',
      overdue: false,
      dueText: 'wartet auf Antwort seit 19.11.2026',
    });
    expect((await queue({ status: 'wartet' })).page.rows.map((row) => row.id)).toEqual([ids.waiting]);
    expect((await queue({ status: 'zur-freigabe' })).page.rows.map((row) => row.id)).toEqual([ids.review]);
    expect((await queue({ status: 'ueberfaellig' })).page.rows.map((row) => row.id)).toEqual([ids.review]);
    expect(await queue({ status: 'zur-freigabe' })).toMatchObject({ page: { rows: [{ overdue: true }] } });
  });

  it('moves the due time on by the wait once the customer answered (clock moved on 6 hours)', async () => {
    // She answers 6 hours later: the wait lasted 36 hours; due = paid + 48 h + 36 h = NOW + 24 h.
    const later = new Date(NOW.getTime() + 6 * HOUR);
    await database.db
      .update(cases)
      .set({ status: 'in-progress', awaitingSince: null, pausedSeconds: 36 * 3600 })
      .where(eq(cases.id, ids.waiting));
    const [row] = await database.db.select().from(cases).where(eq(cases.id, ids.waiting));
    expect(row?.dueAt?.toISOString()).toBe(new Date(NOW.getTime() + 24 * HOUR).toISOString());
    const all = await queue({}, later);
    const answered = all.page.rows.find((one) => one.id === ids.waiting);
    expect(answered).toMatchObject({ overdue: false, dueText: 'fällig in 18 Std.', dueAt: row?.dueAt?.toISOString() });
    // By due time: the overdue review first, then the answered case (due in 18 h), then the running
    // one (due NOW + 28 h, in 22 h).
    expect(all.page.rows.map((one) => one.id)).toEqual([ids.review, ids.waiting, ids.running]);
    expect(all.counts).toMatchObject({ wartet: 0, 'in-bearbeitung': 2, ueberfaellig: 1 });
    // 25 hours after she answered (19 hours past its new due time) it is overdue, in the list and on the card.
    const muchLater = new Date(NOW.getTime() + 25 * HOUR);
    const overdue = await queue({ status: 'ueberfaellig' }, muchLater);
    expect(overdue.page.rows.map((one) => one.id)).toEqual([ids.review, ids.waiting]);
  });

  it('counts only unpaused cases past their due time on the dashboard card', async () => {
    // Real clock: every case here is far past its due time (November 2026 seeds), none waits now.
    await database.db
      .update(cases)
      .set({ status: 'awaiting-customer', awaitingSince: hoursAgo(1) })
      .where(eq(cases.id, ids.running));
    const cards = await dashboardCards(database.db);
    expect(cards.overdueCases).toBe(2);
  });
});
