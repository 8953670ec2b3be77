// The findings draft of a case in the database (issues 13 and 29): the case page saves the
// structured findings while staff work, a second staff member may approve a version of them
// (REPORT_SECOND_APPROVAL), and staff preview the report rendered from the saved draft. The report
// that is delivered is rendered when the case is finished (report-delivery.server.ts).
// Checks: findings.server.ts; the gate: app/lib/report-gate.ts.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isInReview, isOpenForWork } from '#app/lib/case-state.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { type Findings, upgradeFindings } from '#app/lib/findings.ts';
import type { Db } from '../db/db.server.ts';
import { caseFindings, cases, uploadedDocuments } from '../db/schema.server.ts';
import { type RevisionConflict, revisionConflict } from '../presence/revision.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { type CaseImage, parseFindings } from './findings.server.ts';

/** The image types of the customer's uploads that the image research covers. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'];

export interface FindingsActor {
  staffId: string;
  requestId: string;
}

export type FindingsSaveResult =
  | { ok: true; findings: Findings; version: string; revision: number }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> }
  | RevisionConflict;

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

/** JSON with the keys of every object sorted: the database's jsonb keeps its own key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The version of a findings draft: what an approval refers to (the same findings, the same version). */
export function findingsVersion(findings: Findings): string {
  return createHash('sha256').update(canonicalJson(findings)).digest('hex');
}

export interface StoredFindings {
  findings: Findings;
  version: string;
  updatedBy: string | null;
  /** Counts the saves (issue 39; app/server/presence/revision.server.ts); 0 before the first. */
  revision: number;
  approval: { by: string; at: Date; version: string } | null;
}

/** The saved draft in the current shape (older drafts upgraded), or empty findings. */
export async function loadStoredFindings(db: Pick<Db, 'select'>, caseId: string): Promise<StoredFindings> {
  const [row] = await db.select().from(caseFindings).where(eq(caseFindings.caseId, caseId));
  const findings = upgradeFindings(row?.findings);
  return {
    findings,
    version: findingsVersion(findings),
    updatedBy: row?.updatedBy ?? null,
    revision: row?.revision ?? 0,
    approval:
      row?.approvedBy && row.approvedAt && row.approvedVersion
        ? { by: row.approvedBy, at: row.approvedAt, version: row.approvedVersion }
        : null,
  };
}

/** The saved draft, or empty findings. */
export async function loadFindings(db: Db, caseId: string): Promise<Findings> {
  return (await loadStoredFindings(db, caseId)).findings;
}

const NO_CASE = 'Diesen Fall gibt es nicht.';
const NOT_OPEN = 'Dieser Fall ist abgeschlossen oder widerrufen; die Befunde können nicht mehr geändert werden.';
const IN_REVIEW =
  'Der Ergebnisbericht liegt zur Freigabe vor; die Befunde können erst nach einer Rückgabe wieder geändert werden.';

/**
 * Saves the draft (any stage of completeness) while the case is open for work. Saving the same
 * findings again keeps their version, so an approval of them still counts. With `revision` (the one
 * the workbench loaded), a save over a newer one is refused (409, who and when; issue 39).
 */
export async function saveFindings(
  db: Db,
  actor: FindingsActor,
  caseId: string,
  input: unknown,
  options: { revision?: number } = {},
): Promise<FindingsSaveResult> {
  if (!isUuid(caseId)) return { ok: false, status: 404, message: NO_CASE };
  const [current] = await db
    .select({ status: cases.status, caseType: cases.caseType, purged: cases.dataPurgedAt })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!current) return { ok: false, status: 404, message: NO_CASE };
  if (!isOpenForWork(current.status) || current.purged) return { ok: false, status: 409, message: NOT_OPEN };
  if (isInReview(current.status)) return { ok: false, status: 409, message: IN_REVIEW };
  const parsed = parseFindings(input, current.caseType, await caseImages(db, caseId));
  if (!parsed.ok) {
    return {
      ok: false,
      status: 400,
      message: 'Bitte prüfen Sie die markierten Angaben; der Entwurf wurde nicht gespeichert.',
      errors: parsed.errors,
    };
  }
  const version = findingsVersion(parsed.findings);
  const previous = await loadStoredFindings(db, caseId);
  if (previous.version === version && previous.updatedBy !== null)
    return { ok: true, findings: parsed.findings, version, revision: previous.revision };
  const revision = await db.transaction(async (tx) => {
    // One statement decides: the row is written only while its revision is not newer than the sent one.
    const [row] = await tx
      .insert(caseFindings)
      .values({ caseId, findings: parsed.findings, updatedBy: actor.staffId, revision: 1 })
      .onConflictDoUpdate({
        target: caseFindings.caseId,
        set: {
          findings: parsed.findings,
          updatedBy: actor.staffId,
          updatedAt: new Date(),
          revision: sql`${caseFindings.revision} + 1`,
        },
        ...(options.revision === undefined ? {} : { setWhere: sql`${caseFindings.revision} <= ${options.revision}` }),
      })
      .returning({ revision: caseFindings.revision });
    if (!row) return null;
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.findings.saved',
      entityType: 'case',
      entityId: caseId,
      details: {
        verdict: parsed.findings.verdict,
        steps: Object.keys(parsed.findings.steps).length,
        hits: parsed.findings.hits.length,
      },
      requestId: actor.requestId,
    });
    return row.revision;
  });
  if (revision === null) return revisionConflict(db, caseId);
  return { ok: true, findings: parsed.findings, version, revision };
}

