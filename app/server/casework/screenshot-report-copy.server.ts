// The report's copy of a staff screenshot (screenshots.server.ts): scaled and re-encoded once at the
// upload, stored beside the original, read back for the report; the error when a screenshot cannot
// be shown.
import { type FileStorage, readBytes } from '../storage/storage.server.ts';
import { decodableHeader, decoding, isImageTooLarge, openImage, readHeader } from './image-decode.server.ts';
import type { ScreenshotRow } from './screenshots.server.ts';

/** The report's copy: at most this wide and this high (never enlarged), JPEG of this quality. */
export const REPORT_MAX_WIDTH = 1400;
export const REPORT_MAX_HEIGHT = 1200;
export const REPORT_JPEG_QUALITY = 72;

/**
 * A screenshot the report cannot show: its bytes are gone from the storage, or they do not decode
 * (corrupt, or over the decode budget). The report prints "Bildschirmfoto nicht lesbar" instead.
 */
export class UnreadableScreenshotError extends Error {
  readonly reason: 'missing' | 'unreadable' | 'too-large';

  constructor(reason: 'missing' | 'unreadable' | 'too-large', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
    this.name = 'UnreadableScreenshotError';
  }
}

/** By name: the entry point and the bundled server build hold separate copies of the class. */
export function isUnreadableScreenshot(error: unknown): error is UnreadableScreenshotError {
  return (error as Error | undefined)?.name === 'UnreadableScreenshotError';
}

export interface ReportScreenshot {
  bytes: Buffer;
  width: number;
  height: number;
  format: 'jpeg';
}

/**
 * The copy the report embeds: within 1400 × 1200 pixels (aspect kept, never enlarged), flattened on
 * white, JPEG quality 72 (4:2:0) without metadata. The report shows a screenshot at most 45 % of a
 * page high, so 1200 pixels are more than its print needs, and a tall full-page capture stays small
 * (at 2400 pixels one was ~880 KB: ten of them would pass the report's 5 MB). The plain encoder (no
 * mozjpeg, no optimised Huffman tables), which streams instead of holding the picture's
 * coefficients (decision record 017 point 9). A 1920 × 1080 screenshot of a profile page with
 * photos becomes 1400 × 788 pixels and 105–115 KB in ~30 ms (screenshots.server.test.ts). Decoded
 * at full size within the decode budget, one decode at a time in the process (decoding). Throws
 * when the bytes do not decode.
 */
export async function scaleForReport(bytes: Buffer): Promise<ReportScreenshot> {
  await decodableHeader(bytes);
  return decoding(async () => {
    const { data, info } = await openImage(bytes)
      .resize(REPORT_MAX_WIDTH, REPORT_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: REPORT_JPEG_QUALITY, chromaSubsampling: '4:2:0', mozjpeg: false, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, format: 'jpeg' as const };
  });
}

/** Where the report's copy of a stored screenshot lies: beside it, under the case's prefix. */
export function reportCopyKey(filePath: string): string {
  return `${filePath}.report.jpg`;
}

/**
 * The report's copy of a stored screenshot, as made at its upload (no decoding: the size comes
 * from the JPEG's header). A screenshot without its copy is scaled now. UnreadableScreenshotError
 * when it is missing or does not decode.
 */
export async function screenshotForReport(
  storage: Pick<FileStorage, 'read'>,
  row: Pick<ScreenshotRow, 'filePath'>,
): Promise<ReportScreenshot> {
  const copy = await readBytes(storage, reportCopyKey(row.filePath)).catch(() => null);
  const header = copy ? await readHeader(copy) : null;
  if (copy && header?.format === 'jpeg' && header.width && header.height)
    return { bytes: copy, width: header.width, height: header.height, format: 'jpeg' };
  let bytes: Buffer;
  try {
    bytes = await readBytes(storage, row.filePath);
  } catch (error) {
    throw new UnreadableScreenshotError('missing', `screenshot ${row.filePath} not in the storage`, { cause: error });
  }
  try {
    return await scaleForReport(bytes);
  } catch (error) {
    const reason = isImageTooLarge(error) ? 'too-large' : 'unreadable';
    throw new UnreadableScreenshotError(reason, `screenshot ${row.filePath} not decoded: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
