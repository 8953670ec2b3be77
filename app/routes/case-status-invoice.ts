import { openStatusInvoice, statusDownloadResponse } from '#app/server/customer/status-page.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/case-status-invoice';

// The invoice of the status page /auftrag/{token}, the stored PDF as sent (app/server/customer/status-page.server.ts).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { database, storage, provider } = getRuntime();
  return statusDownloadResponse(
    database.db,
    await openStatusInvoice(database.db, { storage, provider }, params.token),
    {
      method: request.method,
      requestId: context.get(requestInfoContext).requestId,
      action: 'status.invoice.downloaded',
    },
  );
}
