// The HTTP side of step 3 uploads (route: app/routes/api/uploads.ts and api/upload.ts). The file is
// the raw request body, streamed to storage by uploads.server.ts; X-Checkout-Id names the checkout,
// X-File-Name the original name (URI-encoded). Answers the stored document or a German message.
import type { Logger } from 'pino';
import { isCheckoutId, isUuid, uploadMessages } from '#app/lib/checkout-schema.ts';
import { limitKey } from '../abuse/client-address.server.ts';
import { closeUnlessDrained, discardRest, isClientAbort } from '../http/request-body.server.ts';
import type { Runtime } from '../runtime.server.ts';
import { MAX_FILE_BYTES, receiveUpload, removeStagedUpload, uploadLimits } from './uploads.server.ts';

export interface RequestScope {
  clientAddress: string;
  logger: Logger;
}

/** POST /api/uploads */
export async function handleUpload(runtime: Runtime, request: Request, scope: RequestScope): Promise<Response> {
  const checkoutId = request.headers.get('x-checkout-id') ?? '';
  const body = request.body?.getReader();
  const iterator: AsyncIterator<Uint8Array> = {
    next: async () => {
      const chunk = await (body as ReadableStreamDefaultReader<Uint8Array>).read();
      return chunk.done ? { done: true, value: undefined } : { done: false, value: chunk.value };
    },
  };
  const length = request.headers.get('content-length');
  const declaredSize = length ? Number(length) : undefined;
  // Every refusal first reads and drops the rest of the body (at most one file's worth, 30 s), so
  // the client reads the answer and the connection stays usable; a body declared larger than
  // allowed is not read: the answer closes the connection (decision record 007).
  const refuse = async (payload: object, status: number, headers: Record<string, string> = {}) => {
    const oversized = declaredSize !== undefined && declaredSize > MAX_FILE_BYTES;
    const drained = body
      ? await discardRest(iterator, oversized ? {} : { maxBytes: MAX_FILE_BYTES + 1024 * 1024, maxMs: 30_000 })
      : true;
    return Response.json(payload, { status, headers: { ...headers, ...closeUnlessDrained(drained) } });
  };
  if (!isCheckoutId(checkoutId)) return refuse({ error: 'Ungültige Anfrage.' }, 400);
  let fileName: string;
  try {
    fileName = decodeURIComponent(request.headers.get('x-file-name') ?? '');
  } catch {
    fileName = '';
  }
  if (!body) return Response.json({ error: 'Die Datei ist leer.' }, { status: 400 });
  const { database, storage, config } = runtime;
  let result: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    result = await receiveUpload({
      db: database.db,
      storage,
      checkoutId,
      fileName,
      declaredSize,
      body: iterator,
      uploaderKey: limitKey('upload', scope.clientAddress),
      limits: uploadLimits(config),
    });
  } catch (error) {
    if (!isClientAbort(error, request.signal)) throw error;
    // The client went away mid-upload: the partial file is gone, nobody is left to answer.
    scope.logger.info({ reason: String((error as Error)?.message ?? error) }, 'upload aborted by the client');
    return new Response(null, { status: 499 });
  }
  if (result.ok) return Response.json(result.document, { status: 201 });
  const shown = fileName || 'Datei';
  scope.logger.info({ reason: result.reason, checkoutId }, 'upload refused');
  switch (result.reason) {
    case 'too-large':
      return refuse({ reason: result.reason, ...uploadMessages.tooLarge(shown) }, 413);
    case 'too-many':
      return refuse({ reason: result.reason, ...uploadMessages.tooMany() }, 409);
    case 'rate-limited': {
      const seconds = result.retryAfterSeconds ?? 3600;
      return refuse({ reason: result.reason, ...uploadMessages.rateLimited(seconds) }, 429, {
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
}

/** DELETE /api/uploads/{id}: the customer removed a staged file in step 3. */
export async function handleUploadRemoval(runtime: Runtime, request: Request, id: string): Promise<Response> {
  const checkoutId = request.headers.get('x-checkout-id') ?? '';
  if (!isCheckoutId(checkoutId) || !isUuid(id)) return Response.json({ error: 'Ungültige Anfrage.' }, { status: 400 });
  const removed = await removeStagedUpload(runtime.database.db, runtime.storage, checkoutId, id);
  return removed
    ? new Response(null, { status: 204 })
    : Response.json({ error: 'Datei nicht gefunden.' }, { status: 404 });
}
