// What a refused request's unread body does to its connection. Answering before the body is read and
// then closing leaves unread bytes in the socket, which makes the kernel reset the connection (the
// client may lose the answer, and a keep-alive client's next request fails). So a refusal first reads
// and discards a bounded rest: if the body ends, the connection stays usable; if it does not, the
// answer says `Connection: close` and the server closes it deliberately.

/** By default up to this much of a refused body is read and thrown away, for at most this long. */
const DISCARD_MAX_BYTES = 4 * 1024 * 1024;
const DISCARD_MAX_MS = 2000;

/** Reads and drops the rest of a body; true when it ended within the bounds. */
export async function discardRest(
  body: AsyncIterator<Uint8Array>,
  { maxBytes = DISCARD_MAX_BYTES, maxMs = DISCARD_MAX_MS } = {},
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), maxMs);
  });
  let read = 0;
  try {
    while (read <= maxBytes) {
      const next = await Promise.race([body.next(), timeout]);
      if (next === 'timeout') return false;
      if (next.done) return true;
      read += next.value.byteLength;
    }
    return false;
  } catch {
    // The client went away or sent a broken body: nothing left to keep usable.
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Headers for an answer to a request whose body was not read to its end. */
export function closeUnlessDrained(drained: boolean): Record<string, string> {
  return drained ? {} : { Connection: 'close' };
}

/**
 * A body over `maxBytes` is refused with 413 and `message`, after its bounded rest was read and
 * dropped (so the client gets the answer, not a reset connection). A body with a length up to the
 * limit passes untouched; one without a length (chunked) is read up to the limit and handed on as
 * read. `next` gets the request to go on with.
 */
export async function limitRequestBody(
  request: Request,
  maxBytes: number,
  message: string,
  next: (request: Request) => Promise<Response>,
): Promise<Response> {
  const refuse = (drained: boolean) =>
    new Response(message, {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=UTF-8', ...closeUnlessDrained(drained) },
    });
  if (!request.body) return next(request);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared <= maxBytes) return next(request);
  const iterator = (request.body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  if (Number.isFinite(declared)) return refuse(await discardRest(iterator));
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const chunk = await iterator.next();
    if (chunk.done) break;
    length += chunk.value.byteLength;
    if (length > maxBytes) return refuse(await discardRest(iterator));
    chunks.push(chunk.value);
  }
  return next(new Request(request, { body: Buffer.concat(chunks), duplex: 'half' } as RequestInit));
}

/** True for the errors a request body raises when the client disconnects mid-request. */
export function isClientAbort(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  const code = (error as { code?: string })?.code;
  const name = (error as { name?: string })?.name;
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ABORT_ERR' ||
    name === 'AbortError' ||
    (error instanceof Error && /aborted|premature close|terminated/i.test(error.message))
  );
}
