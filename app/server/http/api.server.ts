// Streaming endpoints that need the raw request: step 3 uploads and the payment webhook.
// (Form-shaped endpoints are React Router actions.)
import type { Hono } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { isCheckoutId, uploadMessages } from '#app/lib/checkout-schema.ts';
import { limitKey } from '../abuse/client-address.server.ts';
import { MAX_FILE_BYTES, receiveUpload, removeStagedUpload, uploadLimits } from '../checkout/uploads.server.ts';
import { WebhookSignatureError } from '../payments/provider.server.ts';
import { applyPaymentEvent } from '../payments/record-payment.server.ts';
import { paymentContext, type Services } from '../services.server.ts';
import { closeUnlessDrained, discardRest, isClientAbort } from './request-body.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

// biome-ignore lint/suspicious/noExplicitAny: the app's Env type lives in app.server.ts
export function registerApi(app: Hono<any>, services: () => Services) {
  /**
   * POST /api/uploads — the file is the raw request body; X-Checkout-Id names the checkout,
   * X-File-Name the original name (URI-encoded). Answers the stored document or a German error.
   */
  app.post('/api/uploads', async (c) => {
    const checkoutId = c.req.header('x-checkout-id') ?? '';
    const body = c.req.raw.body?.getReader();
    const iterator: AsyncIterator<Uint8Array> = {
      next: async () => {
        const chunk = await (body as ReadableStreamDefaultReader<Uint8Array>).read();
        return chunk.done ? { done: true, value: undefined } : { done: false, value: chunk.value };
      },
    };
    const length = c.req.header('content-length');
    const declaredSize = length ? Number(length) : undefined;
    // Every refusal first reads and drops the rest of the body (at most one file's worth, 30 s), so
    // the client reads the answer and the connection stays usable; a body declared larger than
    // allowed is not read: the answer closes the connection.
    const refuse = async (payload: object, status: ContentfulStatusCode, headers: Record<string, string> = {}) => {
      const oversized = declaredSize !== undefined && declaredSize > MAX_FILE_BYTES;
      const drained = body
        ? await discardRest(iterator, oversized ? {} : { maxBytes: MAX_FILE_BYTES + 1024 * 1024, maxMs: 30_000 })
        : true;
      return c.json(payload, status, { ...headers, ...closeUnlessDrained(drained) });
    };
    if (!isCheckoutId(checkoutId)) return refuse({ error: 'Ungültige Anfrage.' }, 400);
    let fileName: string;
    try {
      fileName = decodeURIComponent(c.req.header('x-file-name') ?? '');
    } catch {
      fileName = '';
    }
    if (!body) return c.json({ error: 'Die Datei ist leer.' }, 400);
    const { database, storage, config } = services();
    let result: Awaited<ReturnType<typeof receiveUpload>>;
    try {
      result = await receiveUpload({
        db: database.db,
        storage,
        checkoutId,
        fileName,
        declaredSize,
        body: iterator,
        uploaderKey: limitKey('upload', c.var.clientAddress),
        limits: uploadLimits(config),
      });
    } catch (error) {
      if (!isClientAbort(error, c.req.raw.signal)) throw error;
      // The client went away mid-upload: the partial file is gone, nobody is left to answer.
      c.var.logger.info({ reason: String((error as Error)?.message ?? error) }, 'upload aborted by the client');
      return c.body(null, 499 as StatusCode);
    }
    if (result.ok) return c.json(result.document, 201);
    const shown = fileName || 'Datei';
    c.var.logger.info({ reason: result.reason, checkoutId }, 'upload refused');
    switch (result.reason) {
      case 'too-large':
        return refuse({ reason: result.reason, ...uploadMessages.tooLarge(shown) }, 413);
      case 'too-many':
        return refuse({ reason: result.reason, ...uploadMessages.tooMany() }, 409);
      case 'rate-limited': {
        const seconds = result.retryAfterSeconds ?? 3600;
        return refuse({ reason: result.reason, ...uploadMessages.rateLimited(Math.ceil(seconds / 60)) }, 429, {
          'Retry-After': String(seconds),
        });
      }
      case 'storage-full':
        return refuse({ reason: result.reason, ...uploadMessages.storageFull() }, 507, { 'Retry-After': '600' });
      case 'order-closed':
        return refuse(
          {
            reason: result.reason,
            title: 'Auftrag abgeschlossen',
            description: 'Zu diesem Auftrag können keine Dateien mehr hinzugefügt werden.',
          },
          409,
        );
      default:
        // A wrong name, a path in the name or content that does not match the type: one message.
        return refuse({ reason: result.reason, ...uploadMessages.invalidType(shown) }, 415);
    }
  });

  app.delete('/api/uploads/:id', async (c) => {
    const checkoutId = c.req.header('x-checkout-id') ?? '';
    const id = c.req.param('id');
    if (!isCheckoutId(checkoutId) || !UUID.test(id)) return c.json({ error: 'Ungültige Anfrage.' }, 400);
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
      const level = outcome === 'mismatch' || outcome === 'unknown-case' ? 'warn' : 'info';
      logger[level]({ eventId: event.eventId, type: event.rawType, caseId: event.caseId, outcome }, 'payment event');
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
