// The second pair of eyes before sending and who has a case open (issue 39; app/server/review/,
// app/server/presence/).
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';
import { staffUsers } from './staff.server.ts';

/**
 * One row per handing-in for review: who finished, which version of the findings (SHA-256 of their
 * JSON, as case_findings.approved_version), and the reviewer's decision with her comment.
 */
export const caseReviews = pgTable(
  'case_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    findingsVersion: text('findings_version'),
    decidedBy: text('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 'approved' (sent as usual) or 'returned' (back to in-progress with the comment); null: waiting. */
    outcome: text('outcome', { enum: ['approved', 'returned'] }),
    /** The reviewer's words for the author (required when returned). Deleted with the case. */
    comment: text('comment'),
  },
  (t) => [index('case_reviews_case_idx').on(t.caseId, t.requestedAt)],
);

/** Who had the case page open when (last seen), for "Gerade geöffnet von …" (5 minutes). */
export const casePresence = pgTable(
  'case_presence',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.staffId] })],
);
