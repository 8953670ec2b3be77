// The HTTP application: request id + logs, security headers, health checks, static files from
// memory, then React Router for everything else: every page and endpoint is a route in
// app/routes.ts. Only /healthz and /readyz (for load balancers), the analytics beacon
// /api/analytics (thousands per second; React Router's request handling would cost it three
// quarters of its throughput, decision record 016) and the static files answer here.
// server.ts wires it to a Node HTTP server. Its parts: the first middleware (request-setup), static
// files (static-serving), readiness, React Router (react-router-handler), outages (outage-watch).
import { type ErrorHandler, Hono, type MiddlewareHandler } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { createRequestHandler } from 'react-router';
import { arrivalServerTiming } from '../analytics/arrival.server.ts';
import { isCountedPath } from '../analytics/counted-paths.server.ts';
import { handleBeacon } from '../analytics/endpoint.server.ts';
import { isAnswerPost, isStatusPagePost, withSameOriginStatusPost } from '../conversation/answer-path.server.ts';
import { BEACON_PATH, type Env } from './app-env.server.ts';
import type { HttpAppOptions } from './app-options.server.ts';
import { type OutageWatch, watchOutages } from './outage-watch.server.ts';
import { renderWithReactRouter } from './react-router-handler.server.ts';
import { readiness } from './readiness.server.ts';
import { isClientAbort, limitRequestBody } from './request-body.server.ts';
import { requestContext } from './request-setup.server.ts';
import { createSharedDocuments } from './shared-documents.server.ts';
import { serveStaticFile } from './static-serving.server.ts';
import { unavailableResponse } from './unavailable.server.ts';
import { withHeaders } from './with-headers.server.ts';

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

/**
 * Forms and JSON are small; only uploads stream large bodies (they enforce their own 50 MB limit):
 * the checkout's files and the staff's result report.
 */
function limitBodiesButUploads(): MiddlewareHandler<Env> {
  const streamsUpload = (path: string) =>
    path.startsWith('/api/uploads') || /^\/conan\/api\/faelle\/[^/]+\/bericht$/.test(path);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || streamsUpload(c.req.path)) return next();
    // A status page's form posted without JavaScript (its Origin is null; answer-path.server.ts).
    if (isStatusPagePost(c.req.raw)) c.req.raw = withSameOriginStatusPost(c.req.raw);
    // An answer to a Rückfrage with its files: bounded by its own limit (app/server/conversation/).
    if (isAnswerPost(c.req.raw)) return next();
    // Read and dropped within bounds before the 413, so the client gets the answer (request-body.server.ts).
    return limitRequestBody(c.req.raw, 1024 * 1024, 'Die Anfrage ist zu groß.', async (request) => {
      c.req.raw = request;
      await next();
      return c.res;
    });
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
