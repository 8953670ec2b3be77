// The mail outbox (app/server/mail/).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';
import { createdAt } from './columns.server.ts';

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/** Transactional outbox: written in the order's transaction, delivered by a worker with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is, e.g. order-confirmation, staff-notification, withdrawal-confirmation. */
    kind: text('kind').notNull(),
    /** Sends each mail once: e.g. `order-confirmation:{caseId}`. */
    dedupeKey: text('dedupe_key').notNull(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Attachments by reference (e.g. { kind: 'invoice', invoiceId }), rendered when sent. */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The instance (INSTANCE_ID) that claimed a 'sending' row: it releases its own claims on start. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Set when the retention job emptied the body and the attachments of a mail that carried case
     * data (30 days after completion); the row stays as the record that the mail was sent.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_case_idx').on(t.caseId),
  ],
);
