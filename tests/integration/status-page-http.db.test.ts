// The status page and its downloads through the whole HTTP layer (app.server.ts), the real route
// modules and the real document renderer (entry.server.tsx), in-process: the headers the browser
// gets (no cache, no referrer, no indexing: the URL is the key to the order), the 404 for unknown
// keys, and the rendered page. Only the root layout is a stand-in (it needs the Vite build's CSS).
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as statusRoute from '#app/routes/case-status.tsx';
import * as statusInvoiceRoute from '#app/routes/case-status-invoice.ts';
import * as statusReportRoute from '#app/routes/case-status-report.ts';
import { placeOrder } from '#app/server/checkout/order.server.ts';
import { parseConfig } from '#app/server/config/config.server.ts';
import { newStatusToken } from '#app/server/customer/status-token.server.ts';
import { cases, uploadedDocuments } from '#app/server/db/schema.server.ts';
import { createHttpApp } from '#app/server/http/app.server.ts';
import { applyPaymentEvent } from '#app/server/payments/record-payment.server.ts';
import { createSimulatedProvider } from '#app/server/payments/simulated.server.ts';
import { createRuntime, paymentContext, type Runtime, setRuntime } from '#app/server/runtime.server.ts';
import { useScratchFolder, useTestDatabase } from '#tests/support/database-fixture.ts';
import { chunks, validOrder } from '#tests/support/order-fixtures.ts';
import { testServerBuild } from '#tests/support/route-build.ts';

const database = useTestDatabase();
const dataDir = useScratchFolder('echtcheck-status-http-');
let runtime: Runtime;
let app: ReturnType<typeof createHttpApp>;
const logger = pino({ level: 'silent' });

/** The status page and its two downloads. */
function statusBuild() {
  return testServerBuild([
    { id: 'routes/case-status', path: 'auftrag/:token', module: statusRoute },
    { id: 'routes/case-status-report', path: 'auftrag/:token/bericht', module: statusReportRoute },
    { id: 'routes/case-status-invoice', path: 'auftrag/:token/rechnung', module: statusInvoiceRoute },
  ]);
}

beforeAll(async () => {
  const simulated = createSimulatedProvider('status-http-secret');
  runtime = {
    ...createRuntime(parseConfig({ DATA_DIR: dataDir.path }), database, logger),
    simulated,
    payments: simulated,
  };
  setRuntime(runtime);
  app = createHttpApp({
    config: runtime.config,
    logger,
    database,
    build: statusBuild(),
    staticFiles: new Map(),
    mode: 'production',
  });
});
afterAll(async () => {
  setRuntime(undefined);
  await runtime?.mailWorker.stop();
});

/** A paid order (through the payment code: with its invoice), completed with a report and a message. */
async function completedOrder() {
  const input = validOrder();
  await placeOrder(
    { db: database.db, storage: runtime.storage, payments: runtime.payments, siteUrl: 'http://localhost' },
    input,
  );
  const caseId = input.checkoutId;
  const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
  const signed = runtime.simulated?.signedEvent('paid', {
    sessionId: row?.paymentSessionId ?? '',
    caseId,
    amountCents: row?.amountCents ?? 0,
  });
  if (!signed || !row?.statusToken) throw new Error('order not placed');
  // No mail is sent here: the worker is not woken.
  await applyPaymentEvent(
    { ...paymentContext(runtime), onMailQueued: undefined },
    await runtime.payments.verifyWebhook(signed.body, signed.signature),
  );
  const report = Buffer.from('%PDF-1.7 Ergebnisbericht');
  const filePath = `case-files/${caseId}/1-bericht.pdf`;
  const stored = await runtime.storage.write(filePath, chunks(report), { maxBytes: 1024 });
  await database.db.insert(uploadedDocuments).values({
    caseId,
    fileName: 'bericht.pdf',
    fileSize: stored.size,
    fileType: 'application/pdf',
    filePath,
    kind: 'report',
  });
  const now = new Date();
  await database.db
    .update(cases)
    .set({
      status: 'completed',
      startedAt: now,
      completedAt: now,
      resultMessage: 'Zeile eins\nZeile zwei <b>kein HTML</b>',
    })
    .where(eq(cases.id, caseId));
  return { caseId, token: row.statusToken, reference: caseId.slice(0, 8), report };
}

function expectPrivateHeaders(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  // The global default (strict-origin-when-cross-origin) would still send the full URL to our own
  // pages and the origin elsewhere; the status routes send none.
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
}

describe(`status page over HTTP on ${process.env.TEST_DB_KIND ?? 'pglite'}`, () => {
  it('renders the page of a completed order with private headers', async () => {
    const { token, reference } = await completedOrder();
    const response = await app.request(`/auftrag/${token}`);
    expect(response.status).toBe(200);
    expectPrivateHeaders(response);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain(`Ihr Auftrag ${reference}`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(html).toMatch(/<meta name="referrer" content="no-referrer"\/?>/);
    // The timeline: an ordered list, the current stage marked for assistive technology.
    expect(html).toMatch(/<ol[^>]*aria-label="Ablauf Ihres Auftrags"/);
    expect(html).toMatch(/<li aria-current="step"[^>]*>.*?Abgeschlossen/);
    // The message as text: line breaks kept by CSS, markup escaped.
    expect(html).toContain('Zeile eins\nZeile zwei &lt;b&gt;kein HTML&lt;/b&gt;');
    expect(html).toContain(`href="/auftrag/${token}/bericht"`);
    expect(html).toContain('Ergebnisbericht herunterladen (PDF)');
    expect(html).toContain('Rechnung herunterladen (PDF)');
    expect(html).not.toContain('Vertrag widerrufen');
  });

  it('answers unknown and malformed keys with the same German 404 page, privately', async () => {
    const pages = await Promise.all(
      [`/auftrag/${newStatusToken()}`, '/auftrag/kein-schluessel', `/auftrag/${'f'.repeat(64)}`].map((url) =>
        app.request(url),
      ),
    );
    const bodies = await Promise.all(pages.map((page) => page.text()));
    for (const [index, page] of pages.entries()) {
      expect(page.status).toBe(404);
      expectPrivateHeaders(page);
      expect(bodies[index]).toContain('Diese Statusseite gibt es nicht');
      expect(bodies[index]).toContain('Bitte prüfen Sie den Link aus Ihrer Bestätigungsmail');
    }
    expect(new Set(bodies.map((body) => body.replace(/nonce="[^"]*"/g, ''))).size).toBe(1);
  });

  it('serves report and invoice as PDF attachments with private headers; 404 when unknown', async () => {
    const { token, reference, report } = await completedOrder();
    const download = await app.request(`/auftrag/${token}/bericht`);
    expect(download.status).toBe(200);
    expectPrivateHeaders(download);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Echtcheck-Ergebnisbericht-${reference}.pdf"`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(report)).toBe(true);

    const invoice = await app.request(`/auftrag/${token}/rechnung`);
    expect(invoice.status).toBe(200);
    expectPrivateHeaders(invoice);
    expect(invoice.headers.get('content-disposition')).toMatch(/^attachment; filename="EC-\d{4}-\d{6}\.pdf"$/);
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    for (const url of [`/auftrag/${newStatusToken()}/bericht`, '/auftrag/x/rechnung']) {
      const missing = await app.request(url);
      expect(missing.status).toBe(404);
      expectPrivateHeaders(missing);
    }
  });
});
