// Where staff pages live (issue 28 point 5: links that land). One home for the case page's path,
// which staff mails, the queue and the sign-in's return use, and for the check of a return path
// after sign-in: only a page of the staff area on this site, as a relative path, never elsewhere.

export const STAFF_SIGN_IN_PATH = '/conan';
/** The work queue; each case's page sits below it (decision records 029, 030). */
export const STAFF_CASES_PATH = '/conan/faelle';
/** Where sign-in, the second factor, /conan when signed in and the header's logo land: the work queue. */
export const STAFF_HOME_PATH = STAFF_CASES_PATH;
/** The dashboard (figures, clients, statistics). */
export const STAFF_DASHBOARD_PATH = '/conan/dashboard';
/** The query parameter of the sign-in pages that names the page to return to. */
export const RETURN_PARAM = 'weiter';
/** The query parameter of the case page that names the list it was opened from (its back link). */
export const FROM_PARAM = 'von';

/**
 * The case's page in the staff area. `from` is the list the case is opened from (path and query,
 * e.g. the queue with its filters): the page's back link returns there. Mails name no list.
 */
export function staffCasePath(caseId: string, from?: string): string {
  const path = `${STAFF_CASES_PATH}/${encodeURIComponent(caseId)}`;
  const list = from === undefined ? null : caseListPath(from);
  return list ? `${path}?${FROM_PARAM}=${encodeURIComponent(list)}` : path;
}

/**
 * The list a case page was opened from, or null: only the work queue or the dashboard (with their
 * query), checked like a return path after sign-in, so the back link never leaves the staff area.
 */
export function caseListPath(value: unknown): string | null {
  const safe = staffReturnPath(value);
  if (!safe) return null;
  const pathname = safe.split('?')[0];
  return pathname === STAFF_CASES_PATH || pathname === STAFF_DASHBOARD_PATH ? safe : null;
}

/** The case page's back link: to the list it came from, else to the work queue. */
export function caseBackLink(from: unknown): { href: string; label: string } {
  const list = caseListPath(from);
  if (list?.startsWith(STAFF_DASHBOARD_PATH)) return { href: list, label: 'Zur Übersicht' };
  return { href: list ?? STAFF_CASES_PATH, label: 'Zur Arbeitsliste' };
}

const BASE = 'https://staff-return.invalid';

/**
 * The page to return to after signing in, or null when `value` is not a page of the staff area on
 * this site. Accepted: a relative path starting with `/conan/` (query kept, fragment dropped),
 * after the URL parser resolved dots and escapes. Refused: other origins (`//host`, `/\host`,
 * `https:…`), control characters and backslashes, the sign-in steps and sign-out, data requests
 * (`.data`) and endpoints (`/conan/api/…`).
 */
export function staffReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes (browsers read "/\host" as "//host") and control characters (tab, newline) never.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname;
  if (!path.startsWith('/conan/') || path.startsWith('/conan/api/') || path.endsWith('.data')) return null;
  if (path === '/conan/abmelden' || path.startsWith('/conan/zwei-faktor')) return null;
  return `${path}${url.search}`;
}

/** The sign-in page, carrying the page to return to when there is a valid one. */
export function staffSignInPath(returnTo: string | null): string {
  const safe = staffReturnPath(returnTo);
  return safe ? `${STAFF_SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : STAFF_SIGN_IN_PATH;
}

/** Where a completed sign-in goes: the page asked for, or the staff home. */
export function afterSignInPath(returnTo: unknown): string {
  return staffReturnPath(returnTo) ?? STAFF_HOME_PATH;
}
