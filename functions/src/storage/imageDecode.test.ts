import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  junkBehindPngHeader,
  pngChunk,
  pngOf,
  pngOfSize,
  TINY_GIF,
  TINY_JPEG,
  TINY_PNG,
} from '../../../tests/support/images';
import { crc32, decodeImage, formatOfType, pngRawSize } from './imageDecode';

const ascii = (text: string) => Buffer.from(text, 'latin1');

describe('decodeImage', () => {
  it('reads whole PNG, JPEG and GIF pictures with their size', async () => {
    expect(await decodeImage(TINY_PNG)).toEqual({ format: 'png', width: 1, height: 1 });
    expect(await decodeImage(pngOf(40, 3))).toEqual({ format: 'png', width: 40, height: 3 });
    expect(await decodeImage(pngOfSize(4096))).toEqual({ format: 'png', width: 1, height: 1 });
    expect(await decodeImage(TINY_JPEG)).toEqual({ format: 'jpeg', width: 2, height: 2 });
    expect(await decodeImage(TINY_GIF)).toEqual({ format: 'gif', width: 1, height: 1 });
  });

  it('deletes the attack: a PNG signature and header in front of megabytes of anything', async () => {
    expect(await decodeImage(junkBehindPngHeader(5 * 1024 * 1024))).toBeNull();
  });

  it('refuses a PNG with a broken CRC, image data of the wrong size, data after IEND or no IEND', async () => {
    const broken = Buffer.from(TINY_PNG);
    broken[broken.length - 20] ^= 0xff;
    expect(await decodeImage(broken)).toBeNull();
    const header = TINY_PNG.subarray(8, 33);
    const short = Buffer.concat([
      TINY_PNG.subarray(0, 8),
      header,
      pngChunk('IDAT', deflateSync(Buffer.alloc(2))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await decodeImage(short)).toBeNull();
    const bomb = Buffer.concat([
      TINY_PNG.subarray(0, 8),
      header,
      pngChunk('IDAT', deflateSync(Buffer.alloc(10_000_000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await decodeImage(bomb)).toBeNull();
    expect(await decodeImage(Buffer.concat([TINY_PNG, ascii('<script>')]))).toBeNull();
    expect(await decodeImage(TINY_PNG.subarray(0, TINY_PNG.length - 12))).toBeNull();
    expect(await decodeImage(pngOf(1, 1, [pngChunk('ZZZZ', Buffer.alloc(1))]))).toBeNull();
  });

  it('refuses a JPEG or GIF cut short, padded after its end, or without a picture', async () => {
    expect(await decodeImage(TINY_JPEG.subarray(0, TINY_JPEG.length - 2))).toBeNull();
    expect(await decodeImage(Buffer.concat([TINY_JPEG, Buffer.alloc(1024)]))).toBeNull();
    expect(
      await decodeImage(Buffer.concat([ascii('\xff\xd8\xff\xe0'), Buffer.alloc(4096, 0x41)])),
    ).toBeNull();
    expect(await decodeImage(ascii('\xff\xd8\xff\xd9'))).toBeNull();
    expect(await decodeImage(TINY_GIF.subarray(0, TINY_GIF.length - 1))).toBeNull();
    expect(await decodeImage(Buffer.concat([ascii('GIF89a'), Buffer.alloc(64 * 1024)]))).toBeNull();
    expect(await decodeImage(Buffer.concat([TINY_GIF, ascii('junk')]))).toBeNull();
  });

  it('refuses anything else, WebP included (storage.rules accepts only PNG, JPEG and GIF)', async () => {
    expect(await decodeImage(ascii('<html><script>'))).toBeNull();
    expect(await decodeImage(ascii('%PDF-1.7'))).toBeNull();
    expect(await decodeImage(ascii('<svg xmlns='))).toBeNull();
    expect(await decodeImage(Buffer.concat([ascii('RIFF\x24\0\0\0WEBPVP8 '), Buffer.alloc(32)]))).toBeNull();
    expect(await decodeImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('pngRawSize', () => {
  it('counts a filter byte per row, and per row of each Adam7 pass when interlaced', () => {
    expect(pngRawSize({ width: 3, height: 2, bitsPerPixel: 24, interlaced: false })).toBe(2 * (1 + 9));
    expect(pngRawSize({ width: 10, height: 1, bitsPerPixel: 1, interlaced: false })).toBe(1 + 2);
    // 1x1 interlaced: only the first pass has a pixel.
    expect(pngRawSize({ width: 1, height: 1, bitsPerPixel: 8, interlaced: true })).toBe(2);
    // 8x8 grey: passes of 1x1, 1x1, 2x1, 2x2, 4x2, 4x4 and 8x4 pixels.
    expect(pngRawSize({ width: 8, height: 8, bitsPerPixel: 8, interlaced: true })).toBe(
      2 + 2 + 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9,
    );
  });
});

describe('crc32', () => {
  it('is the CRC PNG uses', () => {
    expect(crc32(ascii('IEND'))).toBe(0xae426082);
  });
});

describe('formatOfType', () => {
  it("names the format of each type storage.rules accepts, and nothing else's", () => {
    expect(formatOfType('image/png')).toBe('png');
    expect(formatOfType('image/jpeg')).toBe('jpeg');
    expect(formatOfType('image/jpg')).toBe('jpeg');
    expect(formatOfType('image/gif')).toBe('gif');
    expect(formatOfType('image/webp')).toBeNull();
    expect(formatOfType(undefined)).toBeNull();
  });
});
