import { handleBeacon } from '#app/server/analytics/endpoint.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getServices } from '#app/server/services.server.ts';
import type { Route } from './+types/analytics';

/** POST /api/analytics — a page-view, exit or checkout-step beacon (app/server/analytics/endpoint.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { clientAddress, logger } = context.get(requestInfoContext);
  const { analytics, config } = getServices();
  return handleBeacon(request, {
    ingest: analytics,
    siteOrigin: new URL(config.SITE_URL).origin,
    clientAddress,
    logger,
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
