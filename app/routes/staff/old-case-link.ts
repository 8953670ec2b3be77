import { data, redirect } from 'react-router';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/old-case-link';

// The case's former address, /conan/dashboard/fall/:caseId (a dialog over the dashboard until issue
// 28; staff mails already sent link to it): a permanent redirect to the case page, query kept.
// Guarded like every staff route, so a signed-out visit returns here after sign-in, then moves on.
export function loader({ request, params, context }: Route.LoaderArgs) {
  currentStaff(context);
  if (!isUuid(params.caseId)) throw data('Diesen Fall gibt es nicht.', { status: 404 });
  return redirect(`${staffCasePath(params.caseId)}${new URL(request.url).search}`, 301);
}
