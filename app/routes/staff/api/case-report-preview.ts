import { isUuid } from '#app/lib/checkout-schema.ts';
import { appendixNoteFor } from '#app/server/casework/case-finish.server.ts';
import { loadStoredFindings } from '#app/server/casework/findings-store.server.ts';
import { renderReport, reportCase } from '#app/server/casework/report-delivery.server.ts';
import { latestAppendix } from '#app/server/casework/report-upload.server.ts';
import { requestInfoContext } from '#app/server/http/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { auditStaff } from '#app/server/staff/audit.server.ts';
import { currentStaff } from '#app/server/staff/require-staff.server.ts';
import type { Route } from './+types/case-report-preview';

const error = (status: number, message: string) =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /conan/api/faelle/:caseId/bericht-vorschau — the report as the customer would receive it,
 * rendered from the saved findings draft (issue 29), shown inline and stored nowhere. The delivered
 * report is rendered again when the case is finished. Guarded by routes/staff/guard.tsx.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const { requestId } = context.get(requestInfoContext);
  const runtime = getRuntime();
  const db = runtime.database.db;
  if (!isUuid(params.caseId)) return error(404, 'Diesen Fall gibt es nicht.');
  const current = await reportCase(db, params.caseId);
  if (!current || current.purged) return error(404, 'Diesen Fall gibt es nicht (mehr).');
  const { findings } = await loadStoredFindings(db, params.caseId);
  if (!findings.verdict)
    return error(400, 'Bitte wählen Sie zuerst ein Ergebnis und speichern Sie den Entwurf; die Vorschau zeigt es an.');
  const appendix = await latestAppendix(db, params.caseId);
  const pdf = await renderReport(
    db,
    runtime.storage,
    runtime.provider,
    params.caseId,
    current,
    findings,
    appendix ? appendixNoteFor(appendix.fileName) : null,
    new Date(),
  );
  await auditStaff(db, {
    staffId: staff.id,
    action: 'case.report.previewed',
    entityType: 'case',
    entityId: params.caseId,
    requestId,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="Vorschau-Ergebnisbericht-${current.info.reference}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
