import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { handlePaymentWebhook } from '#app/server/payments/webhook.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/payment-webhook';

/** POST /api/webhooks/payment — signed provider events; see payments/webhook.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  return handlePaymentWebhook(getRuntime(), request, context.get(requestInfoContext));
}
