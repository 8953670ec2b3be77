// The revenue tab (spec §2, §9): revenue and number of paid cases per period bucket (days, weeks,
// months or a custom range), counted by when the case was paid (its creation time if the payment
// time is missing). One statement for all buckets; the buckets come from app/lib/dashboard-periods.ts.
// Only cases paid with money count: a voucher order (0 €) is neither revenue nor a paid case here.
import { sql } from 'drizzle-orm';
import type { RevenueRow, RevenueTotals } from '#app/lib/dashboard-data.ts';
import type { PeriodBucket } from '#app/lib/dashboard-periods.ts';
import type { Db } from '../db/db.server.ts';
import { paidWithMoney } from '../db/paid-case.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { cases } from '../db/schema.server.ts';

export type { PeriodBucket, RevenueRow, RevenueTotals };

/** One row per bucket, in the buckets' order, buckets without a paid case included (zeros). */
export async function revenueRows(db: Db, buckets: readonly PeriodBucket[]): Promise<RevenueRow[]> {
  if (buckets.length === 0) return [];
  // The bucket bounds travel as one JSON parameter and become a table the cases are joined to; the
  // join walks the partial expression index cases_paid_revenue_idx once per bucket.
  const bounds = JSON.stringify(
    buckets.map((bucket, i) => ({ i, start_at: bucket.start.toISOString(), end_at: bucket.end.toISOString() })),
  );
  const paidTime = sql`coalesce(${cases.paidAt}, ${cases.createdAt})`;
  const rows = await selectRows<{ i: unknown; revenue: unknown; case_count: unknown }>(
    db,
    sql`select b.i, coalesce(sum(${cases.amountCents}), 0) as revenue, count(${cases.amountCents}) as case_count
        from jsonb_to_recordset(${bounds}::jsonb) as b(i int, start_at timestamptz, end_at timestamptz)
        left join ${cases} on ${paidTime} >= b.start_at and ${paidTime} < b.end_at and ${paidWithMoney}
        group by b.i`,
  );
  const byIndex = new Map(rows.map((row) => [num(row.i), row]));
  return buckets.map((bucket, i) => {
    const row = byIndex.get(i);
    return { label: bucket.label, revenueCents: num(row?.revenue), caseCount: num(row?.case_count) };
  });
}

/** The footer of the revenue table. */
export function revenueTotals(rows: readonly RevenueRow[]): RevenueTotals {
  let revenueCents = 0;
  let caseCount = 0;
  for (const row of rows) {
    revenueCents += row.revenueCents;
    caseCount += row.caseCount;
  }
  return { revenueCents, caseCount };
}
