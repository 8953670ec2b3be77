// The specialists' structured findings (issue 13 point 1): what staff may save as a case's draft, and
// what the generated report needs (point 2). Pure: no database; the case page's action stores the
// result (findings-store.server.ts) and the report is rendered by app/server/casework/findings-report.server.ts.
//
// Saving a draft checks shape and sizes only, so work in progress is never lost to a missing field.
// Generating the report also needs a verdict and a summary, and refuses words that point to data the
// report must not contain (docs/product.md §12: criminal records, health, face recognition).

import type { ProviderInfo } from '#app/content/types.ts';
import {
  findingsSectionTitles,
  nextStepsFor,
  reportCaveat,
  researchStepsFor,
  warningSignsFor,
} from '#app/content/workbench.ts';
import { emptyFindings, type Findings, type ImageFinding, verdictLabels, verdicts } from '#app/lib/findings.ts';
import type { FindingsReportInput } from './findings-report.server.ts';

export const FINDINGS_LIMITS = {
  summary: 3000,
  text: 2000,
  identityField: 200,
  sourcesPerImage: 10,
  url: 2000,
  sourceNote: 500,
} as const;

/** An uploaded file of the case that the image research may refer to. */
export interface CaseImage {
  documentId: string;
  fileName: string;
}

export type FindingsResult = { ok: true; findings: Findings } | { ok: false; errors: Record<string, string> };

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Keeps a text, noting a refusal in the errors when it is longer than `max`. */
type LimitText = (field: string, value: string, max: number, label: string) => string;

/**
 * Reads a draft as the form sends it (JSON). Unknown keys of the service's lists, images that are not
 * the case's uploads, malformed addresses and over-long texts are refused with German messages by
 * field; everything else is kept.
 */
export function parseFindings(input: unknown, caseType: string, images: readonly CaseImage[]): FindingsResult {
  const body = record(input);
  const errors: Record<string, string> = {};
  const findings = emptyFindings();
  const limit: LimitText = (field, value, max, label) => {
    if (value.length > max) errors[field] = `${label}: höchstens ${max.toLocaleString('de-DE')} Zeichen.`;
    return value;
  };

  const verdict = body.verdict;
  if (verdict === null || verdict === undefined || verdict === '') findings.verdict = null;
  else if ((verdicts as readonly unknown[]).includes(verdict)) findings.verdict = verdict as Findings['verdict'];
  else errors.verdict = 'Bitte wählen Sie ein gültiges Ergebnis aus.';

  findings.summary = limit('summary', text(body.summary), FINDINGS_LIMITS.summary, 'Zusammenfassung');
  const identity = record(body.identity);
  for (const [key, label] of [
    ['name', 'Name'],
    ['age', 'Alter'],
    ['location', 'Wohnort'],
    ['job', 'Beruf'],
  ] as const) {
    findings.identity[key] = limit(`identity.${key}`, text(identity[key]), FINDINGS_LIMITS.identityField, label);
  }
  findings.identity.assessment = limit(
    'identity.assessment',
    text(identity.assessment),
    FINDINGS_LIMITS.text,
    'Einschätzung der Identität',
  );

  findings.images = parseImageFindings(list(body.images), images, errors, limit);

  const keys = (field: 'signals' | 'nextSteps' | 'checklist', allowed: readonly { key: string }[]): string[] => {
    const permitted = new Set(allowed.map((item) => item.key));
    const chosen = [...new Set(list(body[field]).map(text))].filter(Boolean);
    if (chosen.some((key) => !permitted.has(key))) errors[field] = 'Die Auswahl passt nicht zu dieser Leistung.';
    return chosen.filter((key) => permitted.has(key));
  };
  findings.signals = keys('signals', warningSignsFor(caseType));
  findings.nextSteps = keys('nextSteps', nextStepsFor(caseType));
  findings.checklist = keys('checklist', researchStepsFor(caseType));
  findings.signalNotes = limit('signalNotes', text(body.signalNotes), FINDINGS_LIMITS.text, 'Weitere Beobachtungen');
  findings.nextStepsText = limit(
    'nextStepsText',
    text(body.nextStepsText),
    FINDINGS_LIMITS.text,
    'Eigene Empfehlungen',
  );

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, findings };
}

/**
 * The draft's images: each one of the case's uploads at most once, with its sources (at most
 * FINDINGS_LIMITS.sourcesPerImage, each an http(s) address or a note) and an assessment. Refusals
 * go into `errors` by field.
 */
