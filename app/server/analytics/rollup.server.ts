// Daily roll-ups of the analytics table for the dashboard's analytics tab and visitor card.
//
// A million raw page views take 150–600 ms per figure to scan, so every complete Berlin calendar day
// is condensed once into analytics_days, analytics_day_pages and analytics_day_countries
// (schema/analytics.server.ts). The watermark `analytics_rollup_through` in system_settings names the
// last rolled-up day; the dashboard reads the roll-ups up to it and the raw rows after it
// (analytics.server.ts).
//
// - A day is rolled up one hour after it ended: the exit beacon of a page view opened just before
//   midnight still completes its row (time_on_page) in that hour. A beacon later than that is not
//   counted in the roll-up.
// - Each day is one transaction that takes a transaction-level advisory lock, re-reads the watermark,
//   replaces the day's roll-up rows and moves the watermark: several instances may run the job at
//   once, and running it again changes nothing.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/db.server.ts';
import { paidCase } from '../db/paid-case.server.ts';
import { selectRows } from '../db/rows.server.ts';
import {
  analyticsDayCheckouts,
  analyticsDayCountries,
  analyticsDayEntries,
  analyticsDayFunnel,
  analyticsDayOrders,
  analyticsDayPages,
  analyticsDays,
  analyticsFunnel,
  cases,
  systemSettings,
} from '../db/schema.server.ts';
import { startIntervalJob } from '../jobs/interval-job.server.ts';
import { deleteExpiredAnalytics } from './analytics-retention.server.ts';
import { ORDER_STAGE } from './store.server.ts';
import type { VisitorSalts } from './visitor.server.ts';

/** The funnel roll-up's stage for "order paid" (after 1–6 the steps and 7 the order sent). */
export const PAID_STAGE = 8;
/** Rolled-up days whose funnel and orders are computed again on each run: payments arrive late. */
const FUNNEL_REFRESH_DAYS = 2;

/** system_settings key: the last Berlin day (YYYY-MM-DD) whose roll-up rows the dashboard uses. */
export const ROLLUP_WATERMARK_KEY = 'analytics_rollup_through';
const ROLLUP_LOCK = 0x45434152; // "ECAR"
const HOUR_MS = 60 * 60 * 1000;

type Executor = Pick<Db, 'execute'>;

/** The visitor of a row: the daily-salted hash, or the page session for rows without one. */
export const visitorKey = sql`coalesce(visitor_hash, session_id::text)`;

/** [start, end) of a Berlin calendar day given as YYYY-MM-DD, as SQL timestamptz expressions. */
function berlinDay(day: string) {
  return {
    start: sql`(${day}::date::timestamp at time zone 'Europe/Berlin')`,
    end: sql`((${day}::date + 1)::timestamp at time zone 'Europe/Berlin')`,
  };
}

/** The watermark: the last rolled-up Berlin day, or null before the first roll-up. */
export async function rolledUpThrough(db: Executor): Promise<string | null> {
  const [row] = await selectRows<{ value: string }>(
    db,
    sql`select value from ${systemSettings} where key = ${ROLLUP_WATERMARK_KEY}`,
  );
  return row?.value ?? null;
}

/** Replaces the roll-up rows of one Berlin day with figures computed from its raw rows. */
async function replaceDay(tx: Executor, day: string): Promise<void> {
  const { start, end } = berlinDay(day);
  const ofDay = sql`created_at >= ${start} and created_at < ${end}`;
  await tx.execute(sql`delete from ${analyticsDays} where day = ${day}::date`);
  await tx.execute(sql`delete from ${analyticsDayPages} where day = ${day}::date`);
  await tx.execute(sql`delete from ${analyticsDayCountries} where day = ${day}::date`);
  await tx.execute(sql`delete from ${analyticsDayEntries} where day = ${day}::date`);
  await tx.execute(sql`
    insert into ${analyticsDays} (day, page_views, visitors, time_on_page_sum, time_on_page_samples)
    select ${day}::date, count(*), count(distinct ${visitorKey}), coalesce(sum(time_on_page), 0), count(time_on_page)
    from analytics where ${ofDay}
    having count(*) > 0`);
  await tx.execute(sql`
    insert into ${analyticsDayPages} (day, page_path, page_views)
    select ${day}::date, page_path, count(*) from analytics where ${ofDay} group by page_path`);
  await tx.execute(sql`
    insert into ${analyticsDayCountries} (day, country, visitors)
    select ${day}::date, country, count(distinct ${visitorKey}) from analytics where ${ofDay} group by country`);
  await tx.execute(sql`
    insert into ${analyticsDayEntries} (day, landing_path, referrer, visits)
    select ${day}::date, page_path, referrer, count(*) from analytics where ${ofDay} and entry
    group by page_path, referrer`);
  await replaceFunnelDay(tx, day);
}

