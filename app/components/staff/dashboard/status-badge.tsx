import { Badge } from '#app/components/ui/badge.tsx';
import { type CaseStatus, caseStatusLabels, isCompleted } from '#app/lib/case-state.ts';

/**
 * spec §4: completed and in-progress have their own badge styles (a case waiting for the customer or
 * in review is work in progress too); any other status is outlined.
 */
export function StatusBadge({ status }: { status: CaseStatus }) {
  const working = status === 'in-progress' || status === 'awaiting-customer' || status === 'in-review';
  const variant = isCompleted(status) ? 'success' : working ? 'warning' : 'outline';
  return <Badge variant={variant}>{caseStatusLabels[status]}</Badge>;
}
