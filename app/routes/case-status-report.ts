import { openStatusReport, statusDownloadResponse } from '#app/server/customer/status-page.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import type { Route } from './+types/case-status-report';

// The delivered report of the status page /auftrag/{token} (app/server/customer/status-page.server.ts).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { database, storage } = getRuntime();
  return statusDownloadResponse(database.db, await openStatusReport(database.db, storage, params.token), {
    method: request.method,
    requestId: context.get(requestInfoContext).requestId,
    action: 'status.report.downloaded',
  });
}
