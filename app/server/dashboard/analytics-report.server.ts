// The analytics tab's report (spec §2, §3; issue 11 point 3). Being written: see analytics.server.ts.
import type { AnalyticsReport } from '#app/lib/dashboard-data.ts';
import type { Db } from '../db/db.server.ts';
import type { AnalyticsRange } from './analytics.server.ts';

export type { AnalyticsReport };

/** The figures of [start, end) (Berlin midnights) and of the previous period of the same number of days. */
export async function analyticsReport(_db: Db, _range: AnalyticsRange): Promise<AnalyticsReport> {
  throw new Error('analyticsReport: in progress');
}
