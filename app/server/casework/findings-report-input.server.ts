// What the customer's findings report (findings-report.server.ts) is made of: the order, the verdict
// and outcome with their definitions, the research steps, the findings with their screenshots, the
// images, the identity, the warning signs, the next steps and the fixed texts, all resolved by the
// caller (findings.server.ts) so that the report only lays them out.
import type { ReportGuide } from '../../content/report-guide-shapes.ts';
import type { ProviderInfo } from '../../content/types.ts';
import type { Outcome, Verdict } from '../../lib/findings.ts';

/** A screenshot as the report embeds it: JPEG, already scaled (≤ 1400 × 1200 pixels). */
export interface ReportImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface FindingsReportInput {
  provider: ProviderInfo;
  /** Order reference, e.g. "3f2a9c1e". */
  reference: string;
  customerName: string;
  serviceName: string;
  /** The person (or profile) checked, as the customer named it. */
  targetName: string;
  /** When the order was paid. */
  orderedAt: Date;
  /** The report date ("Stand"): the research reflects public sources on that day. Same input, same bytes. */
  createdAt: Date;
  /** label from verdictLabels, definition from verdictDefinitions. */
  verdict: { key: Verdict; label: string; definition: string };
  /** Derived from the findings (outcomeOf); label and definition from the content. */
  outcome: { key: Outcome; label: string; definition: string };
  summary: string;
  /** The research steps done or not applicable, in the service's order. */
  steps: { label: string; state: 'done' | 'not-applicable'; date: Date | null; sources: string; reason: string }[];
  hits: {
    url: string;
    /** Null only in the staff preview of a draft (the gate lets no finding without its day be delivered). */
    foundOn: Date | null;
    description: string;
    /** The customer's image it concerns, or null (profile, name, contact data). */
    imageFileName: string | null;
    /** image null: the screenshot could not be read. */
    screenshots: { fileName: string; image: ReportImage | null }[];
  }[];
  images: { fileName: string; assessment: string }[];
  /** Rows such as Name/Alter/Wohnort/Beruf with the specialists' notes; empty values left out by the caller. */
  identity: { rows: { label: string; value: string }[]; assessment: string };
  /** The warning signs that apply: the report sentence and where it shows. */
  signals: { text: string; source: string }[];
  signalNotes: string;
  /** Report sentences of the recommended steps. */
  nextSteps: string[];
  nextStepsText: string;
  /** What "keine Treffer" means and does not: printed in every report. */
  noHits: { definition: string; limits: readonly string[] };
  /** "Grenzen dieses Ergebnisberichts". */
  limits: readonly string[];
  /** The sections that fit the verdict and the reader (app/content/report-next-steps.ts). */
  guide: ReportGuide;
  /** E.g. "Zu diesem Ergebnisbericht gehört eine Anlage: …" (a PDF the specialists uploaded), else null. */
  appendixNote: string | null;
}
