import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  type CaseStatus,
  CaseTransitionError,
  canTransition,
  caseStatuses,
  caseStatusLabels,
  hasBeenPaid,
  isAwaitingCustomer,
  isAwaitingPayment,
  isClosedWithoutResult,
  isCompleted,
  isDeclined,
  isInReview,
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
  ['paid', 'awaiting-customer'],
  ['in-progress', 'completed'],
  ['in-progress', 'completed-no-findings'],
  ['in-progress', 'withdrawn'],
  ['in-progress', 'declined'],
  ['in-progress', 'awaiting-customer'],
  ['in-progress', 'in-review'],
  ['awaiting-customer', 'in-progress'],
  ['awaiting-customer', 'withdrawn'],
  ['awaiting-customer', 'declined'],
  ['in-review', 'completed'],
  ['in-review', 'completed-no-findings'],
  ['in-review', 'in-progress'],
  ['in-review', 'withdrawn'],
  ['in-review', 'declined'],
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
    expect(caseStatuses.filter(isOpenForWork)).toEqual(['paid', 'in-progress', 'awaiting-customer', 'in-review']);
    expect(caseStatuses.filter(isAwaitingCustomer)).toEqual(['awaiting-customer']);
    expect(caseStatuses.filter(isInReview)).toEqual(['in-review']);
    expect(caseStatuses.filter(isCompleted)).toEqual(['completed', 'completed-no-findings']);
    expect(caseStatuses.filter(hasBeenPaid)).toEqual([
      'paid',
      'in-progress',
      'awaiting-customer',
      'in-review',
      'completed',
      'completed-no-findings',
      'withdrawn',
      'declined',
    ]);
    expect(statusesLeadingTo('withdrawn')).toEqual(['paid', 'in-progress', 'awaiting-customer', 'in-review']);
    expect(statusesLeadingTo('declined')).toEqual(['paid', 'in-progress', 'awaiting-customer', 'in-review']);
    expect(statusesLeadingTo('completed')).toEqual(['in-progress', 'in-review']);
    expect(caseStatuses.filter(isDeclined)).toEqual(['declined']);
    expect(caseStatuses.filter(isClosedWithoutResult)).toEqual(['withdrawn', 'declined']);
  });

  it('has a German label for every status', () => {
    expect(Object.keys(caseStatusLabels).sort()).toEqual([...caseStatuses].sort());
    expect(caseStatusLabels['completed-no-findings']).toBe('Abgeschlossen – keine Treffer');
    expect(caseStatusLabels['awaiting-customer']).toBe('Wartet auf Kundin/Kunden');
    expect(caseStatusLabels['in-review']).toBe('Zur Freigabe');
  });

  it('calls a case overdue after its due time while it is open and not waiting for the customer', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    // The due time (cases.due_at): payment + 48 hours + paused time.
    const dueHoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    expect(isOverdue('paid', dueHoursAgo(-0.1), now)).toBe(false);
    expect(isOverdue('paid', dueHoursAgo(0.1), now)).toBe(true);
    expect(isOverdue('in-progress', dueHoursAgo(24), now)).toBe(true);
    expect(isOverdue('in-review', dueHoursAgo(24), now)).toBe(true);
    // Paused: a Rückfrage waits for the customer.
    expect(isOverdue('awaiting-customer', dueHoursAgo(24), now)).toBe(false);
    expect(isOverdue('completed', dueHoursAgo(24), now)).toBe(false);
    expect(isOverdue('completed-no-findings', dueHoursAgo(24), now)).toBe(false);
    expect(isOverdue('withdrawn', dueHoursAgo(24), now)).toBe(false);
    expect(isOverdue('paid', null, now)).toBe(false);
  });
});
