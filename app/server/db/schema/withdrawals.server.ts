// Withdrawals received through the withdrawal button (app/server/withdrawals/).
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';

/** § 356a BGB withdrawals ("Vertrag widerrufen"), received without login. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    orderReference: text('order_reference').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    /** False when the confirmation mail was held back (too many confirmations to this address). */
    confirmationMailed: boolean('confirmation_mailed').notNull().default(true),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (t) => [index('withdrawals_case_idx').on(t.caseId), index('withdrawals_received_idx').on(t.receivedAt)],
);
