// Stripe's word on a refund after it accepted it (refund.updated, refund.failed, charge.refund.updated):
// a refund can be accepted as pending and fail days later (a closed card, a closed account). Reduced
// to what app/server/refunds/provider-updates.server.ts acts on.
import type { RefundUpdate } from '../refunds/provider-updates.server.ts';
import type { PaymentEvent } from './provider.server.ts';

const REFUND_EVENT_TYPES = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

/** The refund an event of Stripe's reports on, or null when the event is not about a refund. */
export function refundUpdateOf(event: PaymentEvent): RefundUpdate | null {
  if (event.provider !== 'stripe' || !REFUND_EVENT_TYPES.has(event.rawType)) return null;
  const object = (event.payload as { data?: { object?: unknown } } | null)?.data?.object as
    | { object?: unknown; id?: unknown; status?: unknown; failure_reason?: unknown }
    | undefined;
  if (object?.object !== 'refund' || typeof object.id !== 'string' || typeof object.status !== 'string') {
    return null;
  }
  return {
    provider: 'stripe',
    eventId: event.eventId,
    providerRefundId: object.id,
    status: object.status,
    failureReason: typeof object.failure_reason === 'string' ? object.failure_reason : null,
  };
}
