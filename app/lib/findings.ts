// The specialists' structured findings on a case (issues 13 and 29): the shape the case page
// edits, the database keeps as the draft, the delivery gate checks and the generated report (PDF)
// renders. Types, labels and pure helpers only: shared by the browser and the server. The
// per-service lists (research steps, warning signs, next steps) are content
// (app/content/workbench.ts); the definitions of the verdicts and outcomes are content too
// (app/content/result-terms.ts).
//
// One result (issue 29 point 1): the specialists choose the verdict; the outcome ("mit Treffern" /
// "keine Treffer") is not chosen but follows from the findings: a case has hits when at least one
// finding (Fundstelle) is recorded. So the two can never contradict each other, and the guarantee
// voucher ("keine Treffer") follows the same rule as the report.

/** The verdict of a check, as the report states it. */
export const verdicts = ['likely-genuine', 'unclear', 'likely-fake'] as const;
export type Verdict = (typeof verdicts)[number];

export const verdictLabels: Record<Verdict, string> = {
  'likely-genuine': 'wahrscheinlich echt',
  unclear: 'unklar',
  'likely-fake': 'wahrscheinlich gefälscht',
};

/** Whether the research found anything: derived from the findings (outcomeOf), never chosen. */
export const outcomes = ['hits', 'no-hits'] as const;
export type Outcome = (typeof outcomes)[number];

export const outcomeLabels: Record<Outcome, string> = {
  hits: 'mit Treffern',
  'no-hits': 'keine Treffer',
};

/** One research step of the service, done or not applicable (absent from `steps`: still open). */
export interface StepRecord {
  state: 'done' | 'not-applicable';
  /** The day the step was done (YYYY-MM-DD); empty for a step not applicable. */
  date: string;
  /** Done: the sources and search engines used, e.g. "Google Lens, Bing Visuelle Suche, TinEye". */
  sources: string;
  /** Not applicable: why, e.g. "Der Kunde hat keine Telefonnummer angegeben." */
  reason: string;
}

/**
 * One finding (Fundstelle, a "Treffer"): a public place that concerns the checked person, their
 * profile or their photos. The report prints each with its link, the date found, the description
 * and its screenshots.
 */
export interface Hit {
  /** Stable identifier within the case's findings: 1–40 of a–z, 0–9 and "-". */
  id: string;
  /** The customer's image this finding is about (uploaded_documents.id), or null (profile, name, contact data). */
  documentId: string | null;
  /** http(s) address of the page. */
  url: string;
  /** The day the specialists found it (YYYY-MM-DD). */
  foundOn: string;
  /** What is there, in a sentence or two, e.g. "gleiches Foto, Profil eines Models unter anderem Namen, seit 2019". */
  description: string;
  /** The screenshots of the page: uploaded_documents.id of kind 'screenshot' of this case. */
  screenshots: string[];
}

/** The specialists' assessment of one image the customer sent. */
export interface ImageNote {
  /** The uploaded document (uploaded_documents.id). */
  documentId: string;
  /** The file name as uploaded, shown in the report. */
  fileName: string;
  /** What the research means for this image, in a sentence or two. */
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
  /**
   * The one text for the customer: the result in plain words. The result mail, the status page and
   * the report all show it (there is no second "message to the customer").
   */
  summary: string;
  identity: IdentityFindings;
  /** Research steps of the service by key (app/content/workbench.ts); a step not listed is open. */
  steps: Record<string, StepRecord>;
  /** The findings; none: the outcome is "keine Treffer". */
  hits: Hit[];
  /** Per customer image, the assessment. */
  images: ImageNote[];
  /** Keys of the service's warning signs that apply (app/content/workbench.ts). */
  signals: string[];
  /** Per ticked warning sign, where it shows: an address or a reference such as "Ihr Chatauszug vom 3. Mai". */
  signalSources: Record<string, string>;
  /** Further observations on the profile and the contact. */
  signalNotes: string;
  /** Keys of the recommended next steps (app/content/workbench.ts). */
  nextSteps: string[];
  /** Recommendations in the specialists' own words. */
  nextStepsText: string;
}

export function emptyFindings(): Findings {
  return {
    verdict: null,
    summary: '',
    identity: { name: '', age: '', location: '', job: '', assessment: '' },
    steps: {},
    hits: [],
    images: [],
    signals: [],
    signalSources: {},
    signalNotes: '',
    nextSteps: [],
    nextStepsText: '',
  };
}

/** "mit Treffern" when at least one finding is recorded, else "keine Treffer". */
export function outcomeOf(findings: Pick<Findings, 'hits'>): Outcome {
  return findings.hits.length > 0 ? 'hits' : 'no-hits';
}

/** Keys of the steps marked done. */
export function doneSteps(findings: Pick<Findings, 'steps'>): string[] {
  return Object.entries(findings.steps)
    .filter(([, step]) => step.state === 'done')
    .map(([key]) => key);
}

/** A valid hit id (client-generated). */
export const HIT_ID = /^[a-z0-9-]{1,40}$/;

/** A calendar day as YYYY-MM-DD that exists. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A stored draft in the current shape. Drafts saved before issue 29 had `checklist` (keys done,
 * without date or sources) and `images[].sources` ({ url, note }); they become steps done without a
 * date and findings without a date or screenshot, which the delivery gate then asks for. Unknown
 * fields are dropped; the result may still fail parseFindings's checks.
 */
export function upgradeFindings(stored: unknown): Findings {
  const raw = asRecord(stored);
  const findings = { ...emptyFindings(), ...(raw as Partial<Findings>) };
  const steps: Record<string, StepRecord> = {};
  if (Array.isArray(raw.checklist) && raw.steps === undefined) {
    for (const key of raw.checklist) {
      if (typeof key === 'string') steps[key] = { state: 'done', date: '', sources: '', reason: '' };
    }
    findings.steps = steps;
  }
  if (raw.hits === undefined && Array.isArray(raw.images)) {
    const hits: Hit[] = [];
    const images: ImageNote[] = [];
    for (const entry of raw.images) {
      const image = asRecord(entry);
      const documentId = asString(image.documentId);
      images.push({ documentId, fileName: asString(image.fileName), assessment: asString(image.assessment) });
      for (const source of Array.isArray(image.sources) ? image.sources : []) {
        const { url, note } = asRecord(source);
        hits.push({
          id: `h${hits.length + 1}`,
          documentId: documentId || null,
          url: asString(url),
          foundOn: '',
          description: asString(note),
          screenshots: [],
        });
      }
    }
    findings.hits = hits;
    findings.images = images;
  }
  const { checklist: _checklist, ...current } = findings as Findings & { checklist?: unknown };
  return current;
}

/**
 * Years a confirmed stolen or fake image's fingerprint is kept after its case data is deleted (the
 * privacy page names it; app/server/casework/fingerprint-job.server.ts deletes older ones).
 */
export const CONFIRMED_FINGERPRINT_YEARS = 5;
