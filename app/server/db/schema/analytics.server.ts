// First-party visitor analytics (app/server/analytics/, spec §3) and the daily roll-ups the staff
// dashboard reads (app/server/analytics/rollup.server.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';
import { createdAt } from './columns.server.ts';

/**
 * First-party, cookieless page views (spec §3 "Analytics record"; docs/product.md §11): one row per
 * page view, completed by the exit beacon (time_on_page, exited_at).
 */
export const analytics = pgTable(
  'analytics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Random UUID per page session, held in memory by the page (no cookie, no storage). */
    sessionId: uuid('session_id').notNull(),
    pagePath: text('page_path').notNull(),
    /** The origin of an outside page the visit came from (never its path or query); null: none or our own site. */
    referrer: text('referrer'),
    /** The view entered the site (no referrer, or one from outside): the visit's landing page. */
    entry: boolean('entry').notNull().default(false),
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
    // The checkout's funnel events look up the landing page of the visitor's visit.
    index('analytics_visitor_entry_idx').on(t.visitorHash, t.createdAt).where(sql`${t.entry}`),
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

/**
 * The secret salt of each Berlin day for the visitor hash (app/server/analytics/visitor.server.ts).
 * Shared by every instance; deleted after 48 hours, after which no hash can be traced to an address.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/**
 * The checkout funnel (issue 11 point 3): one row per visitor and stage reached, 1–6 the checkout's
 * steps (from the page), 7 the order sent (from the server, with its case). Paid orders are the
 * stage-7 rows whose case is paid. Each row carries the landing page of the visit it belongs to.
 */
export const analyticsFunnel = pgTable(
  'analytics_funnel',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorHash: text('visitor_hash').notNull(),
    stage: smallint('stage').notNull(),
    /** The service of the checkout (app/lib/services.ts). */
    caseType: text('case_type'),
    /** The page the visit entered the site on; null when unknown (e.g. the visit began the day before). */
    landingPath: text('landing_path'),
    /** Stage 7 only: the order. */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_funnel_created_at_idx').on(t.createdAt), unique('analytics_funnel_case_key').on(t.caseId)],
);

/** Visits per landing page and referrer origin (null: direct or unknown) and rolled-up day. */
export const analyticsDayEntries = pgTable(
  'analytics_day_entries',
  {
    day: date('day', { mode: 'string' }).notNull(),
    landingPath: text('landing_path').notNull(),
    referrer: text('referrer'),
    visits: bigint('visits', { mode: 'number' }).notNull(),
  },
  (t) => [unique('analytics_day_entries_key').on(t.day, t.landingPath, t.referrer).nullsNotDistinct()],
);

/**
 * The checkout funnel per rolled-up day: distinct visitors per stage, 1–6 the steps, 7 the order
 * sent, 8 the orders whose case is paid. The two days before the watermark are refreshed each run,
 * so a payment that arrives the day after its order still counts.
 */
export const analyticsDayFunnel = pgTable(
  'analytics_day_funnel',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stage: smallint('stage').notNull(),
    visitors: bigint('visitors', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.stage] })],
);

/** Distinct visitors who opened the checkout (step 1) per service and rolled-up day. */
export const analyticsDayCheckouts = pgTable(
  'analytics_day_checkouts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    caseType: text('case_type').notNull(),
    visitors: bigint('visitors', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.caseType] })],
);

/**
 * Paid orders and their revenue per rolled-up day of the order, once by landing page (`dimension` 'page')
 * and once by service (`dimension` 'service'); `key` null: landing page unknown.
 */
export const analyticsDayOrders = pgTable(
  'analytics_day_orders',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: ['page', 'service'] }).notNull(),
    key: text('key'),
    paidOrders: bigint('paid_orders', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
  },
  (t) => [unique('analytics_day_orders_key').on(t.day, t.dimension, t.key).nullsNotDistinct()],
);
