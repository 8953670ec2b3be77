import type { Verdict } from '#app/lib/findings.ts';
import type { CaseType } from '#app/lib/services.ts';

export interface ResearchStep {
  /** Stable lowercase-kebab identifier, the key of Findings.steps. */
  key: string;
  /** What to do, as staff tick it off. */
  label: string;
  /** One sentence on how to do it well. */
  hint?: string;
  /**
   * The sources and search engines the step usually uses, as the report names them; the workbench
   * fills them in when the step is marked done, and staff correct them. Public sources only, no face
   * search engines; the image searches are the privacy page's defaults (Google Lens, Bing, TinEye):
   * Yandex only with the customer's consent, so staff add it where they used it.
   */
  sources: string;
}

export interface WarningSign {
  /** Stable lowercase-kebab identifier, stored in Findings.signals. */
  key: string;
  /** Staff checklist wording. */
  label: string;
  /** The sentence the customer's report states when the sign applies. */
  reportText: string;
  /** The sign states that something was found (e.g. the photos under other names): it needs a finding. */
  needsHit?: boolean;
  /** The sign contradicts the verdict "wahrscheinlich echt". */
  contradictsGenuine?: boolean;
}

export interface NextStep {
  /** Stable lowercase-kebab identifier, stored in Findings.nextSteps. */
  key: string;
  label: string;
  /** The recommendation as the customer's report states it. */
  reportText: string;
  /** Offered only for these services; absent: for every case. */
  services?: CaseType[];
  /** Preselected for these verdicts (staff may change the choice). */
  defaultFor?: Verdict[];
}
