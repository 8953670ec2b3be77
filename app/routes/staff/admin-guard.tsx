import { Outlet } from 'react-router';
import { requireAdmin } from '#app/server/staff/require-admin.server.ts';
import type { Route } from './+types/admin-guard';

// The owner's part of the staff area, inside the staff guard: every route below this layout in
// app/routes.ts is for admins (Inhaber) only, checked on the server by requireAdmin before any loader
// or action runs (decision record 027). A specialist (Prüfer) gets 403 "Kein Zugriff". A route with
// money, client lists, statistics or exports goes here.
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export default function AdminArea() {
  return <Outlet />;
}
