// The specialists' structured findings (issues 13 and 29): what staff may save as a case's draft,
// and the report's input built from it (findings-to-report.server.ts). Pure: no database; the case page's action stores the result
// (findings-store.server.ts), the gate before delivery is app/lib/report-gate.ts, and the report is
// rendered by app/server/casework/findings-report.server.ts.
//
// Saving a draft checks shape and sizes only, so work in progress is never lost to a missing field:
// a step without a date, a finding without a screenshot are saved and named by the gate.

import { nextStepsFor, researchStepsFor, warningSignsFor } from '#app/content/workbench.ts';
import {
  emptyFindings,
  type Findings,
  HIT_ID,
  type Hit,
  type ImageNote,
  isIsoDay,
  type StepRecord,
  verdicts,
} from '#app/lib/findings.ts';

export const FINDINGS_LIMITS = {
  summary: 3000,
  text: 2000,
  identityField: 200,
  hits: 60,
  screenshotsPerHit: 10,
  url: 2000,
  description: 1000,
  stepSources: 500,
  stepReason: 500,
  signalSource: 500,
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
 * the case's uploads, malformed addresses and dates, and over-long texts are refused with German
 * messages by field; everything else is kept. Completeness is the gate's business, not the draft's.
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

  findings.steps = parseSteps(record(body.steps), caseType, errors, limit);
  findings.hits = parseHits(list(body.hits), images, errors, limit);
  findings.images = parseImageNotes(list(body.images), images, limit);

  const keys = (field: 'signals' | 'nextSteps', allowed: readonly { key: string }[]): string[] => {
    const permitted = new Set(allowed.map((item) => item.key));
    const chosen = [...new Set(list(body[field]).map(text))].filter(Boolean);
    if (chosen.some((key) => !permitted.has(key))) errors[field] = 'Die Auswahl passt nicht zu dieser Leistung.';
    return chosen.filter((key) => permitted.has(key));
  };
  findings.signals = keys('signals', warningSignsFor(caseType));
  const sources = record(body.signalSources);
  for (const key of findings.signals) {
    const source = text(sources[key]);
    if (source) findings.signalSources[key] = limit(`signals.${key}`, source, FINDINGS_LIMITS.signalSource, 'Quelle');
  }
  findings.nextSteps = keys('nextSteps', nextStepsFor(caseType));
  findings.signalNotes = limit('signalNotes', text(body.signalNotes), FINDINGS_LIMITS.text, 'Weitere Beobachtungen');
  findings.nextStepsText = limit(
    'nextStepsText',
    text(body.nextStepsText),
    FINDINGS_LIMITS.text,
    'Eigene Empfehlungen',
  );

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, findings };
}

function parseSteps(
  raw: Record<string, unknown>,
  caseType: string,
  errors: Record<string, string>,
  limit: LimitText,
): Record<string, StepRecord> {
  const steps: Record<string, StepRecord> = {};
  const known = new Set(researchStepsFor(caseType).map((step) => step.key));
  for (const [key, value] of Object.entries(raw)) {
    if (!known.has(key)) {
      errors.steps = 'Die Rechercheschritte passen nicht zu dieser Leistung.';
      continue;
    }
    const entry = record(value);
    const field = `steps.${key}`;
    if (entry.state !== 'done' && entry.state !== 'not-applicable') {
      errors[field] = 'Bitte wählen Sie „erledigt“ oder „nicht anwendbar“.';
      continue;
    }
    const date = text(entry.date);
    if (date !== '' && !isIsoDay(date)) errors[field] = 'Bitte geben Sie ein gültiges Datum an.';
    steps[key] = {
      state: entry.state,
      date: entry.state === 'done' ? date : '',
      sources: entry.state === 'done' ? limit(field, text(entry.sources), FINDINGS_LIMITS.stepSources, 'Quellen') : '',
      reason:
        entry.state === 'not-applicable'
          ? limit(field, text(entry.reason), FINDINGS_LIMITS.stepReason, 'Begründung')
          : '',
    };
  }
  return steps;
}

function parseHits(
  raw: unknown[],
  images: readonly CaseImage[],
  errors: Record<string, string>,
  limit: LimitText,
): Hit[] {
  if (raw.length > FINDINGS_LIMITS.hits) errors.hits = `Höchstens ${FINDINGS_LIMITS.hits} Fundstellen je Fall.`;
  const known = new Set(images.map((image) => image.documentId));
  const ids = new Set<string>();
  const hits: Hit[] = [];
  raw.slice(0, FINDINGS_LIMITS.hits).forEach((value, index) => {
    const entry = record(value);
    const field = `hits.${index}`;
    const id = text(entry.id);
    if (!HIT_ID.test(id) || ids.has(id)) {
      errors[field] = 'Diese Fundstelle ist beschädigt; bitte legen Sie sie neu an.';
      return;
    }
    ids.add(id);
    const documentId = text(entry.documentId) || null;
    if (documentId !== null && !known.has(documentId))
      errors[`${field}.documentId`] = 'Dieses Bild gehört nicht (mehr) zu diesem Fall.';
    const url = text(entry.url);
    if (url !== '' && (!httpUrl(url) || url.length > FINDINGS_LIMITS.url))
      errors[`${field}.url`] = 'Bitte geben Sie eine vollständige Adresse mit http:// oder https:// an.';
    const foundOn = text(entry.foundOn);
    if (foundOn !== '' && !isIsoDay(foundOn)) errors[`${field}.foundOn`] = 'Bitte geben Sie ein gültiges Datum an.';
    const screenshots = [...new Set(list(entry.screenshots).map(text))].filter(Boolean);
    if (screenshots.length > FINDINGS_LIMITS.screenshotsPerHit)
      errors[`${field}.screenshots`] = `Höchstens ${FINDINGS_LIMITS.screenshotsPerHit} Bildschirmfotos je Fundstelle.`;
    hits.push({
      id,
      documentId: documentId !== null && known.has(documentId) ? documentId : null,
      url,
      foundOn,
      description: limit(`${field}.description`, text(entry.description), FINDINGS_LIMITS.description, 'Beschreibung'),
      screenshots: screenshots.slice(0, FINDINGS_LIMITS.screenshotsPerHit),
    });
  });
  return hits;
}

function parseImageNotes(raw: unknown[], images: readonly CaseImage[], limit: LimitText): ImageNote[] {
  const notes = new Map<string, string>();
  raw.forEach((value, index) => {
    const entry = record(value);
    const documentId = text(entry.documentId);
    if (!images.some((image) => image.documentId === documentId)) return;
    notes.set(
      documentId,
      limit(`images.${index}.assessment`, text(entry.assessment), FINDINGS_LIMITS.text, 'Einschätzung'),
    );
  });
  // Every image of the case in upload order, so the report names each one.
  return images.map((image) => ({
    documentId: image.documentId,
    fileName: image.fileName,
    assessment: notes.get(image.documentId) ?? '',
  }));
}
