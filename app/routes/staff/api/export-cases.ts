import { paidCasesCsv } from '#app/server/dashboard/exports.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { auditStaff } from '#app/server/staff/audit.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/export-cases';

/** CSV of the paid cases, the search of the cases tab applied (guarded by routes/staff/guard.tsx; admins only: routes/staff/admin-guard.tsx). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const { db } = getRuntime().database;
  const search = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  await auditStaff(db, {
    staffId: staff.id,
    action: 'cases.exported',
    entityType: 'export',
    details: { search },
    requestId: context.get(requestInfoContext).requestId,
  });
  return paidCasesCsv(db, search);
}
