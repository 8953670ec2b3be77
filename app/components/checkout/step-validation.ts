import type { Draft } from '#app/components/checkout/use-draft.ts';
import { fieldErrors, legalSchema, stepSchemas } from '#app/lib/checkout-schema.ts';

// The step schemas are zod's, the largest part of the checkout's code: this module is imported on demand
// (checkout-wizard.tsx loads it once the page has hydrated), never before the first paint (decision record 026).

/** Messages by field name, as the step forms show them. */
export type Errors = Record<string, string>;

/** Which part of the draft each validated step edits (step 3, files, has no form). */
const stepInput = {
  1: (draft: Draft) => draft.customer,
  2: (draft: Draft) => draft.target,
  4: (draft: Draft) => draft.additional,
  5: (draft: Draft) => draft.legal,
  6: (draft: Draft) => ({ voucherCode: draft.voucherCode }),
} as const;

export function validateStep(step: number, draft: Draft): Errors {
  if (!(step in stepSchemas)) return {};
  const key = step as keyof typeof stepSchemas;
  const result = stepSchemas[key].safeParse(stepInput[key](draft));
  return result.success ? {} : fieldErrors(result.error);
}

/** The confirmations of step 5 (spec §5), checked again right before paying. */
export function legalConfirmed(draft: Draft): boolean {
  return legalSchema.safeParse(draft.legal).success;
}
