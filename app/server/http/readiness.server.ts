// The readiness check /readyz (app.server.ts): ready while the database answers and the process is
// not shutting down, so load balancers stop sending requests otherwise.
import type { Context } from 'hono';
import type { Env } from './app-env.server.ts';
import type { HttpAppOptions } from './app-options.server.ts';
import { type OutageWatch, withTimeout } from './outage-watch.server.ts';

/** Ready for traffic: the database answers (a load balancer stops sending requests otherwise). */
export function readiness(options: HttpAppOptions, outages: OutageWatch) {
  const { database } = options;
  return async (c: Context<Env>) => {
    if (options.draining?.()) {
      return c.json({ status: 'draining' }, 503, { 'Cache-Control': 'no-store' });
    }
    try {
      await withTimeout(database.ping(), 2000);
      return c.json({ status: 'ready', database: 'ok' }, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      outages.seen();
      c.var.logger.warn({ err: error }, 'readiness check failed: database unreachable');
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503, { 'Cache-Control': 'no-store' });
    }
  };
}
