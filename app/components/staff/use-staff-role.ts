import { useRouteLoaderData } from 'react-router';
import type { StaffRole } from '#app/lib/staff-roles.ts';

/** The route id of the staff area's layout (routes/staff/guard.tsx), whose loader names the role. */
const GUARD_ROUTE_ID = 'routes/staff/guard';

/**
 * The signed-in staff member's role, for hiding what the role may not use. Only the display: the
 * server checks the role itself on every request (decision record 027). Outside the staff area,
 * or while the layout has no data, it answers the role with fewer rights.
 */
export function useStaffRole(): StaffRole {
  const data = useRouteLoaderData(GUARD_ROUTE_ID) as { role?: StaffRole } | undefined;
  return data?.role === 'admin' ? 'admin' : 'specialist';
}
