// Checking the fingerprint on generated photos (issue 13: "the same photo resized to 50 %,
// re-compressed as JPEG quality 60 and cropped by 5 % matches; 50 unrelated photos do not"), on a
// few photos with the same thresholds and margin as the full calibration; the full 60-photo set, whose
// figures are where MATCH_THRESHOLD comes from, is `npm run bench:fingerprint-calibration`
// (tests/support/fingerprint-calibration.ts, docs/benchmarks.md).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MARGIN, measurePhotos, unrelatedFigures, variantFigures } from '#tests/support/fingerprint-calibration.ts';
import { syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import {
  fingerprint,
  fingerprintDistance,
  fromHex,
  hammingDistance,
  MATCH_THRESHOLD,
  toHex,
} from './fingerprint.server.ts';
import { UnreadableImageError } from './image-decode.server.ts';

/** A multiple of 4, so each side is cut for the same number of photos. */
const PHOTOS = 12;

let photos: Awaited<ReturnType<typeof measurePhotos>> = [];

beforeAll(async () => {
  photos = await measurePhotos(PHOTOS);
}, 300_000);

describe('fingerprint on generated photos', () => {
  it('matches every resized, re-compressed and cropped variant with its original', () => {
    const { worst, worstBetween, report } = variantFigures(photos);
    console.info(report);
    expect(worst).toBeLessThanOrEqual(MATCH_THRESHOLD - MARGIN);
    expect(worstBetween).toBeLessThanOrEqual(MATCH_THRESHOLD);
  });

  it(`matches none of the ${(PHOTOS * (PHOTOS - 1)) / 2} pairs of unrelated photos`, () => {
    const { matches, closest, report } = unrelatedFigures(photos);
    console.info(report);
    expect(matches).toBe(0);
    expect(closest).toBeGreaterThanOrEqual(MATCH_THRESHOLD + MARGIN);
  });
});

describe('fingerprint', () => {
  it('is the same for the same picture, whatever the EXIF orientation says about how it is stored', async () => {
    const upright = await syntheticJpeg(7, 600, 400);
    const sideways = await sharp(upright).rotate(270).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    const [a, b] = [await fingerprint(upright), await fingerprint(upright)];
    expect(b).toEqual(a);
    expect(fingerprintDistance(a, await fingerprint(sideways))).toBeLessThanOrEqual(2);
    // Without the tag the stored pixels are a different picture.
    const stripped = await sharp(upright).rotate(270).jpeg({ quality: 90 }).toBuffer();
    expect(fingerprintDistance(a, await fingerprint(stripped))).toBeGreaterThan(MATCH_THRESHOLD);
  });

  it('reads PNG with transparency and WebP; refuses what it does not decode', async () => {
    const photo = await syntheticJpeg(8, 600, 400);
    const png = await sharp(photo).ensureAlpha(1).png().toBuffer();
    const webp = await sharp(photo).webp().toBuffer();
    const original = await fingerprint(photo);
    expect(fingerprintDistance(original, await fingerprint(png))).toBeLessThanOrEqual(2);
    expect(fingerprintDistance(original, await fingerprint(webp))).toBeLessThanOrEqual(2);
    await expect(fingerprint(Buffer.from('no image'))).rejects.toThrow(UnreadableImageError);
    await expect(fingerprint(photo.subarray(0, photo.length / 2))).rejects.toThrow(UnreadableImageError);
  });

  it('gives a signed 64-bit hash (PostgreSQL bigint) with half its bits set, and its hex form', async () => {
    const { hash, hex, cropHashes } = await fingerprint(await syntheticJpeg(9, 600, 400));
    expect(cropHashes).toHaveLength(5);
    for (const value of [hash, ...cropHashes]) {
      expect(BigInt.asIntN(64, value)).toBe(value);
      expect(hammingDistance(value, 0n)).toBe(32);
    }
    expect(hex).toMatch(/^[0-9a-f]{16}$/);
    expect(fromHex(hex)).toBe(hash);
    expect(toHex(-1n)).toBe('ffffffffffffffff');
    expect(fromHex('8000000000000000')).toBe(-(2n ** 63n));
  });

  it('counts differing bits, the sign bit too', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, -1n)).toBe(64);
    expect(hammingDistance(-(2n ** 63n), 0n)).toBe(1);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
  });
});
