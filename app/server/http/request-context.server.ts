// The request scope the Node entry hands to loaders and actions (React Router 8 middleware
// context): CSP nonce, request id, client address, the request's logger, and (below the staff
// guard) the signed-in staff member. The keys live on globalThis so the entry (app.server.ts) and
// the bundled server build share them.
import type { Logger } from 'pino';
import { createContext, type RouterContext } from 'react-router';
import { getLogger } from '../logging/logger.server.ts';
import type { StaffMember } from '../staff/sessions.server.ts';

export interface RequestInfo {
  /** CSP nonce for inline scripts of this response; empty when prerendering. */
  nonce: string;
  /** Request id, also sent as X-Request-Id and written to every log line of the request. */
  requestId: string;
  /** The client's address (from the connection, or from our proxy with TRUST_PROXY); for limits, never stored. */
  clientAddress: string;
  /** The process logger with this request's id bound. */
  logger: Logger;
}

const KEY = Symbol.for('echtcheck.requestContext');
type GlobalWithKey = typeof globalThis & { [KEY]?: RouterContext<RequestInfo> };

function globalRequestInfoContext(): RouterContext<RequestInfo> {
  const g = globalThis as GlobalWithKey;
  // The default serves prerendering, which has no request.
  g[KEY] ??= createContext<RequestInfo>({ nonce: '', requestId: '', clientAddress: 'unknown', logger: getLogger() });
  return g[KEY];
}

export const requestInfoContext = globalRequestInfoContext();

const STAFF_KEY = Symbol.for('echtcheck.staffContext');
type GlobalWithStaffKey = typeof globalThis & { [STAFF_KEY]?: RouterContext<StaffMember | null> };

/**
 * The signed-in staff member, set by the staff guard (app/server/staff/require-staff.server.ts) for
 * every route below the guarded layout; null elsewhere.
 */
function globalStaffContext(): RouterContext<StaffMember | null> {
  const g = globalThis as GlobalWithStaffKey;
  g[STAFF_KEY] ??= createContext<StaffMember | null>(null);
  return g[STAFF_KEY];
}

export const staffContext = globalStaffContext();
