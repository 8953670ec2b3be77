// The report's guide by verdict, money and reader (issue 38): which sections, in which order, and the
// honest wording of what a bank can still do.
import { describe, expect, it } from 'vitest';
import { type GuideSection, profilePlatforms, type ReaderFacts, wantsBankDraft } from './report-guide-shapes.ts';
import { reportGuide } from './report-next-steps.ts';

function facts(overrides: Partial<ReaderFacts> = {}): ReaderFacts {
  return {
    verdict: 'likely-fake',
    outcome: 'hits',
    orderedFor: 'self',
    residence: 'BY',
    payments: ['transfer'],
    platforms: ['Tinder'],
    targetName: 'Daniel Berger',
    targetUsername: null,
    targetProfileUrl: null,
    targetEmail: null,
    targetPhone: null,
    hitCount: 2,
    screenshotCount: 2,
    stepsDone: [
      { label: 'Bildrückwärtssuche für jedes Profilfoto', date: new Date('2026-12-01T10:00:00Z'), sources: 'TinEye' },
    ],
    ...overrides,
  };
}

/** All text of the sections, one string. */
function text(sections: readonly GuideSection[]): string {
  return sections
    .flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) =>
        block.kind === 'bullets' ? block.items : block.kind === 'link' ? [block.label, block.url] : [block.text],
      ),
    ])
    .join('\n');
}

