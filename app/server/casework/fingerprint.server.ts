// Perceptual fingerprints of uploaded images (issue 13 point 4): the same photo, resized,
// re-compressed or slightly cropped, gets a fingerprint a few bits away from the original's, so the
// case view can list earlier cases that used a near-duplicate image.
//
// Each view's hash is the DCT hash ("pHash", Zauner 2010; phash.org's ph_dct_imagehash):
//   1. Decode upright (EXIF orientation applied), flatten transparency onto white, grayscale,
//      shrink to at most 512 pixels on the long side (one decode for all views).
//   2. Shrink the view to 32×32 pixels, ignoring the aspect ratio (sharp `fit: 'fill'`): what is
//      left is the picture's coarse light-and-dark layout, without detail, noise or JPEG artefacts.
//   3. 2-D DCT-II (orthonormal) of the 32×32 block; keep the 8×8 lowest frequencies at u, v = 1…8.
//      That excludes the DC term (the mean brightness, which says nothing about the layout) and,
//      as phash.org does, the rest of row and column 0.
//   4. Each of the 64 coefficients becomes a bit: 1 when above the median of the 64, else 0. The
//      median makes the hash independent of brightness and contrast and sets half the bits.
//   Bit i is the coefficient (u, v) = (1 + i % 8, 1 + ⌊i / 8⌋), i = 0 the least significant bit.
//
// Views: a single pHash of the whole picture shrugs off resizing and re-compression (≤ 2 bits) but
// not a crop: cutting 5 % off one side shifts and stretches everything. On 150 generated photos
// such crops moved it by up to 18 of 64 bits while unrelated photos came as close as 16, so no
// threshold separated them. So each image also gets the hashes of five views with 5 % cut away
// (2.5 % off every side, 5 % off the left, right, top, bottom). A crop of a stored photo then
// lines up with one of the stored views, and a stored crop with one of the new photo's views:
// two fingerprints are compared by the least distance among whole↔whole, whole↔view and
// view↔whole (fingerprintDistance; the same in SQL in fingerprint-match.server.ts).
//
// Written here (about 80 lines on sharp) rather than taken from npm: sharp-phash (2.2.0, December
// 2024, one maintainer) returns a bit string, thresholds at the mean and computes the whole 32×32
// DCT in O(N⁴); the hash must stay exactly stable as long as fingerprints are stored.
import { decodableHeader, decoding, openImage } from './image-decode.server.ts';

/**
 * The tuned threshold: a fingerprint distance of at most this many bits is a near-duplicate.
 * Measured on generated photos (60 in `npm run bench:fingerprint-calibration`, which prints the
 * figures, 12 of them in fingerprint.server.test.ts on every change; 150 in a sweep while tuning): resized to 50 %, re-compressed at quality 60 or cropped by 5 % (all three
 * at once too) differ by at most 4 bits, crops of 3 % by 8; unrelated photos by at least 14
 * (11,175 pairs). 10 sits in the middle of that gap. Two random 64-bit hashes lie within 10 bits
 * with p ≈ 1e-8; with 11 comparisons a pair that is at most one chance match in ~100 queries among
 * 100,000 stored fingerprints. Real photos resemble one another more than random bits: staff
 * confirm a match by eye.
 */
export const MATCH_THRESHOLD = 10;

/** What is cut away for the crop views: 5 % of the width or height. */
export const CROP_FRACTION = 0.05;

/** Fingerprint.cropHashes has one hash for each of these views, in this order. */
export const CROP_VIEWS = ['centre', 'without left', 'without right', 'without top', 'without bottom'] as const;

export interface Fingerprint {
  /** pHash of the whole picture as a signed 64-bit integer: fits PostgreSQL bigint. */
  hash: bigint;
  /** `hash` as 16 lower-case hex digits (the unsigned bits), for logs and the staff view. */
  hex: string;
  /** pHash of the five crop views: centre (2.5 % off each side), without left, right, top, bottom 5 %. */
  cropHashes: bigint[];
}

/** The stored part of a fingerprint (image_fingerprints.hash and .crop_hashes). */
export type FingerprintHashes = Pick<Fingerprint, 'hash' | 'cropHashes'>;

const SIZE = 32;
const LOW = 8;
const WORKING_SIZE = 512;

/** COS[u][x] = α(u) · cos((2x + 1) u π / 2N): the orthonormal DCT-II basis, rows u = 0…LOW. */
const COS = Array.from({ length: LOW + 1 }, (_, u) => {
  const alpha = u === 0 ? Math.sqrt(1 / SIZE) : Math.sqrt(2 / SIZE);
  return Float64Array.from({ length: SIZE }, (_, x) => alpha * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE)));
});

