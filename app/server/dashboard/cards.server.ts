// The summary cards above the dashboard's tabs (spec §2 "Admin dashboard"): total revenue, paying
// customers, paid cases and visitors; and the overdue cases (issue "Case handling"). Each is one
// aggregate in SQL. Revenue, paying customers and paid cases count what was paid with money: a
// voucher order (0 €) is none of them (decision record 028); overdue counts it, it is work.
import { sql } from 'drizzle-orm';
import { caseStatuses, isAwaitingCustomer, isOpenForWork } from '#app/lib/case-state.ts';
import type { DashboardCards } from '#app/lib/dashboard-data.ts';
import type { Db } from '../db/db.server.ts';
import { paidCase, paidWithMoney } from '../db/paid-case.server.ts';
import { num, selectRows } from '../db/rows.server.ts';
import { cases } from '../db/schema.server.ts';
import { allTimeVisitors } from './analytics.server.ts';

export type { DashboardCards };

export async function dashboardCards(db: Db): Promise<DashboardCards> {
  // Grouped by client (one per person, decision record 028) over the partial index
  // cases_paid_client_idx (client_id, amount_cents), which holds every figure and is already in
  // client order: no table access, no sort.
  const casesQuery = selectRows<{ revenue: unknown; paid: unknown; paying: unknown }>(
    db,
    sql`select coalesce(sum(revenue), 0) as revenue, coalesce(sum(paid), 0) as paid, count(*) as paying
        from (
          select sum(${cases.amountCents}) as revenue, count(*) as paid
          from ${cases} where ${paidWithMoney} group by ${cases.clientId}
        ) as per_client`,
  );
  // Open cases are few: the status index (cases_status_created_idx) finds them. A case waiting for
  // the customer's answer is not overdue: its clock is paused (cases.due_at moves on when she answers).
  const open = caseStatuses.filter((status) => isOpenForWork(status) && !isAwaitingCustomer(status));
  const overdueQuery = selectRows<{ overdue: unknown }>(
    db,
    sql`select count(*) as overdue from ${cases}
        where ${paidCase} and ${cases.status} in (${sql.join(
          open.map((status) => sql`${status}`),
          sql`, `,
        )})
          and ${cases.dueAt} < now()`,
  );
  const [[totals], [overdue], visitors] = await Promise.all([casesQuery, overdueQuery, allTimeVisitors(db)]);
  return {
    revenueCents: num(totals?.revenue),
    payingCustomers: num(totals?.paying),
    paidCases: num(totals?.paid),
    visitors,
    overdueCases: num(overdue?.overdue),
  };
}
