// The clients: one row per person, every order from the same e-mail address (decision record 028).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.server.ts';

/**
 * The key that makes one client of every order from the same address: the e-mail trimmed and
 * lower-cased (decision record 028). The unique index below and the checkout's find-or-create
 * (checkout/client.server.ts) use exactly this expression.
 */
export const clientEmailKey = (email: AnyPgColumn) => sql`lower(btrim(${email}))`;

/**
 * One row per person: every order from the same e-mail address (trimmed, case-insensitive) belongs to
 * one client. The name, address and phone are those of the first order; each case keeps what was
 * typed with it (cases.customer_*), an invoice its own copy. An anonymised client (retention,
 * erasure) leaves the unique index: a later order from that address makes a new client.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
    /** Set when the retention sweep removed the personal data (name, phone) of a client without open cases. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('clients_email_key_idx').on(clientEmailKey(t.email)).where(sql`${t.anonymisedAt} is null`),
    index('clients_created_at_idx').on(t.createdAt),
  ],
);
