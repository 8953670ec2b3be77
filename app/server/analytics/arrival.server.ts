// Where a visit came from, without the page's script reading it from the browser (decision record
// 016, amendment of 2026-11-28): the browser sends the page request's Referer header to us anyway;
// the server writes its origin back into the page's own response as a Server-Timing entry
// "referrer", and the statistics script passes that on in its entry beacon. The script does not read
// document.referrer. Only the origin leaves the server, never a path or query of the other site.

/** The Server-Timing entry's name that carries the origin (app/client/site.js reads it). */
export const ARRIVAL_TIMING_NAME = 'referrer';

/**
 * The Server-Timing value for a page request: `referrer;desc="https://www.google.com"`, the origin of
 * its Referer header (our own origin for a click inside the site), or undefined when there is none,
 * it is not an http(s) address, or it cannot be read.
 */
export function arrivalServerTiming(referer: string | undefined): string | undefined {
  if (!referer || referer.length > 1024) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // An origin holds no quote or backslash, so it is a valid quoted-string as it is.
  return `${ARRIVAL_TIMING_NAME};desc="${url.origin}"`;
}
