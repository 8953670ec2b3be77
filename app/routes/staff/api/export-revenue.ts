import { data } from 'react-router';
import { revenueCsv } from '#app/server/dashboard/exports.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { auditStaff } from '#app/server/staff/audit.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/export-revenue';

/** CSV of the revenue rows of the selected period (guarded by routes/staff/guard.tsx; admins only: routes/staff/admin-guard.tsx). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const { db } = getRuntime().database;
  const params = new URL(request.url).searchParams;
  const result = await revenueCsv(db, params);
  if (!result.ok) return data({ message: result.message }, { status: 400 });
  await auditStaff(db, {
    staffId: staff.id,
    action: 'revenue.exported',
    entityType: 'export',
    details: { period: params.get('period'), from: params.get('from'), to: params.get('to') },
    requestId: context.get(requestInfoContext).requestId,
  });
  return result.response;
}
