// The case page's history (issue 28 point 4): the case's audit entries, newest first, with repeated
// views folded. Opening a case is itself an entry, so a case worked on for an afternoon collects
// dozens of "Details angesehen" rows by the same person; consecutive ones become one entry with a
// count, the first and the last time, and every request id (shown only on demand).

import type { HistoryEntry, HistoryRow } from './case-history-types.ts';

/** The action whose consecutive repeats by one person are grouped. */
export const VIEW_ACTION = 'case.details.viewed';

/** Groups consecutive views by the same person in a newest-first list; other entries stay as they are. */
export function groupHistory(rows: readonly HistoryRow[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let previous: HistoryRow | null = null;
  for (const row of rows) {
    const last = entries.at(-1);
    if (
      last &&
      previous &&
      row.action === VIEW_ACTION &&
      previous.action === VIEW_ACTION &&
      row.actorKey === previous.actorKey
    ) {
      last.count += 1;
      last.firstAt = row.at;
      if (row.requestId) last.requestIds.push(row.requestId);
    } else {
      entries.push({
        id: row.id,
        at: row.at,
        firstAt: row.at,
        actor: row.actor,
        action: row.label,
        count: 1,
        requestIds: row.requestId ? [row.requestId] : [],
      });
    }
    previous = row;
  }
  return entries;
}
