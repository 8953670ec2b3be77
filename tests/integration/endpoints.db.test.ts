// The upload endpoint and the payment webhook in-process, request in, response out, on a real
// database: every refusal path, with the status and message a client sees.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { handleUpload, handleUploadRemoval } from '#app/server/checkout/upload-endpoint.server.ts';
import { parseConfig } from '#app/server/config/config.server.ts';
import { auditLog, cases } from '#app/server/db/schema.server.ts';
import { createSimulatedProvider, sign } from '#app/server/payments/simulated.server.ts';
import { handlePaymentWebhook } from '#app/server/payments/webhook.server.ts';
import { createRuntime, type Runtime } from '#app/server/runtime.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { fixture, validOrder } from '#tests/support/order-fixtures.ts';
import { MB, pdfBody } from '#tests/support/upload-bodies.ts';

const database = useTestDatabase();
const dataDir = useScratchFolder('echtcheck-endpoints-');
let runtime: Runtime;
const logger = pino({ level: 'silent' });
const SECRET = 'endpoint-test-secret';

beforeAll(async () => {
  const created = createRuntime(
    parseConfig({ DATA_DIR: dataDir.path, UPLOAD_LIMIT_FILES_PER_HOUR: '25', UPLOAD_STAGED_CAP_MB: '120' }),
    database,
    logger,
  );
  // Simulated payments with a known secret, so the test can sign stale and future events itself.
  const simulated = createSimulatedProvider(SECRET);
  runtime = { ...created, simulated, payments: simulated };
});

