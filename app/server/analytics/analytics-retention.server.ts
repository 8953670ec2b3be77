// Retention of the statistics (issue 11 point 5): page views, funnel rows and daily roll-ups older
// than ANALYTICS_RETENTION_MONTHS (default 14) are deleted, and the visitor-hash salts after 48 hours
// (visitor.server.ts). Run by the hourly analytics job (rollup.server.ts) after
// the roll-up; deleting twice deletes nothing more, so any number of instances may run it.
import { TZDate } from '@date-fns/tz';
import { subMonths } from 'date-fns/subMonths';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import {
  analytics,
  analyticsDayCountries,
  analyticsDayEntries,
  analyticsDayPages,
  analyticsDays,
  analyticsFunnel,
} from '../db/schema.server.ts';

export interface AnalyticsRemoval {
  pageViews: number;
  funnelRows: number;
  rolledUpDays: number;
}

/** The first instant kept: the Berlin midnight `months` months before today's. */
export function analyticsCutoff(now: Date, months: number): Date {
  const berlin = new TZDate(now.getTime(), 'Europe/Berlin');
  const midnight = new TZDate(berlin.getFullYear(), berlin.getMonth(), berlin.getDate(), 'Europe/Berlin');
  return new Date(subMonths(midnight, months).getTime());
}

/** Deletes and counts in one statement (no row list sent back for a day's worth of page views). */
async function deleteCounted(db: Db, table: SQL, where: SQL): Promise<number> {
  const [row] = await selectRows<{ count: unknown }>(
    db,
    sql`with removed as (delete from ${table} where ${where} returning 1) select count(*) as count from removed`,
  );
  return num(row?.count);
}

export async function deleteExpiredAnalytics(db: Db, months: number, now = new Date()): Promise<AnalyticsRemoval> {
  const cutoff = analyticsCutoff(now, months).toISOString();
  const cutoffDay = sql`(${cutoff}::timestamptz at time zone 'Europe/Berlin')::date`;
  const pageViews = await deleteCounted(db, sql`${analytics}`, sql`created_at < ${cutoff}::timestamptz`);
  const funnelRows = await deleteCounted(db, sql`${analyticsFunnel}`, sql`created_at < ${cutoff}::timestamptz`);
  const rolledUpDays = await deleteCounted(db, sql`${analyticsDays}`, sql`day < ${cutoffDay}`);
  for (const table of [analyticsDayPages, analyticsDayCountries, analyticsDayEntries]) {
    await db.execute(sql`delete from ${table} where day < ${cutoffDay}`);
  }
  return { pageViews, funnelRows, rolledUpDays };
}
