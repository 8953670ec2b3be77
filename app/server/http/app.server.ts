// The HTTP application: request id + logs, security headers, health checks, static files from
// memory, then React Router for everything else: every page and endpoint is a route in
// app/routes.ts. Only /healthz and /readyz (for load balancers), the analytics beacon
// /api/analytics (thousands per second; React Router's request handling would cost it three
// quarters of its throughput, decision record 016) and the static files answer here.
// server.ts wires it to a Node HTTP server.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Context, type ErrorHandler, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { StatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { isStaffPath } from '../../lib/header.ts';
import { clientAddress } from '../abuse/client-address.server.ts';
import { arrivalServerTiming } from '../analytics/arrival.server.ts';
import { isCountedPath } from '../analytics/counted-paths.server.ts';
import { handleBeacon } from '../analytics/endpoint.server.ts';
import type { AnalyticsIngest } from '../analytics/ingest.server.ts';
import type { AppConfig } from '../config/config.server.ts';
import type { Database } from '../db/db.server.ts';
import { runInLane } from '../db/lanes.server.ts';
import { compressResponse } from './compression.server.ts';
import { isClientAbort } from './request-body.server.ts';
import { requestInfoContext } from './request-context.server.ts';
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers.server.ts';
import { createSharedDocuments } from './shared-documents.server.ts';
import { chooseEncoding, type StaticFiles, staticKey } from './static-files.server.ts';
import { unavailableResponse } from './unavailable.server.ts';

export interface HttpAppOptions {
  config: AppConfig;
  logger: Logger;
  database: Database;
  /** The React Router server build, or a loader for it (development: Vite's SSR module graph). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles: StaticFiles;
  mode: 'production' | 'development';
  /** Request logging at info level; benchmarks turn it off. */
  logRequests?: boolean;
  /** The statistics' beacon queue (app/server/analytics/): /api/analytics answers here when given. */
  analytics?: AnalyticsIngest;
  /** True once the process is shutting down: /readyz answers 503 so load balancers stop sending. */
  draining?: () => boolean;
}

/** After the database was seen unreachable, failed requests count as the outage's for this long. */
const OUTAGE_GRACE_MS = 10_000;

/** The statistics' beacon endpoint, served here rather than by React Router (see the top of this file). */
export const BEACON_PATH = '/api/analytics';

type Env = {
  /** Set by @hono/node-server: the Node request and response. */
  Bindings: { incoming?: IncomingMessage };
  Variables: { requestId: string; https: boolean; logger: Logger; clientAddress: string };
};

export function createHttpApp(options: HttpAppOptions) {
  const { config, database } = options;
  const app = new Hono<Env>();
  const handleRequest = createRequestHandler(options.build, options.mode);
  // Pages the same for every visitor, rendered once per URL (not in development: edits show at once).
  // The CSP admits Google's hosts only with GA_MEASUREMENT_ID (issue 11 point 4).
  const googleAnalytics = config.GA_MEASUREMENT_ID !== '';
  const sharedDocuments = createSharedDocuments({ enabled: options.mode === 'production', googleAnalytics });
  const outages = watchOutages(database);

  app.use(requestContext(options, googleAnalytics));

  // The statistics' beacons (spec §7 calls 1–2; app/server/analytics/endpoint.server.ts).
  const { analytics } = options;
  if (analytics) {
    const siteOrigin = new URL(config.SITE_URL).origin;
    app.all(BEACON_PATH, (c) =>
      handleBeacon(c.req.raw, {
        ingest: analytics,
        siteOrigin,
        clientAddress: c.var.clientAddress,
        logger: c.var.logger,
        body: c.env?.incoming,
      }),
    );
  }

  // Process up: answers as long as the event loop runs.
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', readiness(options, outages));
  if (analytics) app.on(['GET', 'HEAD'], '*', arrivalSource());
  app.on(['GET', 'HEAD'], '*', serveStaticFile(options.staticFiles, googleAnalytics));
  app.use('*', limitBodiesButUploads());
  // Everything else: React Router (SSR pages, resource routes, the 404 page).
  app.all('*', renderWithReactRouter({ handleRequest, sharedDocuments, googleAnalytics, outages }));
  app.onError(answerError(outages));
  return app;
}

/**
 * Asked only after a request failed: a failure while the database does not answer, or just after
 * it did not (a request that failed as the outage ended), is an outage (503, decision record 019),
 * not a bug of ours (500).
 */
function watchOutages(database: Database) {
  let lastOutage = 0;
  return {
    /** The readiness check found the database unreachable. */
    seen() {
      lastOutage = Date.now();
    },
    async databaseDown() {
      try {
        await withTimeout(database.ping(), 1000);
        return Date.now() - lastOutage < OUTAGE_GRACE_MS;
      } catch {
        lastOutage = Date.now();
        return true;
      }
    },
  };
}

type OutageWatch = ReturnType<typeof watchOutages>;

