// The case page's history (issue 28 point 4): the case's audit entries, newest first, with repeated
// views folded. Opening a case is itself an entry, so a case worked on for an afternoon collects
// dozens of "Details angesehen" rows by the same person; consecutive ones become one entry with a
// count, the first and the last time, and every request id (shown only on demand).

/** The action whose consecutive repeats by one person are grouped. */
export const VIEW_ACTION = 'case.details.viewed';

/** One audit entry as the history reads it. */
export interface HistoryRow {
  id: number;
  /** ISO time. */
  at: string;
  /** The audit action (e.g. case.details.viewed). */
  action: string;
  /** What it means, in German. */
  label: string;
  /** Who did it, as staff read it (name, "Kunde", "System"). */
  actor: string;
  /** Identifies the actor across entries (e.g. the staff id); rows of different people never merge. */
  actorKey: string;
  requestId: string | null;
}

/** One line of the history: an entry, or consecutive views by one person. */
export interface HistoryEntry {
  id: number;
  /** The newest time (of the group). */
  at: string;
  /** The oldest time of the group (= at for a single entry). */
  firstAt: string;
  actor: string;
  /** The German label. */
  action: string;
  /** How many audit entries this line stands for (1 unless grouped). */
  count: number;
  /** The request ids of the entries, newest first. */
  requestIds: string[];
}

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
