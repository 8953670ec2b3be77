import { redirect } from 'react-router';
import { getRuntime } from '#app/server/runtime.server.ts';
import { endStaffSession } from '#app/server/staff/sessions.server.ts';
import { isSameOriginPost, redirectWithCookies, staffRequest } from '#app/server/staff/staff-request.server.ts';
import type { Route } from './+types/sign-out';

// "Abmelden" (spec §2): revokes the session row and clears the cookie, then the sign-in page. Outside
// the guard, so that signing out with an expired session still lands on /conan instead of a 401.

export function loader() {
  return redirect('/conan');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response('Anfrage abgelehnt.', { status: 403 });
  const input = await staffRequest(request, context);
  const { setCookies } = await endStaffSession(input.auth, request, input.clientAddress);
  getRuntime().logger.child({ requestId: input.requestId }).info('staff signed out');
  return redirectWithCookies('/conan', setCookies);
}
