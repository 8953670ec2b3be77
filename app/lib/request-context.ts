// Request-scoped values the Node entry hands to loaders and actions (React Router 8 middleware
// context). The keys live on globalThis so server.ts and the bundled server build share them.
import { createContext, type RouterContext } from 'react-router';

export interface RequestInfo {
  /** CSP nonce for inline scripts of this response; empty when prerendering. */
  nonce: string;
  /** Request id, also sent as X-Request-Id and written to every log line of the request. */
  requestId: string;
  /** The client's address (from the connection, or from our proxy with TRUST_PROXY); for limits, never stored. */
  clientAddress: string;
}

const KEY = Symbol.for('echtcheck.requestContext');
type GlobalWithKey = typeof globalThis & { [KEY]?: RouterContext<RequestInfo> };

function sharedContext(): RouterContext<RequestInfo> {
  const g = globalThis as GlobalWithKey;
  g[KEY] ??= createContext<RequestInfo>({ nonce: '', requestId: '', clientAddress: 'unknown' });
  return g[KEY];
}

export const requestInfoContext = sharedContext();
