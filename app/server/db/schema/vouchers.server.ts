// The guarantee's vouchers: a case completed without findings earns one free check.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';

/**
 * The guarantee (spec §1, §9; AGB § 11): a case completed without findings earns one free check for
 * the same customer. Single use; redeemed in the checkout's last step (app/server/vouchers/vouchers.server.ts).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    /** e.g. EC-7KQ4-M2XD-9RTB (Crockford base32, stored without dashes: 7KQ4M2XD9RTB). */
    code: text('code').primaryKey(),
    /** The customer it belongs to, lower-cased: only an order with this address may redeem it. */
    email: text('email').notNull(),
    /** The case completed without findings that earned it (one voucher per case). */
    issuedForCaseId: uuid('issued_for_case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The free order it paid for; set once (the conditional UPDATE makes redemption single-use). */
    redeemedCaseId: uuid('redeemed_case_id').references(() => cases.id, { onDelete: 'restrict' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vouchers_issued_for_case_idx').on(t.issuedForCaseId),
    uniqueIndex('vouchers_redeemed_case_idx').on(t.redeemedCaseId),
    index('vouchers_email_idx').on(t.email),
  ],
);
