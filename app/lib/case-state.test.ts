import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  type CaseStatus,
  CaseTransitionError,
  canTransition,
  caseStatuses,
  caseStatusLabels,
  hasBeenPaid,
  isAwaitingPayment,
  isClosedWithoutResult,
  isCompleted,
  isDeclined,
  isOpenForWork,
  isOverdue,
  statusesLeadingTo,
} from './case-state.ts';

/** Every allowed change, written out once more by hand: a change to the module must change this list. */
const allowed: readonly [CaseStatus, CaseStatus][] = [
  ['pending', 'paid'],
  ['pending', 'payment-review'],
  ['pending', 'cancelled'],
  ['payment-review', 'paid'],
  ['payment-review', 'pending'],
  ['cancelled', 'paid'],
  ['cancelled', 'payment-review'],
  ['cancelled', 'pending'],
  ['paid', 'in-progress'],
  ['paid', 'withdrawn'],
  ['paid', 'declined'],
  ['in-progress', 'completed'],
  ['in-progress', 'completed-no-findings'],
  ['in-progress', 'withdrawn'],
  ['in-progress', 'declined'],
];

describe('case state', () => {
  it('allows exactly the listed transitions', () => {
    for (const from of caseStatuses) {
      for (const to of caseStatuses) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('refuses a finished or withdrawn case any further change', () => {
    expect(() => assertTransition('completed', 'in-progress')).toThrow(CaseTransitionError);
    expect(() => assertTransition('withdrawn', 'in-progress')).toThrow(/withdrawn to in-progress/);
    expect(() => assertTransition('paid', 'completed')).toThrow(CaseTransitionError);
    expect(() => assertTransition('paid', 'in-progress')).not.toThrow();
  });

  it('answers the questions the payment code, the checkout and the dashboard ask', () => {
    expect(caseStatuses.filter(isAwaitingPayment)).toEqual(['pending', 'cancelled']);
    expect(caseStatuses.filter(isOpenForWork)).toEqual(['paid', 'in-progress']);
    expect(caseStatuses.filter(isCompleted)).toEqual(['completed', 'completed-no-findings']);
    expect(caseStatuses.filter(hasBeenPaid)).toEqual([
      'paid',
      'in-progress',
      'completed',
      'completed-no-findings',
      'withdrawn',
      'declined',
    ]);
    expect(statusesLeadingTo('withdrawn')).toEqual(['paid', 'in-progress']);
    expect(statusesLeadingTo('declined')).toEqual(['paid', 'in-progress']);
    expect(caseStatuses.filter(isDeclined)).toEqual(['declined']);
    expect(caseStatuses.filter(isClosedWithoutResult)).toEqual(['withdrawn', 'declined']);
  });

  it('has a German label for every status', () => {
    expect(Object.keys(caseStatusLabels).sort()).toEqual([...caseStatuses].sort());
    expect(caseStatusLabels['completed-no-findings']).toBe('Abgeschlossen – keine Treffer');
  });

  it('calls a case overdue 48 hours after payment while it is not finished', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    expect(isOverdue('paid', hoursAgo(47.9), now)).toBe(false);
    expect(isOverdue('paid', hoursAgo(48.1), now)).toBe(true);
    expect(isOverdue('in-progress', hoursAgo(72), now)).toBe(true);
    expect(isOverdue('completed', hoursAgo(72), now)).toBe(false);
    expect(isOverdue('completed-no-findings', hoursAgo(72), now)).toBe(false);
    expect(isOverdue('withdrawn', hoursAgo(72), now)).toBe(false);
    expect(isOverdue('paid', null, now)).toBe(false);
  });
});
