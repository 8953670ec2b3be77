// The one guard of the staff area (docs/product.md §10). It runs as middleware of the layout route
// `routes/staff/guard.tsx`, so every route placed below that layout in app/routes.ts (the pages
// under /conan, their data requests and actions, the file links, the exports, /test-email) is
// protected by where it sits. Without a valid session pages redirect to /conan; data requests
// (`.data`), actions and endpoints answer 401 with no data. State-changing requests need a
// same-origin Origin header (CSRF). `no-store` on every staff response is set in one place, the HTTP
// layer (app/server/http/react-router-handler.server.ts), which also sees the responses React Router builds itself.
import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { STAFF_SIGN_IN_PATH, staffSignInPath } from '#app/lib/staff-paths.ts';
import { requestInfoContext, staffContext } from '../http/request-context.server.ts';
import { getRuntime } from '../runtime.server.ts';
import { isTotpRequired } from './auth.server.ts';
import { hasSameOrigin } from './origin.server.ts';
import { readStaffSession, type StaffMember } from './sessions.server.ts';

export type { StaffMember } from './sessions.server.ts';

/** Where a signed-in staff member without a second factor goes when everyone must use one. */
export const ACCOUNT_PATH = '/conan/konto';
export const LOGIN_PATH = STAFF_SIGN_IN_PATH;

export const SESSION_MISSING_MESSAGE =
  'Bitte melden Sie sich an. Dieser Bereich ist nur für angemeldete Mitarbeiterinnen und Mitarbeiter zugänglich.';

/** A page a browser navigates to (redirected to the sign-in page) rather than data or an endpoint (401). */
function isPageRequest(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.endsWith('.data') &&
    !pathname.startsWith('/conan/api/')
  );
}

export function refuseCrossSite(request: Request, siteUrl: string): void {
  if (!hasSameOrigin(request, siteUrl)) {
    throw data(
      { message: 'Anfrage abgelehnt: Sie kam nicht von dieser Website. Bitte laden Sie die Seite neu.' },
      { status: 403 },
    );
  }
}

export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const runtime = getRuntime();
  const info = context.get(requestInfoContext);
  const auth = await runtime.staffAuth();
  const { staff, setCookies } = await readStaffSession(
    auth,
    runtime.database.db,
    request,
    info.clientAddress,
    runtime.config.STAFF_SESSION_MAX_HOURS,
  );
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (!staff) {
    if (isPageRequest(request)) {
      // Back to this page after signing in (a staff mail's link to a case lands on the case).
      const { pathname, search } = new URL(request.url);
      throw redirect(staffSignInPath(`${pathname}${search}`), { headers });
    }
    throw data({ message: SESSION_MISSING_MESSAGE }, { status: 401, headers });
  }
  // CSRF: after the session check, so that a request without a session is always a plain 401.
  refuseCrossSite(request, runtime.config.SITE_URL);
  const { pathname } = new URL(request.url);
  if (!staff.twoFactorEnabled && !pathname.startsWith(ACCOUNT_PATH) && (await isTotpRequired(runtime.database.db))) {
    if (isPageRequest(request)) throw redirect(`${ACCOUNT_PATH}?pflicht=1`, { headers });
    throw data({ message: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.' }, { status: 403, headers });
  }
  context.set(staffContext, staff);
  info.logger = info.logger.child({ staffId: staff.id });
  const response = await next();
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
};

/** The signed-in staff member in a loader or action below the guard (set by requireStaff). */
export function currentStaff(context: Readonly<RouterContextProvider>): StaffMember {
  const staff = context.get(staffContext);
  if (!staff) throw new Error('currentStaff() outside the staff guard: place the route below routes/staff/guard.tsx');
  return staff;
}
