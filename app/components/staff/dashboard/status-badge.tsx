import { Badge } from '#app/components/ui/badge.tsx';
import { type CaseStatus, caseStatusLabels, isCompleted } from '#app/lib/case-state.ts';

/** spec §4: completed and in-progress have their own badge styles; any other status is outlined. */
export function StatusBadge({ status }: { status: CaseStatus }) {
  const variant = isCompleted(status) ? 'success' : status === 'in-progress' ? 'warning' : 'outline';
  return <Badge variant={variant}>{caseStatusLabels[status]}</Badge>;
}
