// Payment provider events, stored once each (app/server/payments/, docs/product.md §4).
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';

/** Verified payment events; the primary key makes a replayed event a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    payload: jsonb('payload'),
    /**
     * How the customer paid or tried to pay, when the event says (app/lib/payment-methods.ts PaidWith):
     * the funnel's conversion per payment method counts these.
     */
    paymentMethod: text('payment_method'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_case_idx').on(t.caseId)],
);
