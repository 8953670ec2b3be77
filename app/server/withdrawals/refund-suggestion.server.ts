// The Wertersatz of a case withdrawn during work, from the database (the rule itself:
// value-of-work.server.ts): computed in the withdrawal's transaction from the findings draft and the
// invoice, recorded in the withdrawal's audit entry, and read back from there for the staff's refund
// form, prefilled with the amount and the reason.
import { and, desc, eq } from 'drizzle-orm';
import { researchStepsFor } from '#app/content/workbench.ts';
import { upgradeFindings } from '#app/lib/findings.ts';
import { formatEuro } from '#app/lib/format.ts';
import type { DbOrTx } from '../db/db.server.ts';
import { auditLog, caseFindings, cases } from '../db/schema.server.ts';
import { MAX_REASON_LENGTH, refundBalance } from '../refunds/refunds.server.ts';
import { partsText, storedValueOfWork, type ValueOfWork, valueOfWork } from './value-of-work.server.ts';

/**
 * The reason the staff's refund form is prefilled with (the customer reads it in the refund mail and
 * on the cancellation invoice), at most MAX_REASON_LENGTH characters.
 */
export function refundReason(value: ValueOfWork): string {
  const head = `Widerruf während der Bearbeitung: Wertersatz nach § 357a Abs. 2 BGB für die bis zum Widerruf erbrachte Leistung, ${partsText(value)} der Prüfung (Rechercheschritte und Ergebnisbericht, je ein gleicher Teil) = ${formatEuro(value.valueCents)} von ${formatEuro(value.paidCents)}.`;
  if (value.doneSteps.length === 0) return `${head} Erledigt war noch kein Rechercheschritt.`;
  const full = `${head} Erledigt: ${value.doneSteps.map((label) => `„${label}“`).join(', ')}.`;
  return full.length <= MAX_REASON_LENGTH ? full : `${full.slice(0, MAX_REASON_LENGTH - 1)}…`;
}

/** The computation for a case at its withdrawal, from its findings draft and its invoice (in the withdrawal's transaction). */
export async function valueOfWorkFor(db: DbOrTx, caseId: string): Promise<ValueOfWork> {
  const [row] = await db.select({ caseType: cases.caseType }).from(cases).where(eq(cases.id, caseId));
  const [draft] = await db
    .select({ findings: caseFindings.findings })
    .from(caseFindings)
    .where(eq(caseFindings.caseId, caseId));
  const { paidCents, refundableCents } = await refundBalance(db, caseId);
  return valueOfWork({
    steps: researchStepsFor(row?.caseType ?? 'general'),
    records: upgradeFindings(draft?.findings).steps,
    paidCents,
    refundableCents,
  });
}

/** What the staff's refund form for a case withdrawn during work is prefilled with. */
export interface RefundSuggestion {
  amountCents: number;
  reason: string;
  value: ValueOfWork;
}

/**
 * The suggestion for the refund form of a case withdrawn during work: the computation recorded with
 * its withdrawal (the newest), or null (withdrawn before work, or recorded before this rule).
 */
export async function refundSuggestion(db: DbOrTx, caseId: string): Promise<RefundSuggestion | null> {
  const [entry] = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'case'),
        eq(auditLog.entityId, caseId),
        eq(auditLog.action, 'case.withdrawal-received'),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  const outcome = (entry?.details as { outcome?: { kind?: unknown; value?: unknown } } | null)?.outcome;
  if (outcome?.kind !== 'during-work') return null;
  const value = storedValueOfWork(outcome.value);
  if (!value) return null;
  return { amountCents: value.refundCents, reason: refundReason(value), value };
}

/** The case page's prefill (app/lib/dashboard-data.ts CaseRefund.suggestion). */
export async function withdrawalRefundSuggestion(db: DbOrTx, caseId: string) {
  const suggestion = await refundSuggestion(db, caseId);
  if (!suggestion) return null;
  const { value } = suggestion;
  return {
    amountCents: suggestion.amountCents,
    reason: suggestion.reason,
    valueCents: value.valueCents,
    doneParts: value.doneParts,
    parts: value.parts,
  };
}
