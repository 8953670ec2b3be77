import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { serveCaseFile } from '#app/server/staff/file-download.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/file';

// A case file for staff (spec §7 call 12), through a signed link made by the case details
// (app/server/staff/file-links.server.ts); guarded by routes/staff/guard.tsx.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const runtime = getRuntime();
  const auth = await runtime.staffAuth();
  return serveCaseFile({
    db: runtime.database.db,
    storage: runtime.storage,
    secret: (await auth.$context).secret,
    staffId: staff.id,
    sessionId: staff.sessionId,
    documentId: params.documentId,
    query: new URL(request.url).searchParams,
    requestId: context.get(requestInfoContext).requestId,
    method: request.method,
  });
}
