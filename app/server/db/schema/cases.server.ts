// Cases and what belongs to them: the client, the target's details, uploaded files and the consents
// given in the checkout (spec §3). The statuses and their transitions live in app/lib/case-state.ts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { caseStatuses } from '../../../lib/case-state.ts';
import { createdAt, updatedAt } from './columns.server.ts';
import { staffUsers } from './staff.server.ts';

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

/** spec §9 paid-case filter, as the predicate of the dashboard's partial indexes. */
const paidPredicate = (t: { paymentId: AnyPgColumn; status: AnyPgColumn }) =>
  sql`${t.paymentId} is not null and ${t.status} <> 'pending'`;

/**
 * The work queue's open cases (paid, not finished or withdrawn), as the predicate of its partial
 * indexes; must match `openCase` in app/server/casework/work-queue.server.ts.
 */
const openPredicate = (t: { paymentId: AnyPgColumn; status: AnyPgColumn }) =>
  sql`${t.paymentId} is not null and ${t.status} in ('paid', 'in-progress', 'awaiting-customer', 'in-review')`;

/** The work queue's closed cases (completed, withdrawn or declined); must match `closedCase` there. */
const closedPredicate = (t: { paymentId: AnyPgColumn; status: AnyPgColumn }) =>
  sql`${t.paymentId} is not null and ${t.status} in ('completed', 'completed-no-findings', 'withdrawn', 'declined')`;

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
    /**
     * The contact data as typed with this order (the client holds those of the person's first
     * order): the confirmation, the invoice, the result mail and the staff's case list use these.
     * Null once the case data is deleted (privacy/case-removal.server.ts) and in rows written
     * without them: readers fall back to the client's (`caseCustomer`, db/case-customer.server.ts).
     */
    customerFirstName: text('customer_first_name'),
    customerLastName: text('customer_last_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    paymentProvider: text('payment_provider'),
    /** Provider's checkout session id (Stripe Checkout Session, simulated session). */
    paymentSessionId: text('payment_session_id'),
    /** Provider's payment id (spec: stripe_payment_id); set only by a verified payment event. */
    paymentId: text('payment_id'),
    /**
     * How the customer paid (app/lib/payment-methods.ts PaidWith): set with a delayed method's
     * pending event ("Zahlung in Prüfung") and with the payment; null for a voucher or when unknown.
     */
    paymentMethod: text('payment_method'),
    /**
     * When the success page asked the provider about the session (once per case, whichever
     * instance serves the page; later visits wait for the webhook).
     */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    /** One order, one case: the browser's idempotency key for the order request. */
    idempotencyKey: text('idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the result is due: payment (creation when missing) + 48 hours + the time the case waited
     * for the customer's answers (issue 39). Kept by the trigger cases_due_at of migration 0024 on
     * every insert and every change of paid_at, created_at or paused_seconds: never written by code.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /**
     * The clock pause of a Rückfrage (app/server/conversation/): since when the case waits for the
     * customer (null: not waiting), and the seconds of every finished wait, which move due_at on.
     */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Declined by staff (app/server/decline/, issue 37 point 2): when, why (a key of
     * app/lib/decline-reasons.ts), the staff member's own words, and who. The reason stays after the
     * case data is deleted (it is no personal data of the checked person); the note goes with it.
     */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    declineNote: text('decline_note'),
    declinedBy: text('declined_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Case data (details, documents, notes, report) deleted 30 days after completion. */
    dataPurgedAt: timestamp('data_purged_at', { withTimezone: true }),
    /**
     * The customer's key to the status page /auftrag/{token}: 192 random bits (base64url), sent in
     * the confirmation and result mails, no login (app/server/customer/status-page.server.ts).
     */
    statusToken: text('status_token'),
    /**
     * The findings' verdict when the case was completed ('likely-genuine' | 'unclear' | 'likely-fake',
     * app/lib/findings.ts); null when completed with an own report only. Deleted with the case data
     * (privacy/case-removal.server.ts): the pages promise the result goes after 30 days.
     */
    verdict: text('verdict'),
    /** The short message to the customer with the result (staff, on completion); deleted with the case data. */
    resultMessage: text('result_message'),
    /**
     * The staff member working the case (issue 28 point 2): whoever pressed "Bearbeitung beginnen",
     * or whom an admin assigned it to (app/server/casework/case-assignment.server.ts). Null: nobody.
     */
    assignedTo: text('assigned_to').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** When the case was assigned to `assignedTo`. */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cases_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('cases_payment_session_idx').on(t.paymentProvider, t.paymentSessionId),
    uniqueIndex('cases_status_token_idx').on(t.statusToken),
    index('cases_client_idx').on(t.clientId),
    // Dashboard (app/server/dashboard/): partial indexes over the paid cases (payment id present,
    // status not pending; the predicate must match `paidCase` in db/paid-case.server.ts).
    // The cases list and the CSV export, newest first with the id as tie-break (keyset pagination).
    index('cases_paid_created_idx').on(t.createdAt, t.id).where(paidPredicate(t)),
    // Revenue per period, bucketed by payment time (creation time when missing). paid_at and
    // created_at are in the index too: only then does PostgreSQL answer from the index alone.
    index('cases_paid_revenue_idx')
      .on(sql`coalesce(${t.paidAt}, ${t.createdAt})`, t.amountCents, t.paidAt, t.createdAt)
      .where(paidPredicate(t)),
    // The summary cards (revenue, paid cases, paying customers) and the clients tab's "has a paid case".
    index('cases_paid_client_idx').on(t.clientId, t.amountCents).where(paidPredicate(t)),
    index('cases_status_created_idx').on(t.status, t.createdAt),
    index('cases_completed_idx').on(t.completedAt),
    // The work queue (app/server/casework/work-queue.server.ts, issue 28 point 1). Open cases by due
    // time (due_at: payment + 48 h + paused time), with status, service and assignee in the index so
    // the filters and the counts read the index alone; the assignee's own list ("Meine Fälle") by due time.
    index('cases_queue_open_idx').on(t.dueAt, t.id, t.status, t.caseType, t.assignedTo).where(openPredicate(t)),
    index('cases_queue_assignee_idx').on(t.assignedTo, t.dueAt, t.id).where(openPredicate(t)),
    // Closed cases (completed, withdrawn, declined), newest closing first, and their counts.
    index('cases_queue_closed_idx')
      .on(
        sql`coalesce(${t.completedAt}, ${t.withdrawnAt}, ${t.declinedAt}, ${t.paidAt}, ${t.createdAt})`,
        t.id,
        t.status,
        t.caseType,
        t.assignedTo,
      )
      .where(closedPredicate(t)),
    // The database refuses a status the case-state module does not know.
    check('cases_status_check', sql.raw(`status in (${caseStatuses.map((status) => `'${status}'`).join(', ')})`)),
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
    /**
     * Step 4 (issue 38): 'self' or 'relative' (app/lib/checkout-rules.ts orderedForOptions); null
     * for orders placed before the question. The report addresses the buyer either way.
     */
    orderedFor: text('ordered_for'),
    /** Where the person affected lives: a Land code or 'abroad' (app/lib/residence.ts); picks the police guide. */
    residence: text('residence'),
    /** Whether and how money has already been paid (paymentOptions keys); empty for older orders. */
    payments: text('payments').array().notNull().default(sql`'{}'::text[]`),
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
     * `customer`: uploaded in the checkout (the only kind the customer's lists show); the others
     * belong to the staff's handling of the case: `report`, the result report (uploaded or
     * generated); `screenshot`, a PNG or JPEG of a finding's page (casework/screenshots.server.ts);
     * `evidence`, the evidence pack delivered with the report (a PDF for the customer, issue 29
     * point 4); `report-appendix`, an admin's PDF added to the generated report; `answer`, a file
     * the customer sent with her answer to a Rückfrage (questionId names it; issue 39). All are
     * deleted with the case data. Plain text in the database: a new kind needs no migration.
     */
    kind: text('kind', { enum: ['customer', 'report', 'screenshot', 'evidence', 'report-appendix', 'answer'] })
      .notNull()
      .default('customer'),
    /** The Rückfrage (case_questions.id) a file of kind `answer` answers. */
    questionId: uuid('question_id'),
    /** The staff member who uploaded a staff file (every kind but `customer`). */
    uploadedBy: text('uploaded_by'),
    /** Why an admin added this PDF to the generated report (kind 'report-appendix'; issue 29 point 2). */
    note: text('note'),
    /**
     * `receiving` while the bytes arrive: the row reserves its slot (10 per checkout) and its bytes
     * (fileSize holds the declared or maximum size) against the upload limits; `stored` once complete.
     */
    state: text('state', { enum: ['receiving', 'stored'] })
      .notNull()
      .default('stored'),
  },
  (t) => [
    index('uploaded_documents_case_idx').on(t.caseId),
    index('uploaded_documents_staging_idx').on(t.stagingId, t.uploadTimestamp),
  ],
);

/**
 * Every upload of the last hour per client network, for the hourly upload limits
 * (app/server/checkout/uploads.server.ts). Kept apart from the files on purpose: attaching a file to
 * an order, or the customer removing it, must not erase that it was uploaded. The key is pseudonymous
 * (limitKey: a truncated hash of purpose and network) and still personal data: the hourly sweep
 * (sweepStagedUploads) deletes entries older than an hour.
 */
export const uploadLedger = pgTable(
  'upload_ledger',
  {
    /** Random, not the file's id: the entry names no file or case (and outlives the file). */
    id: uuid('id').primaryKey(),
    /** limitKey('upload', client address). */
    uploaderKey: text('uploader_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** The declared (or maximum) size while the file arrives, its real size once stored. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('upload_ledger_uploader_idx').on(t.uploaderKey, t.uploadedAt),
    index('upload_ledger_uploaded_at_idx').on(t.uploadedAt),
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

/** Internal notes of the specialists on a case (staff only); deleted with the case data. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The staff member (staff_users.id); the name is looked up when shown. */
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('case_notes_case_idx').on(t.caseId, t.createdAt)],
);

/**
 * The specialists' structured findings on a case (issue 13; shape: app/lib/findings.ts), saved as a
 * draft while they work and rendered into the report. Deleted with the case data; the verdict is
 * copied to `cases.verdict` when the case is completed (for the dashboard's figures, until the case data is deleted).
 */
export const caseFindings = pgTable('case_findings', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  findings: jsonb('findings').notNull(),
  /** The staff member (staff_users.id) who saved last. */
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
  /**
   * The second look before delivery (issue 29 point 2, setting REPORT_SECOND_APPROVAL): who approved
   * which version of the findings (SHA-256 of their JSON). A later save changes the version, so the
   * approval no longer counts.
   */
  approvedBy: text('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedVersion: text('approved_version'),
  /**
   * Counts every save (issue 39): the workbench sends the revision it loaded, and a save over a newer
   * one (a colleague saved meanwhile) is refused with the colleague's name, nothing lost.
   */
  revision: integer('revision').notNull().default(0),
});

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
