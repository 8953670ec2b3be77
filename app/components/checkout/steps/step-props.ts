import type { Errors } from '#app/components/checkout/step-validation.ts';
import type { Draft, useDraft } from '#app/components/checkout/use-draft.ts';

/** What every step with a form gets from the wizard. */
export interface StepProps {
  draft: Draft;
  update: ReturnType<typeof useDraft>['update'];
  errors: Errors;
}
