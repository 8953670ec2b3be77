// The report as the product (issue 29): the gate before delivery, and the two PDFs the customer
// receives — the report (findings-report.server.ts) and the evidence pack (evidence-pack.server.ts) —
// rendered from the saved findings, the case's screenshots and the customer's files. The staff
// preview renders the same report from the draft without storing it; "Abschließen"
// (case-workflow.server.ts) renders both, stores them and delivers them.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ProviderInfo } from '#app/content/types.ts';
import { nextStepsFor, researchStepsFor, warningSignsFor } from '#app/content/workbench.ts';
import type { Findings } from '#app/lib/findings.ts';
import { berlinDay } from '#app/lib/format.ts';
import { deliveryProblems, type GateContext, type GateProblem } from '#app/lib/report-gate.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { caseCustomer } from '../db/case-customer.server.ts';
import type { Db } from '../db/db.server.ts';
import { caseDetails, cases, clients, uploadedDocuments } from '../db/schema.server.ts';
import type { FileStorage } from '../storage/storage.server.ts';
import { type EvidencePackInput, renderEvidencePack } from './evidence-pack.server.ts';
import { evidencePackInput } from './evidence-pack-input.server.ts';
import { renderFindingsReport } from './findings-report.server.ts';
import { type ReportCase, type ReportScreenshot, reportInput } from './findings-to-report.server.ts';
import { screenshotForReport } from './screenshot-report-copy.server.ts';
import { caseScreenshots } from './screenshots.server.ts';

