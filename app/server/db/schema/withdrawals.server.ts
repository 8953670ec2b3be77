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
    /** As typed; empty when none was given (the case is then found by name and e-mail address). */
    orderReference: text('order_reference').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    /**
     * True: confirmed at once by its own mail. False: over the per-address limit, confirmed together
     * with the others of that hour in one later mail (kind withdrawal-digest; decision record 035).
     */
    confirmationMailed: boolean('confirmation_mailed').notNull().default(true),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (t) => [index('withdrawals_case_idx').on(t.caseId), index('withdrawals_received_idx').on(t.receivedAt)],
);
