import { startReverseSearch } from '#app/server/casework/public-image-links.server.ts';
import { formText, readForm } from '#app/server/http/form-body.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/case-reverse-search';

/**
 * POST /conan/api/faelle/:caseId/bildsuche (form: documentId, engine) — one click on a reverse image
 * search button (issue 30 point 3): mints the image's public link for ten minutes, audits the use
 * (`case.image.reverse-search`) and answers `{ url }`, the engine's address, which the workbench's tab
 * (opened at the click) then loads. Guarded by routes/staff/guard.tsx (session, same origin), both roles.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const staff = currentStaff(context);
  const { requestId, logger } = context.get(requestInfoContext);
  const runtime = getRuntime();
  const read = await readForm(request, logger);
  if (!read.ok) return Response.json({ error: 'Die Anfrage konnte nicht gelesen werden.' }, { status: read.status });
  const auth = await runtime.staffAuth();
  const result = await startReverseSearch(runtime.database.db, {
    config: runtime.config,
    secret: (await auth.$context).secret,
    staffId: staff.id,
    requestId,
    caseId: params.caseId,
    documentId: formText(read.form, 'documentId'),
    engine: formText(read.form, 'engine'),
  });
  const headers = { 'Cache-Control': 'no-store' };
  if (!result.ok) return Response.json({ error: result.message }, { status: result.status, headers });
  return Response.json({ url: result.url, expiresAt: result.expiresAt.toISOString() }, { headers });
}
