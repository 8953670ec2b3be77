import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EDITOR_XMP, phonePhoto, syntheticJpeg } from '#tests/support/synthetic-photo.ts';
import { readImageFacts } from './image-facts.server.ts';

describe('readImageFacts', () => {
  it('reads camera, date taken, software and that GPS is present from a phone photo, never the coordinates', async () => {
    const facts = await readImageFacts(await phonePhoto(1));
    expect(facts).toEqual({
      readable: true,
      tooLarge: false,
      format: 'jpeg',
      // Stored sideways (600×800) with orientation 6: staff see it upright.
      width: 800,
      height: 600,
      camera: 'Apple iPhone 15 Pro',
      takenAt: '2024-05-01T14:03:22+02:00',
      gps: true,
      software: '17.4.1',
      orientation: 6,
    });
    expect(JSON.stringify(facts)).not.toMatch(/52\.|13\.4|31/);
  });

  it('gives the date as the camera wrote it when the photo states no offset', async () => {
    const photo = await sharp(await syntheticJpeg(2, 400, 300))
      .withExif({ IFD0: { Make: 'Canon', Model: 'Canon EOS R6' }, IFD2: { DateTimeOriginal: '2019:12:24 18:30:00' } })
      .toBuffer();
    const facts = await readImageFacts(photo);
    expect(facts).toMatchObject({ camera: 'Canon EOS R6', takenAt: '2019-12-24T18:30:00', gps: false, software: null });
    expect(facts.orientation).toBeUndefined();
  });

  it('finds GPS and the editor in XMP, also in formats exifr cannot open itself (WebP)', async () => {
    const webp = await sharp(await syntheticJpeg(3, 400, 300))
      .webp()
      .withXmp(EDITOR_XMP)
      .withExif({ IFD0: { Make: 'SONY', Model: 'ILCE-7M3' } })
      .toBuffer();
    expect(await readImageFacts(webp)).toMatchObject({
      readable: true,
      format: 'webp',
      camera: 'SONY ILCE-7M3',
      gps: true,
      software: 'GIMP 2.10',
    });
  });

  it('reports a PNG without metadata as just its size and format', async () => {
    const png = await sharp(await syntheticJpeg(4, 320, 240))
      .png()
      .toBuffer();
    expect(await readImageFacts(png)).toEqual({
      readable: true,
      tooLarge: false,
      format: 'png',
      width: 320,
      height: 240,
      camera: null,
      takenAt: null,
      gps: false,
      software: null,
    });
  });

  it('does not count coordinates of 0/0 (a camera without a fix) as GPS', async () => {
    const photo = await sharp(await syntheticJpeg(5, 400, 300))
      .withExif({
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '0/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '0/1 0/1 0/1' },
      })
      .toBuffer();
    expect((await readImageFacts(photo)).gps).toBe(false);
  });

  it('never throws for a corrupt file: a truncated photo still shows its metadata, marked unreadable', async () => {
    const photo = await phonePhoto(6);
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.6));
    expect(await readImageFacts(truncated)).toMatchObject({
      readable: false,
      format: 'jpeg',
      camera: 'Apple iPhone 15 Pro',
      gps: true,
    });
    const nothing = { readable: false, format: null, width: null, height: null, camera: null, takenAt: null };
    expect(await readImageFacts(Buffer.from('%PDF-1.7 this is no image'))).toMatchObject({ ...nothing, gps: false });
    expect(await readImageFacts(Buffer.alloc(0))).toMatchObject(nothing);
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
    expect(await readImageFacts(garbage)).toMatchObject(nothing);
  });
});
