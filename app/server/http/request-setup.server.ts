// The HTTP application's first middleware (app.server.ts): the request's id, scheme, logger and
// client address, the staff's database lane, then the security headers and the request log on the
// way out.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isStaffPath } from '../../lib/header.ts';
import { clientAddress } from '../abuse/client-address.server.ts';
import { runInLane } from '../db/lanes.server.ts';
import { BEACON_PATH, type Env } from './app-env.server.ts';
import type { HttpAppOptions } from './app-options.server.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers.server.ts';

/** The first middleware: request id, scheme, logger and client address; security headers and the request log. */
export function requestContext(
  { config, logger, logRequests = true }: HttpAppOptions,
  googleAnalytics: boolean,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const forwardedProto = config.TRUST_PROXY ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const https = forwardedProto ? forwardedProto === 'https' : new URL(c.req.url).protocol === 'https:';
    c.set('requestId', requestId);
    c.set('https', https);
    c.set('logger', logger.child({ requestId }));
    c.set(
      'clientAddress',
      clientAddress(c.env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), config.TRUST_PROXY),
    );
    const started = performance.now();
    try {
      // Staff pages, data and sign-in query on connections of their own (app/server/db/lanes.server.ts).
      // Only they enter a lane: wrapping every request (uploads included) in AsyncLocalStorage.run
      // cost the shop dearly under load (bench:load: checkout page p50 0.4 → 42 s, memory peak
      // 0.4 → 3.2 GB), and the public lane is the default anyway.
      if (isStaffPath(c.req.path.replace(/\.data$/, ''))) await runInLane('staff', next);
      else await next();
    } finally {
      for (const [name, value] of Object.entries(baseSecurityHeaders(https))) {
        // A route may only tighten the referrer policy: no-referrer where the URL itself is a key
        // (the customer's status page, staff file links).
        if (name === 'Referrer-Policy' && c.res.headers.get(name) === 'no-referrer') continue;
        // Prerendered public pages opt out of COOP (decision record 009): they hold no state worth
        // isolating, and a COOP page is a new browsing-context group, so every arrival from another
        // tab or site starts a fresh renderer process (Lighthouse: ~100–250 ms of blocking time).
        if (name === 'Cross-Origin-Opener-Policy' && c.res.headers.get(name) === 'unsafe-none') continue;
        // The image a reverse image search fetches (/b/{token}, decision record 033) may show on the
        // engine's result page.
        if (name === 'Cross-Origin-Resource-Policy' && c.res.headers.get(name) === 'cross-origin') continue;
        c.res.headers.set(name, value);
      }
      c.res.headers.set('X-Request-Id', requestId);
      if (!c.res.headers.has('Content-Security-Policy')) {
        c.res.headers.set('Content-Security-Policy', contentSecurityPolicy({ https, googleAnalytics }));
      }
      // An accepted beacon is one of thousands: logged at debug level only (refusals at info).
      const beacon = c.res.status === 204 && c.req.path === BEACON_PATH;
      if (logRequests && !beacon) {
        c.var.logger.info(
          {
            method: c.req.method,
            path: new URL(c.req.url).pathname,
            status: c.res.status,
            durationMs: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        );
      }
    }
  };
}
