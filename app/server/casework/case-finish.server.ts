// Finishing a case with the result (issue 29): the gate before delivery, then the generated report
// and evidence pack, the summary to the customer, and the outcome that follows from the findings
// ("keine Treffer" earns the guarantee voucher), in one transaction with its audit row and mail.
import { randomBytes } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { and, eq, inArray } from 'drizzle-orm';
import { verdictDefinitions } from '#app/content/result-terms.ts';
import type { ProviderInfo } from '#app/content/types.ts';
import { canTransition } from '#app/lib/case-state.ts';
import { isUuid } from '#app/lib/checkout-schema.ts';
import { type Findings, outcomeOf, verdictLabels } from '#app/lib/findings.ts';
import type { GateProblem } from '#app/lib/report-gate.ts';
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
import { gateProblems, renderDelivery, reportCase } from './report-delivery.server.ts';
import { latestAppendix } from './report-upload.server.ts';
import { caseScreenshots } from './screenshots.server.ts';

export interface FinishContext {
  siteUrl: string;
  provider: ProviderInfo;
  storage: FileStorage;
  /** REPORT_SECOND_APPROVAL: a second staff member must have approved the current findings. */
  secondApproval: boolean;
  /** Called after the commit that queued the result mail (wakes the mail worker). */
  onMailQueued?: () => void;
}

export type FinishResult = WorkflowResult | { ok: false; status: 400; message: string; problems: GateProblem[] };

/**
 * "Abschließen und Ergebnis senden" (issue 29): the gate (app/lib/report-gate.ts) on the saved
 * findings, the second approval when the setting asks for it, then the report and the evidence pack
 * rendered from them and stored, and in one transaction: the case completed with the outcome that
 * follows from the findings ("keine Treffer" issues the guarantee voucher), the summary as the
 * result text, the result mail and the audit row. A refusal names everything that is missing.
 */
export async function finishCase(
  db: Db,
  context: FinishContext,
  actor: StaffActor,
  caseId: string,
  now = new Date(),
): Promise<FinishResult> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const current = await reportCase(db, caseId);
  if (!current) return NOT_FOUND;
  // Finished from work only: a case in review is delivered by its approval (app/server/review/).
  if (current.status !== 'in-progress') return refusal(current.status, 'finish');
  const stored = await loadStoredFindings(db, caseId);
  const { findings } = stored;
  const screenshots = await caseScreenshots(db, caseId);
  const problems = [
    ...gateProblems(
      findings,
      current.info.caseType,
      screenshots.map((shot) => shot.id),
      current.info.paidAt,
      now,
    ),
    ...(context.secondApproval ? approvalProblems(stored) : []),
  ];
  if (problems.length > 0)
    return {
      ok: false,
      status: 400,
      message:
        problems.length === 1
          ? `Der Fall kann noch nicht abgeschlossen werden: ${problems[0]?.message}`
          : `Der Fall kann noch nicht abgeschlossen werden. Es fehlen noch ${problems.length} Angaben.`,
      problems,
    };
  const appendix = await latestAppendix(db, caseId);
  const rendered = await renderDelivery(
    db,
    context.storage,
    context.provider,
    caseId,
    current,
    findings,
    appendix ? appendixNoteFor(appendix.fileName) : null,
    now,
  );
  const files = deliveryFiles(caseId, now);
  const report = await writeBytes(context.storage, files.report.key, rendered.report);
  const evidence = await writeBytes(context.storage, files.evidence.key, rendered.evidencePack);
  const outcome: FinishOutcome = outcomeOf(findings) === 'hits' ? 'completed' : 'completed-no-findings';
  let replaced: string[] = [];
  const result = await db.transaction(async (tx) => {
    const done = await completeCase(tx, context, actor, {
      caseId,
      outcome,
      findings,
      version: stored.version,
      secondApproval: context.secondApproval,
      documents: [
        { kind: 'report', ...files.report, size: report.size, sha256: report.sha256 },
        { kind: 'evidence', ...files.evidence, size: evidence.size, sha256: evidence.sha256 },
      ],
      now,
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

/** The second approval (REPORT_SECOND_APPROVAL) of the saved findings, as gate problems. */
function approvalProblems(stored: Awaited<ReturnType<typeof loadStoredFindings>>): GateProblem[] {
  if (!stored.approval)
    return [
      { field: 'approval', message: 'Der Ergebnisbericht braucht vor dem Versand die Freigabe einer zweiten Person.' },
    ];
  if (stored.approval.version !== stored.version)
    return [
      {
        field: 'approval',
        message:
          'Die Befunde wurden nach der Freigabe geändert; bitte lassen Sie den Ergebnisbericht erneut freigeben.',
      },
    ];
  return [];
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

/** The sentence the report prints when an admin added a PDF to it. */
export function appendixNoteFor(fileName: string): string {
  return `Zu diesem Ergebnisbericht gehört eine Anlage unseres Teams: „${fileName}“. Sie finden sie auf Ihrer Statusseite gleich daneben.`;
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
 * finishCase's transaction: the case, locked, still in progress and with the findings the PDFs were
 * rendered from, becomes completed; the documents, the voucher ("keine Treffer"), the result mail and
 * the audit row go with it. Returns the storage keys of earlier report files to remove after the commit.
 */
async function completeCase(
  tx: Tx,
  context: FinishContext,
  actor: StaffActor,
  input: {
    caseId: string;
    outcome: FinishOutcome;
    findings: Findings;
    version: string;
    secondApproval: boolean;
    documents: DeliveredDocument[];
    now: Date;
  },
): Promise<Extract<WorkflowResult, { ok: false }> | { ok: true; replaced: string[] }> {
  const { caseId, outcome, findings, now } = input;
  const current = await lockPaidCase(tx, caseId);
  if (!current) return NOT_FOUND;
  if (!canTransition(current.status, outcome)) return refusal(current.status, 'finish');
  // Saved again (or approved) while the PDFs were rendered: deliver only what was checked.
  const stored = await loadStoredFindings(tx, caseId);
  if (stored.version !== input.version || (input.secondApproval && stored.approval?.version !== input.version))
    return {
      ok: false,
      status: 409,
      message: 'Die Befunde wurden gerade geändert. Bitte prüfen Sie sie und schließen Sie den Fall erneut ab.',
    };
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
      approvedBy: stored.approval?.by ?? null,
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
