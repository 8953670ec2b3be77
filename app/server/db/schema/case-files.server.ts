// The files of a case (uploads, report, screenshots, evidence pack, appendix, answers to a Rückfrage)
// and the hourly upload ledger behind the upload limits.
import { bigint, char, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases.server.ts';

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