/**
 * The findings a case page request sent (the `findings` field, JSON), saved before "finish" or
 * "approve" act on them. Without the field, "finish" and "approve" work on the saved draft: a request
 * that leaves it out must not overwrite the draft with nothing; a draft save without it is refused.
 * `revision` is the one the workbench loaded (a request without it is not checked).
 */
export async function saveSentFindings(
  db: Db,
  actor: FindingsActor,
  caseId: string,
  sent: string,
  intent: 'findings' | 'finish' | 'approve',
  revision?: number,
): Promise<{ ok: true; version: string; revision: number } | Extract<FindingsSaveResult, { ok: false }>> {
  if (sent.trim() === '') {
    if (intent === 'findings') return { ok: false, status: 400, message: 'Es wurden keine Befunde gesendet.' };
    const stored = await loadStoredFindings(db, caseId);
    return { ok: true, version: stored.version, revision: stored.revision };
  }
  let draft: unknown;
  try {
    draft = JSON.parse(sent);
  } catch {
    return { ok: false, status: 400, message: 'Die Befunde konnten nicht gelesen werden.' };
  }
  const saved = await saveFindings(db, actor, caseId, draft, { revision });
  return saved.ok ? { ok: true, version: saved.version, revision: saved.revision } : saved;
}

export type ApprovalResult = { ok: true } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

/**
 * "Bericht freigeben" (REPORT_SECOND_APPROVAL): the viewer approves the saved version of the findings.
 * Refused for the findings' last editor: the point is a second pair of eyes.
 */
export async function approveFindings(
  db: Db,
  actor: FindingsActor,
  caseId: string,
  version: string,
  now = new Date(),
): Promise<ApprovalResult> {
  if (!isUuid(caseId)) return { ok: false, status: 404, message: NO_CASE };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: cases.status, purged: cases.dataPurgedAt })
      .from(cases)
      .where(eq(cases.id, caseId))
      .for('update');
    if (!current) return { ok: false, status: 404, message: NO_CASE } as const;
    if (!isOpenForWork(current.status) || current.purged) return { ok: false, status: 409, message: NOT_OPEN } as const;
    const stored = await loadStoredFindings(tx, caseId);
    if (stored.updatedBy === null)
      return { ok: false, status: 409, message: 'Es gibt noch keine gespeicherten Befunde zum Freigeben.' } as const;
    if (stored.version !== version)
      return {
        ok: false,
        status: 409,
        message: 'Die Befunde wurden inzwischen geändert. Bitte laden Sie die Seite neu und prüfen Sie sie erneut.',
      } as const;
    if (stored.updatedBy === actor.staffId)
      return {
        ok: false,
        status: 403,
        message: 'Die Freigabe muss eine andere Person erteilen als die, die die Befunde zuletzt bearbeitet hat.',
      } as const;
    await tx
      .update(caseFindings)
      .set({ approvedBy: actor.staffId, approvedAt: now, approvedVersion: version })
      .where(eq(caseFindings.caseId, caseId));
    await auditStaff(tx, {
      staffId: actor.staffId,
      action: 'case.report.approved',
      entityType: 'case',
      entityId: caseId,
      details: { version },
      requestId: actor.requestId,
    });
    return { ok: true } as const;
  });
}
