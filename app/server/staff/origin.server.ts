// CSRF protection for staff requests: a request that changes state (anything but GET, HEAD and
// OPTIONS) must carry an Origin header naming our own site. Browsers send Origin with every POST, so
// a genuine form of ours always passes; a form on another site, or a request without Origin, does not.
// The session cookie's SameSite=Lax is the second line of defence.
export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * True when the request may change state: a safe method, or an Origin equal to SITE_URL's origin or
 * to the origin the request was addressed to (a local run on another port or host name).
 */
export function hasSameOrigin(request: Request, siteUrl: string): boolean {
  if (!isStateChanging(request.method)) return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}
