// What "paid" means for every figure and list that counts cases (dashboard, statistics, the
// fingerprint job), as one SQL predicate.
import { type SQL, sql } from 'drizzle-orm';
import { cases } from './schema.server.ts';

/**
 * spec §9 "Paid-case filter: payment id present and status not pending". The partial indexes on
 * `cases` (schema/cases.server.ts) repeat exactly this predicate, so keep the two in step.
 */
export const paidCase: SQL = sql`(${cases.paymentId} is not null and ${cases.status} <> 'pending')`;

/**
 * Paid with money: a paid case above 0 €. An order paid with a guarantee voucher is paid at 0 €
 * (checkout/order-voucher.server.ts payWithVoucher): staff work it like any other, but it is no revenue, no
 * "paid case" of the revenue figures and makes nobody a paying customer (decision record 028). The
 * partial indexes hold amount_cents, so this needs no index of its own.
 */
export const paidWithMoney: SQL = sql`(${paidCase} and ${cases.amountCents} > 0)`;

/** A case paid with a guarantee voucher: its payment id is `voucher:<code>` (VOUCHER_PAYMENT_PREFIX). */
export const paidWithVoucher: SQL = sql`(${cases.paymentId} like 'voucher:%')`;
