// The request scope the Node entry hands to loaders and actions (React Router 8 middleware
// context): CSP nonce, request id, client address and the request's logger. The key lives on
// globalThis so the entry (app.server.ts) and the bundled server build share it. Staff sign-in adds
// the signed-in staff member here.
import type { Logger } from 'pino';
import { createContext, type RouterContext } from 'react-router';
import { getLogger } from '../logging/logger.server.ts';

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

function sharedContext(): RouterContext<RequestInfo> {
  const g = globalThis as GlobalWithKey;
  // The default serves prerendering, which has no request.
  g[KEY] ??= createContext<RequestInfo>({ nonce: '', requestId: '', clientAddress: 'unknown', logger: getLogger() });
  return g[KEY];
}

export const requestInfoContext = sharedContext();