/** The case as the report names it, with its reader, the money paid and the target's details (issue 38). */
export async function reportCase(db: Pick<Db, 'select'>, caseId: string) {
  const [row] = await db
    .select({
      status: cases.status,
      caseType: cases.caseType,
      paidAt: cases.paidAt,
      createdAt: cases.createdAt,
      purged: cases.dataPurgedAt,
      firstName: caseCustomer.firstName,
      lastName: caseCustomer.lastName,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(eq(cases.id, caseId));
  if (!row) return null;
  const [detail] = await db
    .select()
    .from(caseDetails)
    .where(eq(caseDetails.caseId, caseId))
    .orderBy(asc(caseDetails.createdAt))
    .limit(1);
  const target = {
    targetName: detail?.targetName ?? '',
    targetUsername: detail?.targetUsername ?? null,
    targetProfileUrl: detail?.targetProfileUrl ?? null,
    targetPlatforms: detail?.targetPlatforms ?? [],
    targetEmail: detail?.targetEmail ?? null,
    targetPhone: detail?.targetPhone ?? null,
  };
  const info: ReportCase = {
    reference: caseReference(caseId),
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    serviceName: serviceName(row.caseType),
    caseType: row.caseType,
    targetName: detail?.targetName ?? '',
    paidAt: row.paidAt ?? row.createdAt,
    orderedFor: detail?.orderedFor ?? null,
    residence: detail?.residence ?? null,
    payments: detail?.payments ?? [],
    target,
  };
  return { status: row.status, purged: row.purged, info };
}

/** The gate's context for a case: its service's lists, its screenshots, the order's day and today. */
export function gateContext(caseType: string, screenshotIds: readonly string[], paidAt: Date, now: Date): GateContext {
  return {
    steps: researchStepsFor(caseType),
    signs: warningSignsFor(caseType),
    screenshotIds,
    paidOn: berlinDay(paidAt),
    today: berlinDay(now),
  };
}

/** What the gate refuses for these findings, in the workbench's order. */
export function gateProblems(
  findings: Findings,
  caseType: string,
  screenshotIds: readonly string[],
  paidAt: Date,
  now: Date,
): GateProblem[] {
  return deliveryProblems(findings, gateContext(caseType, screenshotIds, paidAt, now));
}

/** The screenshots the findings use, scaled for the report (an unreadable one stays, without picture). */
async function reportScreenshots(db: Db, storage: FileStorage, caseId: string, findings: Findings) {
  const wanted = new Set(findings.hits.flatMap((hit) => hit.screenshots));
  const rows = (await caseScreenshots(db, caseId)).filter((row) => wanted.has(row.id));
  const shots = new Map<string, ReportScreenshot>();
  for (const row of rows) {
    let image: ReportScreenshot['image'] = null;
    try {
      const scaled = await screenshotForReport(storage, row);
      image = { bytes: scaled.bytes, width: scaled.width, height: scaled.height };
    } catch {
      image = null;
    }
    shots.set(row.id, { id: row.id, fileName: row.fileName, image });
  }
  return { rows, shots };
}

/** The customer's files of the case with their checksums (computed now for rows written without one). */
async function customerFiles(db: Db, storage: FileStorage, caseId: string) {
  const rows = await db
    .select()
    .from(uploadedDocuments)
    .where(
      and(
        eq(uploadedDocuments.caseId, caseId),
        eq(uploadedDocuments.kind, 'customer'),
        eq(uploadedDocuments.state, 'stored'),
      ),
    )
    .orderBy(asc(uploadedDocuments.uploadTimestamp));
  const files = [];
  for (const row of rows) {
    let sha256 = row.sha256;
    if (!sha256) {
      const hash = createHash('sha256');
      for await (const chunk of await storage.read(row.filePath)) hash.update(chunk);
      sha256 = hash.digest('hex');
    }
    files.push({
      source: 'customer' as const,
      fileName: row.fileName,
      sha256,
      size: row.fileSize,
      uploadedAt: row.uploadTimestamp,
    });
  }
  return files;
}

export interface RenderedDelivery {
  report: Buffer;
  evidencePack: Buffer;
}

type CaseForReport = NonNullable<Awaited<ReturnType<typeof reportCase>>>;

/** The report alone (the staff preview), from the given findings. */
export async function renderReport(
  db: Db,
  storage: FileStorage,
  provider: ProviderInfo,
  caseId: string,
  current: CaseForReport,
  findings: Findings,
  appendixNote: string | null,
  now: Date,
): Promise<Buffer> {
  const { shots } = await reportScreenshots(db, storage, caseId, findings);
  return renderFindingsReport(reportInput(findings, current.info, provider, shots, now, appendixNote));
}

/** The report and the evidence pack, from the given findings (which passed the gate). */
export async function renderDelivery(
  db: Db,
  storage: FileStorage,
  provider: ProviderInfo,
  caseId: string,
  current: CaseForReport,
  findings: Findings,
  appendixNote: string | null,
  now: Date,
): Promise<RenderedDelivery> {
  const { rows, shots } = await reportScreenshots(db, storage, caseId, findings);
  const files = [
    ...(await customerFiles(db, storage, caseId)),
    ...rows.map((row) => ({
      source: 'screenshot' as const,
      fileName: row.fileName,
      sha256: row.sha256 ?? '',
      size: row.fileSize,
      uploadedAt: row.uploadedAt,
    })),
  ];
  return composeDelivery(findings, current.info, provider, shots, files, now, appendixNote);
}

/**
 * The two PDFs from the case's facts, without a database: the delivery above and
 * `npm run report:samples` (scripts/report-samples.ts) both render through here.
 */
export async function composeDelivery(
  findings: Findings,
  info: ReportCase,
  provider: ProviderInfo,
  shots: ReadonlyMap<string, ReportScreenshot>,
  files: EvidencePackInput['files'],
  now: Date,
  appendixNote: string | null,
): Promise<RenderedDelivery> {
  const report = await renderFindingsReport(reportInput(findings, info, provider, shots, now, appendixNote));
  const evidencePack = await renderEvidencePack(evidencePackInput(findings, info, provider, files, now));
  return { report, evidencePack };
}

/** The next steps a verdict preselects, for the content test and the workbench's defaults. */
export function defaultNextSteps(caseType: string, verdict: NonNullable<Findings['verdict']>): string[] {
  return nextStepsFor(caseType)
    .filter((step) => step.defaultFor?.includes(verdict))
    .map((step) => step.key);
}
