// Perceptual fingerprints of uploaded images (issue 13 point 4; app/server/casework/) and what each image
// says about itself (its facts). The image itself stays in uploaded_documents and the file storage;
// these tables hold only hashes and facts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageFacts } from '../../../lib/case-view-data.ts';
import { verdicts } from '../../../lib/findings.ts';
import { uploadedDocuments } from './case-files.server.ts';
import { cases } from './cases.server.ts';
import { createdAt } from './columns.server.ts';

/**
 * One row per fingerprinted image. Deleted with the case data by the retention job, unless staff
 * confirmed the image as stolen or fake: then the row outlives the case (document and case set to
 * null) as a fraud indicator with its verdict and date, and keeps no image (legitimate interest in
 * fraud prevention, Art. 6 (1) f DSGVO; privacy page).
 */
export const imageFingerprints = pgTable(
  'image_fingerprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id').references(() => uploadedDocuments.id, { onDelete: 'set null' }),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'set null' }),
    /** pHash of the whole picture: 64 bits as a signed integer (fingerprint.server.ts). */
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    /**
     * pHash of the five crop views (centre, without left, right, top, bottom 5 %), in that order;
     * matching compares them with the other image's whole picture. Empty for a fingerprint known
     * only by its hash: it then matches by the whole picture alone.
     */
    cropHashes: bigint('crop_hashes', { mode: 'bigint' }).array().notNull().default([]),
    /**
     * The most bits in which a crop view differs from the whole picture (0 without views), kept by
     * the database. Matching uses it to skip the crop views of rows that cannot match
     * (fingerprint-match.server.ts).
     */
    cropRadius: smallint('crop_radius')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `coalesce(greatest(${[1, 2, 3, 4, 5]
            .map((i) => `bit_count((hash # crop_hashes[${i}])::bit(64))`)
            .join(', ')}), 0)::smallint`,
        ),
      ),
    /**
     * When this image, as it was fingerprinted, matched an image of another case already stored, and
     * whether that one was confirmed as stolen or fake (the dashboard's "cases that matched").
     */
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    matchedConfirmed: boolean('matched_confirmed').notNull().default(false),
    /** When staff marked the image a confirmed stolen or fake image; only then it outlives the case data. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The case's verdict when confirmed (app/lib/findings.ts), kept with the confirmed fingerprint. */
    verdict: text('verdict', { enum: verdicts }),
    createdAt: createdAt(),
  },
  (t) => [
    index('image_fingerprints_case_idx').on(t.caseId),
    // One fingerprint per uploaded image (instances computing the same one at once: one insert wins);
    // deleting an uploaded document sets document_id to null, which this index also keeps from
    // scanning the whole table.
    uniqueIndex('image_fingerprints_document_idx').on(t.documentId),
  ],
);

/**
 * What an uploaded image says about itself (format, dimensions, camera, date, GPS yes or no,
 * software; app/server/casework/image-facts.server.ts), computed once by the fingerprint job (or on
 * demand when staff open the case first) and read by the case page, which never decodes an image
 * itself (security issue 25 point 2). Goes with the uploaded document: the case data's deletion
 * deletes the document, and the foreign key this row.
 */
export const imageFacts = pgTable('image_facts', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => uploadedDocuments.id, { onDelete: 'cascade' }),
  /** The facts as the case page shows them, and the EXIF orientation (1–8) when present and not 1. */
  facts: jsonb('facts').$type<ImageFacts & { orientation?: number }>().notNull(),
  createdAt: createdAt(),
});
