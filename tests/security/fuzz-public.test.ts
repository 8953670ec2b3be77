// Point 2 of issue 14, the public side: property-based fuzzing (fast-check) of every public endpoint
// that takes input — uploads POST and DELETE, the order (checkout POST), the payment webhook, the
// analytics beacon, the withdrawal form, the status page's token, the test payment page, the
// reverse image search's image link /b/:token — with
// realistic-shaped hostile payloads (wrong types, huge strings, unicode, nested JSON, wrong content
// types, missing and duplicated headers). Asserted: no response with status 5xx, the process stays
// up, its resident memory returns to its level (support/memory.ts states the tolerance).
//
// FUZZ_RUNS payloads per endpoint: default 200; the long mode is FUZZ_RUNS=10000
// (`FUZZ_RUNS=10000 npm run test:security`, outside CI). Each payload comes from a fresh client
// address, so the limits (tested in limits.test.ts) do not hide the code behind them.
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { pdfBody } from '#tests/support/upload-bodies.ts';
import { describeFuzzing } from './support/fuzz.ts';
import {
  contentType,
  FUZZ_TIMEOUT_MS,
  formBody,
  fuzz,
  headerValue,
  hostileOrder,
  hostileString,
  hostileValue,
  jsonText,
  maybe,
  rawBody,
  segment,
  shaped,
} from './support/hostile.ts';
import { rawCall } from './support/http.ts';
import { world } from './support/world.ts';

const w = world();
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG_HEAD = Buffer.from('ffd8ffe000104a464946', 'hex');

