// Opening customer images with sharp the same way everywhere in this capability. The bytes come
// from strangers, so every decode is bounded: a pixel limit and a limit on the decoded bytes against
// decompression bombs, only the raster formats a phone or a screenshot produces (no SVG, no PDF), the
// first frame of an animation, and one decode at a time in this process (security issue 25 point 2).
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';

// libvips' operation cache would keep the last decoded images in memory for reuse; we never decode
// the same image twice in a row, so it only holds memory.
sharp.cache(false);

/**
 * The formats we decode, as sharp names them. `heif` covers HEIC and AVIF; the prebuilt sharp
 * decodes AVIF only (HEVC is not in its libvips), so a HEIC photo reads as unreadable here.
 */
export const DECODABLE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

/**
 * 100 megapixels: above every phone's default photo size (a 200 MP sensor saves 12–50 MP unless
 * asked otherwise), far below sharp's default of 268 MP, which would take ~800 MB to decode.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The most bytes of decoded pixels one decode may hold: 160 MiB. Decoded bytes are width × height ×
 * channels × bytes per sample, at the size the decoder produces (JPEG and WebP shrink on load when
 * the result is small, see decodedBytes). What passes: a 48-megapixel phone photo even at full size
 * (8000 × 6000 × 3 = 144 MB, so its clean copy too), a 40-megapixel RGBA screenshot (160 MB), a
 * 12-megapixel 16-bit RGBA PNG (96 MB). What does not: the 10000 × 10000 16-bit RGBA PNG of the issue
 * (800 MB; its interlacing makes libvips hold it all), a 100-megapixel 8-bit photo at full size
 * (300 MB; its fingerprint still passes by shrink-on-load). With one decode at a time the budget
 * bounds the process's peak growth by decoding: the budget plus libvips' working buffers, within
 * the 300 MB the issue allows.
 */
export const DECODE_BUDGET_BYTES = 160 * 1024 * 1024;

/** Bytes per sample of sharp's `depth` names; anything unknown counts as the widest (8). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
};

/** The bytes are no image we decode (unknown, corrupt, too large or an excluded format). */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableImageError';
  }
}

/** The image would decode to more than DECODE_BUDGET_BYTES (or has more than MAX_INPUT_PIXELS pixels). */
export class ImageTooLargeError extends UnreadableImageError {
  constructor(message: string) {
    super(message);
    this.name = 'ImageTooLargeError';
  }
}

/**
 * Whether an error is UnreadableImageError (or ImageTooLargeError), by name: the entry point and the
 * bundled server build hold separate copies of the classes.
 */
export function isUnreadableImage(error: unknown): boolean {
  const name = (error as Error | undefined)?.name;
  return name === 'UnreadableImageError' || name === 'ImageTooLargeError';
}

export function isImageTooLarge(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ImageTooLargeError';
}

/**
 * The bytes of pixels the decoder holds for this header, decoding at full size or (`fitWithin`) for
 * a result that fits a square of that side: JPEG then decodes at 1/2, 1/4 or 1/8 and WebP at the
 * result's size (sharp's shrink-on-load, the same rule as its pipeline.cc); the other formats
 * always decode at full size.
 */
export function decodedBytes(
  header: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth' | 'format'>,
  fitWithin?: number,
): number {
  const perPixel = (header.channels || 4) * (SAMPLE_BYTES[header.depth ?? ''] ?? 8);
  const shrink = fitWithin ? Math.max(header.width, header.height) / fitWithin : 1;
  let onLoad = 1;
  if (shrink > 1 && header.format === 'jpeg') {
    onLoad = shrink >= 8 ? 8 : shrink >= 4 ? 4 : shrink >= 2 ? 2 : 1;
    // sharp halves it again where libjpeg rounds badly (shrink exactly the factor).
    if (onLoad > 1 && Math.trunc(shrink) === onLoad) onLoad /= 2;
  } else if (shrink > 1 && header.format === 'webp') {
    onLoad = shrink;
  }
  return Math.ceil(header.width / onLoad) * Math.ceil(header.height / onLoad) * perPixel;
}

/**
 * A sharp pipeline over the bytes (or raw pixels), upright (the EXIF orientation applied, the tag
 * dropped). Fails on decoder errors and truncated data, not on mere warnings, which many
 * real-world JPEGs raise.
 */
export function openImage(bytes: Buffer, options: Pick<SharpOptions, 'raw'> = {}): Sharp {
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, ...options });
}

/** The header as sharp reads it (no pixels decoded), or null when sharp cannot read it. */
export async function readHeader(bytes: Buffer): Promise<Metadata | null> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/**
 * The header of an image we are willing to decode (at full size, or for a result within `fitWithin`
 * pixels square); throws ImageTooLargeError above the pixel limit or the decode budget,
 * UnreadableImageError for anything else we do not decode. Reads the header only.
 */
export async function decodableHeader(bytes: Buffer, fitWithin?: number): Promise<Metadata> {
  const header = await readHeader(bytes);
  if (!header) throw new UnreadableImageError('not an image sharp can read');
  checkDecodable(header, fitWithin);
  return header;
}

/** The checks of decodableHeader on a header already read. */
export function checkDecodable(header: Metadata, fitWithin?: number): void {
  if (!DECODABLE_FORMATS.has(header.format)) throw new UnreadableImageError(`format ${header.format} not decoded`);
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw new ImageTooLargeError(`${header.width}×${header.height} exceeds ${MAX_INPUT_PIXELS} pixels`);
  }
  const bytes = decodedBytes(header, fitWithin);
  if (bytes > DECODE_BUDGET_BYTES) {
    throw new ImageTooLargeError(
      `${header.width}×${header.height}, ${header.channels} channels of ${header.depth} decode to ${bytes} bytes, ` +
        `over the budget of ${DECODE_BUDGET_BYTES}`,
    );
  }
}

/** The end of the queue of decodes in this process (see decoding). */
let queue: Promise<unknown> = Promise.resolve();
/** Decodes of this process: started so far, running now, the most ever running at once (1). */
const activity = { started: 0, running: 0, mostAtOnce: 0 };

/** How many decodes this process started, runs now and ran at most at once (for tests and benchmarks). */
export function decodeActivity(): Readonly<typeof activity> {
  return { ...activity };
}

/**
 * Runs a decode, one at a time in this process (each waits for the one before, whether it failed
 * or not), turning sharp's errors into UnreadableImageError. Every pixel decode of customer images
 * goes through here, so the budget bounds the process's memory, not just each decode's.
 */
export function decoding<T>(run: () => Promise<T>): Promise<T> {
  const turn = queue.then(async () => {
    activity.started++;
    activity.running++;
    activity.mostAtOnce = Math.max(activity.mostAtOnce, activity.running);
    try {
      return await run();
    } catch (error) {
      if (error instanceof UnreadableImageError) throw error;
      throw new UnreadableImageError(error instanceof Error ? error.message : String(error), { cause: error });
    } finally {
      activity.running--;
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}
