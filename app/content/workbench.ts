// The specialists' workbench content (issue 13): per service the research steps staff tick off, the
// warning signs they tick where they apply, the recommended next steps, and the report's headings and
// caveat. The shape of a case's findings is app/lib/findings.ts; it stores the keys below, so keys are
// stable identifiers: rename a key only with a migration of the stored drafts.
//
// Labels and hints are for staff (short, nominal or imperative); every reportText is one sentence of the
// customer's report (formal "Sie", factual). Nothing here may need non-public sources, face
// recognition, criminal-record or health data, or contact with the person (docs/product.md §12, "What a check never includes").
// Signals that only the customer can know (what was said in the chat) begin "Nach Ihren Angaben".
import type { CaseType } from '#app/lib/services.ts';
import { nextSteps } from './workbench/next-steps.ts';
import { researchSteps } from './workbench/research-steps.ts';
import type { NextStep, ResearchStep, WarningSign } from './workbench/types.ts';
import { warningSigns } from './workbench/warning-signs.ts';

export { nextSteps } from './workbench/next-steps.ts';
export { researchSteps } from './workbench/research-steps.ts';
export type { NextStep, ResearchStep, WarningSign } from './workbench/types.ts';
export { warningSigns } from './workbench/warning-signs.ts';

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

/** The headings of the report's sections, in the order the report shows them. */
export const findingsSectionTitles = {
  summary: 'Zusammenfassung',
  identity: 'Stimmigkeit der Identität',
  images: 'Bildrecherche',
  signals: 'Auffälligkeiten an Profil und Kontakt',
  nextSteps: 'Empfohlene nächste Schritte',
} as const satisfies Record<string, string>;

/** The fixed paragraph at the end of every report (AGB § 3: public sources, no legal advice). */
export const reportCaveat =
  'Dieser Ergebnisbericht beruht ausschließlich auf öffentlich zugänglichen Quellen und beschreibt den Stand zum Zeitpunkt der Recherche, also zum Datum dieses Ergebnisberichts. Er gibt die Einschätzung unserer Spezialistinnen und Spezialisten wieder, ist kein Beweis und ersetzt keine Rechtsberatung. Eine Gesichtserkennung setzen wir nicht ein; ob die geprüfte Person Straftaten begangen hat, stellen wir nicht fest (das beurteilen Polizei, Staatsanwaltschaft und Gerichte), und Vorstrafen oder Angaben zur Gesundheit nehmen wir nicht auf.';

// ---------------------------------------------------------------------------------------------
// Lookups by a case's stored type (unknown: the general check)
// ---------------------------------------------------------------------------------------------

function caseTypeOf(caseType: string): CaseType {
  return typeof caseType === 'string' && Object.hasOwn(researchSteps, caseType) ? (caseType as CaseType) : 'general';
}

export function researchStepsFor(caseType: string): ResearchStep[] {
  return researchSteps[caseTypeOf(caseType)];
}

export function warningSignsFor(caseType: string): WarningSign[] {
  return warningSigns[caseTypeOf(caseType)];
}

export function nextStepsFor(caseType: string): NextStep[] {
  const type = caseTypeOf(caseType);
  return nextSteps.filter((step) => !step.services || step.services.includes(type));
}
