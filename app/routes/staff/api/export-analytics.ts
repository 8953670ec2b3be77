import { data } from 'react-router';
import { analyticsCsv, isAnalyticsTable } from '#app/server/dashboard/exports.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { auditStaff } from '#app/server/staff/audit.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/export-analytics';

/** CSV of one table of the analytics tab for the selected period (guarded by routes/staff/guard.tsx; admins only: routes/staff/admin-guard.tsx). */
export async function loader({ request, params: { table }, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const { db } = getRuntime().database;
  const params = new URL(request.url).searchParams;
  const result = await analyticsCsv(db, params, table);
  if (!result.ok) return data({ message: result.message }, { status: isAnalyticsTable(table) ? 400 : 404 });
  await auditStaff(db, {
    staffId: staff.id,
    action: 'analytics.exported',
    entityType: 'export',
    details: { table, period: params.get('period'), from: params.get('from'), to: params.get('to') },
    requestId: context.get(requestInfoContext).requestId,
  });
  return result.response;
}