/** The DCT coefficients (u, v) = 1…8 of a 32×32 grayscale block, row-major (v outer, u inner). */
export function lowFrequencies(pixels: Uint8Array): Float64Array {
  if (pixels.length !== SIZE * SIZE) throw new Error(`expected ${SIZE * SIZE} pixels, got ${pixels.length}`);
  // Separable: first along each row (x → u), then along each column (y → v).
  const rows = new Float64Array(SIZE * LOW);
  for (let y = 0; y < SIZE; y++) {
    for (let u = 1; u <= LOW; u++) {
      const basis = COS[u] as Float64Array;
      let sum = 0;
      for (let x = 0; x < SIZE; x++) sum += (pixels[y * SIZE + x] as number) * (basis[x] as number);
      rows[y * LOW + (u - 1)] = sum;
    }
  }
  const out = new Float64Array(LOW * LOW);
  for (let v = 1; v <= LOW; v++) {
    const basis = COS[v] as Float64Array;
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIZE; y++) sum += (rows[y * LOW + u] as number) * (basis[y] as number);
      out[(v - 1) * LOW + u] = sum;
    }
  }
  return out;
}

/** 64 coefficients → 64 bits (1 above the median), as a signed 64-bit integer. */
export function hashBits(coefficients: Float64Array): bigint {
  const sorted = Float64Array.from(coefficients).sort();
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let bits = 0n;
  for (let i = coefficients.length - 1; i >= 0; i--) {
    bits = (bits << 1n) | ((coefficients[i] as number) > median ? 1n : 0n);
  }
  return BigInt.asIntN(64, bits);
}

export function toHex(hash: bigint): string {
  return BigInt.asUintN(64, hash).toString(16).padStart(16, '0');
}

export function fromHex(hex: string): bigint {
  if (!/^[0-9a-f]{16}$/i.test(hex)) throw new Error(`not a 16-digit hex fingerprint: ${hex}`);
  return BigInt.asIntN(64, BigInt(`0x${hex}`));
}

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The whole picture, then the five crop views, in the order of Fingerprint.cropHashes. */
export function viewRegions(width: number, height: number): Region[] {
  const [cutX, cutY] = [Math.round(width * CROP_FRACTION), Math.round(height * CROP_FRACTION)];
  const [halfX, halfY] = [Math.round(cutX / 2), Math.round(cutY / 2)];
  return [
    { left: 0, top: 0, width, height },
    { left: halfX, top: halfY, width: width - 2 * halfX, height: height - 2 * halfY },
    { left: cutX, top: 0, width: width - cutX, height },
    { left: 0, top: 0, width: width - cutX, height },
    { left: 0, top: cutY, width, height: height - cutY },
    { left: 0, top: 0, width, height: height - cutY },
  ].map((region) => ({ ...region, width: Math.max(1, region.width), height: Math.max(1, region.height) }));
}

/**
 * The fingerprint of an image; throws ImageTooLargeError above the decode budget (image-decode.server.ts),
 * UnreadableImageError for other bytes we do not decode.
 */
export async function fingerprint(bytes: Buffer): Promise<Fingerprint> {
  // The budget as decoded for a WORKING_SIZE result: a large JPEG or WebP decodes shrunk on load.
  await decodableHeader(bytes, WORKING_SIZE);
  const hashes = await decoding(async () => {
    const { data, info } = await openImage(bytes)
      .flatten({ background: '#ffffff' })
      .grayscale()
      .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return Promise.all(
      viewRegions(info.width, info.height).map(async (region) => {
        const pixels = await openImage(data, { raw })
          .extract(region)
          .resize(SIZE, SIZE, { fit: 'fill' })
          .extractChannel(0)
          .raw()
          .toBuffer();
        return hashBits(lowFrequencies(pixels));
      }),
    );
  });
  const [hash, ...cropHashes] = hashes as [bigint, ...bigint[]];
  return { hash, hex: toHex(hash), cropHashes };
}

/** The number of bits in which two 64-bit hashes differ (0…64). */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/** The least distance among whole↔whole, whole↔crop view and crop view↔whole. */
export function fingerprintDistance(a: FingerprintHashes, b: FingerprintHashes): number {
  let least = hammingDistance(a.hash, b.hash);
  for (const view of b.cropHashes) least = Math.min(least, hammingDistance(a.hash, view));
  for (const view of a.cropHashes) least = Math.min(least, hammingDistance(view, b.hash));
  return least;
}

/** Whether two images are near-duplicates by the tuned threshold. */
export function isNearDuplicate(a: FingerprintHashes, b: FingerprintHashes, threshold = MATCH_THRESHOLD): boolean {
  return fingerprintDistance(a, b) <= threshold;
}
