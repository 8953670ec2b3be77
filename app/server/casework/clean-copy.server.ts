// The copy of an uploaded image that staff download for a manual reverse image search (issue 13
// point 3). Re-encoded from the pixels, so nothing of the file's metadata survives: no EXIF (camera,
// GPS, dates), XMP, IPTC, comments or ICC profile reach the search engine. The EXIF orientation
// is applied first, so the picture stays upright without the tag.
import type { Metadata } from 'sharp';
import {
  checkDecodable,
  decoding,
  ImageTooLargeError,
  isImageTooLarge,
  openImage,
  readHeader,
  UnreadableImageError,
} from './image-decode.server.ts';

export interface CleanCopy {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  /** Without the dot: for the download's file name. */
  extension: 'jpg' | 'png';
}

/** JPEG quality of the copy: no visible loss for a search engine's matching. */
export const CLEAN_COPY_JPEG_QUALITY = 90;

/**
 * The long side of the copy: undefined for the full size when that is within the decode budget;
 * else, for JPEG and WebP, the largest size their shrink-on-load decodes within it (a 100-megapixel
 * photo decodes at 1/2 for a copy of 3333 pixels, plenty for a reverse image search). Throws ImageTooLargeError when no
 * size fits (other formats decode at full size), UnreadableImageError for what we do not decode.
 */
function copySide(header: Metadata): number | undefined {
  try {
    checkDecodable(header);
    return undefined;
  } catch (error) {
    if (!isImageTooLarge(error) || !['jpeg', 'webp'].includes(header.format)) throw error;
  }
  // Reductions that let JPEG shrink on load by 2, 4 and 8 (sharp takes the factor one lower while
  // the reduction's whole part equals it, for libjpeg's rounding: hence 3, not 2).
  for (const divisor of [3, 5, 9]) {
    const side = Math.floor(Math.max(header.width, header.height) / divisor);
    try {
      checkDecodable(header, side);
      return side;
    } catch (error) {
      if (!isImageTooLarge(error)) throw error;
    }
  }
  throw new ImageTooLargeError(`${header.width}×${header.height} decodes over the budget at every size`);
}

/**
 * A metadata-free copy: a JPEG stays a JPEG (quality 90), a PNG stays a PNG (lossless, keeps
 * transparency); everything else (WebP, GIF, HEIF, TIFF) becomes a JPEG, which every reverse
 * image search accepts. At full size when that decodes within the decode budget (a 48-megapixel
 * photo does), else smaller (copySide). Throws ImageTooLargeError above the budget,
 * UnreadableImageError for other bytes we do not decode (image-decode.server.ts).
 */
export async function cleanCopy(bytes: Buffer): Promise<CleanCopy> {
  const header = await readHeader(bytes);
  if (!header) throw new UnreadableImageError('not an image sharp can read');
  const side = copySide(header);
  return decoding(async () => {
    // sharp writes no metadata unless asked (withMetadata/keepExif/…) and converts to sRGB.
    const opened = openImage(bytes);
    const image = side ? opened.resize(side, side, { fit: 'inside' }) : opened;
    if (header.format === 'png') {
      return { bytes: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
    }
    // Without optimised Huffman tables: optimising them holds the whole picture's DCT coefficients
    // (~300 MB more for a 48-megapixel photo), where the plain encoder streams (~25 MB), 5× faster,
    // for a file ~15 % larger.
    const jpeg = await image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: CLEAN_COPY_JPEG_QUALITY, optimiseCoding: false })
      .toBuffer();
    return { bytes: jpeg, contentType: 'image/jpeg', extension: 'jpg' };
  });
}
