// The delivery of a case's result (issue 29), apart from the gate that comes before it: the report and
// the evidence pack rendered from the saved findings and stored, then in one transaction the case
// completed with the outcome the findings give ("keine Treffer" earns the guarantee voucher), the
// documents, the result mail and the audit row. "Abschließen" (case-finish.server.ts) delivers a case
// in progress; the reviewer's "Freigeben und versenden" (app/server/review/) a case in review.
import { randomBytes } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { and, eq, inArray } from 'drizzle-orm';
import { verdictDefinitions } from '#app/content/result-terms.ts';
import type { ProviderInfo } from '#app/content/types.ts';
import type { CaseStatus } from '#app/lib/case-state.ts';
import { type Findings, outcomeOf, verdictLabels } from '#app/lib/findings.ts';
import { caseReference, serviceName } from '#app/lib/services.ts';
import { statusPageUrl } from '../customer/order-summary.server.ts';
import { newStatusToken } from '../customer/status-token.server.ts';
import { caseCustomerOf } from '../db/case-customer.server.ts';
import type { Db, Tx } from '../db/db.server.ts';
import { cases, clients, uploadedDocuments } from '../db/schema.server.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { caseResultMail } from '../mail/templates.server.ts';
import { auditStaff } from '../staff/audit.server.ts';
import { type FileStorage, writeBytes } from '../storage/storage.server.ts';
import { issueVoucher } from '../vouchers/vouchers.server.ts';
import {
  lockPaidCase,
  NOT_FOUND,
  RETENTION_DAYS,
  refusal,
  type StaffActor,
  type WorkflowResult,
} from './case-workflow.server.ts';
import { loadStoredFindings } from './findings-store.server.ts';
import { renderDelivery, type reportCase } from './report-delivery.server.ts';
import { latestAppendix } from './report-upload.server.ts';

export interface DeliveryContext {
  siteUrl: string;
  provider: ProviderInfo;
  storage: FileStorage;
  /** Called after the commit that queued the result mail (wakes the mail worker). */
  onMailQueued?: () => void;
}

type Refusal = Extract<WorkflowResult, { ok: false }>;

export interface DeliveryInput {
  caseId: string;
  current: NonNullable<Awaited<ReturnType<typeof reportCase>>>;
  findings: Findings;
  /** The findings' version that passed the gate (or was approved): delivered only while it is saved. */
  version: string;
  /** The status the case must still have when the delivery commits. */
  from: CaseStatus;
  /** REPORT_SECOND_APPROVAL: the saved approval must be of this version too. */
  secondApproval: boolean;
  /** Who gave the second look (the reviewer), for the audit row; else the saved approval's author. */
  approvedBy?: string;
  /** More work in the delivery's transaction (the review's decision); a refusal rolls it all back. */
  inTransaction?: (tx: Tx) => Promise<Refusal | null>;
  now: Date;
}

/** The sentence the report prints when an admin added a PDF to it. */
export function appendixNoteFor(fileName: string): string {
  return `Zu diesem Ergebnisbericht gehört eine Anlage unseres Teams: „${fileName}“. Sie finden sie auf Ihrer Statusseite gleich daneben.`;
}

/** Renders, stores and delivers; on a refusal the stored files are removed again. */
export async function deliverReport(
  db: Db,
  context: DeliveryContext,
  actor: StaffActor,
  input: DeliveryInput,
): Promise<WorkflowResult> {
  const { caseId, now } = input;
  const appendix = await latestAppendix(db, caseId);
  const rendered = await renderDelivery(
    db,
    context.storage,
    context.provider,
    caseId,
    input.current,
    input.findings,
    appendix ? appendixNoteFor(appendix.fileName) : null,
    now,
  );
  const files = deliveryFiles(caseId, now);
  const report = await writeBytes(context.storage, files.report.key, rendered.report);
  const evidence = await writeBytes(context.storage, files.evidence.key, rendered.evidencePack);
  const outcome: FinishOutcome = outcomeOf(input.findings) === 'hits' ? 'completed' : 'completed-no-findings';
  let replaced: string[] = [];
  const result = await db.transaction(async (tx) => {
    const done = await completeCase(tx, context, actor, {
      ...input,
      outcome,
      documents: [
        { kind: 'report', ...files.report, size: report.size, sha256: report.sha256 },
        { kind: 'evidence', ...files.evidence, size: evidence.size, sha256: evidence.sha256 },
      ],
    });
    if (done.ok) replaced = done.replaced;
    return done;
  });
  if (!result.ok) {
    await context.storage.remove(files.report.key);
    await context.storage.remove(files.evidence.key);
    return result;
  }
  for (const path of replaced) await context.storage.remove(path);
  context.onMailQueued?.();
  return { ok: true };
}

/**
 * Where the report and the evidence pack are stored. A random part too: two "Abschließen" of the
 * same case in one millisecond must not share a key, or the refused one would remove the delivered
 * one's file when it cleans up.
 */
