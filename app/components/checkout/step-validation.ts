import type { Draft } from '#app/components/checkout/use-draft.ts';
import { fieldErrors, stepSchemas } from '#app/lib/checkout-schema.ts';

/** Messages by field name, as the step forms show them. */
export type Errors = Record<string, string>;

/** Which part of the draft each validated step edits (step 3, files, and 6, summary, have no form). */
const stepDraftKey = { 1: 'customer', 2: 'target', 4: 'additional', 5: 'legal' } as const;

export function validateStep(step: number, draft: Draft): Errors {
  if (!(step in stepSchemas)) return {};
  const key = step as keyof typeof stepSchemas;
  const result = stepSchemas[key].safeParse(draft[stepDraftKey[key]]);
  return result.success ? {} : fieldErrors(result.error);
}
