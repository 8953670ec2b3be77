// Tuning and checking the fingerprint on generated photos (issue 13: "the same photo resized to
// 50 %, re-compressed as JPEG quality 60 and cropped by 5 % matches; 50 unrelated photos do not").
// The figures are printed: they are where MATCH_THRESHOLD comes from.
import sharp, { type Region } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { UnreadableImageError } from './decode.server.ts';
import {
  type Fingerprint,
  fingerprint,
  fingerprintDistance,
  fromHex,
  hammingDistance,
  MATCH_THRESHOLD,
  toHex,
} from './fingerprint.server.ts';

const PHOTOS = 60;
const [WIDTH, HEIGHT] = [1200, 900];
/** Bits between the measured extremes and the threshold, on both sides. */
const MARGIN = 4;

/** `fraction` off one side: left, right, top, bottom in turn, so each side is cut for 15 photos. */
function oneSideCrop(index: number, fraction = 0.05) {
  const [cutX, cutY] = [Math.round(WIDTH * fraction), Math.round(HEIGHT * fraction)];
  return [
    { left: cutX, top: 0, width: WIDTH - cutX, height: HEIGHT },
    { left: 0, top: 0, width: WIDTH - cutX, height: HEIGHT },
    { left: 0, top: cutY, width: WIDTH, height: HEIGHT - cutY },
    { left: 0, top: 0, width: WIDTH, height: HEIGHT - cutY },
  ][index % 4] as Region;
}

const variants: Record<string, (photo: Buffer, index: number) => Promise<Buffer>> = {
  'resized to 50 %': (photo) =>
    sharp(photo)
      .resize(WIDTH / 2, HEIGHT / 2)
      .jpeg({ quality: 90 })
      .toBuffer(),
  'JPEG quality 60': (photo) => sharp(photo).jpeg({ quality: 60 }).toBuffer(),
  'cropped 2.5 % each side': (photo) =>
    sharp(photo)
      .extract({ left: 30, top: 23, width: WIDTH - 60, height: HEIGHT - 46 })
      .jpeg({ quality: 90 })
      .toBuffer(),
  'cropped 5 % one side': (photo, index) => sharp(photo).extract(oneSideCrop(index)).jpeg({ quality: 90 }).toBuffer(),
};

/** Between no cut and the crop views' 5 %, the least favourable amount for the views: must match. */
const between: typeof variants = {
  'cropped 3 % one side': (photo, index) =>
    sharp(photo).extract(oneSideCrop(index, 0.03)).jpeg({ quality: 90 }).toBuffer(),
};

/** Measured and printed, not promised: how far beyond 5 % the crop views reach. */
const beyond: typeof variants = {
  'cropped 8 % one side': (photo, index) =>
    sharp(photo).extract(oneSideCrop(index, 0.08)).jpeg({ quality: 90 }).toBuffer(),
  'cropped 10 % one side': (photo, index) =>
    sharp(photo).extract(oneSideCrop(index, 0.1)).jpeg({ quality: 90 }).toBuffer(),
};

interface Measured {
  original: Fingerprint;
  variants: Record<string, Fingerprint>;
}

let photos: Measured[] = [];

beforeAll(async () => {
  // Two photos at a time: sharp uses the cores itself.
  const indexes = Array.from({ length: PHOTOS }, (_, i) => i);
  const measure = async (index: number): Promise<Measured> => {
    const photo = await syntheticJpeg(1000 + index, WIDTH, HEIGHT);
    const entries = await Promise.all(
      Object.entries({ ...variants, ...between, ...beyond }).map(async ([name, make]) => [
        name,
        await fingerprint(await make(photo, index)),
      ]),
    );
    return { original: await fingerprint(photo), variants: Object.fromEntries(entries) };
  };
  photos = [];
  for (let i = 0; i < indexes.length; i += 2) photos.push(...(await Promise.all(indexes.slice(i, i + 2).map(measure))));
}, 300_000);

function distribution(values: number[]): string {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => `${value}:${count}`)
    .join(' ');
}

describe('fingerprint on generated photos', () => {
  it('matches every resized, re-compressed and cropped variant with its original', () => {
    const lines: string[] = [];
    let [worst, worstBetween] = [0, 0];
    for (const name of Object.keys({ ...variants, ...between, ...beyond })) {
      const distances = photos.map((photo) => fingerprintDistance(photo.original, photo.variants[name] as Fingerprint));
      // The whole picture's hash alone, for comparison: what the crop views are for.
      const wholeOnly = photos.map((photo) => hammingDistance(photo.original.hash, photo.variants[name]?.hash ?? 0n));
      if (name in variants) worst = Math.max(worst, ...distances);
      if (name in between) worstBetween = Math.max(worstBetween, ...distances);
      const matched = distances.filter((distance) => distance <= MATCH_THRESHOLD).length;
      lines.push(
        `  ${name.padEnd(24)} max ${String(Math.max(...distances)).padStart(2)}, matched ${matched}/${PHOTOS} ` +
          `(${distribution(distances)}); whole picture only: max ${Math.max(...wholeOnly)}`,
      );
    }
    console.info(`Fingerprint distance of ${PHOTOS} photos to their variants:\n${lines.join('\n')}`);
    expect(worst).toBeLessThanOrEqual(MATCH_THRESHOLD - MARGIN);
    expect(worstBetween).toBeLessThanOrEqual(MATCH_THRESHOLD);
  });

  it(`matches none of the ${(PHOTOS * (PHOTOS - 1)) / 2} pairs of unrelated photos`, () => {
    const distances: number[] = [];
    const wholeOnly: number[] = [];
    for (let i = 0; i < photos.length; i++) {
      for (let j = i + 1; j < photos.length; j++) {
        const [a, b] = [photos[i] as Measured, photos[j] as Measured];
        distances.push(fingerprintDistance(a.original, b.original));
        wholeOnly.push(hammingDistance(a.original.hash, b.original.hash));
      }
    }
    const matches = distances.filter((distance) => distance <= MATCH_THRESHOLD).length;
    const lowest = [...distances].sort((a, b) => a - b).slice(0, 20);
    console.info(
      `Unrelated pairs: ${distances.length}, min distance ${Math.min(...distances)} (whole picture only: ` +
        `${Math.min(...wholeOnly)}), lowest 20: ${distribution(lowest)}; threshold ${MATCH_THRESHOLD}: ` +
        `${matches} false matches (rate ${matches / distances.length})`,
    );
    expect(matches).toBe(0);
    expect(Math.min(...distances)).toBeGreaterThanOrEqual(MATCH_THRESHOLD + MARGIN);
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
