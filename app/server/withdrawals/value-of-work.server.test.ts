// The Wertersatz rule (§ 357a Abs. 2 BGB, decision record 035): the service's research steps and the
// report, each an equal part; done are the steps recorded as done; rounded down to the cent.
import { describe, expect, it } from 'vitest';
import { researchStepsFor } from '#app/content/workbench.ts';
import type { StepRecord } from '#app/lib/findings.ts';
import { refundReason } from './refund-suggestion.server.ts';
import { partsText, ruleSentence, storedValueOfWork, VALUE_OF_WORK_RULE, valueOfWork } from './value-of-work.server.ts';

const steps = [
  { key: 'a', label: 'Bildrückwärtssuche' },
  { key: 'b', label: 'Namenssuche' },
  { key: 'c', label: 'Nutzernamen' },
];
const done: StepRecord = { state: 'done', date: '2026-11-21', sources: 'Google', reason: '' };
const notApplicable: StepRecord = { state: 'not-applicable', date: '', sources: '', reason: 'Kein Nutzername.' };

describe('valueOfWork', () => {
  it('nothing done: no Wertersatz, everything back', () => {
    expect(valueOfWork({ steps, records: {}, paidCents: 3900 })).toEqual({
      rule: VALUE_OF_WORK_RULE,
      paidCents: 3900,
      parts: 4,
      doneParts: 0,
      doneSteps: [],
      valueCents: 0,
      refundCents: 3900,
    });
  });

  it('counts the steps done, pro rata of steps and report, rounded down in the customer’s favour', () => {
    const value = valueOfWork({ steps, records: { a: done, c: done }, paidCents: 3900 });
    expect(value).toMatchObject({ parts: 4, doneParts: 2, doneSteps: ['Bildrückwärtssuche', 'Nutzernamen'] });
    expect(value.valueCents).toBe(1950);
    expect(value.refundCents).toBe(1950);
    // 39,00 € × 1/3 = 13,00 €; × 2/7 = 11,142… → 11,14 €.
    const seven = Array.from({ length: 6 }, (_, i) => ({ key: `s${i}`, label: `Schritt ${i}` }));
    const two = valueOfWork({ steps: seven, records: { s0: done, s1: done }, paidCents: 3900 });
    expect(two).toMatchObject({ parts: 7, valueCents: 1114, refundCents: 2786 });
  });

  it('never counts a step marked "nicht anwendbar", an unknown key or the report: all steps done still leaves one part', () => {
    const value = valueOfWork({
      steps,
      records: { a: done, b: notApplicable, c: done, other: done },
      paidCents: 3900,
    });
    expect(value).toMatchObject({ doneParts: 2, valueCents: 1950 });
    const all = valueOfWork({ steps, records: { a: done, b: done, c: done }, paidCents: 3900 });
    expect(all).toMatchObject({ doneParts: 3, valueCents: 2925, refundCents: 975 });
  });

  it('a voucher order (nothing paid) owes nothing and gets nothing back', () => {
    expect(valueOfWork({ steps, records: { a: done }, paidCents: 0 })).toMatchObject({ valueCents: 0, refundCents: 0 });
  });

  it('refunds at most what is left to refund', () => {
    const value = valueOfWork({ steps, records: { a: done }, paidCents: 3900, refundableCents: 1000 });
    expect(value).toMatchObject({ valueCents: 975, refundCents: 25 });
    expect(
      valueOfWork({ steps, records: { a: done, b: done }, paidCents: 3900, refundableCents: 1000 }).refundCents,
    ).toBe(0);
  });

  it('works on the real services: each has its steps, the report is one more part', () => {
    const fake = researchStepsFor('fake-profile');
    const value = valueOfWork({ steps: fake, records: { [fake[0]?.key ?? '']: done }, paidCents: 3900 });
    expect(value.parts).toBe(fake.length + 1);
    expect(value.valueCents).toBe(Math.floor(3900 / (fake.length + 1)));
  });
});

describe('texts', () => {
  const value = valueOfWork({ steps, records: { a: done }, paidCents: 3900 });

  it('names the parts and the rule', () => {
    expect(partsText(value)).toBe('1 von 4 Teilen');
    expect(ruleSentence(value)).toContain('aus 3 Rechercheschritten und dem Ergebnisbericht');
    expect(ruleSentence({ parts: 2 })).toContain('aus 1 Rechercheschritt und dem Ergebnisbericht');
  });

  it('the refund reason says the law, the share, the amounts and the steps done, within 1000 characters', () => {
    const reason = refundReason(value);
    expect(reason).toContain('§ 357a Abs. 2 BGB');
    expect(reason).toContain('1 von 4 Teilen');
    expect(reason).toContain('9,75 € von 39,00 €');
    expect(reason).toContain('„Bildrückwärtssuche“');
    expect(refundReason(valueOfWork({ steps, records: {}, paidCents: 3900 }))).toContain('noch kein Rechercheschritt');
    const long = Array.from({ length: 40 }, (_, i) => ({
      key: `k${i}`,
      label: `Ein sehr langer Rechercheschritt Nummer ${i}`,
    }));
    const records = Object.fromEntries(long.map((step) => [step.key, done]));
    expect(refundReason(valueOfWork({ steps: long, records, paidCents: 3900 })).length).toBeLessThanOrEqual(1000);
  });

  it('reads back only a stored computation of this rule', () => {
    expect(storedValueOfWork(JSON.parse(JSON.stringify(value)))).toEqual(value);
    expect(storedValueOfWork({ ...value, rule: 'other' })).toBeNull();
    expect(storedValueOfWork({ ...value, valueCents: '975' })).toBeNull();
    expect(storedValueOfWork(null)).toBeNull();
  });
});
