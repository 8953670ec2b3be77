// Wertersatz (§ 357a Abs. 2 BGB) for a case withdrawn during work: the customer asked for the early
// start, so the value of the work done up to the withdrawal is owed and the rest of the price goes
// back. The rule (decision record 035, docs/product.md §8):
//
//   A check consists of its service's research steps (app/content/workbench.ts) and the report
//   (verdict, summary, report and evidence pack, delivery), each one equal part. Done are the steps
//   the findings draft records as "erledigt" when the withdrawal arrives; a step marked
//   "nicht anwendbar" and the report never count as done (a case whose report was delivered can no
//   longer be withdrawn). Wertersatz = paid × done parts ÷ all parts, rounded down to the cent (in
//   the customer's favour); the refund is what was paid minus the Wertersatz.
//
// The draft cannot change after the withdrawal (a withdrawn case is no longer open for work), and the
// result is written into the withdrawal's audit entry when it arrives: the confirmation mail, the
// digest and the staff's refund form all read that record, never a later computation.
// Pure (no database): the mail templates use it too. Reading a case and the stored result:
// refund-suggestion.server.ts.
import type { StepRecord } from '#app/lib/findings.ts';

/** The name of the rule, stored with each computation (a later rule gets a new name). */
export const VALUE_OF_WORK_RULE = 'steps-and-report-v1';

export interface ValueOfWork {
  rule: typeof VALUE_OF_WORK_RULE;
  /** What was paid (the invoice's gross amount; 0 for a case paid with a voucher). */
  paidCents: number;
  /** The parts of the check: the service's research steps and the report. */
  parts: number;
  /** Parts done at the withdrawal (research steps recorded as done). */
  doneParts: number;
  /** The labels of the steps done, in the service's order. */
  doneSteps: string[];
  /** Wertersatz: paid × doneParts ÷ parts, rounded down to the cent. */
  valueCents: number;
  /** What goes back: what can still be refunded, less the Wertersatz (never below 0). */
  refundCents: number;
}

/**
 * The rule itself, pure: the service's steps, the draft's step records at the withdrawal, what was
 * paid and what of it can still be refunded (nothing refunded yet: the same).
 */
export function valueOfWork(input: {
  steps: readonly { key: string; label: string }[];
  records: Readonly<Record<string, StepRecord>>;
  paidCents: number;
  refundableCents?: number;
}): ValueOfWork {
  const paidCents = Math.max(0, Math.trunc(input.paidCents));
  const done = input.steps.filter((step) => input.records[step.key]?.state === 'done');
  const parts = input.steps.length + 1;
  const valueCents = Math.floor((paidCents * done.length) / parts);
  const refundable = Math.max(0, Math.min(paidCents, input.refundableCents ?? paidCents));
  return {
    rule: VALUE_OF_WORK_RULE,
    paidCents,
    parts,
    doneParts: done.length,
    doneSteps: done.map((step) => step.label),
    valueCents,
    refundCents: Math.max(0, refundable - valueCents),
  };
}

/** "3 von 10 Teilen" as the mails and the staff form say it. */
export function partsText(value: Pick<ValueOfWork, 'doneParts' | 'parts'>): string {
  return `${value.doneParts} von ${value.parts} ${value.parts === 1 ? 'Teil' : 'Teilen'}`;
}

/** The rule in one sentence for the customer (mails). */
export function ruleSentence(value: Pick<ValueOfWork, 'parts'>): string {
  const steps = value.parts - 1;
  return `Die Prüfung besteht aus ${steps} ${steps === 1 ? 'Rechercheschritt' : 'Rechercheschritten'} und dem Ergebnisbericht; jeder dieser ${value.parts} Teile zählt gleich viel. Als erbracht gilt jeder Rechercheschritt, der bei Eingang Ihres Widerrufs erledigt war; der Ergebnisbericht war noch nicht erstellt. Der Wertersatz ist der entsprechende Anteil des bezahlten Betrags, auf den Cent abgerundet.`;
}

/** A stored computation read back (the audit entry's details), or null when it is not one. */
export function storedValueOfWork(value: unknown): ValueOfWork | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<ValueOfWork>;
  const numbers = [v.paidCents, v.parts, v.doneParts, v.valueCents, v.refundCents];
  if (v.rule !== VALUE_OF_WORK_RULE || !numbers.every((n) => Number.isInteger(n))) return null;
  if (!Array.isArray(v.doneSteps) || !v.doneSteps.every((label) => typeof label === 'string')) return null;
  return v as ValueOfWork;
}
