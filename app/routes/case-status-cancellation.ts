import { openStatusCancellation, statusDownloadResponse } from '#app/server/customer/status-page.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/case-status-cancellation';

// A cancellation invoice of the status page /auftrag/{token}, the stored PDF as sent
// (app/server/customer/status-page.server.ts); only one that belongs to the token's case.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { database, storage, provider } = getRuntime();
  return statusDownloadResponse(
    database.db,
    await openStatusCancellation(database.db, { storage, provider }, params.token, params.cancellationId),
    {
      method: request.method,
      requestId: context.get(requestInfoContext).requestId,
      action: 'status.cancellation.downloaded',
    },
  );
}