function deliveryFiles(caseId: string, now: Date) {
  const reference = caseReference(caseId);
  const unique = `${now.getTime()}-${randomBytes(4).toString('hex')}`;
  return {
    report: {
      key: `case-files/${caseId}/report-${unique}-Ergebnisbericht-${reference}.pdf`,
      fileName: `Ergebnisbericht-${reference}.pdf`,
    },
    evidence: {
      key: `case-files/${caseId}/evidence-${unique}-Beweismappe-${reference}.pdf`,
      fileName: `Beweismappe-${reference}.pdf`,
    },
  };
}

type FinishOutcome = 'completed' | 'completed-no-findings';

interface DeliveredDocument {
  kind: 'report' | 'evidence';
  key: string;
  fileName: string;
  size: number;
  sha256: string;
}

/**
 * The delivery's transaction: the case, locked, still in the expected status and with the findings
 * the PDFs were rendered from, becomes completed; the documents, the voucher ("keine Treffer"), the
 * result mail and the audit row go with it. Returns the storage keys of earlier report files to
 * remove after the commit.
 */
async function completeCase(
  tx: Tx,
  context: DeliveryContext,
  actor: StaffActor,
  input: DeliveryInput & { outcome: FinishOutcome; documents: DeliveredDocument[] },
): Promise<Refusal | { ok: true; replaced: string[] }> {
  const { caseId, outcome, findings, now } = input;
  const current = await lockPaidCase(tx, caseId);
  if (!current) return NOT_FOUND;
  if (current.status !== input.from) return refusal(current.status, 'finish');
  // Saved again (or approved) while the PDFs were rendered: deliver only what was checked.
  const stored = await loadStoredFindings(tx, caseId);
  if (stored.version !== input.version || (input.secondApproval && stored.approval?.version !== input.version))
    return {
      ok: false,
      status: 409,
      message: 'Die Befunde wurden gerade geändert. Bitte prüfen Sie sie und schließen Sie den Fall erneut ab.',
    };
  const refused = input.inTransaction ? await input.inTransaction(tx) : null;
  if (refused) return refused;
  const [owner] = await tx.select().from(clients).where(eq(clients.id, current.clientId));
  if (!owner) throw new Error(`client of case ${caseId} missing`);
  // The name and address this order was placed with.
  const client = caseCustomerOf(current, owner);

  const { replaced, ids } = await replaceDocuments(tx, actor, caseId, input.documents, now);

  // Cases written before the status page existed without a key get one now.
  const statusToken = current.statusToken ?? newStatusToken();
  // The verdict stays on the case after its data is deleted (dashboard, fingerprints).
  const verdict = findings.verdict;
  await tx
    .update(cases)
    .set({ status: outcome, completedAt: now, resultMessage: findings.summary, statusToken, verdict, updatedAt: now })
    .where(eq(cases.id, caseId));
  const voucher =
    outcome === 'completed-no-findings' ? await issueVoucher(tx, { caseId, email: client.email, now }) : null;
  const mail = caseResultMail(
    {
      reference: caseReference(caseId),
      serviceName: serviceName(current.caseType),
      customerName: `${client.firstName} ${client.lastName}`,
      outcome,
      verdict: verdict
        ? { label: verdictLabels[verdict], definition: verdictDefinitions[verdict] }
        : { label: verdictLabels.unclear, definition: verdictDefinitions.unclear },
      summary: findings.summary,
      completedAt: now,
      deletionDate: addDays(now, RETENTION_DAYS),
      statusUrl: statusPageUrl(context.siteUrl, statusToken),
      voucher,
    },
    context.provider,
    context.siteUrl,
  );
  await enqueueMail(tx, { ...mail, kind: 'case-result', dedupeKey: `case-result:${caseId}`, to: client.email, caseId });
  await auditStaff(tx, {
    staffId: actor.staffId,
    action: 'case.completed',
    entityType: 'case',
    entityId: caseId,
    details: {
      outcome,
      verdict,
      reportId: ids.report,
      evidencePackId: ids.evidence,
      hits: findings.hits.length,
      approvedBy: input.approvedBy ?? stored.approval?.by ?? null,
      voucher: voucher?.code ?? null,
    },
    requestId: actor.requestId,
  });
  return { ok: true, replaced: replaced.map((row) => row.filePath) };
}

/** Earlier report files (an upload from before issue 29) give way to the generated report and pack. */
async function replaceDocuments(
  tx: Tx,
  actor: StaffActor,
  caseId: string,
  documents: DeliveredDocument[],
  now: Date,
): Promise<{ replaced: { filePath: string }[]; ids: Record<string, string> }> {
  const replaced = await tx
    .delete(uploadedDocuments)
    .where(and(eq(uploadedDocuments.caseId, caseId), inArray(uploadedDocuments.kind, ['report', 'evidence'])))
    .returning({ filePath: uploadedDocuments.filePath });
  const ids: Record<string, string> = {};
  for (const document of documents) {
    const [row] = await tx
      .insert(uploadedDocuments)
      .values({
        caseId,
        kind: document.kind,
        fileName: document.fileName,
        fileSize: document.size,
        fileType: 'application/pdf',
        filePath: document.key,
        sha256: document.sha256,
        uploadTimestamp: now,
        state: 'stored',
        uploadedBy: actor.staffId,
      })
      .returning({ id: uploadedDocuments.id });
    if (!row) throw new Error('report row not written');
    ids[document.kind] = row.id;
  }
  return { replaced, ids };
}
