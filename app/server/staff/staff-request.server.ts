// What the staff routes hand to the staff capabilities, from the process's runtime and the request
// context: one place, so a route stays a few lines.
import type { RouterContextProvider } from 'react-router';
import { requestInfoContext } from '../http/request-context.server.ts';
import { getRuntime } from '../runtime.server.ts';
import { hasSameOrigin } from './origin.server.ts';
import { readStaffSession } from './sessions.server.ts';
import type { SignInRequest } from './sign-in.server.ts';

export async function staffRequest(request: Request, context: Readonly<RouterContextProvider>): Promise<SignInRequest> {
  const runtime = getRuntime();
  const info = context.get(requestInfoContext);
  return {
    auth: await runtime.staffAuth(),
    db: runtime.database.db,
    request,
    clientAddress: info.clientAddress,
    requestId: info.requestId,
    networkLimit: runtime.config.STAFF_SIGN_IN_PER_NETWORK,
  };
}

/** For the sign-in pages (outside the guard): is a valid staff session present? */
export async function isSignedIn(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  const input = await staffRequest(request, context);
  const { staff } = await readStaffSession(
    input.auth,
    input.db,
    request,
    input.clientAddress,
    getRuntime().config.STAFF_SESSION_MAX_HOURS,
  );
  return staff !== null;
}

/** CSRF check for the sign-in forms (outside the guard, which checks every other staff request). */
export function isSameOriginPost(request: Request): boolean {
  return hasSameOrigin(request, getRuntime().config.SITE_URL);
}

/** A redirect that carries the cookies better-auth set. */
export function redirectWithCookies(location: string, setCookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 302, headers });
}
