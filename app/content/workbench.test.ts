// The workbench content (issue 13): stable keys, list sizes per service, report sentences in the
// formal voice, and nothing the law keeps out of a check (docs/product.md §12, "What a check never includes").
import { describe, expect, it } from 'vitest';
import { verdicts } from '#app/lib/findings.ts';
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

  it('name their usual public sources, without face search engines', () => {
    for (const step of Object.values(researchSteps).flat()) {
      expect(step.sources.trim().length, step.key).toBeGreaterThan(5);
      expect(step.sources, step.key).not.toMatch(FACE_SEARCH);
      expect(step.sources, step.key).not.toMatch(/facecheck|lenso|betaface|social ?catfish/i);
      expect(step.sources, step.key).not.toMatch(EXCLUDED_DATA);
      expect(step.sources, step.key).not.toMatch(NON_PUBLIC);
    }
    // The reverse image searches are the privacy page's defaults; Yandex needs the customer's consent.
    const imageSearch = researchSteps['image-check'].find((step) => step.key === 'reverse-image-search');
    expect(imageSearch?.sources).toBe('Google Lens, Bing Visuelle Suche, TinEye');
    for (const step of Object.values(researchSteps).flat()) expect(step.sources, step.key).not.toMatch(/yandex/i);
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

describe('warning signs and the result', () => {
  const all = new Map(
    Object.values(warningSigns)
      .flat()
      .map((sign) => [sign.key, sign]),
  );
  const flagged = (flag: 'needsHit' | 'contradictsGenuine') =>
    [...all.values()].filter((sign) => sign[flag] === true).map((sign) => sign.key);

  it('need a finding when they state that something was found', () => {
    expect(flagged('needsHit')).toEqual(
      expect.arrayContaining([
        'photos-under-other-names',
        'stock-or-model-source',
        'image-older-than-claimed',
        'cropped-or-mirrored-copies',
        'listed-in-scam-warnings',
        'uses-affected-photos',
        'uses-affected-name',
      ]),
    );
    // Observed on the profile, in the customer's files or told by the customer: no finding needed.
    for (const key of [
      'no-public-trace',
      'refuses-video-calls',
      'money-request',
      'metadata-mismatch',
      'signs-of-editing',
    ])
      expect(flagged('needsHit'), key).not.toContain(key);
    // A sign the customer reports ("Nach Ihren Angaben") never needs a finding.
    for (const sign of all.values())
      if (sign.reportText.startsWith('Nach Ihren Angaben')) expect(sign.needsHit, sign.key).not.toBe(true);
  });

  it('rule out "wahrscheinlich echt" where they show another identity, refuted claims or the scam itself', () => {
    expect(flagged('contradictsGenuine')).toEqual(
      expect.arrayContaining([
        'photos-under-other-names',
        'stock-or-model-source',
        'listed-in-scam-warnings',
        'money-request',
        'investment-offer',
        'emergency-story',
        'story-contradicts-facts',
      ]),
    );
    // Signs genuine people show too leave the verdict to the specialists.
    for (const key of [
      'professional-photos-only',
      'new-profile-few-connections',
      'no-public-trace',
      'refuses-video-calls',
      'no-verification-badge',
      'possibly-generated',
    ])
      expect(flagged('contradictsGenuine'), key).not.toContain(key);
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
  it('are 10–16 with unique kebab-case keys and known services', () => {
    expect(nextSteps.length).toBeGreaterThanOrEqual(10);
    expect(nextSteps.length).toBeLessThanOrEqual(16);
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

describe('next steps preselected by verdict', () => {
  const defaults = (type: string, verdict: (typeof verdicts)[number]) =>
    nextStepsFor(type)
      .filter((step) => step.defaultFor?.includes(verdict))
      .map((step) => step.key);

  it('preselect at least one step for every verdict in every service', () => {
    for (const type of caseTypes)
      for (const verdict of verdicts) expect(defaults(type, verdict).length, `${type}, ${verdict}`).toBeGreaterThan(0);
  });

  it('name only known verdicts', () => {
    for (const step of nextSteps) for (const verdict of step.defaultFor ?? []) expect(verdicts).toContain(verdict);
  });

  it('stop money and contact, report and go to the police for "wahrscheinlich gefälscht"', () => {
    for (const type of caseTypes)
      expect(defaults(type, 'likely-fake'), type).toEqual(
        expect.arrayContaining(['stop-payments', 'save-evidence', 'report-and-block', 'police-report']),
      );
    expect(defaults('romance-scam', 'likely-fake')).toContain('no-money-gift-cards-crypto');
  });

  it('ask for a video call and caution when the result is "unklar"', () => {
    expect(defaults('dating-app', 'unclear')).toEqual(expect.arrayContaining(['video-call', 'stay-cautious']));
    expect(defaults('dating-app', 'unclear')).not.toContain('police-report');
  });

  it('preselect no alarm for "wahrscheinlich echt"', () => {
    for (const type of caseTypes)
      for (const key of ['stop-payments', 'report-and-block', 'police-report', 'warn-contacts'])
        expect(defaults(type, 'likely-genuine'), `${type}: ${key}`).not.toContain(key);
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
      'Datum dieses Ergebnisberichts',
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
