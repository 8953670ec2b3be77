// The gate before delivery (issue 29 points 1 and 2): what must hold before a case's result goes to
// the customer. Pure, so the workbench shows the same list live while staff work and the server
// checks it again when they finish (app/server/casework/case-workflow.server.ts). Every problem is a
// German sentence naming what is missing, with the field it concerns.
//
// The rules:
// - every research step of the service is done (with the day and the sources used) or marked
//   "nicht anwendbar" with a reason;
// - the verdict is set and the summary for the customer is written;
// - every finding has its address, the day it was found (not before the order, not in the future),
//   a description and at least one screenshot of this case;
// - every ticked warning sign says where it shows;
// - no contradictions: "wahrscheinlich gefälscht" needs a finding or a warning sign with its source;
//   "wahrscheinlich echt" needs a finding that confirms the identity and no warning sign that rules
//   it out; a warning sign that states something was found needs a finding ("keine Treffer" carries
//   no image finding);
// - at least one next step;
// - no words that point to what a report must not contain (docs/product.md §12).
import { type Findings, HIT_ID, isIsoDay, verdictLabels } from './findings.ts';

export interface GateContext {
  /** The service's research steps, in order. */
  steps: readonly { key: string; label: string }[];
  /** The service's warning signs. */
  signs: readonly { key: string; label: string; needsHit?: boolean; contradictsGenuine?: boolean }[];
  /** The screenshots stored for this case (uploaded_documents.id). */
  screenshotIds: readonly string[];
  /** The day the order was paid (YYYY-MM-DD). */
  paidOn: string;
  /** Today (YYYY-MM-DD, Berlin). */
  today: string;
}

export interface GateProblem {
  /** The field it concerns, e.g. "steps", "steps.name-search", "hits.2.screenshots", "verdict". */
  field: string;
  message: string;
}

export const SUMMARY_MIN = 20;
const REASON_MIN = 10;

/** Names in German quotes, joined: „A“, „B“ und „C“. */
function quoted(names: readonly string[]): string {
  const list = names.map((name) => `„${name}“`);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} und ${list.at(-1)}`;
}

/**
 * Words that point to what a report must not contain. A match refuses the delivery with the word
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
    ...findings.images.map((image) => image.assessment),
    ...findings.hits.map((hit) => hit.description),
    ...Object.values(findings.steps).flatMap((step) => [step.sources, step.reason]),
    ...Object.values(findings.signalSources),
    findings.signalNotes,
    findings.nextStepsText,
  ];
}

/** The first forbidden word in the report's texts, as a problem; null when there is none. */
export function forbiddenContent(findings: Findings): GateProblem | null {
  for (const value of reportTexts(findings)) {
    for (const { pattern, topic } of FORBIDDEN) {
      const match = pattern.exec(value);
      if (match)
        return {
          field: 'content',
          message: `Der Ergebnisbericht darf keine Angaben zu ${topic} enthalten („${match[0]}“). Bitte formulieren Sie die Stelle um.`,
        };
    }
  }
  return null;
}

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function stepProblems(findings: Findings, context: GateContext, today: string): GateProblem[] {
  const problems: GateProblem[] = [];
  const open = context.steps.filter((step) => !findings.steps[step.key]);
  if (open.length > 0)
    problems.push({
      field: 'steps',
      message:
        open.length === 1
          ? `Ein Rechercheschritt ist noch offen: ${quoted(open.map((step) => step.label))}. Bitte erledigen Sie ihn oder markieren Sie ihn mit Begründung als „nicht anwendbar“.`
          : `${open.length} Rechercheschritte sind noch offen: ${quoted(open.map((step) => step.label))}. Bitte erledigen Sie sie oder markieren Sie sie mit Begründung als „nicht anwendbar“.`,
    });
  for (const step of context.steps) {
    const record = findings.steps[step.key];
    if (!record) continue;
    const field = `steps.${step.key}`;
    if (record.state === 'done') {
      if (!isIsoDay(record.date) || record.date > today || record.date < context.paidOn)
        problems.push({
          field,
          message: `„${step.label}“: Bitte geben Sie an, an welchem Tag Sie den Schritt erledigt haben.`,
        });
      if (record.sources.trim() === '')
        problems.push({
          field,
          message: `„${step.label}“: Bitte nennen Sie die Quellen und Suchmaschinen, die Sie genutzt haben.`,
        });
    } else if (record.reason.trim().length < REASON_MIN) {
      problems.push({ field, message: `„${step.label}“: Bitte begründen Sie, warum der Schritt nicht anwendbar ist.` });
    }
  }
  return problems;
}

function hitProblems(findings: Findings, context: GateContext, today: string): GateProblem[] {
  const problems: GateProblem[] = [];
  const stored = new Set(context.screenshotIds);
  findings.hits.forEach((hit, index) => {
    const name = `Fundstelle ${index + 1}`;
    const field = `hits.${index}`;
    if (!HIT_ID.test(hit.id))
      problems.push({ field, message: `${name}: Die Fundstelle ist beschädigt; bitte legen Sie sie neu an.` });
    if (!httpUrl(hit.url))
      problems.push({
        field: `${field}.url`,
        message: `${name}: Bitte geben Sie die vollständige Adresse mit http:// oder https:// an.`,
      });
    if (!isIsoDay(hit.foundOn))
      problems.push({
        field: `${field}.foundOn`,
        message: `${name}: Bitte geben Sie an, an welchem Tag Sie sie gefunden haben.`,
      });
    else if (hit.foundOn > today)
      problems.push({ field: `${field}.foundOn`, message: `${name}: Das Funddatum liegt in der Zukunft.` });
    else if (hit.foundOn < context.paidOn)
      problems.push({
        field: `${field}.foundOn`,
        message: `${name}: Das Funddatum liegt vor der Bestellung. Gemeint ist der Tag, an dem Sie die Fundstelle gefunden haben.`,
      });
    if (hit.description.trim() === '')
      problems.push({
        field: `${field}.description`,
        message: `${name}: Bitte beschreiben Sie kurz, was dort zu sehen ist.`,
      });
    const screenshots = hit.screenshots.filter((id) => stored.has(id));
    if (screenshots.length === 0)
      problems.push({
        field: `${field}.screenshots`,
        message: `${name}: Bitte laden Sie mindestens ein Bildschirmfoto der Fundstelle hoch.`,
      });
  });
  return problems;
}

