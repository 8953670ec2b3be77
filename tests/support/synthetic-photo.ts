// Generated stand-ins for customer photos (no downloads): a seeded random scene of a smooth
// gradient, soft-edged coloured ellipses and rectangles, a faint texture and sensor-like noise.
// Each seed gives a different, visually unrelated picture; the same seed always the same one.
import sharp from 'sharp';

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];

/**
 * The scene's shapes, drawn at a quarter of the size (they are smooth, so sharp enlarges them
 * without loss): a gradient in a random direction and 6–15 ellipses and rotated rectangles, each
 * with a soft edge (the "blur") and some opacity. Raw RGB, 3 bytes a pixel, row-major.
 */
function drawScene(random: () => number, width: number, height: number): Buffer {
  const colour = (): Rgb => [random() * 255, random() * 255, random() * 255];
  const scale = Math.max(width, height);
  const image = new Float32Array(width * height * 3);
  const [from, to] = [colour(), colour()];
  const angle = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  const offset = Math.min(0, dx * width) + Math.min(0, dy * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x * dx + y * dy - offset) / span;
      const i = (y * width + x) * 3;
      image[i] = from[0] + (to[0] - from[0]) * t;
      image[i + 1] = from[1] + (to[1] - from[1]) * t;
      image[i + 2] = from[2] + (to[2] - from[2]) * t;
    }
  }
  const shapes = 6 + Math.floor(random() * 10);
  for (let s = 0; s < shapes; s++) {
    const fill = colour();
    const [cx, cy] = [random() * width, random() * height];
    const [rx, ry] = [(0.04 + random() * 0.3) * scale, (0.04 + random() * 0.3) * scale];
    const rotation = random() * Math.PI;
    const [cos, sin] = [Math.cos(rotation), Math.sin(rotation)];
    const soft = 0.5 + random() * 0.05 * scale;
    const opacity = 0.5 + random() * 0.5;
    const ellipse = random() < 0.5;
    const reach = Math.max(rx, ry) + soft;
    const [x0, x1] = [Math.max(0, Math.floor(cx - reach)), Math.min(width, Math.ceil(cx + reach))];
    const [y0, y1] = [Math.max(0, Math.floor(cy - reach)), Math.min(height, Math.ceil(cy + reach))];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const u = (x - cx) * cos + (y - cy) * sin;
        const v = -(x - cx) * sin + (y - cy) * cos;
        // Approximate distance outside the shape's edge, in pixels (negative inside).
        const outside = ellipse
          ? (Math.sqrt((u / rx) ** 2 + (v / ry) ** 2) - 1) * Math.min(rx, ry)
          : Math.max(Math.abs(u) - rx, Math.abs(v) - ry);
        if (outside >= soft) continue;
        const weight = opacity * Math.min(1, Math.max(0, 0.5 - outside / soft));
        const i = (y * width + x) * 3;
        image[i] = (image[i] as number) * (1 - weight) + fill[0] * weight;
        image[i + 1] = (image[i + 1] as number) * (1 - weight) + fill[1] * weight;
        image[i + 2] = (image[i + 2] as number) * (1 - weight) + fill[2] * weight;
      }
    }
  }
  return Buffer.from(Uint8ClampedArray.from(image).buffer);
}

