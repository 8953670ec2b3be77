// The case page's data (spec §2 cases tab "Details"; /conan/faelle/:caseId): the paid case with customer, target
// entries and files, each file with short-lived signed links bound to the staff session
// (app/server/staff/file-links.server.ts), the case handling (case-workflow-view.server.ts) and the
// specialists' workbench (findings draft, issue 13).
// Every view is audited. A view decodes no image: the images' facts are read as the fingerprint job
// stored them; images it has not done yet are done first, one at a time (security issue 25 point 2).

import { asc, eq } from 'drizzle-orm';
import { nextStepsFor, researchStepsFor, warningSignsFor } from '#app/content/workbench.ts';
import { type CaseStatus, isInReview, isOpenForWork } from '#app/lib/case-state.ts';
import type { CaseView, CaseWorkbench, OrderSituation } from '#app/lib/case-view-data.ts';
import { orderedForLabel, paymentLabels } from '#app/lib/checkout-rules.ts';
import { type Verdict, verdictLabels } from '#app/lib/findings.ts';
import { berlinDay } from '#app/lib/format.ts';
import { stepProgress } from '#app/lib/report-gate.ts';
import { residenceLabel } from '#app/lib/residence.ts';
import type { ReverseSearchEngine } from '#app/lib/reverse-image-search.ts';
import { caseReference } from '#app/lib/services.ts';
import { loadCaseConversation } from '../conversation/conversation-view.server.ts';
import { paidCaseDetail } from '../dashboard/paid-cases.server.ts';
import { isUuid } from '../dashboard/search-and-paging.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseDetails, cases, imageFacts, imageFingerprints, uploadedDocuments } from '../db/schema.server.ts';
import { loadOrderDeclaration } from '../decline/look-twice.server.ts';
import { getLogger } from '../logging/logger.server.ts';
import { visitCase } from '../presence/presence.server.ts';
import { loadCaseReview } from '../review/review-view.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { canOpenInline, type FileDisposition, fileLink } from '../staff/file-links.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { loadCaseWorkflow } from './case-workflow-view.server.ts';
import { caseImages, loadStoredFindings } from './findings-store.server.ts';
import { fingerprintPending } from './fingerprint-job.server.ts';
import { findNearDuplicates } from './fingerprint-match.server.ts';
import { caseIdentifiersWithSightings, identifierKey } from './identifier-index.server.ts';
import { caseIdentifiers } from './identifiers/extract.server.ts';
import { latestAppendix } from './report-upload.server.ts';
import { caseScreenshots } from './screenshots.server.ts';
import { activeStaff, staffNames } from './work-queue.server.ts';

export type { CaseView };

/** The case's images for the workbench: links, stored facts, fingerprint and near-duplicates in other cases. */
async function imageViewsOf(
  db: Db,
  caseId: string,
  loaded: {
    images: Awaited<ReturnType<typeof caseImages>>;
    prints: (typeof imageFingerprints.$inferSelect)[];
    stored: { documentId: string; facts: (typeof imageFacts.$inferSelect)['facts'] }[];
  },
  links: { openLink: (documentId: string) => string; cleanLink: (documentId: string) => string },
): Promise<CaseWorkbench['images']> {
  const { images, prints, stored } = loaded;
  const { openLink, cleanLink } = links;
  const factsOf = new Map(
    stored.map(({ documentId, facts: { orientation: _orientation, ...facts } }) => [
      documentId,
      { ...facts, tooLarge: facts.tooLarge === true },
    ]),
  );
  const printOf = new Map(prints.map((print) => [print.documentId, print]));
  const matchesOf = async (documentId: string) => {
    const print = printOf.get(documentId);
    if (!print) return [];
    const found = await findNearDuplicates(
      db,
      { hash: print.hash, cropHashes: print.cropHashes },
      { excludeCaseId: caseId, limit: 5 },
    );
    return found.map((match) => ({
      reference: match.caseId && match.caseCreatedAt ? caseReference(match.caseId) : null,
      date: (match.caseCreatedAt ?? match.createdAt).toISOString(),
      verdictLabel: match.verdict && match.verdict in verdictLabels ? verdictLabels[match.verdict as Verdict] : null,
      distance: match.distance,
      confirmed: match.confirmedAt !== null,
    }));
  };
  return Promise.all(
    images.map(async (image) => ({
      ...image,
      openUrl: openLink(image.documentId),
      cleanCopyUrl: cleanLink(image.documentId),
      facts: factsOf.get(image.documentId) ?? null,
      fingerprinted: printOf.has(image.documentId),
      confirmedAt: printOf.get(image.documentId)?.confirmedAt?.toISOString() ?? null,
      matches: await matchesOf(image.documentId),
    })),
  );
}