function signalProblems(findings: Findings, context: GateContext): GateProblem[] {
  const problems: GateProblem[] = [];
  const signs = new Map(context.signs.map((sign) => [sign.key, sign]));
  for (const key of findings.signals) {
    const sign = signs.get(key);
    if (!sign) continue;
    if ((findings.signalSources[key] ?? '').trim() === '')
      problems.push({
        field: `signals.${key}`,
        message: `Warnsignal „${sign.label}“: Bitte geben Sie an, wo es sich zeigt (Adresse oder z. B. „Ihr Chatauszug“).`,
      });
    if (sign.needsHit && findings.hits.length === 0)
      problems.push({
        field: `signals.${key}`,
        message: `Warnsignal „${sign.label}“ setzt eine Fundstelle voraus. Bitte tragen Sie sie unter „Fundstellen“ ein oder entfernen Sie das Warnsignal.`,
      });
  }
  return problems;
}

function verdictProblems(findings: Findings, context: GateContext): GateProblem[] {
  const verdict = findings.verdict;
  if (!verdict) return [{ field: 'verdict', message: 'Bitte wählen Sie ein Ergebnis.' }];
  const signs = new Map(context.signs.map((sign) => [sign.key, sign]));
  const sourcedSigns = findings.signals.filter(
    (key) => signs.has(key) && (findings.signalSources[key] ?? '').trim() !== '',
  );
  if (verdict === 'likely-fake' && findings.hits.length === 0 && sourcedSigns.length === 0)
    return [
      {
        field: 'verdict',
        message: `„${verdictLabels['likely-fake']}“ braucht mindestens eine Fundstelle oder ein Warnsignal mit Quelle.`,
      },
    ];
  if (verdict === 'likely-genuine') {
    const problems: GateProblem[] = [];
    if (findings.hits.length === 0)
      problems.push({
        field: 'verdict',
        message: `„${verdictLabels['likely-genuine']}“ braucht mindestens eine Fundstelle, die die Angaben der Person bestätigt. Ohne Treffer lautet das Ergebnis „${verdictLabels.unclear}“ oder, mit belegten Warnsignalen, „${verdictLabels['likely-fake']}“.`,
      });
    const against = findings.signals.flatMap((key) => {
      const sign = signs.get(key);
      return sign?.contradictsGenuine ? [sign.label] : [];
    });
    if (against.length > 0)
      problems.push({
        field: 'verdict',
        message: `„${verdictLabels['likely-genuine']}“ widerspricht ${against.length === 1 ? 'dem Warnsignal' : 'den Warnsignalen'} ${quoted(against)}.`,
      });
    return problems;
  }
  return [];
}

/** Everything that stops the delivery, in the order of the workbench; empty: the case may be finished. */
export function deliveryProblems(findings: Findings, context: GateContext): GateProblem[] {
  const today = context.today;
  const problems = [...stepProblems(findings, context, today), ...verdictProblems(findings, context)];
  if (findings.summary.trim().length < SUMMARY_MIN)
    problems.push({
      field: 'summary',
      message: `Bitte schreiben Sie die Zusammenfassung für den Kunden (mindestens ${SUMMARY_MIN} Zeichen).`,
    });
  problems.push(...hitProblems(findings, context, today), ...signalProblems(findings, context));
  if (findings.nextSteps.length === 0 && findings.nextStepsText.trim() === '')
    problems.push({ field: 'nextSteps', message: 'Bitte wählen Sie mindestens einen empfohlenen nächsten Schritt.' });
  const forbidden = forbiddenContent(findings);
  if (forbidden) problems.push(forbidden);
  return problems;
}

/** Steps done, for the progress bar. */
export function stepProgress(findings: Findings, context: Pick<GateContext, 'steps'>): { done: number; total: number } {
  const keys = new Set(context.steps.map((step) => step.key));
  const handled = Object.keys(findings.steps).filter((key) => keys.has(key)).length;
  return { done: handled, total: keys.size };
}
