// POST /api/analytics (app/routes/api/analytics.ts): one beacon as JSON, sent by navigator.sendBeacon
// (text/plain) or fetch (application/json). Answers without a body: 204 taken (or a bot, silently not
// counted), 400 not a valid event, 413 too large, 415 other content, 429 too many from this network,
// 503 the queue is full. Never a 500 for anything the client sent.
import type { Logger } from 'pino';
import { MAX_EVENT_BYTES, parseEvent } from './events.server.ts';
import type { AnalyticsIngest } from './ingest.server.ts';

export interface BeaconContext {
  ingest: AnalyticsIngest;
  /** The site's public origin (SITE_URL); the request's own origin is added. */
  siteOrigin: string;
  clientAddress: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

const noBody = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The body as text, or null when it is longer than `max` bytes (the rest is not read). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function handleBeacon(request: Request, context: BeaconContext): Promise<Response> {
  if (request.method !== 'POST') return noBody(405, { Allow: 'POST' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') return noBody(415);
  let text: string | null;
  try {
    text = await readCapped(request, MAX_EVENT_BYTES);
  } catch {
    // The client went away mid-body.
    return noBody(400);
  }
  if (text === null) return noBody(413, { Connection: 'close' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return noBody(400);
  }
  const origins = new Set([context.siteOrigin, new URL(request.url).origin]);
  const parsed = parseEvent(json, origins);
  if (!parsed.ok) {
    context.logger.info({ reason: parsed.reason }, 'analytics event refused');
    return noBody(400);
  }
  const result = await context.ingest.accept(parsed.event, {
    address: context.clientAddress,
    userAgent: request.headers.get('user-agent') ?? '',
  });
  if (result === 'limited') return noBody(429, { 'Retry-After': '60' });
  if (result === 'busy') {
    context.logger.warn('analytics queue full: event refused');
    return noBody(503, { 'Retry-After': '5' });
  }
  return noBody(204);
}