describe('reportGuide', () => {
  it('puts the bank call first after a transfer, with the honest limits and no promise', () => {
    const guide = reportGuide(facts());
    const first = guide.top[0];
    expect(first?.key).toBe('first-step');
    expect(first?.tone).toBe('urgent');
    expect(first?.title).toBe('Rufen Sie jetzt Ihre Bank an');
    const body = text(guide.top);
    expect(body).toContain('§ 675p BGB');
    expect(body).toContain('Echtzeitüberweisung');
    expect(body).toContain('Bank des Empfängers mitwirkt');
    expect(body).toMatch(/Eine Zusage, dass es zurückkommt, kann niemand geben/);
    expect(body).not.toMatch(/bekommen Sie (Ihr|das) Geld zurück|garantiert/i);
    expect(guide.nextSteps.map((section) => section.key)).toEqual(['police', 'platforms']);
    expect(guide.drafts).toBe(true);
    expect(guide.bankDraft).toBe(true);
  });

  it('picks the first step by the way of paying', () => {
    expect(reportGuide(facts({ payments: ['gift-cards'] })).top[0]?.title).toBe(
      'Lassen Sie jetzt die Gutscheinkarten sperren',
    );
    expect(reportGuide(facts({ payments: ['crypto'] })).top[0]?.title).toBe(
      'Sichern Sie jetzt die Zahlungsdaten und zahlen Sie nichts mehr',
    );
    expect(reportGuide(facts({ payments: ['none'] })).top[0]?.title).toBe(
      'Zahlen Sie nichts und brechen Sie den Kontakt ab',
    );
    const card = text(reportGuide(facts({ payments: ['card'] })).top);
    expect(card).toContain('116 116');
    expect(card).not.toContain('§ 675p BGB');
    expect(reportGuide(facts({ payments: ['gift-cards'] })).bankDraft).toBe(false);
    expect(reportGuide(facts({ payments: ['none'] })).bankDraft).toBe(false);
  });

  it('speaks of "die betroffene Person" for a relative, with the reader note and the conversation guide', () => {
    const guide = reportGuide(facts({ orderedFor: 'relative' }));
    expect(guide.top.map((section) => section.key)).toEqual(['first-step', 'reader', 'conversation']);
    const body = text(guide.top);
    expect(guide.top[0]?.title).toBe('Rufen Sie jetzt mit der betroffenen Person deren Bank an');
    expect(body).toContain('116 006');
    expect(body).toContain('WEISSER RING');
    expect(body).not.toContain('Rufen Sie jetzt Ihre Bank an');
    const police = text(guide.nextSteps);
    expect(police).toContain('Die betroffene Person lebt nach Ihren Angaben in Bayern.');
  });

  it('says "im Saarland" and names the Land’s station; abroad and unknown get the shared portal', () => {
    expect(text(reportGuide(facts({ residence: 'SL' })).nextSteps)).toContain(
      'Sie leben nach Ihren Angaben im Saarland.',
    );
    const abroad = reportGuide(facts({ residence: 'abroad' }));
    expect(abroad.station).toBeNull();
    expect(text(abroad.nextSteps)).toContain('außerhalb Deutschlands');
    expect(text(reportGuide(facts({ residence: null })).nextSteps)).toContain('Onlinewache des eigenen Bundeslandes');
  });

  it('takes what the police need from the case', () => {
    const body = text(
      reportGuide(
        facts({
          targetPhone: '+233 20 555 0142',
          targetEmail: 'x@example.com',
          targetProfileUrl: 'https://www.facebook.com/x',
          payments: ['transfer', 'crypto'],
        }),
      ).nextSteps,
    );
    for (const part of [
      '+233 20 555 0142',
      'x@example.com',
      'Kopfzeilen',
      'https://www.facebook.com/x',
      'IBAN des Empfängers',
      'Transaktions-IDs',
    ])
      expect(body).toContain(part);
    expect(body).toContain('den 2 Fundstellen');
  });

  it('"unklar": what to ask and not to send, no police, no platforms, no drafts', () => {
    const guide = reportGuide(facts({ verdict: 'unclear', payments: ['none'] }));
    expect(guide.top[0]?.title).toBe('Bevor Sie etwas zahlen oder schicken');
    expect(guide.top[0]?.tone).toBe('plain');
    expect(guide.nextSteps).toEqual([]);
    expect(guide.drafts).toBe(false);
    expect(text(guide.top)).not.toContain('bereits gezahlt');
    expect(text(reportGuide(facts({ verdict: 'unclear', payments: ['transfer'] })).top)).toContain('bereits gezahlt');
  });

  it('"wahrscheinlich echt": the steps done and what they do not prove, no drafts', () => {
    const guide = reportGuide(facts({ verdict: 'likely-genuine' }));
    expect(guide.top[0]?.title).toBe('Was wir geprüft haben – und was das nicht beweist');
    expect(text(guide.top)).toContain('Bildrückwärtssuche für jedes Profilfoto');
    expect(guide.nextSteps).toEqual([]);
    expect(guide.drafts).toBe(false);
    expect(guide.bankDraft).toBe(false);
  });

  it('lists the steps that found nothing only when there are no findings', () => {
    expect(reportGuide(facts()).noHitsSteps).toBeNull();
    const none = reportGuide(facts({ outcome: 'no-hits', hitCount: 0, verdict: 'unclear' })).noHitsSteps;
    expect(none?.title).toBe('Keine Treffer: Diese Schritte haben keine Fundstelle ergeben');
    expect(text(none ? [none] : [])).toContain('Der Schritt, der oben mit Tag und Quellen steht, hat keine Fundstelle');
  });

  it('uses the formal "Sie"; informal words only inside quoted sample sentences', () => {
    for (const verdict of ['likely-fake', 'unclear', 'likely-genuine'] as const) {
      for (const orderedFor of ['self', 'relative']) {
        const guide = reportGuide(facts({ verdict, orderedFor }));
        const body = text([...guide.top, ...guide.nextSteps]).replace(/„[^“]*“/g, '');
        expect(body, `${verdict} ${orderedFor}`).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
        expect(body).not.toMatch(/undefined|null|NaN|\$\{/);
      }
    }
  });
});

describe('profilePlatforms and wantsBankDraft', () => {
  it('finds the platforms of the profile from the checkout and its address, skipping unknown ones', () => {
    expect(
      profilePlatforms({
        platforms: ['Andere', 'Instagram'],
        targetProfileUrl: 'https://m.facebook.com/profile.php?id=1',
      }).map((guide) => guide.key),
    ).toEqual(['instagram', 'facebook']);
  });

  it('wants the bank letter when money went through a bank or it is not known', () => {
    expect(wantsBankDraft([])).toBe(true);
    expect(wantsBankDraft(['unknown'])).toBe(true);
    expect(wantsBankDraft(['gift-cards', 'card'])).toBe(true);
    expect(wantsBankDraft(['gift-cards', 'crypto'])).toBe(false);
    expect(wantsBankDraft(['none'])).toBe(false);
  });
});
