// First-party visitor analytics (app/server/analytics/, spec §3) and the daily roll-ups the staff
// dashboard reads (app/server/dashboard/analytics-rollup.server.ts).
import {
  bigint,
  bigserial,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.server.ts';

/**
 * First-party, cookieless page views (spec §3 "Analytics record"; DESIGN.md "analytics"): one row per
 * page view, completed by the exit beacon (time_on_page, exited_at).
 */
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
    // Roll-up of one Berlin day and the dashboard's scan of the days not rolled up yet.
    index('analytics_created_at_idx').on(t.createdAt),
    // The exit beacon finds its page view.
    index('analytics_session_page_idx').on(t.sessionId, t.pagePath),
    // No page or country index: the dashboard reads those figures from the daily roll-ups below,
    // and every index costs each page view an extra write.
  ],
);

/**
 * One row per rolled-up Berlin calendar day that had page views. Which days are rolled up is the
 * watermark in system_settings (key `analytics_rollup_through`), written in the same transaction.
 */
export const analyticsDays = pgTable('analytics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  pageViews: bigint('page_views', { mode: 'number' }).notNull(),
  /** Distinct visitors of the day (visitor hash, else session id): the hash's salt rotates daily. */
  visitors: bigint('visitors', { mode: 'number' }).notNull(),
  /** Sum and number of the rows that have a time_on_page, for the average time on site. */
  timeOnPageSum: bigint('time_on_page_sum', { mode: 'number' }).notNull(),
  timeOnPageSamples: bigint('time_on_page_samples', { mode: 'number' }).notNull(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page views per page and rolled-up day. */
export const analyticsDayPages = pgTable(
  'analytics_day_pages',
  {
    day: date('day', { mode: 'string' }).notNull(),
    pagePath: text('page_path').notNull(),
    pageViews: bigint('page_views', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pagePath] })],
);

/** Distinct visitors per country (null: unknown) and rolled-up day. */
export const analyticsDayCountries = pgTable(
  'analytics_day_countries',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: char('country', { length: 2 }),
    visitors: bigint('visitors', { mode: 'number' }).notNull(),
  },
  (t) => [unique('analytics_day_countries_day_country_key').on(t.day, t.country).nullsNotDistinct()],
);