/** The service's warning signs and next steps as the workbench lists them. */
function serviceLists(caseType: string): Pick<CaseWorkbench, 'signs' | 'nextSteps'> {
  return {
    signs: warningSignsFor(caseType).map(({ key, label, needsHit, contradictsGenuine }) => ({
      key,
      label,
      needsHit: needsHit === true,
      contradictsGenuine: contradictsGenuine === true,
    })),
    nextSteps: nextStepsFor(caseType).map(({ key, label, defaultFor }) => ({
      key,
      label,
      defaultFor: defaultFor ?? [],
    })),
  };
}

/** The second approval: whether it is needed, who approved which version, and whether this viewer may. */
function approvalView(
  storedFindings: Awaited<ReturnType<typeof loadStoredFindings>>,
  names: Map<string, string>,
  viewer: { staffId: string; secondApproval: boolean },
  editable: boolean,
): CaseWorkbench['approval'] {
  const approval = storedFindings.approval;
  return {
    required: viewer.secondApproval,
    approved: approval
      ? {
          by: names.get(approval.by) ?? 'ein ehemaliges Teammitglied',
          at: approval.at.toISOString(),
          current: approval.version === storedFindings.version,
        }
      : null,
    canApprove:
      viewer.secondApproval &&
      editable &&
      storedFindings.updatedBy !== null &&
      storedFindings.updatedBy !== viewer.staffId,
  };
}

/** The findings draft with the service's lists and the case's images (issue 13). */
async function loadWorkbench(
  db: Db,
  caseId: string,
  caseType: string,
  status: CaseStatus,
  openLink: (documentId: string) => string,
  cleanLink: (documentId: string) => string,
  viewer: {
    staffId: string;
    admin: boolean;
    secondApproval: boolean;
    paidAt: string | null;
    reverseSearchEngines: ReverseSearchEngine[];
  },
  storage?: FileStorage,
): Promise<CaseWorkbench> {
  // Images without facts or fingerprint yet (the job runs every 30 s) are done now, so the matches
  // are complete: through the job's code, so one image at a time and each image once.
  if (storage) await fingerprintPending(db, storage, getLogger(), caseId);
  const [storedFindings, images, prints, stored, screenshots, appendix] = await Promise.all([
    loadStoredFindings(db, caseId),
    caseImages(db, caseId),
    db.select().from(imageFingerprints).where(eq(imageFingerprints.caseId, caseId)),
    db
      .select({ documentId: imageFacts.documentId, facts: imageFacts.facts })
      .from(imageFacts)
      .innerJoin(uploadedDocuments, eq(uploadedDocuments.id, imageFacts.documentId))
      .where(eq(uploadedDocuments.caseId, caseId)),
    caseScreenshots(db, caseId),
    latestAppendix(db, caseId),
  ]);
  const { findings } = storedFindings;
  const names = await staffNames(db, [storedFindings.approval?.by ?? null]);
  const imageViews = await imageViewsOf(db, caseId, { images, prints, stored }, { openLink, cleanLink });
  // A report in review is read-only until the reviewer returns it (app/server/review/).
  const editable = isOpenForWork(status) && !isInReview(status);
  const steps = researchStepsFor(caseType).map(({ key, label, hint, sources }) => ({
    key,
    label,
    sources,
    ...(hint ? { hint } : {}),
  }));
  return {
    findings,
    editable,
    lockedForReview: isInReview(status),
    revision: storedFindings.revision,
    steps,
    ...serviceLists(caseType),
    paidOn: berlinDay(viewer.paidAt ? new Date(viewer.paidAt) : new Date()),
    screenshots: screenshots.map((shot) => ({
      id: shot.id,
      fileName: shot.fileName,
      fileSize: shot.fileSize,
      uploadedAt: shot.uploadedAt.toISOString(),
      openUrl: openLink(shot.id),
    })),
    approval: approvalView(storedFindings, names, viewer, editable),
    appendix: appendix
      ? {
          fileName: appendix.fileName,
          fileSize: appendix.fileSize,
          reason: appendix.note ?? '',
          downloadUrl: openLink(appendix.id),
        }
      : null,
    canAddAppendix: viewer.admin && editable,
    reverseSearchEngines: viewer.reverseSearchEngines,
    images: imageViews,
    progress: stepProgress(findings, { steps }),
  };
}

