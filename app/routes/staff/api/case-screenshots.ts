import { receiveScreenshot } from '#app/server/casework/screenshot-upload.server.ts';
import { closeUnlessDrained, discardRest } from '#app/server/http/request-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { fileLink } from '#app/server/staff/file-links.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/case-screenshots';

/**
 * POST /conan/api/faelle/:caseId/bildschirmfotos — one screenshot of a finding as the raw request
 * body (PNG or JPEG, file name URI-encoded in X-File-Name), like the report upload
 * (routes/staff/api/case-report.ts); see app/server/casework/screenshot-upload.server.ts. Guarded by
 * routes/staff/guard.tsx, for both roles. Answers 201 with the screenshot and a signed link to
 * view it, or the German refusal.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const staff = currentStaff(context);
  const { requestId } = context.get(requestInfoContext);
  const runtime = getRuntime();
  const reader = request.body?.getReader();
  const body: AsyncIterator<Uint8Array> = {
    next: async () => {
      if (!reader) return { done: true, value: undefined };
      const chunk = await reader.read();
      return chunk.done ? { done: true, value: undefined } : { done: false, value: chunk.value };
    },
  };
  let fileName = '';
  try {
    fileName = decodeURIComponent(request.headers.get('x-file-name') ?? '');
  } catch {
    fileName = '';
  }
  const length = request.headers.get('content-length');
  const result = await receiveScreenshot({
    db: runtime.database.db,
    storage: runtime.storage,
    caseId: params.caseId,
    staffId: staff.id,
    requestId,
    fileName,
    declaredSize: length ? Number(length) : undefined,
    body,
  });
  if (result.ok) {
    const secret = (await (await runtime.staffAuth()).$context).secret;
    const openUrl = fileLink(secret, {
      documentId: result.screenshot.id,
      sessionId: staff.sessionId,
      disposition: 'inline',
    });
    return Response.json({ ...result.screenshot, openUrl }, { status: 201 });
  }
  // A refused body is read to its end where that is cheap, so the answer reaches the browser.
  const drained = result.status === 413 && length ? false : await discardRest(body);
  return Response.json({ error: result.message }, { status: result.status, headers: closeUnlessDrained(drained) });
}
