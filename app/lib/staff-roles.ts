// Staff roles (issue 28 point 3; decision record 027), for browser and server alike: the names, the
// German labels staff see, and what each role may do. The server decides with the role it reads from
// the account on every request (app/server/staff/roles.server.ts re-exports this); the browser only
// uses it to hide what a role may not use.

export const STAFF_ROLES = ['admin', 'specialist'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The German names staff see. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Inhaber',
  specialist: 'Prüfer',
};

/** What a specialist is told when a page, data request, action or endpoint is for the owner only. */
export const ADMIN_ONLY_MESSAGE = 'Dieser Bereich ist dem Inhaber vorbehalten.';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether this staff member may see money, clients, statistics and manage accounts. */
export function isAdmin(staff: { role: string }): boolean {
  return staff.role === 'admin';
}

/**
 * The role a command line names: the German labels ("inhaber", "pruefer" or "prüfer") or the stored
 * names ("admin", "specialist"), in any case; null for anything else.
 */
export function parseStaffRole(value: string): StaffRole | null {
  const name = value.trim().toLowerCase();
  if (name === 'inhaber' || name === 'admin') return 'admin';
  if (name === 'pruefer' || name === 'prüfer' || name === 'specialist') return 'specialist';
  return null;
}
