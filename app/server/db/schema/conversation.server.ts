// Rückfragen (issue 39, app/server/conversation/): staff ask the customer one more thing inside the
// case; she answers on her status page. Everything she writes is stored with the case and deleted
// with it (cascade from cases; the case-data deletion removes the rows with the case's details).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';
import { createdAt } from './columns.server.ts';
import { staffUsers } from './staff.server.ts';

export const caseQuestions = pgTable(
  'case_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** 1 for the first Rückfrage of the case, 2 for the next, … */
    round: integer('round').notNull(),
    askedBy: text('asked_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The question as the customer reads it (plain text; escaped wherever it is shown). */
    body: text('body').notNull(),
    /** Staff asked for files (screenshots, a chat export): the answer form offers uploads. */
    wantsFiles: boolean('wants_files').notNull().default(false),
    /** The reminder mail after 24 hours without an answer (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** 72 hours without an answer: the case went back to staff (with a note in the history). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The customer's answer (plain text). */
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('case_questions_round_idx').on(t.caseId, t.round),
    // The reminder and expiry job's open questions, oldest first.
    index('case_questions_open_idx').on(t.askedAt).where(sql`${t.answeredAt} is null and ${t.expiredAt} is null`),
  ],
);