/** The funnel, checkout and paid-order roll-ups of one day (from analytics_funnel and the cases). */
async function replaceFunnelDay(tx: Executor, day: string): Promise<void> {
  const { start, end } = berlinDay(day);
  const funnelOfDay = sql`(select * from ${analyticsFunnel} where created_at >= ${start} and created_at < ${end})`;
  const paidOrders = sql`${funnelOfDay} f join ${cases} on ${cases.id} = f.case_id and ${paidCase} where f.stage = ${ORDER_STAGE}`;
  await tx.execute(sql`delete from ${analyticsDayFunnel} where day = ${day}::date`);
  await tx.execute(sql`delete from ${analyticsDayCheckouts} where day = ${day}::date`);
  await tx.execute(sql`delete from ${analyticsDayOrders} where day = ${day}::date`);
  await tx.execute(sql`
    insert into ${analyticsDayFunnel} (day, stage, visitors)
    select ${day}::date, f.stage, count(distinct f.visitor_hash) from ${funnelOfDay} f group by f.stage
    union all
    select ${day}::date, ${PAID_STAGE}, count(distinct f.visitor_hash) from ${paidOrders} having count(*) > 0`);
  await tx.execute(sql`
    insert into ${analyticsDayCheckouts} (day, case_type, visitors)
    select ${day}::date, f.case_type, count(distinct f.visitor_hash) from ${funnelOfDay} f
    where f.stage = 1 and f.case_type is not null group by f.case_type`);
  await tx.execute(sql`
    insert into ${analyticsDayOrders} (day, dimension, key, paid_orders, revenue_cents)
    select ${day}::date, 'page', f.landing_path, count(*), coalesce(sum(${cases.amountCents}), 0)
    from ${paidOrders} group by f.landing_path
    union all
    select ${day}::date, 'service', f.case_type, count(*), coalesce(sum(${cases.amountCents}), 0)
    from ${paidOrders} group by f.case_type`);
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Recomputes one day's roll-up rows (e.g. after raw rows were corrected) without moving the
 * watermark. Safe at any time: the dashboard ignores roll-up rows after the watermark.
 */
export async function recomputeAnalyticsDay(db: Db, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await replaceDay(tx, day);
  });
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface RollupResult {
  /** Days rolled up by this call (0 when another instance got there first). */
  days: number;
  /** The watermark afterwards. */
  through: string | null;
}

/** Rolls up every complete Berlin day that ended at least an hour before `now` and is not rolled up yet. */
export async function rollUpAnalytics(db: Db, now: Date = new Date()): Promise<RollupResult> {
  const [plan] = await selectRows<{ last_day: string; first_day: string | null; through: string | null }>(
    db,
    sql`select
          -- The last day that ended at least an hour (exit beacons) before now.
          ((${now.toISOString()}::timestamptz - interval '1 hour') at time zone 'Europe/Berlin')::date - 1 as last_day,
          (select (min(created_at) at time zone 'Europe/Berlin')::date from analytics) as first_day,
          (select value from ${systemSettings} where key = ${ROLLUP_WATERMARK_KEY}) as through`,
  );
  if (!plan) return { days: 0, through: null };
  // Dates arrive as YYYY-MM-DD text on both drivers.
  const lastDay = String(plan.last_day);
  let through = plan.through;
  let day = through ? nextDay(through) : plan.first_day ? String(plan.first_day) : null;
  let days = 0;
  while (day && day <= lastDay) {
    const current = day;
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      // Another instance may have rolled this day up while we waited for the lock.
      const watermark = await rolledUpThrough(tx);
      if (watermark && watermark >= current) return watermark;
      await replaceDay(tx, current);
      await tx
        .insert(systemSettings)
        .values({ key: ROLLUP_WATERMARK_KEY, value: current })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: current, updatedAt: sql`now()` } });
      days++;
      return current;
    });
    through = done;
    day = nextDay(done);
  }
  // A card payment may complete the day after its order: the last rolled-up days' funnel and orders
  // are computed again (a few hundred rows a day).
  if (through) {
    const last = through;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      let refresh = last;
      for (let i = 0; i < FUNNEL_REFRESH_DAYS; i++) {
        await replaceFunnelDay(tx, refresh);
        refresh = previousDay(refresh);
      }
    });
  }
  return { days, through };
}

export interface AnalyticsRollupJob {
  db: Db;
  logger: Pick<Logger, 'info' | 'error'>;
  /** ANALYTICS_RETENTION_MONTHS: older statistics are deleted after each roll-up. */
  retentionMonths: number;
  /** Their salts are deleted after 48 hours. */
  salts: VisitorSalts;
  /** Default: hourly. */
  intervalMs?: number;
}

/**
 * Runs the roll-up and the statistics' retention now and then every hour (the timer does not keep the process alive). Returns a
 * function that stops it. Called once by the server entry.
 */
export function startAnalyticsRollup({
  db,
  logger,
  retentionMonths,
  salts,
  intervalMs = HOUR_MS,
}: AnalyticsRollupJob): () => Promise<void> {
  const run = async () => {
    const started = performance.now();
    const result = await rollUpAnalytics(db);
    if (result.days > 0) {
      logger.info({ ...result, ms: Math.round(performance.now() - started) }, 'analytics rolled up');
    }
    const removed = await deleteExpiredAnalytics(db, retentionMonths);
    const saltsRemoved = await salts.deleteExpired();
    if (removed.pageViews + removed.funnelRows + removed.rolledUpDays + saltsRemoved > 0) {
      logger.info({ ...removed, salts: saltsRemoved }, 'expired statistics deleted');
    }
  };
  return startIntervalJob({ run, intervalMs, logger, failure: 'analytics roll-up failed' });
}