function uploadRequest(body: BodyInit | null, headers: Record<string, string>) {
  return new Request('http://localhost/api/uploads', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function upload(
  body: BodyInit | null,
  options: { checkoutId?: string; name?: string; address?: string; headers?: Record<string, string> } = {},
) {
  const response = await handleUpload(
    runtime,
    uploadRequest(body, {
      'x-checkout-id': options.checkoutId ?? randomUUID(),
      'x-file-name': encodeURIComponent(options.name ?? 'chat.pdf'),
      ...options.headers,
    }),
    { clientAddress: options.address ?? '192.0.2.10', logger },
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

/** A PDF of `size` bytes as a request body. */
const pdf = (size: number) => new Uint8Array(pdfBody(size));

/** A streamed body of `total` bytes with no declared length. */
function stream(total: number) {
  const chunk = pdfBody(MB);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(MB, total - sent);
      sent += size;
      controller.enqueue(chunk.subarray(0, size));
    },
  });
}

describe('POST /api/uploads', () => {
  it('stores a file and answers 201 with the document', async () => {
    const answer = await upload(new Uint8Array(await fixture('profilbild.png')), { name: 'Profilbild.png' });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ fileName: 'Profilbild.png', fileType: 'image/png' });
  });

  it('answers every refusal with its status and German message', async () => {
    expect((await upload(pdf(10), { checkoutId: 'nicht-uuid' })).status).toBe(400);
    expect((await upload(pdf(10), { checkoutId: '00000000-0000-4000-8000-000000000000' })).status).toBe(400);
    expect((await upload(null)).json).toEqual({ error: 'Die Datei ist leer.' });
    const wrongName = await upload(pdf(10), { name: '../passwd.pdf' });
    expect(wrongName).toMatchObject({ status: 415, json: { title: 'Ungültiger Dateityp' } });
    const exe = await upload(new Uint8Array(await fixture('programm-als-bild.png')), { name: 'bild.png' });
    expect(exe).toMatchObject({ status: 415, json: { reason: 'invalid-type' } });
    // Declared over 50 MB: refused unread; what follows is dropped only briefly, then the connection closes.
    const declared = await upload(stream(5 * MB), { headers: { 'content-length': String(50 * MB + 1) } });
    expect(declared).toMatchObject({ status: 413, json: { title: 'Datei zu groß' } });
    expect(declared.headers.get('connection')).toBe('close');
    const streamed = await upload(stream(50 * MB + 1));
    expect(streamed).toMatchObject({ status: 413, json: { description: 'chat.pdf: Maximum 50 MB pro Datei.' } });
    expect(streamed.headers.get('connection')).toBeNull();
  });

  it('answers 409 for the 11th file of a checkout and for a paid order', async () => {
    const checkoutId = randomUUID();
    for (let i = 0; i < 10; i++)
      expect((await upload(pdf(1024), { checkoutId, address: '192.0.2.11' })).status).toBe(201);
    expect(await upload(pdf(1024), { checkoutId, address: '192.0.2.11' })).toMatchObject({
      status: 409,
      json: { title: 'Zu viele Dateien' },
    });
    const order = validOrder();
    await placeOrder(
      { db: database.db, storage: runtime.storage, payments: runtime.payments, siteUrl: 'http://localhost' },
      order,
    );
    await database.db.update(cases).set({ status: 'paid' }).where(eq(cases.id, order.checkoutId));
    expect(await upload(pdf(1024), { checkoutId: order.checkoutId })).toMatchObject({
      status: 409,
      json: { title: 'Auftrag abgeschlossen' },
    });
  });

  it('DELETE removes a staged file of the same checkout only', async () => {
    const checkoutId = randomUUID();
    const stored = await upload(pdf(1024), { checkoutId, address: '192.0.2.16' });
    const remove = (checkout: string, id: string) =>
      handleUploadRemoval(
        runtime,
        new Request(`http://localhost/api/uploads/${id}`, { method: 'DELETE', headers: { 'x-checkout-id': checkout } }),
        id,
      );
    expect((await remove(randomUUID(), stored.json.id)).status).toBe(404);
    expect((await remove('x', stored.json.id)).status).toBe(400);
    expect((await remove(checkoutId, stored.json.id)).status).toBe(204);
    expect((await remove(checkoutId, stored.json.id)).status).toBe(404);
  });

  it('answers 429 with Retry-After past the hourly limit of a network, 507 past the total cap', async () => {
    const address = '192.0.2.12';
    for (let i = 0; i < 25; i++) expect((await upload(pdf(1024), { address })).status).toBe(201);
    const limited = await upload(pdf(1024), { address });
    expect(limited).toMatchObject({ status: 429, json: { title: 'Zu viele Uploads' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    // 120 MB in total: two 50 MB files fit, the third does not, from whichever address.
    expect((await upload(pdf(50 * MB), { address: '192.0.2.13' })).status).toBe(201);
    expect((await upload(pdf(50 * MB), { address: '192.0.2.14' })).status).toBe(201);
    const full = await upload(pdf(50 * MB), { address: '192.0.2.15' });
    expect(full).toMatchObject({ status: 507, json: { title: 'Upload gerade nicht möglich' } });
  });
});

describe('POST /api/webhooks/payment', () => {
  async function deliver(body: string, signature: string | undefined) {
    const response = await handlePaymentWebhook(
      runtime,
      new Request('http://localhost/api/webhooks/payment', {
        method: 'POST',
        body,
        headers: signature ? { 'x-simulated-signature': signature } : {},
      }),
      { logger, requestId: 'webhook-test' },
    );
    return { status: response.status, json: await response.json() };
  }

  it('refuses a missing, stale, foreign or future signature and a changed body; applies a valid event once', async () => {
    const order = validOrder();
    await placeOrder(
      { db: database.db, storage: runtime.storage, payments: runtime.payments, siteUrl: 'http://localhost' },
      order,
    );
    const [row] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    const simulated = runtime.simulated;
    if (!simulated || !row?.paymentSessionId) throw new Error('simulated payments expected');
    const event = { sessionId: row.paymentSessionId, caseId: order.checkoutId, amountCents: 3900 };
    const { body, signature } = simulated.signedEvent('paid', event);
    const now = Math.floor(Date.now() / 1000);
    const foreign = createSimulatedProvider('another-secret').signedEvent('paid', event);

    expect(await deliver(body, undefined)).toMatchObject({ status: 400, json: { error: 'invalid signature' } });
    // A fresh timestamp with a wrong signature, and the right signature over a changed body.
    expect((await deliver(foreign.body, foreign.signature)).status).toBe(400);
    expect((await deliver(body.replace('"paid"', '"failed"'), signature)).status).toBe(400);
    // Correctly signed, but an hour old or an hour ahead.
    expect((await deliver(body, sign(SECRET, body, now - 3600))).status).toBe(400);
    expect((await deliver(body, sign(SECRET, body, now + 3600))).status).toBe(400);
    expect((await deliver(body, sign(SECRET, body, now - 60))).status).toBe(200);

    // The one accepted above (60 s old) paid the case; the same event again changes nothing.
    expect(await deliver(body, signature)).toEqual({ status: 200, json: { received: true, outcome: 'duplicate' } });
    const [paid] = await database.db.select().from(cases).where(eq(cases.id, order.checkoutId));
    expect(paid?.status).toBe('paid');
    // The audit row names the request that brought the event.
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.checkoutId), eq(auditLog.action, 'case.paid')));
    expect(audit?.requestId).toBe('webhook-test');
  });
});
