// What staff see about an uploaded image (issue 13 point 3): dimensions and format (sharp), and the
// metadata it carries (exifr): camera, date taken, whether GPS coordinates are present, software.
// The coordinates themselves are never returned: staff need to know that the photo gives away a
// place, not where (data minimisation, Art. 5 (1) c DSGVO).
// Computed once per image by the fingerprint job and stored (image_facts; security issue 25 point
// 2): the job takes `readable` from the fingerprint's decode (describeImage), so each image is
// decoded once. The metadata needs no pixels: it is read for images over the decode budget too.
import * as exifrModule from 'exifr';
import type { Metadata } from 'sharp';
import type { ImageFacts as ShownImageFacts } from '#app/lib/case-view-data.ts';
import { checkDecodable, decoding, isImageTooLarge, openImage, readHeader } from './image-decode.server.ts';

/** The facts the case page shows (app/lib/dashboard-data.ts), and the EXIF orientation tag (1–8) when present and not 1. */
export type ImageFacts = ShownImageFacts & { orientation?: number };

type Tags = Record<string, unknown>;

// exifr ships a UMD build (what Node loads: everything on the default export) and an ES module
// (what Vite loads: sidecar only as a named export): take each function from where it is.
const exifr = {
  parse: exifrModule.parse ?? exifrModule.default.parse,
  sidecar: exifrModule.sidecar ?? exifrModule.default.sidecar,
};

const EXIF_OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  xmp: true,
  ifd1: false,
  interop: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  // Raw values: dates stay the strings the camera wrote (no time zone guessed from this server).
  reviveValues: false,
  translateValues: false,
  mergeOutput: true,
};

/** Whether the pixels decode, and if not, whether it is because they are over the decode budget. */
export interface Decoded {
  readable: boolean;
  tooLarge: boolean;
}

/**
 * Facts about an image, decoding a small rendition to see whether the pixels decode (within the
 * decode budget, queued with every other decode). Never throws: unreadable input gives
 * `readable: false` and nulls.
 */
export async function readImageFacts(bytes: Buffer): Promise<ImageFacts> {
  const header = await readHeader(bytes);
  return describeImage(bytes, header, header ? await decodes(bytes, header) : { readable: false, tooLarge: false });
}

/**
 * Facts about an image from its header (readHeader; null: sharp cannot read it) and metadata, with
 * `decoded` as found by a decode the caller made (the fingerprint's): no pixels decoded here.
 */
export async function describeImage(bytes: Buffer, header: Metadata | null, decoded: Decoded): Promise<ImageFacts> {
  const tags = { ...(await xmpTags(header?.xmp)), ...(await exifTags(bytes, header?.exif)) };
  const orientation = header?.orientation ?? numberTag(tags.Orientation);
  const facts: ImageFacts = {
    readable: header !== null && decoded.readable,
    tooLarge: decoded.tooLarge,
    format: header?.format ?? null,
    width: header?.autoOrient?.width ?? header?.width ?? null,
    height: header?.autoOrient?.height ?? header?.height ?? null,
    camera: camera(text(tags.Make), text(tags.Model)),
    takenAt: takenAt(tags),
    gps: hasCoordinates(tags.GPSLatitude, tags.GPSLongitude),
    software: text(tags.Software) ?? text(tags.CreatorTool),
  };
  if (orientation && orientation !== 1 && orientation <= 8) facts.orientation = orientation;
  return facts;
}

const PROBE_SIZE = 64;

/** Whether sharp decodes the pixels (a small rendition: JPEG decodes at 1/8 scale for it). */
async function decodes(bytes: Buffer, header: Metadata): Promise<Decoded> {
  try {
    checkDecodable(header, PROBE_SIZE);
    await decoding(() => openImage(bytes).resize(PROBE_SIZE, PROBE_SIZE, { fit: 'inside' }).raw().toBuffer());
    return { readable: true, tooLarge: false };
  } catch (error) {
    return { readable: false, tooLarge: isImageTooLarge(error) };
  }
}

/** EXIF from the block sharp found (any format), else exifr's own search of the file. */
async function exifTags(bytes: Buffer, block: Buffer | undefined): Promise<Tags> {
  // sharp hands the block with its JPEG APP1 prefix "Exif\0\0"; exifr reads the TIFF structure after it.
  const tiff = block?.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? block.subarray(6) : block;
  for (const input of tiff ? [tiff, bytes] : [bytes]) {
    const tags = await exifr.parse(input, { ...EXIF_OPTIONS, xmp: input === bytes }).catch(() => undefined);
    if (tags && typeof tags === 'object') return tags as Tags;
  }
  return {};
}

/** XMP (written by editors and some phones), flattened over its namespaces. */
async function xmpTags(block: Buffer | undefined): Promise<Tags> {
  if (!block) return {};
  const namespaces = (await exifr.sidecar(block).catch(() => undefined)) as Record<string, unknown> | undefined;
  const tags: Tags = {};
  for (const [namespace, values] of Object.entries(namespaces ?? {})) {
    if (namespace !== 'xmlns' && values && typeof values === 'object') Object.assign(tags, values);
  }
  return tags;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // EXIF strings are NUL-padded; some writers fill them with spaces.
  const cleaned = value.replaceAll('\0', '').replace(/\s+/g, ' ').trim();
  return cleaned || null;
}

function numberTag(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** "Canon" + "Canon EOS R6" → "Canon EOS R6"; "Apple" + "iPhone 15" → "Apple iPhone 15". */
function camera(make: string | null, model: string | null): string | null {
  if (make && model) return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
  return make ?? model;
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

function takenAt(tags: Tags): string | null {
  const value = text(tags.DateTimeOriginal);
  if (!value) return null;
  // XMP (exif:DateTimeOriginal) already is ISO 8601.
  if (ISO_DATE.test(value)) return value;
  const match = EXIF_DATE.exec(value);
  // "0000:00:00 00:00:00" and blanks: cameras without a set clock.
  if (!match || match[1] === '0000') return null;
  const offset = text(tags.OffsetTimeOriginal);
  const [, year, month, day, hour, minute, second] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset && OFFSET.test(offset) ? offset : ''}`;
}

/**
 * EXIF: three rationals each (degrees, minutes, seconds); XMP: strings like "52,31.2N". A latitude
 * and longitude both 0 is what some cameras write without a fix, so it does not count.
 */
function hasCoordinates(latitude: unknown, longitude: unknown): boolean {
  const parts = (value: unknown): number[] | null => {
    if (Array.isArray(value) && value.length && value.every((part) => typeof part === 'number')) return value;
    if (typeof value === 'number') return [value];
    if (typeof value === 'string' && /\d/.test(value)) return (value.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return null;
  };
  const [lat, long] = [parts(latitude), parts(longitude)];
  return lat !== null && long !== null && [...lat, ...long].some((part) => part !== 0);
}
