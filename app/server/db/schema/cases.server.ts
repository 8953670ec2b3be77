// Cases and the target's details (spec §3). The statuses and their transitions live in
// app/lib/case-state.ts; the client in clients.server.ts, the files in case-files.server.ts, the
// consents in consents.server.ts, notes and findings in case-work.server.ts, vouchers in vouchers.server.ts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { caseStatuses } from '../../../lib/case-state.ts';
import { clients } from './clients.server.ts';
import { createdAt, updatedAt } from './columns.server.ts';
import { staffUsers } from './staff.server.ts';

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
