// The fingerprint's calibration on generated photos (issue 13: "the same photo resized to 50 %,
// re-compressed as JPEG quality 60 and cropped by 5 % matches; 50 unrelated photos do not"):
// each photo against its resized, re-compressed and cropped variants, and every pair of unrelated
// photos against each other. The unit test (app/server/casework/fingerprint.server.test.ts) runs it
// on a few photos on every change; `npm run bench:fingerprint-calibration` on the full 60, whose
// figures are where MATCH_THRESHOLD comes from (docs/benchmarks.md).
import sharp, { type Region } from 'sharp';
import {
  type Fingerprint,
  fingerprint,
  fingerprintDistance,
  hammingDistance,
  MATCH_THRESHOLD,
} from '#app/server/casework/fingerprint.server.ts';
import { syntheticJpeg } from './synthetic-photo.ts';

/** The full calibration set (the benchmark's). */
export const CALIBRATION_PHOTOS = 60;
const [WIDTH, HEIGHT] = [1200, 900];
/** Bits between the measured extremes and the threshold, on both sides. */
export const MARGIN = 4;

/** `fraction` off one side: left, right, top, bottom in turn, so each side is cut for a quarter. */
function oneSideCrop(index: number, fraction = 0.05) {
  const [cutX, cutY] = [Math.round(WIDTH * fraction), Math.round(HEIGHT * fraction)];
  return [
    { left: cutX, top: 0, width: WIDTH - cutX, height: HEIGHT },
    { left: 0, top: 0, width: WIDTH - cutX, height: HEIGHT },
    { left: 0, top: cutY, width: WIDTH, height: HEIGHT - cutY },
    { left: 0, top: 0, width: WIDTH, height: HEIGHT - cutY },
  ][index % 4] as Region;
}

type Variant = (photo: Buffer, index: number) => Promise<Buffer>;

/** The promised variants: must match with MARGIN bits to spare. */
const variants: Record<string, Variant> = {
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
const between: Record<string, Variant> = {
  'cropped 3 % one side': (photo, index) =>
    sharp(photo).extract(oneSideCrop(index, 0.03)).jpeg({ quality: 90 }).toBuffer(),
};

/** Measured and printed, not promised: how far beyond 5 % the crop views reach. */
const beyond: Record<string, Variant> = {
  'cropped 8 % one side': (photo, index) =>
    sharp(photo).extract(oneSideCrop(index, 0.08)).jpeg({ quality: 90 }).toBuffer(),
  'cropped 10 % one side': (photo, index) =>
    sharp(photo).extract(oneSideCrop(index, 0.1)).jpeg({ quality: 90 }).toBuffer(),
};

interface Measured {
  original: Fingerprint;
  variants: Record<string, Fingerprint>;
}

/** Fingerprints of `count` generated photos (seeds 1000, 1001, …) and of each one's variants. */
export async function measurePhotos(count: number): Promise<Measured[]> {
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
  // Two photos at a time: sharp uses the cores itself.
  const indexes = Array.from({ length: count }, (_, i) => i);
  const photos: Measured[] = [];
  for (let i = 0; i < indexes.length; i += 2) photos.push(...(await Promise.all(indexes.slice(i, i + 2).map(measure))));
  return photos;
}

function distribution(values: number[]): string {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => `${value}:${count}`)
    .join(' ');
}

export interface VariantFigures {
  /** The largest distance of a promised variant to its original. */
  worst: number;
  /** The largest distance of a "between" variant (3 % off one side) to its original. */
  worstBetween: number;
  report: string;
}

/** Each variant's distances to its original: the worst promised and "between" ones, and a report. */
export function variantFigures(photos: Measured[]): VariantFigures {
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
      `  ${name.padEnd(24)} max ${String(Math.max(...distances)).padStart(2)}, matched ${matched}/${photos.length} ` +
        `(${distribution(distances)}); whole picture only: max ${Math.max(...wholeOnly)}`,
    );
  }
  return {
    worst,
    worstBetween,
    report: `Fingerprint distance of ${photos.length} photos to their variants:\n${lines.join('\n')}`,
  };
}

export interface UnrelatedFigures {
  pairs: number;
  /** Pairs of different photos within MATCH_THRESHOLD. */
  matches: number;
  /** The smallest distance between two different photos. */
  closest: number;
  report: string;
}

/** Every pair of different photos: how many match (none may) and how close the closest come. */
export function unrelatedFigures(photos: Measured[]): UnrelatedFigures {
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
  const closest = Math.min(...distances);
  const lowest = [...distances].sort((a, b) => a - b).slice(0, 20);
  return {
    pairs: distances.length,
    matches,
    closest,
    report:
      `Unrelated pairs: ${distances.length}, min distance ${closest} (whole picture only: ` +
      `${Math.min(...wholeOnly)}), lowest 20: ${distribution(lowest)}; threshold ${MATCH_THRESHOLD}: ` +
      `${matches} false matches (rate ${matches / distances.length})`,
  };
}
