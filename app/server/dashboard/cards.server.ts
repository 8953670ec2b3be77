// The four summary cards above the dashboard's tabs (spec §2 "Admin dashboard"): total revenue,
// paying customers, paid cases and visitors. Each is one aggregate in SQL.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { cases } from '../db/schema.server.ts';
import { allTimeVisitors } from './analytics.server.ts';
import { num, paidCase, selectRows } from './shared.server.ts';

export interface DashboardCards {
  /** Sum of the amounts of all paid cases. */
  revenueCents: number;
  /** Distinct clients with at least one paid case. */
  payingCustomers: number;
  paidCases: number;
  /** All-time visitors: distinct visitors per Berlin day, summed (see analytics.server.ts). */
  visitors: number;
}

export async function dashboardCards(db: Db): Promise<DashboardCards> {
  // Answered from the partial index cases_paid_client_idx (client_id, amount_cents) alone.
  const casesQuery = selectRows<{ revenue: unknown; paid: unknown; paying: unknown }>(
    db,
    sql`select coalesce(sum(${cases.amountCents}), 0) as revenue, count(*) as paid,
          count(distinct ${cases.clientId}) as paying
        from ${cases} where ${paidCase}`,
  );
  const [[totals], visitors] = await Promise.all([casesQuery, allTimeVisitors(db)]);
  return {
    revenueCents: num(totals?.revenue),
    payingCustomers: num(totals?.paying),
    paidCases: num(totals?.paid),
    visitors,
  };
}
