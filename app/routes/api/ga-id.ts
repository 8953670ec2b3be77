import { getRuntime } from '#app/server/runtime.server.ts';

/**
 * GET /api/ga-id — spec §7 call 3 ("get-ga-id"): the Google Analytics 4 measurement id, or null when
 * the operator set none. The page asks only after the visitor's analytics consent (app/client/site.js).
 */
export function loader() {
  const id = getRuntime().config.GA_MEASUREMENT_ID;
  return Response.json({ ga_id: id === '' ? null : id }, { headers: { 'Cache-Control': 'no-store' } });
}
