// The findings draft of a case in the database, and "Bericht erzeugen" (issue 13 points 1–2): the
// case dialog saves the structured findings while staff work, and renders them into the report PDF
// that becomes the case's report draft, delivered by "Fall abschließen" like an uploaded one
// (case-workflow.server.ts). Checks: findings.server.ts; the PDF: app/server/casework/findings-report.server.ts.
import { and, eq, inArray } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { isOpenForWork } from '#app/lib/case-state.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { emptyFindings, type Findings } from '#app/lib/findings.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { caseCustomer } from '../db/case-customer.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseFindings, cases, clients, uploadedDocuments } from '../db/schema.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { type CaseImage, parseFindings, reportInput, reportProblems } from './findings.server.ts';
import { renderFindingsReport } from './findings-report.server.ts';
import { recordReport } from './report-upload.server.ts';

/** The image types of the customer's uploads that the image research covers. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'];

export interface FindingsActor {
  staffId: string;
  requestId: string;
}

export type FindingsSaveResult =
  | { ok: true; findings: Findings }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

export type ReportResult =
  | { ok: true; report: { id: string; fileName: string; fileSize: number } }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

/** The customer's uploaded images of a case, in upload order. */
export async function caseImages(db: Db, caseId: string): Promise<CaseImage[]> {
  const rows = await db
    .select({ documentId: uploadedDocuments.id, fileName: uploadedDocuments.fileName })
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.caseId, caseId),
        eq(uploadedDocuments.kind, 'customer'),
        inArray(uploadedDocuments.fileType, IMAGE_TYPES),
      ),
    )
    .orderBy(uploadedDocuments.uploadTimestamp);
  return rows;
}

/** The saved draft, or empty findings. */
export async function loadFindings(db: Db, caseId: string): Promise<Findings> {
  const [row] = await db
    .select({ findings: caseFindings.findings })
    .from(caseFindings)
    .where(eq(caseFindings.caseId, caseId));
  return row ? { ...emptyFindings(), ...(row.findings as Findings) } : emptyFindings();
}

const NO_CASE = 'Diesen Fall gibt es nicht.';
const NOT_OPEN = 'Dieser Fall ist abgeschlossen oder widerrufen; die Befunde können nicht mehr geändert werden.';

/** Saves the draft (any stage of completeness) while the case is open for work. */
export async function saveFindings(
  db: Db,
  actor: FindingsActor,
  caseId: string,
  input: unknown,
): Promise<FindingsSaveResult> {
  if (!isUuid(caseId)) return { ok: false, status: 404, message: NO_CASE };
  const [current] = await db
    .select({ status: cases.status, caseType: cases.caseType, purged: cases.dataPurgedAt })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!current) return { ok: false, status: 404, message: NO_CASE };
  if (!isOpenForWork(current.status) || current.purged) return { ok: false, status: 409, message: NOT_OPEN };
  const parsed = parseFindings(input, current.caseType, await caseImages(db, caseId));
  if (!parsed.ok) {
    return {
      ok: false,
      status: 400,
      message: 'Bitte prüfen Sie die markierten Angaben; der Entwurf wurde nicht gespeichert.',
      errors: parsed.errors,
    };
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(caseFindings)
      .values({ caseId, findings: parsed.findings, updatedBy: actor.staffId })
      .onConflictDoUpdate({
        target: caseFindings.caseId,
        set: { findings: parsed.findings, updatedBy: actor.staffId, updatedAt: new Date() },
      });
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.findings.saved',
      entityType: 'case',
      entityId: caseId,
      details: { verdict: parsed.findings.verdict, checklist: parsed.findings.checklist.length },
      requestId: actor.requestId,
    });
  });
  return { ok: true, findings: parsed.findings };
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/**
 * "Bericht erzeugen": renders the saved findings into the report PDF and makes it the case's report
 * draft (it replaces an earlier generated or uploaded one). Refused, with German messages, while the
 * findings lack a verdict or a summary or name what a report must not contain.
 */
export async function generateReport(
  db: Db,
  storage: FileStorage,
  provider: ProviderInfo,
  actor: FindingsActor,
  caseId: string,
  now = new Date(),
): Promise<ReportResult> {
  if (!isUuid(caseId)) return { ok: false, status: 404, message: NO_CASE };
  const [current] = await db
    .select({
      status: cases.status,
      caseType: cases.caseType,
      purged: cases.dataPurgedAt,
      // The name this order was placed with (decision record 028).
      firstName: caseCustomer.firstName,
      lastName: caseCustomer.lastName,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(eq(cases.id, caseId));
  if (!current) return { ok: false, status: 404, message: NO_CASE };
  if (!isOpenForWork(current.status) || current.purged) return { ok: false, status: 409, message: NOT_OPEN };
  const findings = await loadFindings(db, caseId);
  const problems = reportProblems(findings);
  if (Object.keys(problems).length > 0) {
    return {
      ok: false,
      status: 400,
      message: Object.values(problems)[0] ?? 'Der Bericht kann noch nicht erzeugt werden.',
      errors: problems,
    };
  }
  const reference = caseReference(caseId);
  const pdf = await renderFindingsReport(
    reportInput(
      findings,
      {
        reference,
        customerName: `${current.firstName} ${current.lastName}`.trim(),
        serviceName: serviceName(current.caseType),
        caseType: current.caseType,
      },
      provider,
      now,
    ),
  );
  const fileName = `Pruefbericht-${reference}.pdf`;
  const key = `case-files/${caseId}/report-${now.getTime()}-${fileName}`;
  const stored = await storage.write(key, once(pdf), { maxBytes: pdf.byteLength });
  const written = await recordReport(db, {
    caseId,
    key,
    fileName,
    size: stored.size,
    sha256: stored.sha256,
    staffId: actor.staffId,
    requestId: actor.requestId,
    now,
    action: 'case.report.generated',
  });
  if (!written) {
    await storage.remove(key);
    return { ok: false, status: 409, message: NOT_OPEN };
  }
  for (const path of written.replaced) await storage.remove(path);
  return { ok: true, report: { id: written.id, fileName, fileSize: stored.size } };
}
