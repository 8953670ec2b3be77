import { describe, expect, it } from 'vitest';
import { discardRest, limitRequestBody } from './request-body.server.ts';

const LIMIT = 1024;

function stream(chunks: Uint8Array[], endless = false) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (endless) controller.enqueue(new Uint8Array(256));
      else if (index < chunks.length) controller.enqueue(chunks[index++] as Uint8Array);
      else controller.close();
    },
  });
}

function post(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  return new Request('http://echtcheck.test/conan/faelle/x', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** What the route saw: the body's text, or that it was never called. */
async function passed(request: Request) {
  let seen: string | null = null;
  const response = await limitRequestBody(request, LIMIT, 'Die Anfrage ist zu groß.', async (handed) => {
    seen = await handed.text();
    return new Response('ok');
  });
  return { response, seen: seen as string | null };
}

describe('limitRequestBody', () => {
  it('hands a chunked body under the limit on as sent, in its pieces joined', async () => {
    const text = 'intent=ask-question&question=Hallo%20Welt';
    const pieces = [text.slice(0, 10), text.slice(10)].map((part) => new TextEncoder().encode(part));
    const { response, seen } = await passed(post(stream(pieces)));
    expect(response.status).toBe(200);
    expect(seen).toBe(text);
  });

  it('hands a body with a length up to the limit on untouched', async () => {
    const text = 'a'.repeat(LIMIT);
    const { response, seen } = await passed(post(text, { 'content-length': String(LIMIT) }));
    expect(response.status).toBe(200);
    expect(seen).toBe(text);
  });

  it('refuses a declared length over the limit without calling the route; the rest read, the connection kept', async () => {
    const { response, seen } = await passed(post('b'.repeat(LIMIT + 1), { 'content-length': String(LIMIT + 1) }));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Die Anfrage ist zu groß.');
    expect(response.headers.get('connection')).toBeNull();
    expect(seen).toBeNull();
  });

  it('refuses a chunked body once it passes the limit; an endless one gets Connection: close', async () => {
    const over = await passed(post(stream([new Uint8Array(LIMIT), new Uint8Array(1)])));
    expect(over.response.status).toBe(413);
    expect(over.response.headers.get('connection')).toBeNull();
    expect(over.seen).toBeNull();
    const endless = await passed(post(stream([], true)));
    expect(endless.response.status).toBe(413);
    expect(endless.response.headers.get('connection')).toBe('close');
  });
});

describe('discardRest', () => {
  it('reports whether the body ended within its bounds', async () => {
    const ended = stream([new Uint8Array(10)])[Symbol.asyncIterator]();
    expect(await discardRest(ended)).toBe(true);
    const endless = stream([], true)[Symbol.asyncIterator]();
    expect(await discardRest(endless, { maxBytes: 4096, maxMs: 1000 })).toBe(false);
  });
});
