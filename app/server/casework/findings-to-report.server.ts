// The report's input from the specialists' findings (findings.server.ts): every key resolved to the
// sentence the customer reads, the case's facts the report and the evidence pack need, and the
// reader's guide. Pure: no database; rendered by findings-report.server.ts.
import type { ReportGuide } from '#app/content/report-guide-shapes.ts';
import { reportGuide } from '#app/content/report-next-steps.ts';
import {
  noHitsDefinition,
  noHitsLimits,
  outcomeDefinitions,
  reportLimits,
  verdictDefinitions,
} from '#app/content/result-terms.ts';
import type { ProviderInfo } from '#app/content/types.ts';
import { nextStepsFor, researchStepsFor, warningSignsFor } from '#app/content/workbench.ts';
import { type Findings, isIsoDay, outcomeLabels, outcomeOf, verdictLabels } from '#app/lib/findings.ts';
import { dayToDate } from '#app/lib/format.ts';
import type { FindingsReportInput, ReportImage } from './findings-report-input.server.ts';

/** What the report and the evidence pack need about the case besides the findings. */
export interface ReportCase {
  reference: string;
  customerName: string;
  serviceName: string;
  caseType: string;
  targetName: string;
  paidAt: Date;
  /** Checkout step 4 (issue 38): 'self' | 'relative', a Land code or 'abroad', payment keys; null/[] for older orders. */
  orderedFor: string | null;
  residence: string | null;
  payments: string[];
  /** The person's details as the customer gave them (case_details; null when not given). */
  target: EvidenceTarget;
}

/** The facts of the case the report's guide and the evidence pack's letters use (case_details; null when not given). */
export interface EvidenceTarget {
  targetName: string;
  targetUsername: string | null;
  targetProfileUrl: string | null;
  targetPlatforms: string[];
  targetEmail: string | null;
  targetPhone: string | null;
}

/** The verdict's and the reader's guide for these findings (app/content/report-next-steps.ts). */
export function guideFor(findings: Findings, caseInfo: ReportCase, screenshotCount: number): ReportGuide {
  if (!findings.verdict) throw new Error('a guide needs a verdict');
  return reportGuide({
    verdict: findings.verdict,
    outcome: outcomeOf(findings),
    orderedFor: caseInfo.orderedFor,
    residence: caseInfo.residence,
    payments: caseInfo.payments,
    platforms: caseInfo.target.targetPlatforms,
    targetName: caseInfo.targetName,
    targetUsername: caseInfo.target.targetUsername,
    targetProfileUrl: caseInfo.target.targetProfileUrl,
    targetEmail: caseInfo.target.targetEmail,
    targetPhone: caseInfo.target.targetPhone,
    hitCount: findings.hits.length,
    screenshotCount,
    stepsDone: researchStepsFor(caseInfo.caseType).flatMap((step) => {
      const done = findings.steps[step.key];
      if (done?.state !== 'done') return [];
      return [{ label: step.label, date: isIsoDay(done.date) ? dayToDate(done.date) : null, sources: done.sources }];
    }),
  });
}

/** A screenshot as the report embeds it: its file name and the scaled picture (null: not readable). */
export interface ReportScreenshot {
  id: string;
  fileName: string;
  image: ReportImage | null;
}

/** The report's input: the findings with every key resolved to the sentence the customer reads. */
export function reportInput(
  findings: Findings,
  caseInfo: ReportCase,
  provider: ProviderInfo,
  screenshots: ReadonlyMap<string, ReportScreenshot>,
  createdAt: Date,
  appendixNote: string | null,
): FindingsReportInput {
  if (!findings.verdict) throw new Error('a report needs a verdict');
  const signs = new Map(warningSignsFor(caseInfo.caseType).map((sign) => [sign.key, sign.reportText]));
  const steps = new Map(nextStepsFor(caseInfo.caseType).map((step) => [step.key, step.reportText]));
  const identityRows = (
    [
      ['Name', findings.identity.name],
      ['Alter', findings.identity.age],
      ['Wohnort', findings.identity.location],
      ['Beruf', findings.identity.job],
    ] as const
  )
    .filter(([, value]) => value !== '')
    .map(([label, value]) => ({ label, value }));
  const outcome = outcomeOf(findings);
  const imageNames = new Map(findings.images.map((image) => [image.documentId, image.fileName]));
  return {
    provider,
    reference: caseInfo.reference,
    customerName: caseInfo.customerName,
    serviceName: caseInfo.serviceName,
    targetName: caseInfo.targetName,
    orderedAt: caseInfo.paidAt,
    createdAt,
    verdict: {
      key: findings.verdict,
      label: verdictLabels[findings.verdict],
      definition: verdictDefinitions[findings.verdict],
    },
    outcome: { key: outcome, label: outcomeLabels[outcome], definition: outcomeDefinitions[outcome] },
    summary: findings.summary,
    steps: researchStepsFor(caseInfo.caseType).flatMap((step) => {
      const done = findings.steps[step.key];
      if (!done) return [];
      return [
        {
          label: step.label,
          state: done.state,
          date: done.state === 'done' && isIsoDay(done.date) ? dayToDate(done.date) : null,
          sources: done.sources,
          reason: done.reason,
        },
      ];
    }),
    // The gate lets no finding without its day through to the delivery; the staff preview of a
    // draft shows such a finding with "Funddatum noch nicht angegeben".
    hits: findings.hits.map((hit) => ({
      url: hit.url,
      foundOn: isIsoDay(hit.foundOn) ? dayToDate(hit.foundOn) : null,
      description: hit.description,
      imageFileName: hit.documentId ? (imageNames.get(hit.documentId) ?? null) : null,
      screenshots: hit.screenshots.flatMap((id) => {
        const shot = screenshots.get(id);
        return shot ? [{ fileName: shot.fileName, image: shot.image }] : [];
      }),
    })),
    images: findings.images.map(({ fileName, assessment }) => ({ fileName, assessment })),
    identity: { rows: identityRows, assessment: findings.identity.assessment },
    signals: findings.signals.flatMap((key) => {
      const sentence = signs.get(key);
      return sentence ? [{ text: sentence, source: findings.signalSources[key] ?? '' }] : [];
    }),
    signalNotes: findings.signalNotes,
    nextSteps: findings.nextSteps.flatMap((key) => steps.get(key) ?? []),
    nextStepsText: findings.nextStepsText,
    noHits: { definition: noHitsDefinition, limits: noHitsLimits },
    limits: reportLimits,
    guide: guideFor(findings, caseInfo, new Set(findings.hits.flatMap((hit) => hit.screenshots)).size),
    appendixNote,
  };
}
