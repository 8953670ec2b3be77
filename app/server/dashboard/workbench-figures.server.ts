// The workbench's figures on the cases tab (issue 13 point 5), over the last 12 weeks (Berlin ISO
// weeks, the current one included): per week the cases delivered and the median time from payment to
// delivery; the share of each verdict among the delivered cases; and the cases whose images matched
// an image of an earlier case when they were fingerprinted (of those, matches of confirmed fraud images).
import { TZDate } from '@date-fns/tz';
import { addWeeks } from 'date-fns/addWeeks';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { sql } from 'drizzle-orm';
import type { WorkbenchFigures } from '#app/lib/dashboard-data.ts';
import { type Verdict, verdictLabels, verdicts } from '#app/lib/findings.ts';
import type { Db } from '../db/db.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { cases, imageFingerprints } from '../db/schema.server.ts';

export type { WorkbenchFigures };

export const WORKBENCH_WEEKS = 12;

export async function workbenchFigures(db: Db, now = new Date()): Promise<WorkbenchFigures> {
  const thisWeek = startOfISOWeek(new TZDate(now.getTime(), 'Europe/Berlin'));
  const weeks = Array.from({ length: WORKBENCH_WEEKS }, (_, index) => {
    const start = addWeeks(thisWeek, index - WORKBENCH_WEEKS + 1);
    return { start: new Date(start.getTime()), end: new Date(addWeeks(start, 1).getTime()) };
  });
  const from = weeks[0]?.start ?? now;
  const to = weeks.at(-1)?.end ?? now;
  const delivered = sql`${cases.completedAt} >= ${from.toISOString()}::timestamptz and ${cases.completedAt} < ${to.toISOString()}::timestamptz and ${cases.paidAt} is not null`;
  const [weekly, verdictRows, matched] = await Promise.all([
    selectRows<{ week: string; delivered: unknown; median_hours: unknown }>(
      db,
      sql`select to_char(date_trunc('week', ${cases.completedAt} at time zone 'Europe/Berlin'), 'YYYY-MM-DD') as week,
          count(*) as delivered,
          percentile_cont(0.5) within group (order by extract(epoch from ${cases.completedAt} - ${cases.paidAt}) / 3600) as median_hours
        from ${cases} where ${delivered} group by 1`,
    ),
    selectRows<{ verdict: string | null; count: unknown }>(
      db,
      // A case whose data is deleted has lost its verdict too: counted apart, not as "ohne Befunde".
      sql`select case when ${cases.dataPurgedAt} is not null then 'purged' else ${cases.verdict} end as verdict,
          count(*) as count from ${cases} where ${delivered} group by 1`,
    ),
    selectRows<{ cases: unknown; confirmed: unknown }>(
      db,
      sql`select count(distinct ${imageFingerprints.caseId}) as cases,
          count(distinct ${imageFingerprints.caseId}) filter (where ${imageFingerprints.matchedConfirmed}) as confirmed
        from ${imageFingerprints}
        where ${imageFingerprints.matchedAt} >= ${from.toISOString()}::timestamptz and ${imageFingerprints.matchedAt} < ${to.toISOString()}::timestamptz`,
    ),
  ]);
  const byWeek = new Map(weekly.map((row) => [row.week, row]));
  const total = verdictRows.reduce((sum, row) => sum + num(row.count), 0);
  const share = (count: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);
  const countOf = (verdict: string | null) => num(verdictRows.find((row) => row.verdict === verdict)?.count);
  return {
    weeks: weeks.map(({ start }) => {
      const key = new TZDate(start.getTime(), 'Europe/Berlin');
      const id = `${key.getFullYear()}-${String(key.getMonth() + 1).padStart(2, '0')}-${String(key.getDate()).padStart(2, '0')}`;
      const row = byWeek.get(id);
      const median = row ? Number(row.median_hours) : null;
      return {
        weekStart: start.toISOString(),
        delivered: num(row?.delivered),
        medianHours: median === null || Number.isNaN(median) ? null : Math.round(median * 10) / 10,
      };
    }),
    verdicts: [
      ...verdicts.map((verdict: Verdict) => ({
        label: verdictLabels[verdict],
        count: countOf(verdict),
        percent: share(countOf(verdict)),
      })),
      { label: 'ohne Befunde (eigener Ergebnisbericht)', count: countOf(null), percent: share(countOf(null)) },
      { label: 'Falldaten gelöscht', count: countOf('purged'), percent: share(countOf('purged')) },
    ],
    deliveredTotal: total,
    matchedCases: num(matched[0]?.cases),
    matchedConfirmedCases: num(matched[0]?.confirmed),
  };
}
