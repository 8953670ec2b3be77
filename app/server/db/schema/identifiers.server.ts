// The identifiers of cases indexed across cases (issue 30 point 2; decision record 034;
// app/server/casework/identifier-index.server.ts): the normalised phone numbers, e-mail addresses,
// IBANs, wallets, domains, user names and profile URLs of each case, so that a case shows the other
// cases with the same one; and the identifiers an admin confirmed as used for fraud, kept only as a
// keyed hash.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identifierKinds } from '../../../lib/identifiers.ts';
import { cases } from './cases.server.ts';
import { createdAt } from './columns.server.ts';
import { staffUsers } from './staff.server.ts';

/** The longest value indexed (a btree entry must stay far below PostgreSQL's ~2,700 bytes). */
export const IDENTIFIER_VALUE_MAX = 512;

/**
 * One row per identifier of a case with its data, written when the case page is loaded. Deleted with
 * the case data (privacy/case-removal.server.ts), and with the case (foreign key, on delete cascade).
 * The lookup reads (kind, value) in the order of the cases' order time, newest first, and stops after
 * a few rows: `case_created_at` is the case's `created_at`, copied so that the index holds the order.
 */
export const caseIdentifiers = pgTable(
  'case_identifiers',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: identifierKinds }).notNull(),
    /** The normalised value (CaseIdentifier.value in app/lib/identifiers.ts). */
    value: text('value').notNull(),
    /** When the case was ordered (cases.created_at, which never changes). */
    caseCreatedAt: timestamp('case_created_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('case_identifiers_case_kind_value_idx').on(t.caseId, t.kind, t.value),
    index('case_identifiers_lookup_idx').on(t.kind, t.value, t.caseCreatedAt.desc(), t.caseId),
    check('case_identifiers_value_length', sql.raw(`char_length(value) between 1 and ${IDENTIFIER_VALUE_MAX}`)),
  ],
);

/**
 * An identifier an admin confirmed as used for fraud: only its keyed hash (HMAC-SHA256 over kind and
 * value with the server's identifier key), never the value. Kept CONFIRMED_IDENTIFIER_YEARS after the
 * confirmation (privacy page), also after the case data is deleted; the deletion then drops the
 * link to the case (`case_id` null), so only the hash and the dates are left.
 */
export const confirmedIdentifiers = pgTable(
  'confirmed_identifiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: identifierKinds }).notNull(),
    /** HMAC-SHA256 of `${kind}\n${value}`, hex (identifierHash in identifier-index.server.ts). */
    valueHash: text('value_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    confirmedBy: text('confirmed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The case it was confirmed in, while that case has its data. */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('confirmed_identifiers_hash_idx').on(t.valueHash),
    index('confirmed_identifiers_confirmed_at_idx').on(t.confirmedAt),
    index('confirmed_identifiers_case_idx').on(t.caseId),
  ],
);
