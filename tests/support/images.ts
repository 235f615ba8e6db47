import { deflateSync } from 'node:zlib';
import { crc32 } from '../../functions/src/storage/imageDecode';

// Pictures for upload tests: the checkUploadedImage trigger decodes every upload and deletes what is not a whole
// picture, so a test that means to keep a file stores one of these, never bare header bytes.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of width x height grey pixels (non-interlaced), optionally with more chunks before IEND. */
export function pngOf(width: number, height: number, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3), 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (1 + width * 3)] = 0;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    ...extra,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 1x1 PNG. */
export const TINY_PNG = pngOf(1, 1);

/** A valid PNG of exactly `size` bytes: a 1x1 picture padded with a text chunk (at least 70 bytes). */
export function pngOfSize(size: number): Buffer {
  const padding = size - TINY_PNG.length - 12;
  if (padding < 8) throw new Error(`A PNG needs at least ${TINY_PNG.length + 20} bytes.`);
  const text = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding - 8, 0x61)]);
  const picture = pngOf(1, 1, [pngChunk('tEXt', text)]);
  if (picture.length !== size) throw new Error(`pngOfSize made ${picture.length} bytes, not ${size}.`);
  return picture;
}

/** A valid 2x2 baseline JPEG (encoded by jpeg-js). */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APYKAP8A/9k=',
  'base64',
);

/** A valid 1x1 GIF. */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The attack: a PNG signature and header in front of `size` bytes of anything. */
export const junkBehindPngHeader = (size: number): Buffer =>
  Buffer.concat([TINY_PNG.subarray(0, 33), Buffer.alloc(size - 33, 0x41)]);