function parseImageFindings(
  rawImages: unknown[],
  images: readonly CaseImage[],
  errors: Record<string, string>,
  limit: LimitText,
): ImageFinding[] {
  const parsed: ImageFinding[] = [];
  const known = new Map(images.map((image) => [image.documentId, image]));
  const seen = new Set<string>();
  rawImages.forEach((raw, index) => {
    const entry = record(raw);
    const documentId = text(entry.documentId);
    const image = known.get(documentId);
    if (!image || seen.has(documentId)) {
      errors[`images.${index}`] = 'Dieses Bild gehört nicht (mehr) zu diesem Fall.';
      return;
    }
    seen.add(documentId);
    const sources: ImageFinding['sources'] = [];
    const rawSources = list(entry.sources);
    if (rawSources.length > FINDINGS_LIMITS.sourcesPerImage) {
      errors[`images.${index}.sources`] = `Höchstens ${FINDINGS_LIMITS.sourcesPerImage} Fundstellen je Bild.`;
    }
    rawSources.slice(0, FINDINGS_LIMITS.sourcesPerImage).forEach((rawSource, sourceIndex) => {
      const source = record(rawSource);
      const url = text(source.url);
      const note = text(source.note);
      if (!url && !note) return;
      const field = `images.${index}.sources.${sourceIndex}`;
      if (!httpUrl(url) || url.length > FINDINGS_LIMITS.url) {
        errors[field] = 'Bitte geben Sie eine vollständige Adresse mit http:// oder https:// an.';
      }
      sources.push({ url, note: limit(`${field}.note`, note, FINDINGS_LIMITS.sourceNote, 'Notiz zur Fundstelle') });
    });
    parsed.push({
      documentId,
      fileName: image.fileName,
      sources,
      assessment: limit(`images.${index}.assessment`, text(entry.assessment), FINDINGS_LIMITS.text, 'Einschätzung'),
    });
  });
  return parsed;
}

/** The research progress the case shows: steps of the service ticked off. */
export function checklistProgress(findings: Findings, caseType: string): { done: number; total: number } {
  const steps = researchStepsFor(caseType);
  const done = steps.filter((step) => findings.checklist.includes(step.key)).length;
  return { done, total: steps.length };
}

/**
 * Words that point to what a report must not contain. A match refuses the report with the word
 * named, so staff rephrase; it is a safety net, not a classifier.
 */
const FORBIDDEN = [
  { pattern: /vorstraf|vorbestraft|strafregister|führungszeugnis|bundeszentralregister/i, topic: 'Vorstrafen' },
  { pattern: /gesichtserkennung|pimeyes|facecheck|clearview/i, topic: 'Gesichtserkennung' },
  { pattern: /diagnos|krankengeschicht|gesundheitszustand|psychische erkrankung/i, topic: 'Gesundheit' },
];

/** The texts of the findings that go into the report. */
function reportTexts(findings: Findings): string[] {
  return [
    findings.summary,
    ...Object.values(findings.identity),
    ...findings.images.flatMap((image) => [image.assessment, ...image.sources.map((source) => source.note)]),
    findings.signalNotes,
    findings.nextStepsText,
  ];
}

/** What must hold before "Bericht erzeugen" renders the findings: German messages by field. */
export function reportProblems(findings: Findings): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!findings.verdict) problems.verdict = 'Bitte wählen Sie ein Ergebnis aus.';
  if (findings.summary.length < 20)
    problems.summary = 'Bitte schreiben Sie eine Zusammenfassung (mindestens 20 Zeichen).';
  for (const value of reportTexts(findings)) {
    for (const { pattern, topic } of FORBIDDEN) {
      const match = pattern.exec(value);
      if (match) {
        problems.content = `Der Bericht darf keine Angaben zu ${topic} enthalten („${match[0]}“). Bitte formulieren Sie die Stelle um.`;
        return problems;
      }
    }
  }
  return problems;
}

export interface ReportCase {
  reference: string;
  customerName: string;
  serviceName: string;
  caseType: string;
}

/** The report's input: the findings with every key resolved to the sentence the customer reads. */
export function reportInput(
  findings: Findings,
  caseInfo: ReportCase,
  provider: ProviderInfo,
  createdAt: Date,
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
  return {
    provider,
    reference: caseInfo.reference,
    customerName: caseInfo.customerName,
    serviceName: caseInfo.serviceName,
    createdAt,
    verdict: { key: findings.verdict, label: verdictLabels[findings.verdict] },
    summary: findings.summary,
    identity: { rows: identityRows, assessment: findings.identity.assessment },
    images: findings.images.map(({ fileName, sources, assessment }) => ({ fileName, sources, assessment })),
    signals: findings.signals.flatMap((key) => signs.get(key) ?? []),
    signalNotes: findings.signalNotes,
    nextSteps: findings.nextSteps.flatMap((key) => steps.get(key) ?? []),
    nextStepsText: findings.nextStepsText,
    titles: findingsSectionTitles,
    caveat: reportCaveat,
  };
}
