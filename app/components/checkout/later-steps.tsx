import { type ComponentType, lazy, useState } from 'react';

// Steps 2–6 (with the upload code) and the step validation (zod) are modules of their own: the page
// and its hydration need only step 1, which the server renders (decision record 026). They are fetched and evaluated one by one
// once the wizard has hydrated (`loadLaterSteps`), so "Weiter" normally finds them ready; a step
// that is not there yet is fetched before the wizard moves to it (`prepareStep`), so the counter
// "Schritt N von 6" and the step appear together (issue 40).
//
// A step whose module has arrived renders at once. React.lazy alone would not: the first render of a
// lazy component suspends even when its module is long there, so every step showed "Dieser Schritt
// wird geladen …" for a moment and then grew to its full height, moving "Weiter" down under a
// finger (or a test's click) that was already on its way. Only a draft restored on a later step can
// meet a module still on its way: that step shows the short note until it arrives.

/** The validation of the steps' fields (zod), for the wizard. */
export const loadValidation = () => import('#app/components/checkout/step-validation.ts');

/** A later step: its component, and the fetch of its module (once; the browser caches it). */
function laterStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  let arrived: ComponentType<P> | undefined;
  const fetch = () =>
    load().then((component) => {
      arrived = component;
      return component;
    });
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })));
  function Step(props: P) {
    // Chosen when the step mounts: a step that began as the lazy one stays it (no second mount).
    const [Component] = useState<ComponentType<P>>(() => arrived ?? Lazy);
    return <Component {...props} />;
  }
  return { Step, fetch, arrived: () => arrived !== undefined };
}

const target = laterStep(() => import('#app/components/checkout/steps/target-step.tsx').then((m) => m.TargetStep));
const files = laterStep(() => import('#app/components/checkout/steps/files-step.tsx').then((m) => m.FilesStep));
const details = laterStep(() => import('#app/components/checkout/steps/details-step.tsx').then((m) => m.DetailsStep));
const legal = laterStep(() => import('#app/components/checkout/steps/legal-step.tsx').then((m) => m.LegalStep));
const summary = laterStep(() => import('#app/components/checkout/steps/summary-step.tsx').then((m) => m.SummaryStep));

export const TargetStep = target.Step;
export const FilesStep = files.Step;
export const DetailsStep = details.Step;
export const LegalStep = legal.Step;
export const SummaryStep = summary.Step;

/** Each later step by its number. */
const laterSteps: Record<number, { fetch: () => Promise<unknown>; arrived: () => boolean } | undefined> = {
  2: target,
  3: files,
  4: details,
  5: legal,
  6: summary,
};

/** Whether the step can be shown at once (step 1 is part of the page). */
export function isStepReady(step: number): boolean {
  return step === 1 || (laterSteps[step]?.arrived() ?? false);
}

/** Fetches a step's module unless it is there; rejects when it cannot be fetched. */
export async function prepareStep(step: number): Promise<void> {
  if (!isStepReady(step)) await laterSteps[step]?.fetch();
}

/** The validation and each later step's module in a task of its own, so that none holds the browser up long. */
export async function loadLaterSteps(): Promise<void> {
  const loads: (() => Promise<unknown>)[] = [loadValidation, ...[2, 3, 4, 5, 6].map((step) => () => prepareStep(step))];
  for (const load of loads) {
    // A module that cannot be fetched now (a dead spot on the train) is asked for again when the
    // customer moves to its step, which says so if it still fails; here it is no error.
    await load().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

export function StepLoading() {
  return (
    <p className="text-muted" role="status">
      Dieser Schritt wird geladen …
    </p>
  );
}
