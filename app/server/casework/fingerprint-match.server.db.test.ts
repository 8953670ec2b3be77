// Matching fingerprints in the database (PGlite, and PostgreSQL with TEST_DB_KIND=postgres): the SQL
// distance equals fingerprintDistance, a cropped copy of an earlier case's photo is found with that
// case's date and verdict, the viewed case's own images are left out, confirmed fingerprints
// outlive their case data.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#tests/support/database-fixture.ts';
import { syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { cases, clients, imageFingerprints, uploadedDocuments } from '../db/schema.server.ts';
import {
  type FingerprintHashes,
  fingerprint,
  fingerprintDistance,
  hammingDistance,
  MATCH_THRESHOLD,
} from './fingerprint.server.ts';
import { findNearDuplicates, recordFingerprint } from './fingerprint-match.server.ts';

const database = useTestDatabase();

/** A case of a client of its own (one client per address: decision record 028). */
async function newCase(verdict: string | null = null) {
  const [client] = await database.db
    .insert(clients)
    .values({ firstName: 'Erika', lastName: 'Mustermann', email: `erika.${randomUUID()}@example.de` })
    .returning();
  const [row] = await database.db
    .insert(cases)
    .values({ clientId: client?.id ?? '', caseType: 'romance-scam', amountCents: 3900, verdict })
    .returning();
  if (!row) throw new Error('no case');
  return row;
}

async function storedPhoto(caseId: string, photo: Buffer) {
  const [document] = await database.db
    .insert(uploadedDocuments)
    .values({ caseId, fileName: 'profil.jpg', fileSize: photo.length, fileType: 'image/jpeg', filePath: `x/${caseId}` })
    .returning();
  const id = await recordFingerprint(database.db, {
    fingerprint: await fingerprint(photo),
    caseId,
    documentId: document?.id,
  });
  return { documentId: document?.id ?? '', fingerprintId: id };
}

/** Seeded random signed 64-bit values. */
function random64(seed: number): () => bigint {
  let state = BigInt(seed);
  return () => {
    state = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    // The high bits of an LCG are the random ones: mix them down.
    return BigInt.asIntN(64, state ^ (state >> 29n));
  };
}

/** `hash` with `bits` distinct bits flipped, positions drawn from `next`. */
function near(hash: bigint, bits: number, next: () => bigint): bigint {
  const positions = new Set<bigint>();
  while (positions.size < bits) positions.add(BigInt.asUintN(64, next()) % 64n);
  return BigInt.asIntN(
    64,
    [...positions].reduce((value, bit) => value ^ (1n << bit), hash),
  );
}

describe('findNearDuplicates', () => {
  it('finds exactly what fingerprintDistance matches, at every threshold, signed values and missing views included', async () => {
    const next = random64(7);
    // Like real fingerprints: crop views a few bits from their whole picture.
    const stored: FingerprintHashes[] = [
      -(2n ** 63n),
      2n ** 63n - 1n,
      -1n,
      0n,
      ...Array.from({ length: 36 }, next),
    ].map((hash, i) => ({
      hash,
      cropHashes: i % 7 === 0 ? [] : Array.from({ length: 5 }, (_, v) => near(hash, (i + v) % 14, next)),
    }));
    for (const row of stored) await recordFingerprint(database.db, { fingerprint: row });
    // Read back unchanged (int8 and int8[] through both drivers), with the radius the database keeps.
    const rows = await database.db.select().from(imageFingerprints);
    expect(rows.map(({ hash, cropHashes, cropRadius }) => ({ hash, cropHashes, cropRadius }))).toEqual(
      expect.arrayContaining(
        stored.map((row) => ({
          ...row,
          cropRadius: Math.max(0, ...row.cropHashes.map((view) => hammingDistance(row.hash, view))),
        })),
      ),
    );

    const base = stored[10] as FingerprintHashes;
    const queries: (FingerprintHashes | bigint)[] = [
      // Near a stored whole picture, with views of its own.
      { hash: near(base.hash, 6, next), cropHashes: base.cropHashes.map((view) => near(view, 3, next)) },
      // Equal to a stored crop view only (whole↔whole as far as that row's radius).
      { hash: (stored[20] as FingerprintHashes).cropHashes[4] as bigint, cropHashes: [] },
      // A stored crop of the query: the query's view equals a stored whole picture.
      {
        hash: near((stored[30] as FingerprintHashes).hash, 12, next),
        cropHashes: [(stored[30] as FingerprintHashes).hash],
      },
      near((stored[33] as FingerprintHashes).hash, 9, next),
      next(),
    ];
    for (const query of queries) {
      const hashes = typeof query === 'bigint' ? { hash: query, cropHashes: [] } : query;
      const all = stored.map((row) => fingerprintDistance(hashes, row)).sort((a, b) => a - b);
      for (const threshold of [0, 4, 8, MATCH_THRESHOLD, 16, 24, 64]) {
        const found = await findNearDuplicates(database.db, query, { threshold, limit: 100 });
        expect(found.map((match) => match.distance)).toEqual(all.filter((distance) => distance <= threshold));
      }
    }
    await database.db.delete(imageFingerprints);
  });

  it("finds an earlier case's photo from a cropped, smaller copy, with that case's date and verdict", async () => {
    const earlier = await newCase('likely-fake');
    const other = await newCase('likely-genuine');
    const current = await newCase();
    const photo = await syntheticJpeg(21, 1200, 900);
    const { documentId, fingerprintId } = await storedPhoto(earlier.id, photo);
    await storedPhoto(other.id, await syntheticJpeg(22, 1200, 900));
    await storedPhoto(other.id, await syntheticJpeg(23, 1200, 900));

    const copy = await sharp(photo)
      .extract({ left: 60, top: 0, width: 1140, height: 900 })
      .resize(570)
      .jpeg({ quality: 60 })
      .toBuffer();
    await storedPhoto(current.id, copy);
    const query = await fingerprint(copy);

    const found = await findNearDuplicates(database.db, query, { excludeCaseId: current.id });
    expect(found).toEqual([
      {
        fingerprintId,
        documentId,
        caseId: earlier.id,
        distance: expect.any(Number),
        createdAt: expect.any(Date),
        confirmedAt: null,
        verdict: 'likely-fake',
        caseCreatedAt: earlier.createdAt,
      },
    ]);
    expect(found[0]?.distance).toBeLessThanOrEqual(MATCH_THRESHOLD);
    // Without the exclusion the current case's own copy comes first (distance 0).
    const all = await findNearDuplicates(database.db, query);
    expect(all.map((match) => [match.caseId, match.distance])).toEqual([
      [current.id, 0],
      [earlier.id, found[0]?.distance],
    ]);
    expect(await findNearDuplicates(database.db, query, { limit: 1 })).toHaveLength(1);
  });

  it('keeps confirmed fingerprints, with their verdict, after the case data is gone; excluding a case keeps them', async () => {
    const purged = await newCase('unclear');
    const photo = await syntheticJpeg(31, 800, 600);
    const { documentId, fingerprintId } = await storedPhoto(purged.id, photo);
    await database.db
      .update(imageFingerprints)
      .set({ confirmedAt: new Date('2026-11-20T10:00:00Z'), verdict: 'likely-fake' })
      .where(eq(imageFingerprints.id, fingerprintId));
    // The document, then the case itself, deleted: the references become null, the hashes stay.
    await database.db.delete(uploadedDocuments).where(eq(uploadedDocuments.id, documentId));
    await database.db.delete(cases).where(eq(cases.id, purged.id));

    const elsewhere = await newCase();
    const found = await findNearDuplicates(database.db, await fingerprint(photo), { excludeCaseId: elsewhere.id });
    expect(found).toEqual([
      {
        fingerprintId,
        documentId: null,
        caseId: null,
        distance: 0,
        createdAt: expect.any(Date),
        confirmedAt: new Date('2026-11-20T10:00:00Z'),
        verdict: 'likely-fake',
        caseCreatedAt: null,
      },
    ]);
  });

  it('refuses thresholds and limits out of range', async () => {
    await expect(findNearDuplicates(database.db, 1n, { threshold: 65 })).rejects.toThrow(RangeError);
    await expect(findNearDuplicates(database.db, 1n, { threshold: 2.5 })).rejects.toThrow(RangeError);
    await expect(findNearDuplicates(database.db, 1n, { limit: 0 })).rejects.toThrow(RangeError);
    await expect(findNearDuplicates(database.db, 1n, { limit: 101 })).rejects.toThrow(RangeError);
  });
});
