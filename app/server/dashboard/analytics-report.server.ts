// The analytics tab's report (spec §2, §3; issue 11 point 3): for the selected period and the
// previous period of the same number of days, the totals, the daily chart, the checkout funnel, the
// conversions per landing page and per service, and the top referrers, countries and pages.
//
// Page views, visitors, countries, pages and referrers come from the daily roll-ups plus the raw rows
// after the watermark (analytics.server.ts, analytics-rollup.server.ts). The funnel reads
// analytics_funnel directly: it holds a few rows per checkout visitor, not one per page view.
//
// What counts:
// - A visit is a page view that entered the site (no referrer, or one from another site); its page
//   is the landing page. A visitor is counted once per Berlin day (the hash's salt rotates daily).
// - The funnel counts distinct visitors per stage: steps 1–6 from the checkout page, "order" from
//   the server when the order is stored, "paid" those orders whose case is paid (voucher orders too).
// - Conversions: the orders of the period (by order time) whose case is paid, attributed to the
//   landing page of the visit they were placed in, and to their service; revenue is their amount.
// - Totals' paid orders and revenue are every paid case of the period, like the revenue tab.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { type SQL, sql } from 'drizzle-orm';
import { funnelStages } from '#app/lib/analytics.ts';
import type { AnalyticsReport, AnalyticsTotals, ConversionRow, FunnelRow } from '#app/lib/dashboard-data.ts';
import { serviceName } from '#app/lib/services.ts';
import { ORDER_STAGE } from '../analytics/store.server.ts';
import type { Db } from '../db/db.server.ts';
import { analyticsDayEntries, analyticsDays, analyticsFunnel, cases } from '../db/schema.server.ts';
import { type AnalyticsRange, analyticsSummary, berlinDate, rangeParts, totals } from './analytics.server.ts';
import { visitorKey } from './analytics-rollup.server.ts';
import { num, paidCase, selectRows } from './shared.server.ts';

export type { AnalyticsReport };

const TOP_REFERRERS = 10;
const TOP_LANDING_PAGES = 20;
const ZONE = 'Europe/Berlin';

function isoDay(instant: Date): string {
  const berlin = new TZDate(instant.getTime(), ZONE);
  return `${berlin.getFullYear()}-${String(berlin.getMonth() + 1).padStart(2, '0')}-${String(berlin.getDate()).padStart(2, '0')}`;
}

/** The previous period: the same number of Berlin days, ending where the selected one starts. */
export function previousRange(range: AnalyticsRange): AnalyticsRange & { days: number } {
  const start = new TZDate(range.start.getTime(), ZONE);
  const days = differenceInCalendarDays(new TZDate(range.end.getTime(), ZONE), start);
  return { start: new Date(addDays(start, -days).getTime()), end: range.start, days };
}

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Paid cases of [start, end) by payment time, as the revenue tab counts them. */
async function paidTotals(db: Db, range: AnalyticsRange): Promise<{ paidOrders: number; revenueCents: number }> {
  const paidTime = sql`coalesce(${cases.paidAt}, ${cases.createdAt})`;
  const [row] = await selectRows<{ orders: unknown; revenue: unknown }>(
    db,
    sql`select count(*) as orders, coalesce(sum(${cases.amountCents}), 0) as revenue from ${cases}
      where ${paidCase} and ${paidTime} >= ${range.start.toISOString()}::timestamptz
        and ${paidTime} < ${range.end.toISOString()}::timestamptz`,
  );
  return { paidOrders: num(row?.orders), revenueCents: num(row?.revenue) };
}

async function periodTotals(db: Db, range: AnalyticsRange): Promise<AnalyticsTotals> {
  const [views, paid] = await Promise.all([totals(db, range.start, range.end), paidTotals(db, range)]);
  return { ...views, ...paid };
}

