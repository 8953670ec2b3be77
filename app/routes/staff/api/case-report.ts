import { receiveAppendix } from '#app/server/casework/report-upload.server.ts';
import { closeUnlessDrained, discardRest } from '#app/server/http/request-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import { isAdmin } from '#app/server/staff/roles.server.ts';
import type { Route } from './+types/case-report';

/**
 * POST /conan/api/faelle/:caseId/bericht — an admin's PDF added to the generated report as its
 * appendix: the raw request body, the file name and the reason URI-encoded in X-File-Name and
 * X-Reason; see app/server/casework/report-upload.server.ts (a Prüfer is refused there with 403).
 * Guarded by routes/staff/guard.tsx.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const staff = currentStaff(context);
  const { requestId } = context.get(requestInfoContext);
  const { database, storage } = getRuntime();
  const reader = request.body?.getReader();
  const body: AsyncIterator<Uint8Array> = {
    next: async () => {
      if (!reader) return { done: true, value: undefined };
      const chunk = await reader.read();
      return chunk.done ? { done: true, value: undefined } : { done: false, value: chunk.value };
    },
  };
  const header = (name: string) => {
    try {
      return decodeURIComponent(request.headers.get(name) ?? '');
    } catch {
      return '';
    }
  };
  const length = request.headers.get('content-length');
  const result = await receiveAppendix({
    db: database.db,
    storage,
    caseId: params.caseId,
    staffId: staff.id,
    admin: isAdmin(staff),
    requestId,
    fileName: header('x-file-name'),
    reason: header('x-reason'),
    declaredSize: length ? Number(length) : undefined,
    body,
  });
  if (result.ok) return Response.json(result.report, { status: 201 });
  // A refused body is read to its end where that is cheap, so the answer reaches the browser.
  const drained = result.status === 413 && length ? false : await discardRest(body);
  return Response.json({ error: result.message }, { status: result.status, headers: closeUnlessDrained(drained) });
}
