// Images whose header promises more pixels than the decode budget allows (security issue 25 point
// 2), made in a few bytes: the budget is checked on the header, so a test needs no real 800 MB image.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/**
 * A PNG header of the image: 10000 × 10000 pixels, 16 bits per channel, RGBA, interlaced
 * (800 MB decoded), followed by a few rows of pixel data only: whoever decodes it gets a truncated
 * image, whoever checks the header first never decodes it.
 */
export function pngBombHeader(width = 10_000, height = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 16; // bit depth
  header[9] = 6; // RGBA
  header[12] = 1; // Adam7 interlacing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with its frame header (SOF0) rewritten to `width` × `height`: metadata kept, pixels not. */
export function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let offset = 2; offset < copy.length - 9; ) {
    if (copy[offset] !== 0xff) throw new Error('not a JPEG segment');
    const marker = copy[offset + 1] as number;
    if (marker === 0xc0 || marker === 0xc2) {
      copy.writeUInt16BE(height, offset + 5);
      copy.writeUInt16BE(width, offset + 7);
      return copy;
    }
    offset += 2 + copy.readUInt16BE(offset + 2);
  }
  throw new Error('no frame header found');
}