async function daily(db: Db, range: AnalyticsRange): Promise<AnalyticsReport['daily']> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end);
  const rows = await selectRows<{ day: string; page_views: unknown; visitors: unknown }>(
    db,
    sql`with ${watermark}
      select day::text as day, page_views, visitors from ${analyticsDays} where ${rolledWhere}
      union all
      select ${berlinDate}::text, count(*), count(distinct ${visitorKey}) from analytics where ${rawWhere}
      group by ${berlinDate}`,
  );
  const byDay = new Map<string, { pageViews: number; visitors: number }>();
  for (const row of rows) {
    const day = String(row.day).slice(0, 10);
    const seen = byDay.get(day) ?? { pageViews: 0, visitors: 0 };
    byDay.set(day, { pageViews: seen.pageViews + num(row.page_views), visitors: seen.visitors + num(row.visitors) });
  }
  const result: AnalyticsReport['daily'] = [];
  for (let day = new TZDate(range.start.getTime(), ZONE); day.getTime() < range.end.getTime(); day = addDays(day, 1)) {
    const key = isoDay(day);
    result.push({ day: key, ...(byDay.get(key) ?? { pageViews: 0, visitors: 0 }) });
  }
  return result;
}

/** Visits (entering page views) grouped by one column of the roll-up / raw rows. */
async function visitsBy(
  db: Db,
  range: AnalyticsRange,
  column: 'referrer' | 'landing_path',
  limit: number,
): Promise<{ key: string | null; visits: number }[]> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end);
  const rawColumn = column === 'landing_path' ? sql`page_path` : sql`referrer`;
  const rolledColumn = sql.raw(column);
  const rows = await selectRows<{ key: string | null; visits: unknown }>(
    db,
    sql`with ${watermark}
      select key, sum(visits) as visits from (
        select ${rolledColumn} as key, visits from ${analyticsDayEntries} where ${rolledWhere}
        union all
        select ${rawColumn}, count(*) from analytics where ${rawWhere} and entry group by ${rawColumn}
      ) as per_day
      group by key order by visits desc, key collate "C" asc nulls last limit ${limit}`,
  );
  return rows.map((row) => ({ key: row.key, visits: num(row.visits) }));
}

async function funnelCounts(db: Db, range: AnalyticsRange): Promise<Map<string, number>> {
  const rows = await selectRows<{ stage: unknown; paid: boolean; visitors: unknown }>(
    db,
    sql`select f.stage, false as paid, count(distinct f.visitor_hash) as visitors from ${analyticsFunnel} f
        where f.created_at >= ${range.start.toISOString()}::timestamptz and f.created_at < ${range.end.toISOString()}::timestamptz
        group by f.stage
      union all
      select ${ORDER_STAGE}, true, count(distinct f.visitor_hash) from ${analyticsFunnel} f
        join ${cases} on ${cases.id} = f.case_id and ${paidCase}
        where f.stage = ${ORDER_STAGE}
          and f.created_at >= ${range.start.toISOString()}::timestamptz and f.created_at < ${range.end.toISOString()}::timestamptz`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const stage = num(row.stage);
    const key = row.paid ? 'paid' : stage === ORDER_STAGE ? 'order' : String(stage);
    counts.set(key, num(row.visitors));
  }
  return counts;
}

async function funnel(db: Db, range: AnalyticsRange, previous: AnalyticsRange): Promise<FunnelRow[]> {
  const [now, before] = await Promise.all([funnelCounts(db, range), funnelCounts(db, previous)]);
  let prior: number | null = null;
  return funnelStages.map((stage) => {
    const visitors = now.get(String(stage)) ?? 0;
    const dropOff = prior === null || prior === 0 ? null : Math.max(0, Math.round((1 - visitors / prior) * 1000) / 10);
    prior = visitors;
    return { stage, visitors, previousVisitors: before.get(String(stage)) ?? 0, dropOffPercent: dropOff };
  });
}

