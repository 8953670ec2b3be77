// Decoding is bounded (security issue 25 point 2): the limit is on decoded bytes (pixels × channels ×
// bytes per sample, as decoded: JPEG and WebP shrink on load), checked on the header before a pixel is
// decoded; images over it are refused as too large (their metadata still read); decodes run one at a
// time in the process.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegClaiming, pngBombHeader } from '#tests/support/image-bomb.ts';
import { phonePhoto, syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { cleanCopy } from './clean-copy.server.ts';
import { fingerprint } from './fingerprint.server.ts';
import { DECODE_BUDGET_BYTES, decodeActivity, decodedBytes, ImageTooLargeError } from './image-decode.server.ts';
import { readImageFacts } from './image-facts.server.ts';

const header = (format: string, width: number, height: number, channels: 3 | 4, depth: 'uchar' | 'ushort') =>
  ({ format, width, height, channels, depth }) as Parameters<typeof decodedBytes>[0];

describe('the decode budget', () => {
  it('counts channels and bit depth, and the shrink-on-load of JPEG and WebP', () => {
    // The image: 100 megapixels, within the pixel limit, but 800 MB decoded.
    expect(decodedBytes(header('png', 10_000, 10_000, 4, 'ushort'))).toBe(800_000_000);
    expect(decodedBytes(header('png', 10_000, 10_000, 4, 'ushort'), 512)).toBeGreaterThan(DECODE_BUDGET_BYTES);
    // A 12-megapixel and a 48-megapixel phone photo pass, the latter even at full size (clean copy).
    expect(decodedBytes(header('jpeg', 4000, 3000, 3, 'uchar'))).toBe(36_000_000);
    expect(decodedBytes(header('jpeg', 8000, 6000, 3, 'uchar'))).toBeLessThanOrEqual(DECODE_BUDGET_BYTES);
    // A 100-megapixel photo: over the budget at full size, a 512-pixel result decodes it at 1/8.
    expect(decodedBytes(header('jpeg', 10_000, 10_000, 3, 'uchar'))).toBeGreaterThan(DECODE_BUDGET_BYTES);
    expect(decodedBytes(header('jpeg', 10_000, 10_000, 3, 'uchar'), 512)).toBe(1250 * 1250 * 3);
    expect(decodedBytes(header('webp', 10_000, 10_000, 3, 'uchar'), 500)).toBe(500 * 500 * 3);
  });

  it('refuses the issue’s PNG from its header, without decoding a pixel', async () => {
    const bomb = pngBombHeader();
    const before = decodeActivity().started;
    await expect(fingerprint(bomb)).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(cleanCopy(bomb)).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(await readImageFacts(bomb)).toEqual({
      readable: false,
      tooLarge: true,
      format: 'png',
      width: 10_000,
      height: 10_000,
      camera: null,
      takenAt: null,
      gps: false,
      software: null,
    });
    expect(decodeActivity().started).toBe(before);
  });

  it('still reads the metadata of an image over the budget', async () => {
    const claiming = jpegClaiming(await phonePhoto(5), 12_000, 12_000);
    const facts = await readImageFacts(claiming);
    expect(facts).toMatchObject({ readable: false, tooLarge: true, camera: 'Apple iPhone 15 Pro', gps: true });
  });

  it('decodes one image at a time, however many callers ask at once', async () => {
    const photos = await Promise.all([1, 2, 3].map((seed) => syntheticJpeg(seed, 640, 480)));
    const before = decodeActivity();
    await Promise.all([
      ...photos.map((photo) => fingerprint(photo)),
      ...photos.map((photo) => cleanCopy(photo)),
      ...photos.map((photo) => readImageFacts(photo)),
    ]);
    const after = decodeActivity();
    expect(after.started - before.started).toBe(9);
    expect(after.mostAtOnce).toBe(1);
    expect(after.running).toBe(0);
  });
});

describe('the clean copy of a photo over the budget at full size', () => {
  it('is made smaller, from a JPEG decoded at 1/2 on load', async () => {
    // 81 megapixels: 243 MB decoded at full size, 61 MB at 1/2.
    const photo = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#4080c0' } })
      .jpeg()
      .toBuffer();
    const copy = await cleanCopy(photo);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 3000, height: 3000 });
  });
});
