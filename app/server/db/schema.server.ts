// The whole product's schema (spec §3, DESIGN.md). PostgreSQL dialect; runs on PGlite and PostgreSQL.
// Changes go through `npm run db:generate` (drizzle-kit) and a committed migration in drizzle/.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Case status (spec §4). `withdrawn` flags a § 356a BGB withdrawal; `cancelled` an unpaid, expired order. */
export const caseStatuses = ['pending', 'paid', 'in-progress', 'completed', 'withdrawn', 'cancelled'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

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
  (t) => [index('clients_email_idx').on(t.email), index('clients_created_at_idx').on(t.createdAt)],
);

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    status: text('status', { enum: caseStatuses }).notNull().default('pending'),
    /** One of the six services (app/lib/services.ts). */
    caseType: text('case_type').notNull(),
    /** The raw `service` parameter the visitor arrived with (which landing page sells). */
    source: text('source'),
    /** Set by the server (3900), never taken from the browser. */
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    paymentProvider: text('payment_provider'),
    /** Provider's checkout session id (Stripe Checkout Session, simulated session). */
    paymentSessionId: text('payment_session_id'),
    /** Provider's payment id (spec: stripe_payment_id); set only by a verified payment event. */
    paymentId: text('payment_id'),
    /**
     * When the success page asked the provider about the session (once per case, whichever
     * instance serves the page; later visits wait for the webhook).
     */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    /** One order, one case: the browser's idempotency key for the order request. */
    idempotencyKey: text('idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Case data (details, documents, notes, report) deleted 30 days after completion. */
    dataPurgedAt: timestamp('data_purged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cases_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('cases_payment_session_idx').on(t.paymentProvider, t.paymentSessionId),
    index('cases_client_idx').on(t.clientId),
    // Dashboard: paid cases (payment id present, status not pending) ordered by created_at.
    index('cases_paid_created_idx').on(t.createdAt).where(sql`${t.paymentId} is not null and ${t.status} <> 'pending'`),
    index('cases_status_created_idx').on(t.status, t.createdAt),
    index('cases_completed_idx').on(t.completedAt),
  ],
);

export const caseDetails = pgTable(
  'case_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    targetName: text('target_name').notNull(),
    targetUsername: text('target_username'),
    targetEmail: text('target_email'),
    targetPhone: text('target_phone'),
    targetProfileUrl: text('target_profile_url'),
    targetPlatforms: text('target_platforms').array().notNull().default(sql`'{}'::text[]`),
    suspicionReason: text('suspicion_reason'),
    chatContent: text('chat_content'),
    createdAt: createdAt(),
  },
  (t) => [index('case_details_case_idx').on(t.caseId)],
);

export const uploadedDocuments = pgTable(
  'uploaded_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while the file waits in the checkout's staging area. */
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    /** The checkout that uploaded the file before the order existed; swept after 24 hours. */
    stagingId: text('staging_id'),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** MIME type detected from the content (magic bytes), not the browser's claim. */
    fileType: text('file_type').notNull(),
    /** Key in the file storage: case-files/{caseId}/{timestamp}-{safe file name}. */
    filePath: text('file_path').notNull(),
    sha256: char('sha256', { length: 64 }),
    uploadTimestamp: timestamp('upload_timestamp', { withTimezone: true }).notNull().defaultNow(),
    /**
     * `receiving` while the bytes arrive: the row reserves its slot (10 per checkout) and its bytes
     * (fileSize holds the declared or maximum size) against the upload limits; `stored` once complete.
     */
    state: text('state', { enum: ['receiving', 'stored'] })
      .notNull()
      .default('stored'),
    /** Pseudonymous key of the uploading client's address, for the per-address limits; cleared by the order. */
    uploaderKey: text('uploader_key'),
  },
  (t) => [
    index('uploaded_documents_case_idx').on(t.caseId),
    index('uploaded_documents_staging_idx').on(t.stagingId, t.uploadTimestamp),
    index('uploaded_documents_uploader_idx').on(t.uploaderKey, t.uploadTimestamp),
  ],
);

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

/** Verified payment events; the primary key makes a replayed event a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('payment_events_case_idx').on(t.caseId)],
);

/** Gapless invoice numbers: one counter row per year, incremented under a row lock. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Accounting record, kept 8 years (§ 147 AO) even after the case data is deleted. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** e.g. EC-2026-000123 */
    invoiceNumber: text('invoice_number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    serviceName: text('service_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** VAT rate in basis points (1900 = 19 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    paymentProvider: text('payment_provider'),
    paymentId: text('payment_id'),
  },
  (t) => [
    uniqueIndex('invoices_case_idx').on(t.caseId),
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    uniqueIndex('invoices_number_idx').on(t.invoiceNumber),
    index('invoices_issued_at_idx').on(t.issuedAt),
  ],
);

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/** Transactional outbox: written in the order's transaction, delivered by a worker with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is, e.g. order-confirmation, staff-notification, withdrawal-confirmation. */
    kind: text('kind').notNull(),
    /** Sends each mail once: e.g. `order-confirmation:{caseId}`. */
    dedupeKey: text('dedupe_key').notNull(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Attachments by reference (e.g. { kind: 'invoice', invoiceId }), rendered when sent. */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_idx').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_case_idx').on(t.caseId),
  ],
);

/** § 356a BGB withdrawals ("Vertrag widerrufen"), received without login. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    orderReference: text('order_reference').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    /** False when the confirmation mail was held back (too many confirmations to this address). */
    confirmationMailed: boolean('confirmation_mailed').notNull().default(true),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (t) => [index('withdrawals_case_idx').on(t.caseId), index('withdrawals_received_idx').on(t.receivedAt)],
);

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

// Staff accounts: no public sign-up. Column set compatible with better-auth's core schema
// (user, session, account, verification) so its drizzle adapter can use these tables.
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role', { enum: ['admin', 'staff'] })
    .notNull()
    .default('staff'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Password hash (never the password). */
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_verifications_identifier_idx').on(t.identifier)],
);

/** TOTP second factor for staff (optional per user). */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
  },
  (t) => [index('staff_two_factors_user_idx').on(t.userId)],
);

/** Counters for throttling (login attempts, checkout and upload requests); shared by all instances. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** Who did what, for staff actions and sensitive system events. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['staff', 'system', 'customer'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