/** Adds a faint texture (two sine waves) and per-pixel noise, as in a real photo, in place. */
function addGrain(random: () => number, pixels: Buffer, width: number, height: number, grain: number): void {
  // texture(x, y) = Σ amplitude · sin(x·fx + y·fy) = Σ amplitude · (sin x·fx cos y·fy + cos x·fx sin y·fy),
  // from per-column and per-row tables (no sine per pixel).
  const waves = [0, 1].map(() => {
    const [fx, fy] = [((random() - 0.5) * 40 * Math.PI) / width, ((random() - 0.5) * 40 * Math.PI) / width];
    const amplitude = 2 + random() * 6;
    const column = (f: number, n: number, fn: (v: number) => number) =>
      Float64Array.from({ length: n }, (_, i) => fn(i * f));
    return {
      amplitude,
      sinX: column(fx, width, Math.sin),
      cosX: column(fx, width, Math.cos),
      sinY: column(fy, height, Math.sin),
      cosY: column(fy, height, Math.cos),
    };
  });
  const noise = ((3 + random() * 8) * grain) / 2 ** 31;
  // Per-pixel noise from an inlined xorshift32 (a PRNG call per value is 5× slower here).
  let state = Math.floor(random() * 2 ** 32) | 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state;
  };
  const clamped = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let texture = 0;
      for (const w of waves) {
        texture +=
          w.amplitude * ((w.sinX[x] as number) * (w.cosY[y] as number) + (w.cosX[x] as number) * (w.sinY[y] as number));
      }
      const i = (y * width + x) * 3;
      // A Uint8ClampedArray keeps each value within 0…255 and rounds it.
      clamped[i] = (clamped[i] as number) + texture + next() * noise;
      clamped[i + 1] = (clamped[i + 1] as number) + texture + next() * noise;
      clamped[i + 2] = (clamped[i + 2] as number) + texture + next() * noise;
    }
  }
}

/** Raw RGB pixels (3 bytes each, row-major) of the scene for `seed`; `grain` scales the noise. */
export async function syntheticPixels(seed: number, width: number, height: number, grain = 1): Promise<Buffer> {
  const random = seededRandom(seed);
  const [smallWidth, smallHeight] = [Math.ceil(width / 4), Math.ceil(height / 4)];
  const pixels = await sharp(drawScene(random, smallWidth, smallHeight), {
    raw: { width: smallWidth, height: smallHeight, channels: 3 },
  })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  addGrain(random, pixels, width, height, grain);
  return pixels;
}

/**
 * The scene for `seed` as a JPEG (quality 90 unless given), as a camera would save it. A `grain`
 * of 4 gives a 12-megapixel photo the size of a phone's (3.4 MB).
 */
export async function syntheticJpeg(
  seed: number,
  width = 1200,
  height = 900,
  { quality = 90, grain = 1 }: { quality?: number; grain?: number } = {},
): Promise<Buffer> {
  return sharp(await syntheticPixels(seed, width, height, grain), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** What a phone writes into a photo: camera, software, date taken with offset, GPS (Berlin). */
export const CAMERA_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: '17.4.1' },
  IFD2: { DateTimeOriginal: '2024:05:01 14:03:22', OffsetTimeOriginal: '+02:00' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
};

/** XMP as editors write it, with coordinates and the editing tool. */
export const EDITOR_XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF ' +
  'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" ' +
  'xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" ' +
  'exif:GPSLatitude="52,31.2N" exif:GPSLongitude="13,24.0E" xmp:CreatorTool="GIMP 2.10"/></rdf:RDF></x:xmpmeta>' +
  '<?xpacket end="w"?>';

/**
 * A phone photo: the scene stored sideways (rotated 90° anticlockwise) with EXIF orientation 6,
 * which tells viewers to turn it back, plus CAMERA_EXIF and EDITOR_XMP.
 */
export async function phonePhoto(seed: number, width = 800, height = 600): Promise<Buffer> {
  return sharp(await syntheticJpeg(seed, width, height))
    .rotate(270)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge(CAMERA_EXIF)
    .withXmp(EDITOR_XMP)
    .toBuffer();
}

/** Inserts JPEG segments (APPn, COM) right after the start-of-image marker. */
export function withJpegSegments(jpeg: Buffer, segments: { marker: number; payload: Buffer }[]): Buffer {
  const encoded = segments.map(({ marker, payload }) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  });
  return Buffer.concat([jpeg.subarray(0, 2), ...encoded, jpeg.subarray(2)]);
}

/** The markers of a JPEG's header segments, up to the image data (e.g. 0xe0 APP0, 0xe1 APP1, 0xfe COM). */
export function jpegSegmentMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1] as number;
    markers.push(marker);
    if (marker === 0xda) break;
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  return markers;
}
