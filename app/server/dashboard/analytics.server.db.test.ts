// The analytics tab on a real database: the same figures from raw rows alone, from roll-ups plus the
// raw rows after the watermark, and after new raw rows arrive; the roll-up is idempotent and two
// instances may run it at once.

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPageViews, type PageView } from '#tests/support/dashboard-fixtures.ts';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import {
  ROLLUP_WATERMARK_KEY,
  recomputeAnalyticsDay,
  rolledUpThrough,
  rollUpAnalytics,
  startAnalyticsRollup,
} from '../analytics/rollup.server.ts';
import { createVisitorSalts } from '../analytics/visitor.server.ts';
import { type AnalyticsRange, type AnalyticsSummary, analyticsSummary } from './analytics.server.ts';

const database = useTestDatabase();

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
/** Instant of a Berlin wall-clock time in March/April 2026 (CET until 29 March 02:00, then CEST). */
const berlin = (day: string, time = '00:00') => {
  const offset = day < '2026-03-29' || (day === '2026-03-29' && time < '02:00') ? '+01:00' : '+02:00';
  return new Date(`${day}T${time}:00${offset}`);
};

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pageViews(seed: number, days: string[], perDay: number): PageView[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const paths = ['/', '/fake-profil-check', '/dating-app-check', '/romance-scam', '/preise', '/faq', '/kontakt'];
  const countries = ['DE', 'AT', 'CH', 'NL', 'FR', 'PL', null];
  const views: PageView[] = [];
  for (const day of days) {
    const start = berlin(day).getTime();
    const end = berlin(day, '23:59').getTime() + 60_000;
    for (let i = 0; i < perDay; i++) {
      // A few rows on the very first and last millisecond of the Berlin day.
      const at = i === 0 ? start : i === 1 ? end - 1 : start + Math.floor(next() * (end - start));
      views.push({
        sessionId: crypto.randomUUID(),
        pagePath: pick(paths),
        visitorHash: next() < 0.9 ? `v${Math.floor(next() * 25)}` : null,
        country: pick(countries),
        timeOnPage: next() < 0.6 ? Math.floor(next() * 300) : null,
        createdAt: new Date(at),
      });
    }
  }
  return views;
}

/** The figures computed straight from the rows, as the test's reference. */
function directScan(views: readonly PageView[], range: AnalyticsRange): AnalyticsSummary {
  const inRange = views.filter((v) => v.createdAt >= range.start && v.createdAt < range.end);
  const visitorsByDay = new Set<string>();
  const countryVisitors = new Set<string>();
  const countries = new Map<string | null, number>();
  const pages = new Map<string, number>();
  let timeSum = 0;
  let timeSamples = 0;
  for (const view of inRange) {
    const day = berlinDay.format(view.createdAt);
    const visitor = view.visitorHash ?? view.sessionId;
    visitorsByDay.add(`${day}|${visitor}`);
    const key = `${day}|${view.country}|${visitor}`;
    if (!countryVisitors.has(key)) {
      countryVisitors.add(key);
      countries.set(view.country, (countries.get(view.country) ?? 0) + 1);
    }
    pages.set(view.pagePath, (pages.get(view.pagePath) ?? 0) + 1);
    if (view.timeOnPage !== null) {
      timeSum += view.timeOnPage;
      timeSamples++;
    }
  }
  const byCount = <K>(a: [K, number], b: [K, number]) =>
    b[1] - a[1] || (a[0] === null ? 1 : b[0] === null ? -1 : String(a[0]) < String(b[0]) ? -1 : 1);
  return {
    pageViews: inRange.length,
    visitors: visitorsByDay.size,
    avgTimeOnSiteSeconds: timeSamples ? Math.round(timeSum / timeSamples) : 0,
    topCountries: [...countries]
      .sort(byCount)
      .slice(0, 5)
      .map(([country, count]) => ({ country, count })),
    topPages: [...pages]
      .sort(byCount)
      .slice(0, 5)
      .map(([path, count]) => ({ path, count })),
  };
}

const days = ['2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31'];
const ranges: Record<string, AnalyticsRange> = {
  all: { start: berlin('2026-03-26'), end: berlin('2026-04-01') },
  // The 23-hour day of the clock change and its neighbours.
  clockChange: { start: berlin('2026-03-28'), end: berlin('2026-03-30') },
  oneDay: { start: berlin('2026-03-29'), end: berlin('2026-03-30') },
  today: { start: berlin('2026-03-31'), end: berlin('2026-04-01') },
  empty: { start: berlin('2026-01-01'), end: berlin('2026-01-02') },
};
const views = pageViews(7, days.slice(0, 5), 120);

