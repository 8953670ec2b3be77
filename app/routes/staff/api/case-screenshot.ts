import { removeScreenshot } from '#app/server/casework/screenshot-removal.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/case-screenshot';

/**
 * DELETE /conan/api/faelle/:caseId/bildschirmfotos/:id — removes one screenshot of a case in
 * progress (app/server/casework/screenshot-removal.server.ts). Guarded by routes/staff/guard.tsx, for both
 * roles. Answers 204, or the German refusal as JSON.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return new Response(null, { status: 405, headers: { Allow: 'DELETE' } });
  const staff = currentStaff(context);
  const { requestId } = context.get(requestInfoContext);
  const { database, storage } = getRuntime();
  const result = await removeScreenshot(
    database.db,
    storage,
    { staffId: staff.id, requestId },
    params.caseId,
    params.id,
  );
  if (result.ok) return new Response(null, { status: 204 });
  return Response.json({ error: result.message }, { status: result.status });
}
