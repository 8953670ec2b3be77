import { handleUploadRemoval } from '#app/server/checkout/upload-endpoint.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/upload';

/** DELETE /api/uploads/{id} — removes a staged file of the checkout named in X-Checkout-Id. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return new Response(null, { status: 405, headers: { Allow: 'DELETE' } });
  return handleUploadRemoval(getRuntime(), request, params.id);
}
