// The analytics tab's report (spec §2, §3; issue 11 point 3): for the selected period and the
// previous period of the same number of days, the totals, the daily chart, the checkout funnel, the
// conversions per landing page and per service, and the top referrers, countries and pages.
//
// Every figure comes from the daily roll-ups plus the raw rows after the watermark
// (analytics.server.ts, app/server/analytics/rollup.server.ts): a year is a few thousand roll-up rows.
//
// What counts:
// - A visit is a page view that entered the site (no referrer, or one from another site); its page
//   is the landing page. A visitor is counted once per Berlin day (the hash's salt rotates daily).
// - The funnel counts distinct visitors per stage: steps 1–6 from the checkout page, "order" from
//   the server when the order is stored, "paid" those orders whose case is paid (voucher orders too).
// - Conversions: the orders of the period (by order time) whose case is paid, attributed to the
//   landing page of the visit they were placed in, and to their service; revenue is their amount.
// - Totals' paid orders and revenue are every paid case of the period, like the revenue tab.
// - Payment methods: the orders of the period by the method they tried and paid with
//   (payment-methods.server.ts).
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { type SQL, sql } from 'drizzle-orm';
import { funnelStages } from '#app/lib/analytics.ts';
import type { AnalyticsReport, AnalyticsTotals, ConversionRow, FunnelRow } from '#app/lib/analytics-data.ts';
import { serviceName } from '#app/lib/services.ts';
import { PAID_STAGE, rolledUpThrough, visitorKey } from '../analytics/rollup.server.ts';
import { ORDER_STAGE } from '../analytics/store.server.ts';
import type { Db } from '../db/db.server.ts';
import { paidCase } from '../db/paid-case.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import {
  analyticsDayCheckouts,
  analyticsDayEntries,
  analyticsDayFunnel,
  analyticsDayOrders,
  analyticsDays,
  analyticsFunnel,
  cases,
} from '../db/schema.server.ts';
import {
  type AnalyticsRange,
  assertBerlinMidnight,
  berlinDate,
  rangeParts,
  topCountries,
  topPages,
  totals,
} from './analytics.server.ts';
import { paymentMethodFigures } from './payment-methods.server.ts';

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
  const [views, paid] = await Promise.all([totals(db, range.start, range.end, range.through), paidTotals(db, range)]);
  return { ...views, ...paid };
}

async function daily(db: Db, range: AnalyticsRange): Promise<AnalyticsReport['daily']> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end, range.through);
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

interface Entries {
  /** Visits per landing page, most first. */
  byPage: { key: string; visits: number }[];
  /** Visits per referrer origin (null: direct), most first. */
  byReferrer: { key: string | null; visits: number }[];
}

/** Visits (views that entered the site) by landing page and by referrer, from one scan. */
async function entries(db: Db, range: AnalyticsRange): Promise<Entries> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end, range.through);
  const rows = await selectRows<{ page: string; referrer: string | null; visits: unknown }>(
    db,
    sql`with ${watermark}
      select page, referrer, sum(visits) as visits from (
        select landing_path as page, referrer, visits from ${analyticsDayEntries} where ${rolledWhere}
        union all
        select page_path, referrer, count(*) from analytics where ${rawWhere} and entry group by page_path, referrer
      ) as per_day
      group by page, referrer`,
  );
  const sum = <K>(key: (row: (typeof rows)[number]) => K) => {
    const totals = new Map<K, number>();
    for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + num(row.visits));
    return [...totals]
      .map(([entryKey, visits]) => ({ key: entryKey, visits }))
      .sort((x, y) => y.visits - x.visits || String(x.key ?? '\uffff').localeCompare(String(y.key ?? '\uffff'), 'en'));
  };
  return { byPage: sum((row) => row.page), byReferrer: sum((row) => row.referrer) };
}

/**
 * The funnel rows of the range not rolled up yet (today, and yesterday until the roll-up), as a
 * subquery `f`, and the paid orders among them joined to their case.
 */
function rawFunnel(rawWhere: SQL) {
  const rows = sql`(select * from ${analyticsFunnel} where ${rawWhere}) f`;
  const paidOrders = sql`${rows} join ${cases} on ${cases.id} = f.case_id and ${paidCase} where f.stage = ${ORDER_STAGE}`;
  const day = sql`(f.created_at at time zone 'Europe/Berlin')::date`;
  return { rows, paidOrders, day };
}

