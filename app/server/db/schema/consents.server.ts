// The consents given in the checkout, with their exact wording and version.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';
import { clients } from './clients.server.ts';

/** Each consent given in the checkout: its exact text, version and time (§ 356 Abs. 4 BGB, Art. 7 DSGVO). */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** e.g. berechtigtes-interesse, agb, datenschutz, age-18, early-start. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    version: text('version').notNull(),
    /** Extra evidence, e.g. the ticked purposes and the description of the concern. */
    details: jsonb('details'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_case_idx').on(t.caseId)],
);
