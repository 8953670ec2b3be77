// From the payment-success page to the status page, for the browser that placed the order only.
//
// The success page is reached by a link that carries the case id (`/payment-success?case_id=…`):
// anyone who sees that link (browser history, a shared screen, the provider's redirect) must not get
// more than the page shows today. The status page's key is the case's status token. So the order's
// answer (POST /api/checkout) hands the browser that placed it a cookie with the case id and its
// status token: HttpOnly (no script reads it), SameSite=Lax (sent on the provider's redirect back,
// a top-level navigation), for two hours. Path=/ because the success page's data also comes as
// `/payment-success.data` (React Router's client navigation), which a narrower path would not
// reach. The success page shows the link when the cookie names this case and its token is the case's.
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { cases } from '../db/schema.server.ts';
import { isStatusToken } from './status-token.server.ts';

export const ORDER_BROWSER_COOKIE = 'echtcheck-auftrag';
/** Long enough for a payment with a bank's confirmation step, short enough for a shared computer. */
export const ORDER_BROWSER_SECONDS = 2 * 3600;

/** The Set-Cookie value for the browser that placed `caseId`. */
export function orderBrowserCookie(caseId: string, statusToken: string, https: boolean): string {
  return [
    `${ORDER_BROWSER_COOKIE}=${caseId}.${statusToken}`,
    `Max-Age=${ORDER_BROWSER_SECONDS}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}

/** The status token the request's cookie holds for `caseId`, if it holds one for that case. */
export function cookieTokenFor(cookieHeader: string | null, caseId: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== ORDER_BROWSER_COOKIE) continue;
    const value = rest.join('=');
    const dot = value.indexOf('.');
    if (dot < 0 || value.slice(0, dot) !== caseId) continue;
    const token = value.slice(dot + 1);
    if (isStatusToken(token)) return token;
  }
  return null;
}

/**
 * The status page's path for the browser that placed `caseId`: when its cookie's token is the
 * case's own (compared in constant time), else null.
 */
export async function statusPathForOrderBrowser(
  db: Db,
  cookieHeader: string | null,
  caseId: string,
): Promise<string | null> {
  const token = cookieTokenFor(cookieHeader, caseId);
  if (!token) return null;
  const [row] = await db.select({ token: cases.statusToken }).from(cases).where(eq(cases.id, caseId));
  if (!row?.token) return null;
  const given = Buffer.from(token);
  const stored = Buffer.from(row.token);
  return given.length === stored.length && timingSafeEqual(given, stored) ? `/auftrag/${row.token}` : null;
}

/**
 * The status token the order's answer may set as cookie: the case's own when this request created
 * the case, or when the request's cookie already holds that very token (checked like the success
 * page checks it); else null. Whoever only knows a case id (a re-sent order with someone else's
 * checkout id, for a pending, paid, withdrawn or completed case) learns nothing.
 */
export async function orderBrowserToken(
  db: Db,
  cookieHeader: string | null,
  placed: { caseId: string; created: boolean },
): Promise<string | null> {
  if (!placed.created) {
    const path = await statusPathForOrderBrowser(db, cookieHeader, placed.caseId);
    return path ? path.slice('/auftrag/'.length) : null;
  }
  const [row] = await db.select({ token: cases.statusToken }).from(cases).where(eq(cases.id, placed.caseId));
  return row?.token ?? null;
}
