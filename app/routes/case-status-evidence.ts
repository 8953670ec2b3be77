import { openStatusDocument, statusDownloadResponse } from '#app/server/customer/status-page.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/case-status-evidence';

// The evidence pack of the status page /auftrag/{token} (issue 29 point 4; app/server/customer/status-page.server.ts).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { database, storage } = getRuntime();
  return statusDownloadResponse(database.db, await openStatusDocument(database.db, storage, params.token, 'evidence'), {
    method: request.method,
    requestId: context.get(requestInfoContext).requestId,
    action: 'status.evidence.downloaded',
  });
}
