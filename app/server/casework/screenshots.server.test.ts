// The copy of a staff screenshot the report embeds (issue 29 point 5): within 1400 × 1200 pixels,
// never enlarged, on white, a JPEG without metadata, small enough that ten of them keep the report
// far below 5 MB; a file that is gone or does not decode is a typed error the report can name,
// and an image over the decode budget is refused from its header.
import { Readable } from 'node:stream';
import sharp, { type OverlayOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngBombHeader } from '#tests/support/image-bomb.ts';
import { CAMERA_EXIF, seededRandom, syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { decodeActivity } from './image-decode.server.ts';
import {
  isUnreadableScreenshot,
  screenshotForReport,
  UnreadableScreenshotError,
} from './screenshot-report-copy.server.ts';

/** A storage holding one file under every key given, nothing else. */
function storageOf(files: Record<string, Buffer>) {
  return {
    read: async (key: string) => {
      const bytes = files[key];
      if (!bytes) throw Object.assign(new Error(`ENOENT: ${key}`), { code: 'ENOENT' });
      return Readable.from([bytes]);
    },
  };
}

async function forReport(bytes: Buffer) {
  return screenshotForReport(storageOf({ 'case-files/x/shot.png': bytes }), { filePath: 'case-files/x/shot.png' });
}

/**
 * A 1920 × 1080 screenshot of a profile page, as a browser saves it (PNG): a coloured bar, a column
 * of text lines, and six photos in a grid with captions. Drawn, not downloaded; the same every run.
 */
async function profileScreenshot(): Promise<Buffer> {
  const random = seededRandom(29);
  const lines: OverlayOptions[] = [];
  // Text: dark strokes of word width, on 22-pixel lines, in the left column and under each photo.
  const text = (left: number, top: number, width: number, rows: number) => {
    for (let row = 0; row < rows; row++) {
      let x = left;
      while (x < left + width - 40) {
        const word = Math.round(20 + random() * 70);
        lines.push({
          input: { create: { width: word, height: 11, channels: 3, background: '#1c1e21' } },
          left: x,
          top: top + row * 22,
        });
        x += word + 9;
      }
    }
  };
  text(40, 520, 380, 18);
  const photos = await Promise.all(
    [1, 2, 3, 4, 5, 6].map(async (seed, index) => ({
      input: await syntheticJpeg(seed, 460, 330),
      left: 470 + (index % 3) * 480,
      top: 90 + Math.floor(index / 3) * 480,
    })),
  );
  for (const [index] of photos.entries()) text(470 + (index % 3) * 480, 440 + Math.floor(index / 3) * 480, 460, 3);
  return sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#f0f2f5' } })
    .composite([
      { input: { create: { width: 1920, height: 60, channels: 3, background: '#1877f2' } }, left: 0, top: 0 },
      { input: await syntheticJpeg(7, 380, 380), left: 40, top: 100 },
      ...photos,
      ...lines,
    ])
    .png()
    .toBuffer();
}

describe('the report’s copy of a screenshot', () => {
  it('fits a tall full-page capture within 1400 × 1200, keeping its aspect', async () => {
    const tall = await sharp({ create: { width: 3000, height: 8000, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const copy = await forReport(tall);
    expect(copy).toMatchObject({ format: 'jpeg', width: 450, height: 1200 });
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 450, height: 1200 });

    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    expect(await forReport(wide)).toMatchObject({ width: 1400, height: 350 });
  });

  it('never enlarges a small screenshot', async () => {
    const phone = await sharp({ create: { width: 390, height: 844, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await forReport(phone)).toMatchObject({ width: 390, height: 844 });
  });

  it('puts transparent parts on white', async () => {
    const clear = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const copy = await forReport(clear);
    const { data, info } = await sharp(copy.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(Math.min(...data)).toBeGreaterThanOrEqual(250);
  });

  it('drops the metadata of a JPEG screenshot (camera, GPS, date)', async () => {
    const withExif = await sharp(await syntheticJpeg(3, 800, 600))
      .withExifMerge(CAMERA_EXIF)
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const copy = await forReport(withExif);
    const metadata = await sharp(copy.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('makes a 1920 × 1080 profile screenshot a copy of at most 400 KB', async () => {
    const screenshot = await profileScreenshot();
    const copy = await forReport(screenshot);
    expect(copy).toMatchObject({ width: 1400, height: 788 });
    // Measured: 114 KB here; a Chromium capture of a profile page with seven photos: 104 KB, 30 ms.
    expect(copy.bytes.byteLength).toBeLessThanOrEqual(400 * 1024);
    expect(copy.bytes.byteLength).toBeGreaterThan(20 * 1024);
    // Baseline JPEG with the standard tables: no progressive scan, no mozjpeg trellis.
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ isProgressive: false, chromaSubsampling: '4:2:0' });
  });

  it('names a missing or broken file with a typed error the report can print', async () => {
    const missing = await screenshotForReport(storageOf({}), { filePath: 'case-files/x/gone.png' }).catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(UnreadableScreenshotError);
    expect(missing).toMatchObject({ reason: 'missing' });

    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    const truncated = png.subarray(0, 60);
    const broken = await forReport(truncated).catch((error: unknown) => error);
    expect(isUnreadableScreenshot(broken)).toBe(true);
    expect(broken).toMatchObject({ reason: 'unreadable' });

    const notAnImage = await forReport(Buffer.from('%PDF-1.4 kein Bild')).catch((error: unknown) => error);
    expect(notAnImage).toMatchObject({ name: 'UnreadableScreenshotError', reason: 'unreadable' });
  });

  it('refuses an image over the decode budget from its header, decoding nothing', async () => {
    const before = decodeActivity().started;
    const bomb = await forReport(pngBombHeader()).catch((error: unknown) => error);
    expect(bomb).toMatchObject({ name: 'UnreadableScreenshotError', reason: 'too-large' });
    expect(decodeActivity().started).toBe(before);
  });
});
