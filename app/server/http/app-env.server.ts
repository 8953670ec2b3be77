// What the HTTP application's middleware share (app.server.ts): the Hono environment each request
// carries (the Node request, request id, scheme, logger, client address) and the beacon's path.
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

/** The statistics' beacon endpoint, served by app.server.ts rather than by React Router (see the top of that file). */
export const BEACON_PATH = '/api/analytics';

export type Env = {
  /** Set by @hono/node-server: the Node request and response. */
  Bindings: { incoming?: IncomingMessage };
  Variables: { requestId: string; https: boolean; logger: Logger; clientAddress: string };
};
