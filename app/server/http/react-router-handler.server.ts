// Every request the HTTP application does not answer itself goes to React Router (app.server.ts):
// a shared document when one is kept, else rendered with the request's context, then the outage's
// 503, the staff's no-store, the page's CSP and the compression.
import type { Context } from 'hono';
import { type createRequestHandler, RouterContextProvider } from 'react-router';
import { isStaffPath } from '../../lib/header.ts';
import type { Env } from './app-env.server.ts';
import { compressResponse } from './compression.server.ts';
import type { OutageWatch } from './outage-watch.server.ts';
import { requestInfoContext } from './request-context.server.ts';
import { contentSecurityPolicy, createNonce } from './security-headers.server.ts';
import type { createSharedDocuments } from './shared-documents.server.ts';
import { unavailableResponse } from './unavailable.server.ts';
import { withHeaders } from './with-headers.server.ts';

/**
 * A request for React Router: a shared document when one is kept, else rendered; an outage's 500
 * becomes a 503, staff responses are never cached, pages get their CSP, and the answer is compressed.
 */
export function renderWithReactRouter({
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
