import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { NonceProvider } from '#app/lib/nonce.tsx';
import type { RouteHandle } from '#app/root.tsx';
import { hydrateAfterPaint, importsFromBuild } from '#app/server/http/hydrate-after-paint.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getLogger } from '#app/server/logging/logger.server.ts';

export const streamTimeout = 5_000;

/** The client build beside this server build (build/server → build/client): the modules' imports. */
const clientImports = importsFromBuild(fileURLToPath(new URL('../client', import.meta.url)), (file) =>
  readFileSync(file, 'utf8'),
);

/**
 * Errors of loaders and actions go to the JSON log (React Router would print them to the console).
 * A request the client abandoned is not an error of ours; nor is a request React Router refuses
 * itself (a POST to a page without an action: 405), which anyone can send: logged as info.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    getLogger().info({ status: error.status, path }, 'request refused by the router');
    return;
  }
  getLogger().error({ err: error, path }, 'route error');
}

/**
 * Renders the whole document, then answers with it in one piece (decision record 010). Our pages
 * defer no data, so the shell is the whole page and streaming it would gain no time; one buffer
 * skips the stream plumbing between React, React Router and the HTTP server, and lets the
 * compression run in one call off the event loop. A page that defers data waits for it (as
 * crawlers always did), at most `streamTimeout`.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Empty while prerendering (no per-request nonce); server.ts then hashes the inline scripts.
  const { nonce, requestId } = loadContext.get(requestInfoContext);
  // A page that is usable before its script runs loads the script after the first paint (decision
  // record 026); not in development, where Vite's module graph and hot reload own the scripts.
  const afterPaint =
    !import.meta.env.DEV &&
    routerContext.staticHandlerContext.matches.some(
      (match) => (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrateAfterPaint,
    );
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const html = Buffer.concat(chunks);
        const body = afterPaint ? hydrateAfterPaint(html.toString('utf8'), clientImports) : html;
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce || undefined}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          // Errors inside Suspense boundaries: the page is sent with the boundary's fallback.
          responseStatusCode = 500;
          // Before the shell, React Router handles (and logs) the error itself.
          if (shellRendered) getLogger().error({ err: error, requestId }, 'render error');
        },
      },
    );
    timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
