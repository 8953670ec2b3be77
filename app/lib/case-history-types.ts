// The shapes of a case's history (issue 28 point 4): an audit entry as the history reads it, and one
// line of the history as the case page shows it. Shared by the grouping (case-history.ts) and the
// case page's data (dashboard-data.ts), so neither has to import the other.

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
