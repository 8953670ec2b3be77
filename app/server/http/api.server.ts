// Streaming endpoints that need the raw request: step 3 uploads and the payment webhook.
// (Form-shaped endpoints are React Router actions.)
import type { Hono } from 'hono';
import { uploadMessages } from '#app/lib/checkout-schema.ts';
import { receiveUpload, removeStagedUpload } from '../checkout/uploads.server.ts';
import { WebhookSignatureError } from '../payments/provider.server.ts';
import { applyPaymentEvent } from '../payments/record-payment.server.ts';
import { paymentContext, type Services } from '../services.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

// biome-ignore lint/suspicious/noExplicitAny: the app's Env type lives in app.server.ts
export function registerApi(app: Hono<any>, services: () => Services) {
  /**
   * POST /api/uploads — the file is the raw request body; X-Checkout-Id names the checkout,
   * X-File-Name the original name (URI-encoded). Answers the stored document or a German error.
   */
  app.post('/api/uploads', async (c) => {
    const checkoutId = c.req.header('x-checkout-id') ?? '';
    if (!UUID.test(checkoutId)) return c.json({ error: 'Ungültige Anfrage.' }, 400);
    let fileName: string;
    try {
      fileName = decodeURIComponent(c.req.header('x-file-name') ?? '');
    } catch {
      fileName = '';
    }
    const length = c.req.header('content-length');
    const body = c.req.raw.body;
    if (!body) return c.json({ error: 'Die Datei ist leer.' }, 400);
    const { database, storage } = services();
    const result = await receiveUpload({
      db: database.db,
      storage,
      checkoutId,
      fileName,
      declaredSize: length ? Number(length) : undefined,
      body: body as unknown as AsyncIterable<Uint8Array>,
    });
    if (result.ok) return c.json(result.document, 201);
    const shown = fileName || 'Datei';
    switch (result.reason) {
      case 'too-large':
        return c.json({ reason: result.reason, ...uploadMessages.tooLarge(shown) }, 413);
      case 'too-many':
        return c.json({ reason: result.reason, ...uploadMessages.tooMany() }, 409);
      case 'order-closed':
        return c.json(
          {
            reason: result.reason,
            title: 'Auftrag abgeschlossen',
            description: 'Zu diesem Auftrag können keine Dateien mehr hinzugefügt werden.',
          },
          409,
        );
      default:
        // A wrong name, a path in the name or content that does not match the type: one message.
        return c.json({ reason: result.reason, ...uploadMessages.invalidType(shown) }, 415);
    }
  });

  app.delete('/api/uploads/:id', async (c) => {
    const checkoutId = c.req.header('x-checkout-id') ?? '';
    const id = c.req.param('id');
    if (!UUID.test(checkoutId) || !UUID.test(id)) return c.json({ error: 'Ungültige Anfrage.' }, 400);
    const { database, storage } = services();
    const removed = await removeStagedUpload(database.db, storage, checkoutId, id);
    return removed ? c.body(null, 204) : c.json({ error: 'Datei nicht gefunden.' }, 404);
  });

  /** POST /api/webhooks/payment — Stripe's (or the simulated provider's) signed events, verified on the raw body. */
  app.post('/api/webhooks/payment', async (c) => {
    const current = services();
    const { payments, logger } = current;
    const raw = await c.req.text();
    const signature = c.req.header('stripe-signature') ?? c.req.header('x-simulated-signature');
    try {
      const event = await payments.verifyWebhook(raw, signature);
      const outcome = await applyPaymentEvent(paymentContext(current), event);
      logger.info({ eventId: event.eventId, type: event.rawType, caseId: event.caseId, outcome }, 'payment event');
      return c.json({ received: true, outcome });
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        logger.warn({ err: error.message }, 'payment webhook with a bad signature');
        return c.json({ error: 'invalid signature' }, 400);
      }
      throw error;
    }
  });
}
