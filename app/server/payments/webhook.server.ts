// POST /api/webhooks/payment (route: app/routes/api/payment-webhook.ts): the provider's signed
// events, verified on the raw body (Stripe-Signature, or the simulated provider's header) and
// applied by the one handler, record-payment.server.ts. Answers 200 to every verified event, also
// to those that change nothing, so the provider does not retry them.
import type { RequestInfo } from '../http/request-context.server.ts';
import { applyRefundUpdate } from '../refunds/provider-updates.server.ts';
import { paymentContext, type Runtime } from '../runtime.server.ts';
import { WebhookSignatureError } from './provider.server.ts';
import { applyPaymentEvent } from './record-payment.server.ts';
import { SIMULATED_SIGNATURE_HEADER } from './simulated.server.ts';
import { refundUpdateOf } from './stripe-refund-events.server.ts';

export async function handlePaymentWebhook(
  runtime: Runtime,
  request: Request,
  { logger, requestId }: Pick<RequestInfo, 'logger' | 'requestId'>,
): Promise<Response> {
  const raw = await request.text();
  const signature =
    request.headers.get('stripe-signature') ?? request.headers.get(SIMULATED_SIGNATURE_HEADER) ?? undefined;
  try {
    const event = await runtime.payments.verifyWebhook(raw, signature);
    const outcome = await applyPaymentEvent(paymentContext(runtime, requestId), event);
    // A refund the provider accepted earlier and now reports on (returned: the money is owed another way).
    const refund = outcome === 'duplicate' ? null : refundUpdateOf(event);
    if (refund) {
      const refundOutcome = await applyRefundUpdate(
        {
          db: runtime.database.db,
          provider: runtime.provider,
          siteUrl: runtime.config.SITE_URL,
          staffEmail: runtime.config.STAFF_EMAIL,
          logger,
          onMailQueued: () => runtime.mailWorker.wake(),
        },
        refund,
      );
      logger.info({ eventId: event.eventId, type: event.rawType, refundOutcome }, 'refund event');
      return Response.json({ received: true, outcome: refundOutcome });
    }
    const level = outcome === 'mismatch' || outcome === 'unknown-case' ? 'warn' : 'info';
    logger[level]({ eventId: event.eventId, type: event.rawType, caseId: event.caseId, outcome }, 'payment event');
    return Response.json({ received: true, outcome });
  } catch (error) {
    if (WebhookSignatureError.is(error)) {
      logger.warn({ err: error.message }, 'payment webhook with a bad signature');
      return Response.json({ error: 'invalid signature' }, { status: 400 });
    }
    throw error;
  }
}
