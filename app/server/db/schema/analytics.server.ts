// First-party visitor analytics (app/server/analytics/, spec §3).
import { bigserial, char, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.server.ts';

/** First-party, cookieless page views (spec §3 "Analytics record"; DESIGN.md "analytics"). */
export const analytics = pgTable(
  'analytics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Random UUID per page session, held in memory by the page (no cookie, no storage). */
    sessionId: uuid('session_id').notNull(),
    pagePath: text('page_path').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    /** Daily-salted hash of IP + user agent; the IP itself is never stored. */
    visitorHash: text('visitor_hash'),
    country: char('country', { length: 2 }),
    /** Whole seconds, set by the exit beacon. */
    timeOnPage: integer('time_on_page'),
    createdAt: createdAt(),
    exitedAt: timestamp('exited_at', { withTimezone: true }),
  },
  (t) => [
    index('analytics_created_at_idx').on(t.createdAt),
    index('analytics_session_page_idx').on(t.sessionId, t.pagePath),
    index('analytics_page_path_idx').on(t.pagePath, t.createdAt),
    index('analytics_country_idx').on(t.country, t.createdAt),
  ],
);
