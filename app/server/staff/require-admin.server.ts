// The owner's part of the staff area (decision record 027): middleware of the layout route
// `routes/staff/admin-guard.tsx`, which sits inside the staff guard in app/routes.ts. Every route
// below it (the dashboard with revenue, clients and statistics, the CSV exports, the erasure on
// request, /test-email) is for admins (Inhaber) only, by where it sits. A specialist (Prüfer) gets
// 403 with a German message: pages show "Kein Zugriff", data requests, actions and endpoints get
// the message as JSON. The role comes from the session the staff guard read from the database.
import { data, type MiddlewareFunction } from 'react-router';
import { requestInfoContext } from '../http/request-context.server.ts';
import { currentStaff } from './require-staff.server.ts';
import { ADMIN_ONLY_MESSAGE, isAdmin } from './roles.server.ts';

export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const staff = currentStaff(context);
  if (!isAdmin(staff)) {
    const { pathname } = new URL(request.url);
    context.get(requestInfoContext).logger.info({ path: pathname, method: request.method }, 'admin area refused');
    throw data({ message: ADMIN_ONLY_MESSAGE }, { status: 403 });
  }
  return next();
};