const ENDPOINTS = 10;
describeFuzzing('fuzzing the public endpoints', w, ENDPOINTS, () => {
  test(
    'POST /api/uploads',
    async () => {
      const body = fc.oneof(
        rawBody,
        fc.integer({ min: 0, max: 300_000 }).map((size) => new Uint8Array(pdfBody(Math.max(size, 64)))),
        fc.uint8Array({ maxLength: 2000 }).map((tail) => new Uint8Array(Buffer.concat([PNG_HEAD, tail]))),
        fc.uint8Array({ maxLength: 2000 }).map((tail) => new Uint8Array(Buffer.concat([JPEG_HEAD, tail]))),
      );
      const payload = fc.record({
        checkoutId: fc.oneof(fc.uuid(), hostileString),
        fileName: fc.oneof(fc.constantFrom('bild.jpg', 'chat.pdf', 'notiz.txt', 'x.docx', 'a.png'), hostileString),
        encodeName: fc.boolean(),
        type: contentType,
        body,
        twice: fc.boolean(),
      });
      const statuses = await fuzz(payload, async (p) => {
        return rawCall(w.base, '/api/uploads', {
          method: 'POST',
          headers: {
            'x-checkout-id': p.twice ? [headerValue(p.checkoutId), randomUUID()] : headerValue(p.checkoutId),
            'x-file-name': p.encodeName ? segment(p.fileName) : headerValue(p.fileName),
            'content-type': p.type || undefined,
          },
          body: p.body,
        });
      });
      // The payloads met the upload's own checks, not a blanket refusal (a limit would answer 429
      // to all of them), and the endpoint still stores a valid file afterwards. (This asserted two
      // statuses or more before, which a run of all-400 payloads, rare but possible, failed.)
      expect(statuses.has(429)).toBe(false);
      const valid = await rawCall(w.base, '/api/uploads', {
        method: 'POST',
        headers: { 'x-checkout-id': randomUUID(), 'x-file-name': 'chat.pdf', 'content-type': 'application/pdf' },
        body: new Uint8Array(pdfBody(2048)),
      });
      expect(valid.status).toBe(201);
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'DELETE /api/uploads/:id',
    async () => {
      const payload = fc.record({
        id: fc.oneof(fc.uuid(), hostileString),
        checkoutId: fc.oneof(fc.uuid(), hostileString),
      });
      await fuzz(payload, (p) =>
        rawCall(w.base, `/api/uploads/${segment(p.id) || 'x'}`, {
          method: 'DELETE',
          headers: { 'x-checkout-id': headerValue(p.checkoutId) },
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /api/checkout',
    async () => {
      const payload = fc.record({
        body: fc.oneof({ weight: 4, arbitrary: hostileOrder.map(jsonText) }, { weight: 1, arbitrary: rawBody }),
        type: fc.oneof(
          { weight: 3, arbitrary: fc.constant('application/json') },
          { weight: 1, arbitrary: contentType },
        ),
      });
      const statuses = await fuzz(payload, (p) =>
        rawCall(w.base, '/api/checkout', {
          method: 'POST',
          headers: { 'content-type': p.type, origin: w.base },
          body: p.body,
        }),
      );
      // Some generated orders are valid: the fuzzing reaches the code past the validation.
      expect([...statuses.keys()].some((status) => status === 400 || status === 415)).toBe(true);
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /api/webhooks/payment',
    async () => {
      const event = shaped({
        id: fc.constant(`sim_evt_${randomBytes(6).toString('hex')}`),
        type: fc.constantFrom('paid', 'failed', 'cancelled', 'checkout.session.completed'),
        sessionId: fc.constantFrom(w.paymentSessionId, 'sim_cs_000'),
        caseId: fc.constantFrom(w.caseId, randomUUID()),
        amountCents: fc.constantFrom(3900, 1, -3900, 0),
      });
      const payload = fc.record({
        body: fc.oneof(event.map(jsonText), rawBody),
        header: fc.constantFrom('x-simulated-signature', 'stripe-signature', ''),
        signature: fc.oneof(
          fc
            .tuple(
              fc.integer({ min: 0, max: 2 ** 40 }),
              fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }),
            )
            .map(([t, mac]) => `t=${t},v1=${mac}`),
          hostileString,
        ),
        type: contentType,
      });
      await fuzz(payload, (p) =>
        rawCall(w.base, '/api/webhooks/payment', {
          method: 'POST',
          headers: { ...(p.header ? { [p.header]: headerValue(p.signature) } : {}), 'content-type': p.type },
          body: p.body,
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /api/analytics',
    async () => {
      const beacon = shaped({
        kind: fc.constantFrom('entry', 'exit', 'step'),
        session: fc.uuid({ version: 4 }),
        path: fc.constantFrom('/', '/checkout', '/agb', '/conan', 'https://evil.example/'),
        referrer: fc.constantFrom(null, 'https://www.google.de/', 'android-app://x', 'javascript:alert(1)'),
        seconds: fc.integer({ min: -5, max: 10_000_000 }),
        step: fc.integer({ min: -1, max: 8 }),
        service: fc.constantFrom('dating-app-schutz', null),
      });
      const payload = fc.record({
        body: fc.oneof({ weight: 4, arbitrary: beacon.map(jsonText) }, { weight: 1, arbitrary: rawBody }),
        type: fc.oneof(fc.constantFrom('text/plain', 'application/json'), contentType),
        agent: fc.oneof(fc.constant(undefined), hostileString, fc.constant('Googlebot/2.1')),
      });
      await fuzz(payload, (p) =>
        rawCall(w.base, '/api/analytics', {
          method: 'POST',
          headers: { 'content-type': p.type, ...(p.agent !== undefined ? { 'user-agent': headerValue(p.agent) } : {}) },
          body: p.body,
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'POST /vertrag-widerrufen',
    async () => {
      const payload = fc.record({
        fields: shaped({
          name: fc.constant('Erika Muster'),
          orderReference: fc.constantFrom(w.caseId.slice(0, 8), 'deadbeef', ''),
          email: fc.constantFrom('erika@example.de', ''),
          intent: fc.constantFrom('confirm', 'review', ''),
        }),
        twice: fc.boolean(),
        type: fc.oneof(
          { weight: 3, arbitrary: fc.constant('application/x-www-form-urlencoded') },
          { weight: 1, arbitrary: contentType },
        ),
        data: fc.boolean(),
      });
      await fuzz(payload, (p) =>
        rawCall(w.base, p.data ? '/vertrag-widerrufen.data' : '/vertrag-widerrufen', {
          method: 'POST',
          headers: { 'content-type': p.type, origin: w.base },
          body: formBody(p.fields, p.twice),
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'GET /auftrag/:token (page, data, report, invoice)',
    async () => {
      const payload = fc.record({
        token: fc.oneof(hostileString, fc.string({ minLength: 32, maxLength: 32 }), fc.constant(w.caseId)),
        suffix: fc.constantFrom('', '.data', '/bericht', '/rechnung'),
        query: fc.oneof(
          fc.constant(''),
          hostileString.map((text) => `?x=${segment(text)}`),
        ),
      });
      await fuzz(payload, async (p) => {
        const answer = await rawCall(w.base, `/auftrag/${segment(p.token) || 'x'}${p.suffix}${p.query}`);
        for (const marker of w.markers)
          if (answer.body.includes(marker)) return { status: 599, body: `leaks ${marker}` };
        return answer;
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    '/zahlung/test/:sessionId (the simulated payment page)',
    async () => {
      const payload = fc.record({
        sessionId: fc.oneof(hostileString, fc.constant(`sim_cs_${randomBytes(12).toString('hex')}`)),
        method: fc.constantFrom('GET', 'POST'),
        ergebnis: maybe(fc.constantFrom('bezahlen', 'fehlschlagen', 'abbrechen')),
      });
      await fuzz(payload, (p) =>
        rawCall(w.base, `/zahlung/test/${segment(p.sessionId) || 'x'}`, {
          method: p.method,
          ...(p.method === 'POST'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded', origin: w.base },
                body: formBody({ ergebnis: p.ergebnis }, false),
              }
            : {}),
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    "/b/:token (the reverse image search's short-lived image link)",
    async () => {
      const payload = fc.record({
        token: fc.oneof(
          hostileString,
          fc.base64String({ minLength: 50, maxLength: 70 }),
          fc.uint8Array({ minLength: 44, maxLength: 44 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
        ),
        method: fc.constantFrom('GET', 'HEAD', 'POST'),
      });
      await fuzz(payload, async (p) => {
        const answer = await rawCall(w.base, `/b/${segment(p.token) || 'x'}`, { method: p.method });
        // No forged token shows an image.
        expect(answer.status === 200 && p.method !== 'POST').toBe(false);
        return answer;
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  test(
    'any other JSON at the public JSON endpoints (nested, huge, wrong types)',
    async () => {
      const payload = fc.record({
        path: fc.constantFrom('/api/checkout', '/api/analytics', '/api/webhooks/payment'),
        value: hostileValue,
      });
      await fuzz(payload, (p) =>
        rawCall(w.base, p.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: jsonText(p.value),
        }),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
