// The route table (app/routes.ts) flattened into URL patterns, and the URLs the suite calls for each:
// every `:param` filled with the seeded case's real values, random ones and hostile junk.
import { randomBytes, randomUUID } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { isStaffPath } from '#app/lib/header.ts';
import routes from '#app/routes.ts';
import type { World } from './world.ts';

export const GUARD_FILE = 'routes/staff/guard.tsx';
/** The owner's part of the staff area (decision record 027), a layout inside the guard. */
export const ADMIN_GUARD_FILE = 'routes/staff/admin-guard.tsx';

/**
 * Where the owner's part of the staff area lives, said a second time, independently of the table:
 * money, client lists, statistics, exports, erasure, the team's settings and the test mail. A route
 * under one of these prefixes outside the admin layout fails tests/security/role-guard.test.ts, and so does a route in
 * the layout that none of them names (add its prefix here when it belongs to the owner).
 */
export const ADMIN_PREFIXES = ['conan/dashboard', 'conan/api/export/', 'conan/api/kunden/', 'conan/team', 'test-email'];

/**
 * Former addresses below an owner's prefix that only redirect, for both roles: the case dialog's
 * address in staff mails already sent goes to the case page (decision record 030).
 */
export const FORMER_ADDRESSES = ['conan/dashboard/fall/:caseId'];

export function isAdminRoute(pattern: string): boolean {
  if (FORMER_ADDRESSES.includes(pattern)) return false;
  return ADMIN_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? pattern.startsWith(prefix) : pattern === prefix || pattern.startsWith(`${prefix}/`),
  );
}

/** The staff area's public doors: the sign-in pages and sign-out (outside the guard by design). */
export const STAFF_DOORS = ['conan', 'conan/zwei-faktor', 'conan/abmelden'];

/** Answered outside the table (the top of app/routes.ts; app/server/http/app.server.ts). */
export const OUTSIDE_TABLE = ['/healthz', '/readyz', '/api/analytics'];

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface FlatRoute {
  /** e.g. conan/faelle/:caseId ('' for the home page). */
  pattern: string;
  file: string;
  /** Below the guard layout. */
  guarded: boolean;
  /** Below the admin layout (the owner's part; admins only). */
  admin: boolean;
}

/** Every route with a URL of its own (layouts without a path are reached through their children). */
export function flattenRoutes(
  entries: RouteConfigEntry[] = routes,
  prefix = '',
  guarded = false,
  admin = false,
): FlatRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? [prefix, entry.path].filter(Boolean).join('/') : prefix;
    const inside = guarded || entry.file === GUARD_FILE;
    const owners = admin || entry.file === ADMIN_GUARD_FILE;
    const own = entry.path || entry.index ? [{ pattern, file: entry.file, guarded: inside, admin: owners }] : [];
    return [...own, ...flattenRoutes(entry.children ?? [], pattern, inside, owners)];
  });
}

/** A route whose data is staff-only: under /conan or /test-email, except the sign-in doors. */
export function isStaffRoute(pattern: string): boolean {
  return isStaffPath(`/${pattern}`) && !STAFF_DOORS.includes(pattern);
}

const JUNK = ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', "'%20or%201%3D1--"];

/** Values for one `:param`: real ones of the seeded case first, then random and hostile ones. */
function fills(name: string, world: World): string[] {
  const random = [randomUUID(), ...JUNK];
  switch (name) {
    case 'caseId':
      return [world.caseId, ...random];
    case 'documentId':
    case 'id':
      return [...world.documentIds, world.reportId, ...random];
    case 'clientId':
      return [world.clientId, ...random];
    case 'token':
      // The status token is the customer's key: an attacker has the case id at most.
      return [world.caseId, randomBytes(24).toString('base64url'), ...JUNK];
    case 'sessionId':
      // The payment session id is the customer's key to the payment page (it shows the order):
      // an attacker has the case id at most.
      return [world.caseId, `sim_cs_${randomBytes(12).toString('hex')}`, ...JUNK];
    case 'table':
      return ['verweise', 'strecke', ...JUNK];
    default:
      return random;
  }
}

/** The concrete paths for a pattern (every combination of its params' values; `*` a few paths). */
export function pathsFor(pattern: string, world: World): string[] {
  let paths = [`/${pattern}`];
  for (const segment of pattern.split('/')) {
    if (segment === '*') {
      paths = paths.flatMap((path) =>
        ['gibt-es-nicht', `fall/${world.caseId}`, `dateien/${world.documentIds[0]}`].map((value) =>
          path.replace('*', value),
        ),
      );
    } else if (segment.startsWith(':')) {
      const values = fills(segment.slice(1).replace(/\?$/, ''), world);
      paths = paths.flatMap((path) => values.map((value) => path.replace(segment, value)));
    }
  }
  return paths;
}
