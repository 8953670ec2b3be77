// Near-duplicates of an image among the stored fingerprints (issue 13 point 4): the case view lists
// earlier cases whose images match, and confirmed stolen or fake images whose case data is gone.
//
// The distance is computed in SQL as fingerprintDistance does it (fingerprint.server.ts): the least
// Hamming distance among whole↔whole, whole↔crop view and crop view↔whole, each as
// bit_count((a # b)::bit(64)) (XOR, then count the ones: PostgreSQL 14+, PGlite).
//
// A sequential scan, kept cheap by a bound that never drops a match: a crop view lies at most r
// bits from its own whole picture (r: crop_radius of the stored row, or the query's own), so by the
// triangle inequality the distance is at least whole↔whole − r. Rows with
// whole↔whole > threshold + max(r stored, r query) cannot match and cost one bit count instead of
// eleven; for photos that is nearly all of them. bench/fingerprint.ts times it on 100,000 rows.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db.server.ts';
import { cases, imageFingerprints } from '../db/schema.server.ts';
import {
  CROP_VIEWS,
  type Fingerprint,
  type FingerprintHashes,
  hammingDistance,
  MATCH_THRESHOLD,
} from './fingerprint.server.ts';

export interface NearDuplicate {
  fingerprintId: string;
  /** Null once the document was deleted (a confirmed fingerprint outliving its case data). */
  documentId: string | null;
  caseId: string | null;
  /** The least number of differing bits (0–64). */
  distance: number;
  /** When the matched image was fingerprinted. */
  createdAt: Date;
  /** Set when staff confirmed the matched image as stolen or fake. */
  confirmedAt: Date | null;
  /** The verdict stored with a confirmed fingerprint, else the matched case's verdict (cases.verdict). */
  verdict: string | null;
  /** When the matched case was ordered; null when the case row is gone. */
  caseCreatedAt: Date | null;
}

export interface MatchOptions {
  /** At most this many differing bits; default MATCH_THRESHOLD. */
  threshold?: number;
  /** Leave out this case's own images (the case being viewed). */
  excludeCaseId?: string;
  /** Default 20, at most 100. */
  limit?: number;
}

/** Stored fingerprints of near-duplicate images, closest first (newest first among equals). */
export async function findNearDuplicates(
  db: Db,
  target: bigint | FingerprintHashes,
  options: MatchOptions = {},
): Promise<NearDuplicate[]> {
  const { hash, cropHashes } = typeof target === 'bigint' ? { hash: target, cropHashes: [] } : target;
  const threshold = options.threshold ?? MATCH_THRESHOLD;
  const limit = options.limit ?? 20;
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 64) throw new RangeError('threshold: 0…64');
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new RangeError('limit: 1…100');

  const distance = fingerprintDistanceSql(hash, cropHashes);
  const queryRadius = Math.max(0, ...cropHashes.map((view) => hammingDistance(hash, view)));
  const conditions = [
    // The bound first: PostgreSQL evaluates the cheaper condition first and stops at false.
    sql`${bitCount(sql`${imageFingerprints.hash}`, hash)} <= ${threshold} + greatest(${queryRadius}::smallint, ${imageFingerprints.cropRadius})`,
    sql`${distance} <= ${threshold}`,
  ];
  // `is distinct from`: rows without a case (confirmed, case data deleted) must stay in.
  if (options.excludeCaseId)
    conditions.push(sql`${imageFingerprints.caseId} is distinct from ${options.excludeCaseId}`);
  return db
    .select({
      fingerprintId: imageFingerprints.id,
      documentId: imageFingerprints.documentId,
      caseId: imageFingerprints.caseId,
      distance: sql<number>`${distance}`.mapWith(Number),
      createdAt: imageFingerprints.createdAt,
      confirmedAt: imageFingerprints.confirmedAt,
      verdict: sql<string | null>`coalesce(${imageFingerprints.verdict}, ${cases.verdict})`,
      caseCreatedAt: cases.createdAt,
    })
    .from(imageFingerprints)
    .leftJoin(cases, eq(cases.id, imageFingerprints.caseId))
    .where(and(...conditions))
    .orderBy(sql`${distance}`, desc(imageFingerprints.createdAt))
    .limit(limit);
}

/**
 * least(whole↔whole, query crop views↔stored whole, query whole↔stored crop views). A missing
 * stored view (empty crop_hashes) reads as null, which least() skips.
 */
function fingerprintDistanceSql(hash: bigint, cropHashes: readonly bigint[]): SQL {
  const stored = sql`${imageFingerprints.hash}`;
  const terms = [
    bitCount(stored, hash),
    ...cropHashes.map((view) => bitCount(stored, view)),
    // PostgreSQL arrays count from 1.
    ...CROP_VIEWS.map((_, i) => bitCount(sql`${imageFingerprints.cropHashes}[${sql.raw(String(i + 1))}]`, hash)),
  ];
  return sql`least(${sql.join(terms, sql`, `)})`;
}

/** Hamming distance of a stored value and a query hash (passed as text: both drivers take it). */
function bitCount(stored: SQL, hash: bigint): SQL {
  return sql`bit_count((${stored} # ${hash.toString()}::bigint)::bit(64))`;
}

/** Stores an image's fingerprint for later matching. */
export async function recordFingerprint(
  db: Db,
  row: { fingerprint: Fingerprint | FingerprintHashes; documentId?: string | null; caseId?: string | null },
): Promise<string> {
  const [inserted] = await db
    .insert(imageFingerprints)
    .values({
      hash: row.fingerprint.hash,
      cropHashes: row.fingerprint.cropHashes,
      documentId: row.documentId ?? null,
      caseId: row.caseId ?? null,
    })
    .returning({ id: imageFingerprints.id });
  if (!inserted) throw new Error('fingerprint not stored');
  return inserted.id;
}
