import { describe, expect, it } from 'vitest';
import { orderSituation, profileHref } from './case-view.server.ts';

describe('profile links in the case details', () => {
  it('adds https:// when the scheme is missing (spec §2)', () => {
    expect(profileHref('instagram.com/anna.m')).toBe('https://instagram.com/anna.m');
    expect(profileHref('//www.facebook.com/x')).toBe('https://www.facebook.com/x');
  });

  it('keeps http and https links', () => {
    expect(profileHref('http://example.org/p?id=1')).toBe('http://example.org/p?id=1');
    expect(profileHref('https://www.tinder.com/@x')).toBe('https://www.tinder.com/@x');
  });

  it('links nothing else', () => {
    expect(profileHref('javascript:alert(1)')).toBeNull();
    expect(profileHref('JavaScript:alert(1)')).toBeNull();
    expect(profileHref('data:text/html,<b>x</b>')).toBeNull();
    expect(profileHref('mailto:a@b.de')).toBeNull();
    expect(profileHref('')).toBeNull();
    expect(profileHref(null)).toBeNull();
    expect(profileHref('https://')).toBeNull();
  });
});

describe("step 4's answers on the case page (issue 38)", () => {
  it('are read in German, the payments in the checkout’s order', () => {
    expect(orderSituation({ orderedFor: 'relative', residence: 'TH', payments: ['card', 'transfer'] })).toEqual({
      orderedFor: 'Für eine Angehörige oder einen Angehörigen',
      residence: 'Thüringen',
      payments: ['Ja, per Überweisung', 'Ja, mit Kredit- oder Debitkarte'],
    });
    expect(orderSituation({ orderedFor: 'self', residence: 'abroad', payments: ['unknown'] })).toEqual({
      orderedFor: 'Für mich selbst',
      residence: 'Außerhalb Deutschlands',
      payments: ['Das weiß ich nicht'],
    });
  });

  it('stay empty for an order placed before the questions, and leave unknown keys out', () => {
    const empty = { orderedFor: null, residence: null, payments: [] };
    expect(orderSituation({ orderedFor: null, residence: null, payments: [] })).toEqual(empty);
    expect(orderSituation({ orderedFor: null, residence: null, payments: null })).toEqual(empty);
    expect(orderSituation(undefined)).toEqual(empty);
    expect(orderSituation({ orderedFor: 'neighbour', residence: 'XX', payments: ['cheque'] })).toEqual(empty);
  });
});
