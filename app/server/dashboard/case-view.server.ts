// The case details dialog's data (spec §2 cases tab "Details"): the paid case with customer, target
// entries and files, each file with short-lived signed links bound to the staff session
// (app/server/staff/file-links.server.ts), the case handling (case-workflow-view.server.ts) and the
// specialists' workbench (findings draft, issue 13).
// Every view is audited.

import { nextStepsFor, researchStepsFor, warningSignsFor } from '#app/content/workbench.ts';
import { type CaseStatus, isOpenForWork } from '#app/lib/case-state.ts';
import type { CaseView, CaseWorkbench } from '#app/lib/dashboard-data.ts';
import { checklistProgress } from '../cases/findings.server.ts';
import { caseImages, loadFindings } from '../cases/findings-store.server.ts';
import type { Db } from '../db/db.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { canOpenInline, fileLink } from '../staff/file-links.server.ts';
import { loadCaseWorkflow } from './case-workflow-view.server.ts';
import { paidCaseDetail } from './paid-cases.server.ts';
import { isUuid } from './shared.server.ts';

export type { CaseView };

/** The findings draft with the service's lists and the case's images (issue 13). */
async function loadWorkbench(
  db: Db,
  caseId: string,
  caseType: string,
  status: CaseStatus,
  openLink: (documentId: string) => string,
): Promise<CaseWorkbench> {
  const [findings, images] = await Promise.all([loadFindings(db, caseId), caseImages(db, caseId)]);
  return {
    findings,
    editable: isOpenForWork(status),
    steps: researchStepsFor(caseType).map(({ key, label, hint }) => ({ key, label, ...(hint ? { hint } : {}) })),
    signs: warningSignsFor(caseType).map(({ key, label }) => ({ key, label })),
    nextSteps: nextStepsFor(caseType).map(({ key, label }) => ({ key, label })),
    images: images.map((image) => ({ ...image, openUrl: openLink(image.documentId) })),
    progress: checklistProgress(findings, caseType),
  };
}

export async function loadCaseView(
  db: Db,
  input: { caseId: string; staffId: string; sessionId: string; secret: string; requestId: string },
): Promise<CaseView | null> {
  if (!isUuid(input.caseId)) return null;
  const detail = await paidCaseDetail(db, input.caseId);
  if (!detail) return null;
  await auditStaff(db, {
    staffId: input.staffId,
    action: 'case.details.viewed',
    entityType: 'case',
    entityId: detail.id,
    requestId: input.requestId,
  });
  const link = (documentId: string, disposition: 'inline' | 'attachment') =>
    fileLink(input.secret, { documentId, sessionId: input.sessionId, disposition });
  // After the audit row above, so the history shows this view too.
  const workflow = await loadCaseWorkflow(db, detail.id, (documentId) => link(documentId, 'attachment'));
  if (!workflow) return null;
  const workbench = await loadWorkbench(db, detail.id, detail.caseType, detail.status, (documentId) =>
    link(documentId, 'inline'),
  );
  return {
    workflow,
    workbench,
    ...detail,
    details: detail.details.map((entry) => ({ ...entry, profileHref: profileHref(entry.targetProfileUrl) })),
    documents: detail.documents.map((document) => ({
      ...document,
      openUrl: canOpenInline(document.fileType) ? link(document.id, 'inline') : null,
      downloadUrl: link(document.id, 'attachment'),
    })),
  };
}

/**
 * A profile URL as a link target (spec: https added when missing): only http(s), anything else
 * (javascript:, data:, …) is shown as text and not linked.
 */
export function profileHref(value: string | null): string | null {
  if (!value) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
