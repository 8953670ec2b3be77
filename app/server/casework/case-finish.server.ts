// Finishing a case with the result (issue 29): the gate before delivery, then the delivery
// (deliver-report.server.ts: the generated report and evidence pack, the summary to the customer, and
// the outcome that follows from the findings, in one transaction with its audit row and mail). The
// hand-in for review (app/server/review/) runs the same gate and delivers on the reviewer's approval.
import { isUuid } from '#app/lib/checkout-schema.ts';
import type { GateProblem } from '#app/lib/report-gate.ts';
import type { Db } from '../db/db.server.ts';
import { NOT_FOUND, refusal, type StaffActor, type WorkflowResult } from './case-workflow.server.ts';
import { type DeliveryContext, deliverReport } from './deliver-report.server.ts';
import { loadStoredFindings, type StoredFindings } from './findings-store.server.ts';
import { gateProblems, reportCase } from './report-delivery.server.ts';
import { caseScreenshots } from './screenshots.server.ts';

export { appendixNoteFor } from './deliver-report.server.ts';

export interface FinishContext extends DeliveryContext {
  /** REPORT_SECOND_APPROVAL: a second staff member must have approved the current findings. */
  secondApproval: boolean;
}

export type GateRefusal = { ok: false; status: 400; message: string; problems: GateProblem[] };
export type FinishResult = WorkflowResult | GateRefusal;

type ReportCase = NonNullable<Awaited<ReturnType<typeof reportCase>>>;

/**
 * The gate before delivery on the saved findings of a case in `from` (in progress to finish, in
 * review to approve): the refusal that names everything missing, or the case and the findings to
 * deliver. `secondApproval` adds the REPORT_SECOND_APPROVAL check.
 */
export async function finishGate(
  db: Db,
  caseId: string,
  options: { from: 'in-progress' | 'in-review'; secondApproval: boolean; now: Date },
): Promise<
  Extract<WorkflowResult, { ok: false }> | GateRefusal | { ok: true; current: ReportCase; stored: StoredFindings }
> {
  if (!isUuid(caseId)) return NOT_FOUND;
  const current = await reportCase(db, caseId);
  if (!current) return NOT_FOUND;
  // Finished from work only: a case in review is delivered by its approval (app/server/review/).
  if (current.status !== options.from) return refusal(current.status, 'finish');
  const stored = await loadStoredFindings(db, caseId);
  const screenshots = await caseScreenshots(db, caseId);
  const problems = [
    ...gateProblems(
      stored.findings,
      current.info.caseType,
      screenshots.map((shot) => shot.id),
      current.info.paidAt,
      options.now,
    ),
    ...(options.secondApproval ? approvalProblems(stored) : []),
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
  return { ok: true, current, stored };
}

/**
 * "Abschließen und Ergebnis senden" (issue 29): the gate (app/lib/report-gate.ts) on the saved
 * findings, the second approval when the setting asks for it, then the delivery
 * (deliver-report.server.ts). A refusal names everything that is missing.
 */
export async function finishCase(
  db: Db,
  context: FinishContext,
  actor: StaffActor,
  caseId: string,
  now = new Date(),
): Promise<FinishResult> {
  const gate = await finishGate(db, caseId, { from: 'in-progress', secondApproval: context.secondApproval, now });
  if (!gate.ok) return gate;
  return deliverReport(db, context, actor, {
    caseId,
    current: gate.current,
    findings: gate.stored.findings,
    version: gate.stored.version,
    from: 'in-progress',
    secondApproval: context.secondApproval,
    now,
  });
}

/** The second approval (REPORT_SECOND_APPROVAL) of the saved findings, as gate problems. */
function approvalProblems(stored: StoredFindings): GateProblem[] {
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