/** Paid orders placed in the period and their revenue, grouped by a column of their stage-7 funnel row. */
async function paidOrdersBy(
  db: Db,
  range: AnalyticsRange,
  column: SQL,
): Promise<Map<string | null, { paidOrders: number; revenueCents: number }>> {
  const rows = await selectRows<{ key: string | null; orders: unknown; revenue: unknown }>(
    db,
    sql`select ${column} as key, count(*) as orders, coalesce(sum(${cases.amountCents}), 0) as revenue
      from ${analyticsFunnel} f join ${cases} on ${cases.id} = f.case_id and ${paidCase}
      where f.stage = ${ORDER_STAGE}
        and f.created_at >= ${range.start.toISOString()}::timestamptz and f.created_at < ${range.end.toISOString()}::timestamptz
      group by ${column}`,
  );
  return new Map(rows.map((row) => [row.key, { paidOrders: num(row.orders), revenueCents: num(row.revenue) }]));
}

function conversion(visits: number, paid: { paidOrders: number; revenueCents: number } | undefined): ConversionRow {
  const paidOrders = paid?.paidOrders ?? 0;
  return { visits, paidOrders, revenueCents: paid?.revenueCents ?? 0, conversionPercent: percent(paidOrders, visits) };
}

async function landingPages(db: Db, range: AnalyticsRange): Promise<AnalyticsReport['landingPages']> {
  const [visits, paid] = await Promise.all([
    visitsBy(db, range, 'landing_path', TOP_LANDING_PAGES),
    paidOrdersBy(db, range, sql`f.landing_path`),
  ]);
  const rows = visits.map((row) => ({ path: row.key ?? '', ...conversion(row.visits, paid.get(row.key)) }));
  // Pages that sold in the period but are not among the most visited still show their orders.
  for (const [path, orders] of paid) {
    if (path !== null && !rows.some((row) => row.path === path)) rows.push({ path, ...conversion(0, orders) });
  }
  return rows;
}

async function services(db: Db, range: AnalyticsRange): Promise<AnalyticsReport['services']> {
  const [started, paid] = await Promise.all([
    selectRows<{ case_type: string; visitors: unknown }>(
      db,
      sql`select case_type, count(distinct visitor_hash) as visitors from ${analyticsFunnel}
        where stage = 1 and case_type is not null
          and created_at >= ${range.start.toISOString()}::timestamptz and created_at < ${range.end.toISOString()}::timestamptz
        group by case_type`,
    ),
    paidOrdersBy(db, range, sql`f.case_type`),
  ]);
  const visitors = new Map(started.map((row) => [row.case_type, num(row.visitors)]));
  const types = new Set<string>([...visitors.keys(), ...[...paid.keys()].filter((key): key is string => key !== null)]);
  return [...types]
    .map((caseType) => ({
      caseType,
      serviceName: serviceName(caseType),
      ...conversion(visitors.get(caseType) ?? 0, paid.get(caseType)),
    }))
    .sort(
      (a, b) => b.visits - a.visits || b.paidOrders - a.paidOrders || a.serviceName.localeCompare(b.serviceName, 'de'),
    );
}

/** The figures of [start, end) (Berlin midnights) and of the previous period of the same number of days. */
export async function analyticsReport(db: Db, range: AnalyticsRange): Promise<AnalyticsReport> {
  const previous = previousRange(range);
  const summary = await analyticsSummary(db, range);
  const [current, before, days, referrers, funnelRows, landing, serviceRows] = await Promise.all([
    periodTotals(db, range),
    periodTotals(db, previous),
    daily(db, range),
    visitsBy(db, range, 'referrer', TOP_REFERRERS),
    funnel(db, range, previous),
    landingPages(db, range),
    services(db, range),
  ]);
  return {
    ...summary,
    range: { start: range.start.toISOString(), end: range.end.toISOString(), days: previous.days },
    previousRange: { start: previous.start.toISOString(), end: previous.end.toISOString() },
    totals: current,
    previousTotals: before,
    daily: days,
    topReferrers: referrers.map((row) => ({ referrer: row.key, visits: row.visits })),
    funnel: funnelRows,
    landingPages: landing,
    services: serviceRows,
  };
}
