// The summary cards and the revenue tab on a real database: the paid-case filter, buckets across the
// end of summer time with payments just before and after Berlin midnight.
import { TZDate } from '@date-fns/tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCase, insertClient, insertPageViews } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { rollUpAnalytics } from '../analytics/rollup.server.ts';
import { dashboardCards } from './cards.server.ts';
import { type PeriodBucket, revenueRows, revenueTotals } from './revenue.server.ts';

const database = useTestDatabase();

/** The instant of midnight at the start of a Berlin calendar day (month 1–12). */
const berlinMidnight = (year: number, month: number, day: number) =>
  new Date(new TZDate(year, month - 1, day, 'Europe/Berlin').getTime());
const dayBucket = (month: number, day: number): PeriodBucket => ({
  label: `${day}.${month}.`,
  start: berlinMidnight(2026, month, day),
  end: berlinMidnight(2026, month, day + 1),
});

describe(`dashboard cards and revenue on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    const db = database.db;
    const anna = await insertClient(db, { firstName: 'Anna' });
    const bernd = await insertClient(db, { firstName: 'Bernd' });
    const frieda = await insertClient(db, { firstName: 'Frieda' });
    const gerd = await insertClient(db, { firstName: 'Gerd' });
    const created = new Date('2026-10-20T10:00:00Z');
    // 25 October 2026: summer time ends, the Berlin day lasts 25 hours (22:00Z to 23:00Z next day).
    await insertCase(db, { clientId: anna, createdAt: created, paidAt: new Date('2026-10-24T21:59:59.999Z') });
    await insertCase(db, { clientId: anna, createdAt: created, paidAt: new Date('2026-10-24T22:00:00.000Z') });
    await insertCase(db, {
      clientId: bernd,
      createdAt: created,
      paidAt: new Date('2026-10-25T22:59:59.999Z'),
      amountCents: 4100,
      status: 'completed',
    });
    await insertCase(db, { clientId: bernd, createdAt: created, paidAt: new Date('2026-10-25T23:00:00.000Z') });
    // No payment time: counted by its creation time.
    await insertCase(db, { clientId: frieda, createdAt: new Date('2026-10-26T10:00:00Z'), paidAt: null });
    // Created before the range, paid inside it: counted when paid.
    await insertCase(db, {
      clientId: gerd,
      createdAt: new Date('2026-10-23T10:00:00Z'),
      paidAt: new Date('2026-10-26T12:00:00Z'),
      status: 'in-progress',
    });
    // Not paid by the spec's filter: pending (with or without a payment id), or no payment id.
    const pendingOnly = await insertClient(db, { firstName: 'Paula' });
    const inside = new Date('2026-10-25T12:00:00Z');
    await insertCase(db, {
      clientId: pendingOnly,
      status: 'pending',
      paymentId: null,
      createdAt: inside,
      paidAt: null,
    });
    await insertCase(db, { clientId: pendingOnly, status: 'pending', createdAt: inside, paidAt: inside });
    await insertCase(db, { clientId: pendingOnly, status: 'paid', paymentId: null, createdAt: inside, paidAt: inside });
  });

  it('buckets by Berlin day across the clock change, zeros included, in bucket order', async () => {
    const buckets = [dayBucket(10, 23), dayBucket(10, 24), dayBucket(10, 25), dayBucket(10, 26), dayBucket(10, 27)];
    const clockChange = dayBucket(10, 25);
    expect(clockChange.end.getTime() - clockChange.start.getTime()).toBe(25 * 3600_000);
    const rows = await revenueRows(database.db, buckets);
    expect(rows).toEqual([
      { label: '23.10.', revenueCents: 0, caseCount: 0 },
      { label: '24.10.', revenueCents: 3900, caseCount: 1 },
      { label: '25.10.', revenueCents: 8000, caseCount: 2 },
      { label: '26.10.', revenueCents: 11700, caseCount: 3 },
      { label: '27.10.', revenueCents: 0, caseCount: 0 },
    ]);
    expect(revenueTotals(rows)).toEqual({ revenueCents: 23600, caseCount: 6 });
  });

  it('keeps the given order and answers no buckets with no rows', async () => {
    const rows = await revenueRows(database.db, [dayBucket(10, 26), dayBucket(10, 24)]);
    expect(rows.map((row) => [row.label, row.caseCount])).toEqual([
      ['26.10.', 3],
      ['24.10.', 1],
    ]);
    expect(await revenueRows(database.db, [])).toEqual([]);
    expect(revenueTotals([])).toEqual({ revenueCents: 0, caseCount: 0 });
  });

  it('a wide bucket counts every paid case once', async () => {
    const [october] = await revenueRows(database.db, [
      { label: 'Okt. 2026', start: berlinMidnight(2026, 10, 1), end: berlinMidnight(2026, 11, 1) },
    ]);
    expect(october).toEqual({ label: 'Okt. 2026', revenueCents: 23600, caseCount: 6 });
  });

  it('cards: revenue, paying customers and paid cases of paid cases only; visitors per day', async () => {
    const db = database.db;
    const day1 = new Date('2026-10-20T08:00:00Z');
    const day2 = new Date('2026-10-21T08:00:00Z');
    const today = new Date('2026-10-22T08:00:00Z');
    const view = (createdAt: Date, visitorHash: string | null, sessionId = crypto.randomUUID()) => ({
      sessionId,
      pagePath: '/',
      visitorHash,
      country: 'DE',
      timeOnPage: null,
      createdAt,
    });
    const session = crypto.randomUUID();
    await insertPageViews(db, [
      view(day1, 'h1'),
      view(day1, 'h1'),
      view(day1, 'h2'),
      view(day1, null, session),
      view(day1, null, session),
      view(day2, 'h1'), // the same hash on another day: another visitor (the salt rotates daily)
      view(today, 'h3'),
    ]);
    // Day 1 and 2 rolled up, today's row still raw.
    await rollUpAnalytics(db, new Date('2026-10-22T12:00:00Z'));
    expect(await dashboardCards(db)).toEqual({
      revenueCents: 23600,
      payingCustomers: 4,
      paidCases: 6,
      visitors: 5,
      // Due in October and not finished: Anna's two, Bernd's second, Gerd's in progress, and Frieda's,
      // which has no payment time and is due 48 hours after the order, as in the work queue
      // (cases.due_at, migration 0024); Bernd's first is completed.
      overdueCases: 5,
    });
  });
});