/** Distinct visitors per stage (per day, summed), from the roll-ups and the raw rows after them. */
async function funnelCounts(db: Db, range: AnalyticsRange): Promise<Map<string, number>> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end, range.through);
  const raw = rawFunnel(rawWhere);
  const rows = await selectRows<{ stage: unknown; visitors: unknown }>(
    db,
    sql`with ${watermark}
      select stage, sum(visitors) as visitors from (
        select stage, visitors from ${analyticsDayFunnel} where ${rolledWhere}
        union all
        select f.stage, count(distinct f.visitor_hash) from ${raw.rows} group by ${raw.day}, f.stage
        union all
        select ${PAID_STAGE}, count(distinct f.visitor_hash) from ${raw.paidOrders} group by ${raw.day}
      ) as per_day
      group by stage`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const stage = num(row.stage);
    const key = stage === PAID_STAGE ? 'paid' : stage === ORDER_STAGE ? 'order' : String(stage);
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

type Paid = { paidOrders: number; revenueCents: number };

/** Paid orders placed in the period and their revenue, by landing page and by service, from one scan. */
async function paidOrders(
  db: Db,
  range: AnalyticsRange,
): Promise<{ byPage: Map<string | null, Paid>; byService: Map<string | null, Paid> }> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end, range.through);
  const raw = rawFunnel(rawWhere);
  const rows = await selectRows<{
    dimension: 'page' | 'service';
    key: string | null;
    orders: unknown;
    revenue: unknown;
  }>(
    db,
    sql`with ${watermark}
      select dimension, key, sum(orders) as orders, sum(revenue) as revenue from (
        select dimension, key, paid_orders as orders, revenue_cents as revenue from ${analyticsDayOrders} where ${rolledWhere}
        union all
        select 'page', f.landing_path, count(*), coalesce(sum(${cases.amountCents}), 0) from ${raw.paidOrders}
        group by f.landing_path
        union all
        select 'service', f.case_type, count(*), coalesce(sum(${cases.amountCents}), 0) from ${raw.paidOrders}
        group by f.case_type
      ) as per_day
      group by dimension, key`,
  );
  const byPage = new Map<string | null, Paid>();
  const byService = new Map<string | null, Paid>();
  for (const row of rows) {
    (row.dimension === 'page' ? byPage : byService).set(row.key, {
      paidOrders: num(row.orders),
      revenueCents: num(row.revenue),
    });
  }
  return { byPage, byService };
}

function conversion(visits: number, paid: { paidOrders: number; revenueCents: number } | undefined): ConversionRow {
  const paidOrders = paid?.paidOrders ?? 0;
  return { visits, paidOrders, revenueCents: paid?.revenueCents ?? 0, conversionPercent: percent(paidOrders, visits) };
}

function landingPages(visits: Entries['byPage'], paid: Map<string | null, Paid>): AnalyticsReport['landingPages'] {
  const rows = visits
    .slice(0, TOP_LANDING_PAGES)
    .map((row) => ({ path: row.key, ...conversion(row.visits, paid.get(row.key)) }));
  // Pages that sold in the period but are not among the most visited still show their orders.
  for (const [path, orders] of paid) {
    if (path !== null && !rows.some((row) => row.path === path)) {
      const visited = visits.find((row) => row.key === path)?.visits ?? 0;
      rows.push({ path, ...conversion(visited, orders) });
    }
  }
  return rows;
}

/** Distinct checkout visitors per service (per day, summed). */
async function checkoutVisitors(db: Db, range: AnalyticsRange): Promise<Map<string, number>> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end, range.through);
  const raw = rawFunnel(rawWhere);
  const rows = await selectRows<{ case_type: string; visitors: unknown }>(
    db,
    sql`with ${watermark}
      select case_type, sum(visitors) as visitors from (
        select case_type, visitors from ${analyticsDayCheckouts} where ${rolledWhere}
        union all
        select f.case_type, count(distinct f.visitor_hash) from ${raw.rows}
        where f.stage = 1 and f.case_type is not null group by ${raw.day}, f.case_type
      ) as per_day
      group by case_type`,
  );
  return new Map(rows.map((row) => [row.case_type, num(row.visitors)]));
}

function services(visitors: Map<string, number>, paid: Map<string | null, Paid>): AnalyticsReport['services'] {
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
  assertBerlinMidnight(range.start, 'start');
  assertBerlinMidnight(range.end, 'end');
  // One read of the watermark for all statements (rangeParts says why).
  const through = await rolledUpThrough(db);
  const previous = { ...previousRange(range), through };
  range = { ...range, through };
  const [current, before, days, countries, pages, visits, funnelRows, paid, checkouts, methods] = await Promise.all([
    periodTotals(db, range),
    periodTotals(db, previous),
    daily(db, range),
    topCountries(db, range),
    topPages(db, range),
    entries(db, range),
    funnel(db, range, previous),
    paidOrders(db, range),
    checkoutVisitors(db, range),
    paymentMethodFigures(db, range),
  ]);
  return {
    pageViews: current.pageViews,
    visitors: current.visitors,
    avgTimeOnSiteSeconds: current.avgTimeOnSiteSeconds,
    topCountries: countries,
    topPages: pages,
    range: { start: range.start.toISOString(), end: range.end.toISOString(), days: previous.days },
    previousRange: { start: previous.start.toISOString(), end: previous.end.toISOString() },
    totals: current,
    previousTotals: before,
    daily: days,
    topReferrers: visits.byReferrer.slice(0, TOP_REFERRERS).map((row) => ({ referrer: row.key, visits: row.visits })),
    funnel: funnelRows,
    landingPages: landingPages(visits.byPage, paid.byPage),
    services: services(checkouts, paid.byService),
    paymentMethods: methods,
  };
}