/** The first middleware: request id, scheme, logger and client address; security headers and the request log. */
function requestContext(
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

/** Ready for traffic: the database answers (a load balancer stops sending requests otherwise). */
function readiness(options: HttpAppOptions, outages: OutageWatch) {
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

/**
 * A counted page's document tells its statistics script where the visit came from: the origin of
 * the request's Referer header as a Server-Timing entry (app/server/analytics/arrival.server.ts),
 * so the script need not read document.referrer. Also on a 304: the browser keeps the stored page
 * and takes the new headers.
 */
function arrivalSource(): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    const timing = arrivalServerTiming(c.req.header('referer'));
    if (!timing || !isCountedPath(new URL(c.req.url).pathname)) return;
    const html = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
    if (!html && c.res.status !== 304) return;
    c.res = withHeaders(c.res, (headers) => headers.append('Server-Timing', timing));
  };
}

/** Static files: hashed assets, prerendered HTML and public files, precompressed, from memory. */
function serveStaticFile(staticFiles: StaticFiles, googleAnalytics: boolean): MiddlewareHandler<Env> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const key = staticKey(url.pathname);
    if (key === undefined) return next();
    // One canonical URL per page: /fake-profil/ → /fake-profil.
    if (key.length > 1 && key.endsWith('/') && staticFiles.has(key.slice(0, -1))) {
      return c.redirect(`${url.pathname.slice(0, -1)}${url.search}`, 301);
    }
    const file = staticFiles.get(key);
    if (!file) return next();
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (file.isHtml) {
      headers['Content-Security-Policy'] = contentSecurityPolicy({
        scriptHashes: file.scriptHashes,
        https: c.var.https,
        googleAnalytics,
      });
      headers['Cross-Origin-Opener-Policy'] = 'unsafe-none';
    }
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const encoding = chooseEncoding(c.req.header('accept-encoding'), file);
    const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body?.byteLength ?? 0);
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}

/**
 * Forms and JSON are small; only uploads stream large bodies (they enforce their own 50 MB limit):
 * the checkout's files and the staff's result report.
 */
function limitBodiesButUploads(): MiddlewareHandler<Env> {
  const streamsUpload = (path: string) =>
    path.startsWith('/api/uploads') || /^\/conan\/api\/faelle\/[^/]+\/bericht$/.test(path);
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    // The rest of the body is not read: close the connection rather than leave it unusable.
    onError: (c) => c.text('Die Anfrage ist zu groß.', 413, { Connection: 'close' }),
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || streamsUpload(c.req.path)) return next();
    return limitBody(c, next);
  };
}

/**
 * A request for React Router: a shared document when one is kept, else rendered; an outage's 500
 * becomes a 503, staff responses are never cached, pages get their CSP, and the answer is compressed.
 */
function renderWithReactRouter({
  handleRequest,
  sharedDocuments,
  googleAnalytics,
  outages,
}: {
  handleRequest: ReturnType<typeof createRequestHandler>;
  sharedDocuments: ReturnType<typeof createSharedDocuments>;
  googleAnalytics: boolean;
  outages: OutageWatch;
}) {
  return async (c: Context<Env>) => {
    const url = new URL(c.req.url);
    const shareRequest = {
      method: c.req.method,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
      https: c.var.https,
    };
    const kept = sharedDocuments.lookup(c.req.raw, url);
    if (kept) return sharedDocuments.respond(kept, shareRequest);
    const nonce = createNonce();
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      nonce,
      requestId: c.var.requestId,
      clientAddress: c.var.clientAddress,
      logger: c.var.logger,
    });
    let response = await handleRequest(c.req.raw, context);
    if (response.status === 500 && (await outages.databaseDown())) {
      c.var.logger.warn({ path: url.pathname }, 'request failed while the database is unreachable: 503');
      return unavailableResponse(url.pathname, c.req.method);
    }
    if (isStaffPath(url.pathname.replace(/\.data$/, ''))) {
      // Staff pages, data, refusals and files: never kept by a browser or proxy cache, whatever the
      // route answered (React Router builds the responses of refused data requests itself).
      response = withHeaders(response, (headers) => {
        if (!/no-store/.test(headers.get('Cache-Control') ?? '')) headers.set('Cache-Control', 'no-store');
      });
    }
    const shared = await sharedDocuments.admit(c.req.raw, url, response);
    if (shared) return sharedDocuments.respond(shared, shareRequest);
    if ((response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      response = withHeaders(response, (headers) => {
        headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce, https: c.var.https, googleAnalytics }));
        if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
      });
    }
    // Rendered responses are compressed here, in one piece (static files come precompressed).
    return compressResponse(response, { method: c.req.method, acceptEncoding: c.req.header('accept-encoding') });
  };
}

/** An error no handler answered: 503 in an outage, 499 for a client that went away, else 500. */
function answerError(outages: OutageWatch): ErrorHandler<Env> {
  return async (error, c) => {
    // Before the client-abort test: a lost database connection's "Connection terminated" reads like one.
    if (!c.req.raw.signal.aborted && (await outages.databaseDown())) {
      c.var.logger?.warn({ err: error }, 'request failed while the database is unreachable: 503');
      return unavailableResponse(c.req.path, c.req.method);
    }
    if (isClientAbort(error, c.req.raw.signal)) {
      // Not our fault and nobody to answer: logged as an aborted request (499, as nginx does).
      c.var.logger?.info({ reason: error.message }, 'request aborted by the client');
      return c.body(null, 499 as StatusCode);
    }
    c.var.logger?.error({ err: error }, 'unhandled error');
    return c.text('Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.', 500);
  };
}

/**
 * Changes the response's headers in place (our own responses: no copy of the body), or on a copy
 * when they are immutable (a redirect made by Response.redirect).
 */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    change(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
