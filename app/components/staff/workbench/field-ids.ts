// The anchors of the workbench's fields (issue 29 point 2): the delivery gate names the field each
// problem concerns (GateProblem.field, e.g. "steps.name-search", "hits.2.screenshots"); the gate box
// links every problem to the element with the matching id and moves the keyboard focus there.
import { emptyFindings, type Findings } from '#app/lib/findings.ts';
import { forbiddenContent, type GateProblem } from '#app/lib/report-gate.ts';

/** The element id of a gate field: "steps.name-search" → "feld-steps-name-search". */
export function fieldId(field: string): string {
  return `feld-${field.replace(/[^a-zA-Z0-9-]+/g, '-')}`;
}

/** Every free text of the findings with the field it is typed in, in the order of the workbench. */
function texts(findings: Findings): [field: string, text: string][] {
  return [
    ...Object.entries(findings.steps).flatMap(([key, step]): [string, string][] => [
      [`steps.${key}`, step.sources],
      [`steps.${key}`, step.reason],
    ]),
    ['summary', findings.summary],
    ...Object.entries(findings.identity).map(([key, text]): [string, string] => [`identity.${key}`, text]),
    ...findings.hits.map((hit, index): [string, string] => [`hits.${index}.description`, hit.description]),
    ...findings.images.map((image, index): [string, string] => [`images.${index}.assessment`, image.assessment]),
    ...Object.entries(findings.signalSources).map(([key, text]): [string, string] => [`signals.${key}`, text]),
    ['signalNotes', findings.signalNotes],
    ['nextStepsText', findings.nextStepsText],
  ];
}

/**
 * The gate's problem of a forbidden word names no field ("content"): the field it is typed in, so
 * the link leads there. Falls back to the summary when the word cannot be found again.
 */
export function contentField(findings: Findings): string {
  for (const [field, text] of texts(findings)) {
    if (text && forbiddenContent({ ...emptyFindings(), summary: text })) return field;
  }
  return 'summary';
}

/**
 * The field a problem's link leads to: "content" (a forbidden word) to the text that holds it, and
 * "steps" (the open steps, named together) to the first open step of `steps`, the service's order.
 */
export function problemField(problem: GateProblem, findings: Findings, steps: readonly { key: string }[] = []): string {
  if (problem.field === 'content') return contentField(findings);
  if (problem.field === 'steps') {
    const open = steps.find((step) => !findings.steps[step.key]);
    return open ? `steps.${open.key}` : 'steps';
  }
  return problem.field;
}

/**
 * Moves the focus to a field named by the gate: the element itself when it takes the focus, else
 * its first control (a fieldset, a step's row); scrolls it into view.
 */
export function focusField(field: string): boolean {
  const element = document.getElementById(fieldId(field));
  if (!element) return false;
  const control = element.matches('input, select, textarea, button, a[href], [tabindex]')
    ? element
    : (element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, a[href]'));
  element.scrollIntoView({ block: 'center' });
  (control ?? element).focus({ preventScroll: true });
  return true;
}
