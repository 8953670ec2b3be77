// The workbench content (issue 13): stable keys, list sizes per service, report sentences in the
// formal voice, and nothing the law keeps out of a check (docs/product.md §12, "What a check never includes").
import { describe, expect, it } from 'vitest';
import { type CaseType, serviceKeys } from '#app/lib/services.ts';
import {
  findingsSectionTitles,
  type NextStep,
  nextSteps,
  nextStepsFor,
  type ResearchStep,
  reportCaveat,
  researchSteps,
  researchStepsFor,
  type WarningSign,
  warningSigns,
  warningSignsFor,
} from './workbench.ts';

const caseTypes: CaseType[] = [...serviceKeys, 'general'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const INFORMAL = /\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i;
/** Data that stays out of reports: criminal records (Art. 10 DSGVO), health (Art. 9 DSGVO). */
const EXCLUDED_DATA = /vorstrafe|strafregister|führungszeugnis|gesundheit|krankheit|diagnose/i;
/** Face search in any form, and services built on it. */
const FACE_SEARCH = /gesicht|face[ -]?(search|check|recognition|match)|pimeyes|clearview|search4faces|findclone/i;
/** Methods outside public sources. */
const NON_PUBLIC = /hack|passwort knacken|lockprofil|fake-konto|unter falsche[mn] (namen|identität)/i;
/** Legal advice or promises in a recommendation. */
const LEGAL_OR_PROMISE = /anspruch|haben das recht|garantier|zurückbekommen|zurückerhalten|erstattet|mit sicherheit/i;

function expectKeys(list: { key: string }[], name: string) {
  const keys = list.map((item) => item.key);
  expect(new Set(keys).size, `${name}: duplicate keys`).toBe(keys.length);
  for (const key of keys) expect(key, name).toMatch(KEBAB);
}

describe('research steps', () => {
  it('exist for every service, 6–10 each, with unique kebab-case keys', () => {
    expect(Object.keys(researchSteps).sort()).toEqual([...caseTypes].sort());
    for (const type of caseTypes) {
      const steps = researchSteps[type];
      expect(steps.length, type).toBeGreaterThanOrEqual(6);
      expect(steps.length, type).toBeLessThanOrEqual(10);
      expectKeys(steps, type);
    }
  });

  it('need no face search, no excluded data and nothing beyond public sources', () => {
    for (const step of Object.values(researchSteps).flat()) {
      expect(step.label, step.key).not.toMatch(FACE_SEARCH);
      for (const text of [step.label, step.hint ?? '']) {
        expect(text, step.key).not.toMatch(EXCLUDED_DATA);
        expect(text, step.key).not.toMatch(NON_PUBLIC);
        // A hint may only rule face recognition out ("keine Gesichtserkennung").
        expect(text.replace(/keine Gesichtserkennung/gi, ''), step.key).not.toMatch(FACE_SEARCH);
      }
    }
  });

  it('give each hint as one sentence', () => {
    for (const step of Object.values(researchSteps).flat()) {
      if (!step.hint) continue;
      expect(step.hint, step.key).toMatch(/[^.]\.$/);
      expect(step.hint.slice(0, -1), step.key).not.toMatch(/[.!?]\s+[A-ZÄÖÜ]/);
    }
  });
});

describe('warning signs', () => {
  it('exist for every service, 8–12 each, with unique kebab-case keys', () => {
    expect(Object.keys(warningSigns).sort()).toEqual([...caseTypes].sort());
    for (const type of caseTypes) {
      const signs = warningSigns[type];
      expect(signs.length, type).toBeGreaterThanOrEqual(8);
      expect(signs.length, type).toBeLessThanOrEqual(12);
      expectKeys(signs, type);
    }
  });

  it('state one formal, factual sentence for the report', () => {
    for (const sign of Object.values(warningSigns).flat()) {
      expect(sign.reportText, sign.key).toMatch(/[^.]\.$/);
      expect(sign.reportText.slice(0, -1), sign.key).not.toMatch(/[.!?]\s+[A-ZÄÖÜ]/);
      expect(sign.reportText, sign.key).not.toMatch(INFORMAL);
      expect(sign.label, sign.key).not.toMatch(INFORMAL);
    }
  });

  it('name no face-recognition match and no excluded data', () => {
    for (const sign of Object.values(warningSigns).flat()) {
      for (const text of [sign.label, sign.reportText]) {
        expect(text, sign.key).not.toMatch(FACE_SEARCH);
        expect(text, sign.key).not.toMatch(EXCLUDED_DATA);
      }
    }
  });
});

describe('keys across services', () => {
  it('mean the same step or sign in every service that lists them', () => {
    const check = (lists: (ResearchStep | WarningSign)[][]) => {
      const byKey = new Map<string, string>();
      for (const item of lists.flat()) {
        const text = JSON.stringify(item);
        expect(byKey.get(item.key) ?? text, item.key).toBe(text);
        byKey.set(item.key, text);
      }
    };
    check(Object.values(researchSteps));
    check(Object.values(warningSigns));
  });
});

describe('next steps', () => {
  it('are 10–14 with unique kebab-case keys and known services', () => {
    expect(nextSteps.length).toBeGreaterThanOrEqual(10);
    expect(nextSteps.length).toBeLessThanOrEqual(14);
    expectKeys(nextSteps, 'nextSteps');
    for (const step of nextSteps) for (const service of step.services ?? []) expect(caseTypes).toContain(service);
  });

  it('recommend in one formal sentence, without legal advice, promises or excluded data', () => {
    for (const step of nextSteps) {
      expect(step.reportText, step.key).toMatch(/[^.]\.$/);
      expect(step.reportText.slice(0, -1), step.key).not.toMatch(/[.!?]\s+[A-ZÄÖÜ]/);
      for (const text of [step.label, step.reportText]) {
        expect(text, step.key).not.toMatch(INFORMAL);
        expect(text, step.key).not.toMatch(LEGAL_OR_PROMISE);
        expect(text, step.key).not.toMatch(EXCLUDED_DATA);
      }
    }
  });

  it('offer the basics to every service and the special steps only where they fit', () => {
    const keys = (type: string) => nextStepsFor(type).map((step: NextStep) => step.key);
    for (const type of caseTypes) {
      expect(keys(type), type).toEqual(expect.arrayContaining(['stop-payments', 'save-evidence', 'police-report']));
      expect(nextStepsFor(type).length, type).toBeGreaterThanOrEqual(8);
    }
    expect(keys('identity-theft')).toContain('credit-agency-copy');
    expect(keys('identity-theft')).not.toContain('no-money-gift-cards-crypto');
    expect(keys('romance-scam')).not.toContain('credit-agency-copy');
  });
});

describe('the report', () => {
  it('has the section headings of issue 13', () => {
    expect(findingsSectionTitles).toEqual({
      summary: 'Zusammenfassung',
      identity: 'Stimmigkeit der Identität',
      images: 'Bildrecherche',
      signals: 'Auffälligkeiten an Profil und Kontakt',
      nextSteps: 'Empfohlene nächste Schritte',
    });
  });

  it('closes with the caveat: public sources at that date, an assessment, no legal advice, no excluded data', () => {
    const sentences = reportCaveat.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    for (const part of [
      'öffentlich zugänglichen Quellen',
      'Datum dieses Berichts',
      'Einschätzung',
      'kein Beweis',
      'Rechtsberatung',
      'Gesichtserkennung',
      'Straftaten',
      'Gesundheit',
    ])
      expect(reportCaveat).toContain(part);
    expect(reportCaveat).not.toMatch(INFORMAL);
  });
});

describe('lookups', () => {
  it('return the lists of the service', () => {
    for (const type of caseTypes) {
      expect(researchStepsFor(type)).toBe(researchSteps[type]);
      expect(warningSignsFor(type)).toBe(warningSigns[type]);
    }
  });

  it('fall back to the general check for an unknown type', () => {
    for (const type of ['', 'unknown', 'FAKE-PROFILE', 'constructor', '__proto__', 'toString']) {
      expect(researchStepsFor(type), type).toBe(researchSteps.general);
      expect(warningSignsFor(type), type).toBe(warningSigns.general);
      expect(nextStepsFor(type), type).toEqual(nextStepsFor('general'));
    }
  });
});
