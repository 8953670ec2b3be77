// Opening customer images with sharp the same way everywhere in this capability. The bytes come
// from strangers, so every decode is bounded: a pixel limit against decompression bombs, only the
// raster formats a phone or a screenshot produces (no SVG, no PDF), the first frame of an animation.
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';

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

/** The bytes are no image we decode (unknown, corrupt, too large or an excluded format). */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableImageError';
  }
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

/** The header of an image we are willing to decode; throws UnreadableImageError otherwise. */
export async function decodableHeader(bytes: Buffer): Promise<Metadata> {
  const header = await readHeader(bytes);
  if (!header) throw new UnreadableImageError('not an image sharp can read');
  if (!DECODABLE_FORMATS.has(header.format)) throw new UnreadableImageError(`format ${header.format} not decoded`);
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw new UnreadableImageError(`${header.width}×${header.height} exceeds ${MAX_INPUT_PIXELS} pixels`);
  }
  return header;
}

/** Runs a decode, turning sharp's errors into UnreadableImageError. */
export async function decoding<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
