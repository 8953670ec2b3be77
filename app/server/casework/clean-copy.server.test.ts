import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegSegmentMarkers, phonePhoto, syntheticJpeg, withJpegSegments } from '#tests/support/synthetic-photo.ts';
import { cleanCopy } from './clean-copy.server.ts';
import { fingerprint, fingerprintDistance } from './fingerprint.server.ts';
import { UnreadableImageError } from './image-decode.server.ts';
import { readImageFacts } from './image-facts.server.ts';

/** Strings that would give metadata away, searched in the raw bytes of a copy. */
const TELLTALES = ['Exif\0\0', 'http://ns.adobe.com/xap/1.0/', 'Photoshop 3.0', 'iPhone', 'Apple', 'GIMP', 'geheim'];

function expectNoTelltales(bytes: Buffer) {
  const latin1 = bytes.toString('latin1');
  for (const telltale of TELLTALES) expect(latin1, telltale).not.toContain(telltale);
}

describe('cleanCopy', () => {
  it('re-encodes a phone photo as JPEG without any metadata, upright, looking the same', async () => {
    const original = withJpegSegments(await phonePhoto(11), [
      { marker: 0xfe, payload: Buffer.from('geheimer Kommentar') },
      // APP13: IPTC as Photoshop writes it (resource 0x0404), caption "geheim".
      {
        marker: 0xed,
        payload: Buffer.concat([
          Buffer.from('Photoshop 3.0\0' + '8BIM'),
          Buffer.from([0x04, 0x04, 0, 0, 0, 0, 0, 11]),
          Buffer.from([0x1c, 0x02, 0x78, 0x00, 0x06]),
          Buffer.from('geheim'),
        ]),
      },
    ]);
    // The test input really carries all of it.
    const before = await sharp(original).metadata();
    expect([Boolean(before.exif), Boolean(before.xmp), Boolean(before.iptc)]).toEqual([true, true, true]);
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number) });
    expect(jpegSegmentMarkers(original)).toContain(0xfe);

    const copy = await cleanCopy(original);
    expect(copy).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    const after = await sharp(copy.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect([after.exif, after.xmp, after.iptc, after.icc, after.orientation, after.comments]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(await exifr.parse(copy.bytes, { tiff: true, exif: true, gps: true, xmp: true, iptc: true })).toBeUndefined();
    // Only JFIF (APP0) and the image's own tables before the data: no APP1 (EXIF, XMP), APP13 (IPTC), COM.
    expect(
      jpegSegmentMarkers(copy.bytes).filter((marker) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe),
    ).toEqual([]);
    expectNoTelltales(copy.bytes);
    expect(await readImageFacts(copy.bytes)).toMatchObject({ camera: null, takenAt: null, gps: false, software: null });
    // Same picture, same way up: the fingerprints agree.
    expect(fingerprintDistance(await fingerprint(copy.bytes), await fingerprint(original))).toBeLessThanOrEqual(2);
  });

  it('keeps a PNG a PNG, with its transparency, and drops its text chunks and EXIF', async () => {
    const scene = await sharp(await syntheticJpeg(12, 300, 200))
      .ensureAlpha(0.5)
      .png()
      .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' } })
      .withMetadata()
      .toBuffer();
    const copy = await cleanCopy(scene);
    expect(copy).toMatchObject({ contentType: 'image/png', extension: 'png' });
    const after = await sharp(copy.bytes).metadata();
    expect(after).toMatchObject({ format: 'png', width: 300, height: 200, hasAlpha: true });
    expect([after.exif, after.xmp, after.comments]).toEqual([undefined, undefined, undefined]);
    expectNoTelltales(copy.bytes);
  });

  it('turns other formats into JPEG', async () => {
    const webp = await sharp(await syntheticJpeg(13, 300, 200))
      .webp()
      .withExif({ IFD0: { Make: 'Apple' } })
      .toBuffer();
    const copy = await cleanCopy(webp);
    expect(copy).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect((await sharp(copy.bytes).metadata()).format).toBe('jpeg');
    expectNoTelltales(copy.bytes);
  });

  it('refuses what is no image it decodes', async () => {
    await expect(cleanCopy(Buffer.from('no image'))).rejects.toThrow(UnreadableImageError);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(cleanCopy(svg)).rejects.toThrow(UnreadableImageError);
    const photo = await syntheticJpeg(14, 300, 200);
    await expect(cleanCopy(photo.subarray(0, photo.length / 2))).rejects.toThrow(UnreadableImageError);
  });
});
