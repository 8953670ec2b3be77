import { data, redirect } from 'react-router';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { staffCasePath } from '#app/lib/staff-paths.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/old-case-link';

// The case's former address, /conan/dashboard/fall/:caseId (a dialog over the dashboard until issue
// 28; staff mails already sent link to it): a permanent redirect to the case page, query kept.
// Guarded like every staff route, so a signed-out visit returns here after sign-in, then moves on.
// A page route rather than a resource route, so the sign-in's client-side return follows the
// redirect like any other (React Router's data request for it answers with the redirect).
export function loader({ request, params, context }: Route.LoaderArgs) {
  currentStaff(context);
  if (!isUuid(params.caseId)) throw data('Diesen Fall gibt es nicht.', { status: 404 });
  // The query as it was; `_routes` is React Router's own, on its data request for this page.
  const query = new URL(request.url).searchParams;
  query.delete('_routes');
  const search = query.size > 0 ? `?${query}` : '';
  return redirect(`${staffCasePath(params.caseId)}${search}`, 301);
}

/** Never shown: the loader always redirects or answers 404. */
export default function OldCaseLink() {
  return null;
}
