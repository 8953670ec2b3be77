// What "paid" means for every figure and list that counts cases (dashboard, statistics, the
// fingerprint job), as one SQL predicate.
import { type SQL, sql } from 'drizzle-orm';
import { cases } from './schema.server.ts';

/**
 * spec §9 "Paid-case filter: payment id present and status not pending". The partial indexes on
 * `cases` (schema/cases.server.ts) repeat exactly this predicate, so keep the two in step.
 */
export const paidCase: SQL = sql`(${cases.paymentId} is not null and ${cases.status} <> 'pending')`;
