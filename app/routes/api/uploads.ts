import { handleUpload } from '#app/server/checkout/upload-endpoint.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/uploads';

/** POST /api/uploads — one file as the raw request body (step 3); see checkout/upload-endpoint.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const { clientAddress, logger } = context.get(requestInfoContext);
  return handleUpload(getRuntime(), request, { clientAddress, logger });
}
