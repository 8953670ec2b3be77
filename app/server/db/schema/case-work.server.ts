// The specialists' work on a case: internal notes and the structured findings behind the report.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';
import { createdAt, updatedAt } from './columns.server.ts';

/** Internal notes of the specialists on a case (staff only); deleted with the case data. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The staff member (staff_users.id); the name is looked up when shown. */
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('case_notes_case_idx').on(t.caseId, t.createdAt)],
);

/**
 * The specialists' structured findings on a case (issue 13; shape: app/lib/findings.ts), saved as a
 * draft while they work and rendered into the report. Deleted with the case data; the verdict is
 * copied to `cases.verdict` when the case is completed (for the dashboard's figures, until the case data is deleted).
 */
export const caseFindings = pgTable('case_findings', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  findings: jsonb('findings').notNull(),
  /** The staff member (staff_users.id) who saved last. */
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
  /**
   * The second look before delivery (issue 29 point 2, setting REPORT_SECOND_APPROVAL): who approved
   * which version of the findings (SHA-256 of their JSON). A later save changes the version, so the
   * approval no longer counts.
   */
  approvedBy: text('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedVersion: text('approved_version'),
  /**
   * Counts every save (issue 39): the workbench sends the revision it loaded, and a save over a newer
   * one (a colleague saved meanwhile) is refused with the colleague's name, nothing lost.
   */
  revision: integer('revision').notNull().default(0),
});
