// Staff roles (issue 28 point 3; decision record 027). Two roles: "admin" (Inhaber: everything,
// including revenue, clients, analytics, exports, staff accounts, erasure and the test mail) and
// "specialist" (Prüfer: the work queue, cases, workbench, notes and delivery). The role is read from
// the account on every request (app/server/staff/sessions.server.ts); it is never taken from the
// browser. The admin-only routes sit below routes/staff/admin-guard.tsx (requireAdmin in
// require-admin.server.ts); a shared route's money action checks isAdmin itself. The definitions
// live in app/lib/staff-roles.ts so that the staff pages can hide what a role may not use.
export {
  ADMIN_ONLY_MESSAGE,
  isAdmin,
  isStaffRole,
  parseStaffRole,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '#app/lib/staff-roles.ts';
