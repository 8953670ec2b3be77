// Which page paths the analytics count (issue 11 point 2): the content's pages (app/content/site.ts)
// and the app pages of app/lib/analytics.ts, exactly as routed. Not counted: the staff area, the
// customer's status page, endpoints, the payment test page and paths without a page (404).
import { findPage } from '#app/content/site.ts';
import { APP_PAGES, MAX_PATH_LENGTH } from '#app/lib/analytics.ts';

/** Paths seen so far that are counted (a few dozen: only real pages get in). */
const counted = new Set<string>();

export function isCountedPath(pathname: string): boolean {
  if (counted.has(pathname) || APP_PAGES.has(pathname)) return true;
  if (pathname.length === 0 || pathname.length > MAX_PATH_LENGTH || !pathname.startsWith('/')) return false;
  // The page as the browser names it (percent-encoded umlauts), resolved to the page's own path.
  const page = findPage(pathname);
  const isPage = page !== undefined && (page.path === pathname || encodeURI(page.path) === pathname);
  if (isPage) counted.add(pathname);
  return isPage;
}

/** The path as stored: the page's own (decoded) path, so one page is one row whatever the encoding. */
export function storedPath(pathname: string): string {
  if (APP_PAGES.has(pathname) || !pathname.includes('%')) return pathname;
  return findPage(pathname)?.path ?? pathname;
}
