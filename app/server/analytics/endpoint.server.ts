// POST /api/analytics (served before React Router, in app/server/http/app.server.ts): one beacon
// as JSON, sent by navigator.sendBeacon (text/plain) or fetch (application/json). Answers without a
// body: 204 taken (or a bot, silently not counted), 400 not a valid event, 413 too large, 415 other
// content, 429 too many from this network, 503 the queue is full. Never a 500 for anything the
// client sent.
import type { Logger } from 'pino';
import { closeUnlessDrained, discardRest } from '../http/request-body.server.ts';
import { MAX_EVENT_BYTES, parseEvent } from './events.server.ts';
import type { AnalyticsIngest } from './ingest.server.ts';

export interface BeaconContext {
  ingest: AnalyticsIngest;
  /** The site's public origin (SITE_URL); the request's own origin is added. */
  siteOrigin: string;
  clientAddress: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  /**
   * The body as the Node request's own stream, when there is one: reading it directly skips the
   * web-stream adapter (a third of the endpoint's work at thousands of beacons per second).
   */
  body?: AsyncIterable<Uint8Array>;
}

const noBody = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * The body as text, or `tooLarge` when it is longer than `max` bytes. The rest of a body too large is
 * read and dropped within bounds (request-body.server.ts): an answer sent over unread bytes makes the
 * kernel reset the connection, and the client would lose the 413.
 */
async function readCapped(
  request: Request,
  source: AsyncIterable<Uint8Array> | undefined,
  max: number,
): Promise<{ text: string } | { tooLarge: true; drained: boolean }> {
  const body = source ?? (request.body as AsyncIterable<Uint8Array> | null);
  if (!body) return { text: '' };
  const iterator = body[Symbol.asyncIterator]();
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) return { tooLarge: true, drained: await discardRest(iterator) };
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    length += next.value.byteLength;
    if (length > max) return { tooLarge: true, drained: await discardRest(iterator) };
    chunks.push(next.value);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

/** Our own origins: the public one and the one this request reached (e.g. a local test server). */
function siteOrigins(siteOrigin: string, request: Request): ReadonlySet<string> {
  const host = request.headers.get('host');
  const scheme = request.url.slice(0, request.url.indexOf(':'));
  return new Set(host ? [siteOrigin, `${scheme}://${host}`] : [siteOrigin]);
}

export async function handleBeacon(request: Request, context: BeaconContext): Promise<Response> {
  if (request.method !== 'POST') return noBody(405, { Allow: 'POST' });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') return noBody(415);
  let read: Awaited<ReturnType<typeof readCapped>>;
  try {
    read = await readCapped(request, context.body, MAX_EVENT_BYTES);
  } catch {
    // The client went away mid-body.
    return noBody(400);
  }
  if ('tooLarge' in read) return noBody(413, closeUnlessDrained(read.drained));
  const { text } = read;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return noBody(400);
  }
  const parsed = parseEvent(json, siteOrigins(context.siteOrigin, request));
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
