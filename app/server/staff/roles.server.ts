// Staff roles (issue 28 point 3). Two roles: "admin" (Inhaber: everything, including revenue,
// clients, analytics, exports, staff accounts, erasure and the test mail) and "specialist" (Prüfer:
// the work queue, cases, workbench, notes and delivery). The role is read from the account on every
// request (app/server/staff/sessions.server.ts); it is never taken from the browser.
import type { StaffMember } from './sessions.server.ts';

export const STAFF_ROLES = ['admin', 'specialist'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The German names staff see. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Inhaber',
  specialist: 'Prüfer',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether this staff member may see money, clients, statistics and manage accounts. */
export function isAdmin(staff: Pick<StaffMember, 'role'>): boolean {
  return staff.role === 'admin';
}