async function expectAllRangesMatch() {
  for (const [name, range] of Object.entries(ranges)) {
    expect({ name, summary: await analyticsSummary(database.db, range) }).toEqual({
      name,
      summary: directScan(views, range),
    });
  }
}

async function rollupTables() {
  const { rows } = (await database.db.execute(sql`
    select json_build_object(
      'days', (select json_agg(json_build_array(day, page_views, visitors, time_on_page_sum, time_on_page_samples) order by day) from analytics_days),
      'pages', (select json_agg(json_build_array(day, page_path, page_views) order by day, page_path) from analytics_day_pages),
      'countries', (select json_agg(json_build_array(day, country, visitors) order by day, country) from analytics_day_countries)
    ) as tables`)) as unknown as { rows: { tables: unknown }[] };
  return rows[0]?.tables;
}

describe(`analytics summary and roll-up on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  beforeAll(async () => {
    await insertPageViews(database.db, views);
  });

  it('before any roll-up: the figures of a direct scan', async () => {
    expect(await rolledUpThrough(database.db)).toBeNull();
    await expectAllRangesMatch();
  });

  it('rolls up only days that ended at least an hour ago, figures unchanged', async () => {
    // 00:30 on 31 March: 30 March ended half an hour ago and waits for late exit beacons.
    expect(await rollUpAnalytics(database.db, berlin('2026-03-31', '00:30'))).toEqual({
      days: 4,
      through: '2026-03-29',
    });
    await expectAllRangesMatch();
    expect(await rollUpAnalytics(database.db, berlin('2026-03-31', '01:00'))).toEqual({
      days: 1,
      through: '2026-03-30',
    });
    await expectAllRangesMatch();
  });

  it('new raw rows after the watermark count at once', async () => {
    const today = pageViews(11, ['2026-03-31'], 80);
    await insertPageViews(database.db, today);
    views.push(...today);
    await expectAllRangesMatch();
    expect((await analyticsSummary(database.db, ranges.today as AnalyticsRange)).pageViews).toBe(80);
  });

  it('is idempotent: running again or recomputing a day changes nothing', async () => {
    const before = await rollupTables();
    expect(await rollUpAnalytics(database.db, berlin('2026-03-31', '12:00'))).toEqual({
      days: 0,
      through: '2026-03-30',
    });
    await recomputeAnalyticsDay(database.db, '2026-03-29');
    await recomputeAnalyticsDay(database.db, '2026-03-30');
    expect(await rollupTables()).toEqual(before);
    await expectAllRangesMatch();
  });

  it('two instances rolling up at once do each day once', async () => {
    const before = await rollupTables();
    await database.db.execute(sql`delete from analytics_days`);
    await database.db.execute(sql`delete from analytics_day_pages`);
    await database.db.execute(sql`delete from analytics_day_countries`);
    await database.db.execute(sql`delete from system_settings where key = ${ROLLUP_WATERMARK_KEY}`);
    const now = berlin('2026-03-31', '12:00');
    const [a, b] = await Promise.all([rollUpAnalytics(database.db, now), rollUpAnalytics(database.db, now)]);
    expect((a?.days ?? 0) + (b?.days ?? 0)).toBe(5);
    expect([a?.through, b?.through]).toEqual(['2026-03-30', '2026-03-30']);
    expect(await rollupTables()).toEqual(before);
    await expectAllRangesMatch();
  });

  it('the background job rolls up at start and stops', async () => {
    await database.db.execute(sql`delete from system_settings where key = ${ROLLUP_WATERMARK_KEY}`);
    const logged: string[] = [];
    const logger = { info: (_: unknown, message: string) => logged.push(message), error: () => {} };
    const stop = startAnalyticsRollup({
      db: database.db,
      logger: logger as never,
      intervalMs: 3_600_000,
      retentionMonths: 14,
      salts: createVisitorSalts(database.db),
    });
    for (let i = 0; i < 200 && !logged.length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(logged).toEqual(['analytics rolled up']);
    // Every seeded day is long over (real time): all rolled up, figures unchanged.
    expect(((await rolledUpThrough(database.db)) ?? '') > '2026-03-31').toBe(true);
    await expectAllRangesMatch();
  });

  it('refuses a range that does not start and end at a Berlin midnight', async () => {
    await expect(
      analyticsSummary(database.db, { start: berlin('2026-03-29', '10:00'), end: berlin('2026-03-30') }),
    ).rejects.toThrow(RangeError);
    // Midnight UTC is 01:00 or 02:00 in Berlin.
    await expect(
      analyticsSummary(database.db, { start: new Date('2026-03-28T00:00:00Z'), end: berlin('2026-03-30') }),
    ).rejects.toThrow(RangeError);
  });
});
