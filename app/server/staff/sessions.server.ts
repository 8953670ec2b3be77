// Reading and ending staff sessions for the guard and the sign-in pages. better-auth keeps the
// session row and its idle expiry; here we add the absolute limit (STAFF_SESSION_MAX_HOURS after
// sign-in), refuse disabled accounts, and hand better-auth only the headers it needs, with the client
// address from our request context.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { staffSessions } from '../db/schema.server.ts';
import { CLIENT_ADDRESS_HEADER, type StaffAuth } from './auth.server.ts';
import { isStaffRole, type StaffRole } from './roles.server.ts';

/** The signed-in staff member, as loaders and actions see it (request context). */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  /** Read from the account on every request: a changed role applies to the next request. */
  role: StaffRole;
  twoFactorEnabled: boolean;
  sessionId: string;
  /** When this session began (sign-in). */
  signedInAt: string;
}

/** The headers better-auth reads: the cookie, the user agent and our own idea of the client address. */
export function authHeaders(request: Request, clientAddress: string): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent', 'origin']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return headers;
}

export interface SessionRead {
  staff: StaffMember | null;
  /** Set-Cookie values to pass on (a refreshed or cleared session cookie). */
  setCookies: string[];
}

export async function readStaffSession(
  auth: StaffAuth,
  db: Db,
  request: Request,
  clientAddress: string,
  maxHours: number,
): Promise<SessionRead> {
  if (!request.headers.get('cookie')?.includes('echtcheck-staff')) return { staff: null, setCookies: [] };
  const { headers, response } = await auth.api.getSession({
    headers: authHeaders(request, clientAddress),
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  if (!response) return { staff: null, setCookies };
  const { session, user } = response;
  const role = (user as { role?: unknown }).role;
  const signedInAt = new Date(session.createdAt);
  const tooOld = Date.now() - signedInAt.getTime() > maxHours * 3600 * 1000;
  const disabled = Boolean((user as { disabledAt?: Date | null }).disabledAt);
  if (tooOld || disabled) {
    await db.delete(staffSessions).where(eq(staffSessions.id, session.id));
    return { staff: null, setCookies: [...setCookies, ...(await clearedSessionCookies(auth))] };
  }
  return {
    staff: {
      id: user.id,
      email: user.email,
      name: user.name,
      // The database allows only the two roles; anything else would get the fewer rights.
      role: isStaffRole(role) ? role : 'specialist',
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
      sessionId: session.id,
      signedInAt: signedInAt.toISOString(),
    },
    setCookies,
  };
}

/** Set-Cookie values that remove the session cookie from the browser. */
export async function clearedSessionCookies(auth: StaffAuth): Promise<string[]> {
  const context = await auth.$context;
  const { name, attributes } = context.authCookies.sessionToken;
  const parts = [`${name}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax'];
  if (attributes.secure) parts.push('Secure');
  return [parts.join('; ')];
}

/** Signs out: the session row is deleted (revoked everywhere at once) and the cookie cleared. */
export async function endStaffSession(
  auth: StaffAuth,
  request: Request,
  clientAddress: string,
): Promise<{ setCookies: string[] }> {
  try {
    const { headers } = await auth.api.signOut({ headers: authHeaders(request, clientAddress), returnHeaders: true });
    return { setCookies: headers.getSetCookie() };
  } catch {
    // No valid session: nothing to revoke; the cookie goes anyway.
    return { setCookies: await clearedSessionCookies(auth) };
  }
}
