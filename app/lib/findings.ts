// The specialists' structured findings on a case (issue 13 "workbench"): the shape the case page
// edits, the database keeps as the draft, and the generated report (PDF) renders. Types and labels
// only: shared by the browser and the server. The per-service lists (research steps, warning signs,
// next steps) are content: app/content/workbench.ts.

/** The verdict of a check, as the report states it. */
export const verdicts = ['likely-genuine', 'unclear', 'likely-fake'] as const;
export type Verdict = (typeof verdicts)[number];

export const verdictLabels: Record<Verdict, string> = {
  'likely-genuine': 'wahrscheinlich echt',
  unclear: 'unklar',
  'likely-fake': 'wahrscheinlich gefälscht',
};

/** One place an uploaded image was found in the specialists' reverse image search. */
export interface ImageSource {
  /** http(s) address of the page where the image (or a near copy) appears. */
  url: string;
  /** What is there: e.g. "gleiches Foto, Profil eines Models unter anderem Namen, seit 2019". */
  note: string;
}

/** The research on one uploaded image. */
export interface ImageFinding {
  /** The uploaded document (uploaded_documents.id). */
  documentId: string;
  /** The file name as uploaded, shown in the report. */
  fileName: string;
  sources: ImageSource[];
  /** What the sources mean for the check, in a sentence or two. */
  assessment: string;
}

/** Identity consistency: what the profile or the person claims, and whether it holds together. */
export interface IdentityFindings {
  name: string;
  age: string;
  location: string;
  job: string;
  /** The overall judgement on the identity details. */
  assessment: string;
}

export interface Findings {
  verdict: Verdict | null;
  /** One paragraph for the customer: the result in plain words. */
  summary: string;
  identity: IdentityFindings;
  images: ImageFinding[];
  /** Keys of the service's warning signs that apply (app/content/workbench.ts). */
  signals: string[];
  /** Further observations on the profile and the contact. */
  signalNotes: string;
  /** Keys of the recommended next steps (app/content/workbench.ts). */
  nextSteps: string[];
  /** Recommendations in the specialists' own words. */
  nextStepsText: string;
  /** Keys of the service's research steps done (the case shows the progress). */
  checklist: string[];
}

export function emptyFindings(): Findings {
  return {
    verdict: null,
    summary: '',
    identity: { name: '', age: '', location: '', job: '', assessment: '' },
    images: [],
    signals: [],
    signalNotes: '',
    nextSteps: [],
    nextStepsText: '',
    checklist: [],
  };
}

/**
 * Years a confirmed stolen or fake image's fingerprint is kept after its case data is deleted (the
 * privacy page names it; app/server/casework/fingerprint-job.server.ts deletes older ones).
 */
export const CONFIRMED_FINGERPRINT_YEARS = 5;