/**
 * Step 4's stored answers in German (issue 38); a missing row, a null and an empty list stay null and
 * empty (orders placed before the questions), unknown keys are left out.
 */
export function orderSituation(
  row: { orderedFor: string | null; residence: string | null; payments: string[] | null } | undefined,
): OrderSituation {
  return {
    orderedFor: orderedForLabel(row?.orderedFor),
    residence: residenceLabel(row?.residence),
    payments: paymentLabels(row?.payments ?? []),
  };
}

/** The answers of the case's (first) target entry: one order writes one. */
async function loadOrderSituation(db: Db, caseId: string): Promise<OrderSituation> {
  const [row] = await db
    .select({ orderedFor: caseDetails.orderedFor, residence: caseDetails.residence, payments: caseDetails.payments })
    .from(caseDetails)
    .where(eq(caseDetails.caseId, caseId))
    .orderBy(asc(caseDetails.createdAt), asc(caseDetails.id))
    .limit(1);
  return orderSituation(row);
}

/** Who views the case, with the settings the view depends on. */
export interface CaseViewInput {
  caseId: string;
  staffId: string;
  sessionId: string;
  secret: string;
  requestId: string;
  /** To fingerprint the case's images not done yet (tests may leave it out). */
  storage?: FileStorage;
  /** The viewer is an admin (isAdmin, from the session): the view carries the reassignment's choices. */
  admin?: boolean;
  /** REPORT_SECOND_APPROVAL is on. */
  secondApproval?: boolean;
  /** IDENTIFIER_HASH_SECRET (empty: the key kept in the database). */
  identifierSecret?: string;
  /** The one-click reverse image searches (offeredEngines in public-image-links.server.ts); none by default. */
  reverseSearchEngines?: ReverseSearchEngine[];
}

/** Every opening of the case page is in the audit log (and so in the case's history). */
function auditView(db: Db, input: CaseViewInput, caseId: string) {
  return auditStaff(db, {
    staffId: input.staffId,
    action: 'case.details.viewed',
    entityType: 'case',
    entityId: caseId,
    requestId: input.requestId,
  });
}

export async function loadCaseView(db: Db, input: CaseViewInput): Promise<CaseView | null> {
  if (!isUuid(input.caseId)) return null;
  const detail = await paidCaseDetail(db, input.caseId);
  if (!detail) return null;
  await auditView(db, input, detail.id);
  const link = (documentId: string, disposition: FileDisposition) =>
    fileLink(input.secret, { documentId, sessionId: input.sessionId, disposition });
  // After the audit row above, so the history shows this view too.
  const workflow = await loadCaseWorkflow(db, detail.id, (documentId) => link(documentId, 'attachment'));
  if (!workflow) return null;
  const workbench = await loadWorkbench(
    db,
    detail.id,
    detail.caseType,
    detail.status,
    (documentId) => link(documentId, 'inline'),
    (documentId) => link(documentId, 'clean'),
    {
      staffId: input.staffId,
      admin: input.admin === true,
      secondApproval: input.secondApproval === true,
      paidAt: detail.paidAt,
      reverseSearchEngines: input.reverseSearchEngines ?? [],
    },
    input.storage,
  );
  const assignOptions = input.admin && isOpenForWork(detail.status) ? await activeStaff(db) : null;
  const [own] = await db.select({ clientId: cases.clientId }).from(cases).where(eq(cases.id, detail.id));
  const [declaration, situation] = await Promise.all([
    loadOrderDeclaration(
      db,
      { id: detail.id, clientId: own?.clientId ?? '', createdAt: new Date(detail.createdAt) },
      detail.details,
    ),
    loadOrderSituation(db, detail.id),
  ]);
  return {
    workflow,
    workbench,
    assignOptions,
    declaration: { ...declaration, ...situation },
    conversation: await loadCaseConversation(db, detail.id, link),
    review: await loadCaseReview(db, detail.id, detail.status, input.staffId),
    presence: await visitCase(db, detail.id, input.staffId),
    ...detail,
    // The sightings in other cases (seenIn): one query of the index (issue 30 point 2; decision record 034).
    identifiers: await caseIdentifiersWithSightings(db, detail.id, caseIdentifiers(detail.details), {
      key: await identifierKey(db, input.identifierSecret),
    }),
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
