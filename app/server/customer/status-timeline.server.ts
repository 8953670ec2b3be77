// The status page's words for the case's status and its timeline Bezahlt → In Bearbeitung →
// Abgeschlossen (or → Widerrufen / Abgelehnt), as loadStatusPage (status-page.server.ts) shows them.
import { caseStatusLabels } from '#app/lib/case-state.ts';
import type { StatusStep } from '#app/lib/status-page-view.ts';
import type { cases } from '../db/schema.server.ts';

type CaseRow = typeof cases.$inferSelect;

/**
 * Where the customer's words differ from the staff's: a Rückfrage waits for her ("Rückfrage an
 * Sie"), and the second look before sending is ours, so she reads "In Bearbeitung".
 */
const AWAITING_LABEL = 'Rückfrage an Sie';
export const CUSTOMER_STATUS_LABELS: Partial<Record<CaseRow['status'], string>> = {
  'awaiting-customer': AWAITING_LABEL,
  'in-review': caseStatusLabels['in-progress'],
};

/** The stages the customer sees, the current one marked. */
export function statusTimeline(
  row: Pick<CaseRow, 'status' | 'paidAt' | 'startedAt' | 'completedAt' | 'withdrawnAt' | 'declinedAt'>,
): StatusStep[] {
  const label = caseStatusLabels;
  const paid: StatusStep = { key: 'paid', label: label.paid, at: row.paidAt, state: 'done' };
  const working: StatusStep = { key: 'in-progress', label: label['in-progress'], at: row.startedAt, state: 'done' };
  const done: StatusStep = { key: 'completed', label: label.completed, at: row.completedAt, state: 'upcoming' };
  switch (row.status) {
    case 'paid':
      return [
        { ...paid, state: 'current' },
        { ...working, at: null, state: 'upcoming' },
        { ...done, at: null },
      ];
    case 'in-progress':
    // A case in review is still being worked on for the customer (the second look is ours).
    case 'in-review':
      return [paid, { ...working, state: 'current' }, { ...done, at: null }];
    case 'awaiting-customer':
      return [paid, { ...working, label: AWAITING_LABEL, at: row.startedAt, state: 'current' }, { ...done, at: null }];
    case 'completed':
    case 'completed-no-findings':
      return [paid, working, { ...done, label: label[row.status], state: 'current' }];
    case 'withdrawn':
      // Work that never started is not shown as a stage.
      return [
        paid,
        ...(row.startedAt ? [working] : []),
        { key: 'withdrawn', label: label.withdrawn, at: row.withdrawnAt, state: 'current' },
      ];
    case 'declined':
      return [
        paid,
        ...(row.startedAt ? [working] : []),
        { key: 'declined', label: label.declined, at: row.declinedAt, state: 'current' },
      ];
    case 'pending':
    case 'payment-review':
    case 'cancelled':
      return [];
  }
}
