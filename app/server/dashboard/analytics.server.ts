// The analytics tab (spec §2, §3 "Derived visitor stats") and the visitor card: page views, visitors,
// average time on site, top countries and top pages for a range of Berlin days.
//
// Every figure combines the daily roll-ups for the days up to the watermark (app/server/analytics/rollup.server.ts)
// with the raw rows after it (today, and yesterday until an hour after midnight), so a year costs a few
// hundred roll-up rows instead of a million page views.
//
// Visitors are distinct visitors per Berlin day, summed over the days. The visitor hash is salted
// with a secret that rotates daily (docs/product.md §11: no cookie, no stored IP), so the same
// person is deliberately not recognisable across days: a per-day distinct count is the honest
// "unique visitors" figure, and a range's figure counts a returning person once per day.
import { TZDate } from '@date-fns/tz';
import { type SQL, sql } from 'drizzle-orm';
import type { AnalyticsSummary } from '#app/lib/analytics-data.ts';
import { ROLLUP_WATERMARK_KEY, visitorKey } from '../analytics/rollup.server.ts';
import type { Db } from '../db/db.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { analyticsDayCountries, analyticsDayPages, analyticsDays, systemSettings } from '../db/schema.server.ts';

export type { AnalyticsSummary };

/** spec §9: top 5 lists. */
const TOP = 5;

/** [start, end): both must be Berlin midnights (the roll-ups hold whole Berlin days). */
export interface AnalyticsRange {
  start: Date;
  end: Date;
  /** The roll-up watermark as read once for several statements (see rangeParts). */
  through?: string | null;
}

export function assertBerlinMidnight(instant: Date, name: string): void {
  const berlin = new TZDate(instant.getTime(), 'Europe/Berlin');
  const midnight =
    berlin.getHours() === 0 && berlin.getMinutes() === 0 && berlin.getSeconds() === 0 && berlin.getMilliseconds() === 0;
  if (!midnight) throw new RangeError(`analytics range ${name} must be a Berlin midnight: ${instant.toISOString()}`);
}

/**
 * The pieces every statement needs: the watermark (CTE `w`), which roll-up days count and which raw
 * rows count. Open ends (null) mean "since the beginning" and "until now".
 *
 * `through`: the watermark already read (rolledUpThrough; null: nothing rolled up), for a report of
 * many statements. The values are then constants the planner can use: read inside each statement, a
 * 30-day range's raw part is estimated at 30 days of rows, and the plan joins all cases instead of
 * looking up today's few (~100 ms instead of ~1 ms). Statements with the same value agree with each
 * other whatever the roll-up job does meanwhile: it moves days from raw to rolled in one transaction.
 */
export function rangeParts(start: Date | null, end: Date | null, through?: string | null) {
  let watermark: SQL;
  const rolled: SQL[] = [];
  const raw: SQL[] = [];
  if (through === undefined) {
    watermark = sql`w as (
      select s.value::date as through, ((s.value::date + 1)::timestamp at time zone 'Europe/Berlin') as raw_from
      from (select 1) as one left join ${systemSettings} s on s.key = ${ROLLUP_WATERMARK_KEY})`;
    rolled.push(sql`day <= (select through from w)`);
    raw.push(sql`created_at >= coalesce((select raw_from from w), '-infinity'::timestamptz)`);
  } else {
    watermark = sql`w as (select 1 as resolved)`;
    if (through === null) rolled.push(sql`false`);
    else {
      rolled.push(sql`day <= ${through}::date`);
      raw.push(sql`created_at >= ((${through}::date + 1)::timestamp at time zone 'Europe/Berlin')`);
    }
  }
  if (start) {
    rolled.push(sql`day >= (${start.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date`);
    raw.push(sql`created_at >= ${start.toISOString()}::timestamptz`);
  }
  if (end) {
    rolled.push(sql`day < (${end.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date`);
    raw.push(sql`created_at < ${end.toISOString()}::timestamptz`);
  }
  return { watermark, rolledWhere: sql.join(rolled, sql` and `), rawWhere: sql.join(raw, sql` and `) };
}

export const berlinDate = sql`(created_at at time zone 'Europe/Berlin')::date`;

export interface Totals {
  pageViews: number;
  visitors: number;
  avgTimeOnSiteSeconds: number;
}

export async function totals(db: Db, start: Date | null, end: Date | null, through?: string | null): Promise<Totals> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(start, end, through);
  const [row] = await selectRows<{ page_views: unknown; visitors: unknown; avg_time: unknown }>(
    db,
    sql`with ${watermark},
      days as (
        select page_views, visitors, time_on_page_sum as time_sum, time_on_page_samples as time_samples
        from ${analyticsDays} where ${rolledWhere}
        union all
        select count(*), count(distinct ${visitorKey}), coalesce(sum(time_on_page), 0), count(time_on_page)
        from analytics where ${rawWhere} group by ${berlinDate}
      )
      select coalesce(sum(page_views), 0) as page_views, coalesce(sum(visitors), 0) as visitors,
        coalesce(round(sum(time_sum)::numeric / nullif(sum(time_samples), 0)), 0) as avg_time
      from days`,
  );
  return {
    pageViews: num(row?.page_views),
    visitors: num(row?.visitors),
    avgTimeOnSiteSeconds: num(row?.avg_time),
  };
}

export async function topCountries(db: Db, range: AnalyticsRange): Promise<AnalyticsSummary['topCountries']> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end, range.through);
  const rows = await selectRows<{ country: string | null; count: unknown }>(
    db,
    sql`with ${watermark}
      select country, sum(visitors) as count from (
        select country, visitors from ${analyticsDayCountries} where ${rolledWhere}
        union all
        select country, count(distinct ${visitorKey}) from analytics where ${rawWhere} group by ${berlinDate}, country
      ) as per_day
      group by country order by count desc, country collate "C" asc nulls last limit ${TOP}`,
  );
  return rows.map((row) => ({ country: row.country, count: num(row.count) }));
}

export async function topPages(db: Db, range: AnalyticsRange): Promise<AnalyticsSummary['topPages']> {
  const { watermark, rolledWhere, rawWhere } = rangeParts(range.start, range.end, range.through);
  const rows = await selectRows<{ path: string; count: unknown }>(
    db,
    sql`with ${watermark}
      select page_path as path, sum(page_views) as count from (
        select page_path, page_views from ${analyticsDayPages} where ${rolledWhere}
        union all
        select page_path, count(*) from analytics where ${rawWhere} group by page_path
      ) as per_day
      group by page_path order by count desc, page_path collate "C" asc limit ${TOP}`,
  );
  return rows.map((row) => ({ path: row.path, count: num(row.count) }));
}

/** The analytics tab for [start, end). Throws a RangeError unless both are Berlin midnights. */
export async function analyticsSummary(db: Db, range: AnalyticsRange): Promise<AnalyticsSummary> {
  assertBerlinMidnight(range.start, 'start');
  assertBerlinMidnight(range.end, 'end');
  const [sums, countries, pages] = await Promise.all([
    totals(db, range.start, range.end),
    topCountries(db, range),
    topPages(db, range),
  ]);
  return { ...sums, topCountries: countries, topPages: pages };
}

/** Visitors since the first page view (the visitor card). */
export async function allTimeVisitors(db: Db): Promise<number> {
  return (await totals(db, null, null)).visitors;
}
