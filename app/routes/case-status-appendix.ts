import { openStatusDocument, statusDownloadResponse } from '#app/server/customer/status-page.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/case-status-appendix';

// The appendix an admin added to the report, on the status page /auftrag/{token} (issue 29 point 2).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { database, storage } = getRuntime();
  return statusDownloadResponse(
    database.db,
    await openStatusDocument(database.db, storage, params.token, 'report-appendix'),
    {
      method: request.method,
      requestId: context.get(requestInfoContext).requestId,
      action: 'status.appendix.downloaded',
    },
  );
}
