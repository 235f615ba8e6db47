import { createInflate } from 'node:zlib';

// Whether an upload's bytes are a whole picture of the types storage.rules accepts (PNG, JPEG, GIF), read as a decoder
// would: storage.rules checks the declared type and size, never the bytes, and a picture's first bytes prove nothing
// (a PNG signature in front of 5 MB of anything passes a header check). No image library is bundled with the
// functions, so each format's structure is walked here: a PNG's every chunk with its CRC, its IHDR, and its image data
// inflated to exactly the size its dimensions make; a JPEG's segments from SOI through its frame and scans to EOI; a
// GIF's blocks to its trailer. Nothing may follow the end of the picture.

export type ImageFormat = 'png' | 'jpeg' | 'gif';

export interface DecodedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Larger pictures are refused, so a small file cannot make the check inflate gigabytes. */
export const MAX_PIXELS = 50_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 that PNG chunks carry (over the chunk's type and data). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Samples per pixel of each PNG colour type, with the bit depths it allows. */
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's passes: first column and row, then the step between columns and rows. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface PngHeader {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  paletted: boolean;
}

function pngHeader(data: Buffer): PngHeader | null {
  if (data.length !== 13) return null;
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = data.subarray(8);
  const colour = PNG_COLOUR_TYPES[colourType];
  if (!colour || !colour.depths.includes(depth)) return null;
  if (compression !== 0 || filter !== 0 || interlace > 1) return null;
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) return null;
  return {
    width,
    height,
    bitsPerPixel: colour.channels * depth,
    interlaced: interlace === 1,
    paletted: colourType === 3,
  };
}

/** How many bytes a PNG's image data inflates to: each (pass's) row is a filter byte and its packed pixels. */
export function pngRawSize({ width, height, bitsPerPixel, interlaced }: Omit<PngHeader, 'paletted'>): number {
  const rows = (columns: number, count: number) =>
    columns === 0 || count === 0 ? 0 : count * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (total, [x, y, dx, dy]) =>
      total + rows(Math.max(0, Math.ceil((width - x) / dx)), Math.max(0, Math.ceil((height - y) / dy))),
    0,
  );
}

/** The length `data` inflates to, or null when it is not zlib data or inflates past `limit` (counted, not kept). */
function inflatedLength(data: Buffer, limit: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(null);
      }
    });
    inflate.on('error', () => resolve(null));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

async function decodePng(bytes: Buffer): Promise<DecodedImage | null> {
  let at = PNG_SIGNATURE.length;
  let header: PngHeader | null = null;
  let palette = false;
  let ended = false;
  const imageData: Buffer[] = [];
  while (!ended) {
    if (at + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(at);
    if (at + 12 + length > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return null;
    at += 12 + length;
    if (!header) {
      header = type === 'IHDR' ? pngHeader(data) : null;
      if (!header) return null;
    } else if (type === 'IDAT') imageData.push(data);
    else if (type === 'PLTE') palette = true;
    else if (type === 'IEND') ended = true;
    // A critical chunk (upper-case first letter) that a decoder does not know makes the picture unreadable.
    else if (type === 'IHDR' || /^[A-Z]/.test(type)) return null;
  }
  if (!header || at !== bytes.length || imageData.length === 0 || (header.paletted && !palette)) return null;
  const expected = pngRawSize(header);
  if ((await inflatedLength(Buffer.concat(imageData), expected)) !== expected) return null;
  return { format: 'png', width: header.width, height: header.height };
}

const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** The index just past a scan's entropy-coded data: its bytes up to the next marker (stuffed 0xFF00 and RSTn are data). */
function endOfScan(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length) {
    if (bytes[at] === 0xff && at + 1 < bytes.length) {
      const next = bytes[at + 1];
      if (next !== 0x00 && !isRestart(next)) return at;
      at += 2;
    } else at += 1;
  }
  return at;
}

function decodeJpeg(bytes: Buffer): DecodedImage | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  let scans = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at += 1;
    if (at >= bytes.length) return null;
    const marker = bytes[at];
    at += 1;
    // The end of the picture: a frame and a scan came first, and nothing follows.
    if (marker === 0xd9)
      return frame && scans > 0 && at === bytes.length ? { format: 'jpeg', ...frame } : null;
    if (marker === 0x00 || marker === 0x01 || marker === 0xd8 || isRestart(marker)) return null;
    if (at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return null;
    if (JPEG_FRAMES.has(marker)) {
      const components = bytes[at + 7];
      if (frame || length < 8 || length !== 8 + 3 * components || components === 0) return null;
      frame = { height: bytes.readUInt16BE(at + 3), width: bytes.readUInt16BE(at + 5) };
      if (frame.width === 0 || frame.height === 0) return null;
    }
    at += length;
    if (marker === 0xda) {
      if (!frame) return null;
      scans += 1;
      at = endOfScan(bytes, at);
    }
  }
  return null;
}

/** The index past a GIF's data sub-blocks (each a length byte and its bytes, ending with a zero), or null. */
function endOfSubBlocks(bytes: Buffer, from: number): number | null {
  let at = from;
  while (at < bytes.length) {
    const size = bytes[at];
    at += 1 + size;
    if (size === 0) return at;
  }
  return null;
}

const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

function decodeGif(bytes: Buffer): DecodedImage | null {
  const signature = bytes.toString('latin1', 0, 6);
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 13) return null;
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  if (width === 0 || height === 0) return null;
  let at: number | null = 13 + colourTableBytes(bytes[10]);
  let images = 0;
  while (at !== null && at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b)
      return images > 0 && at + 1 === bytes.length ? { format: 'gif', width, height } : null;
    if (block === 0x21) at = endOfSubBlocks(bytes, at + 2);
    else if (block === 0x2c) {
      if (at + 11 > bytes.length) return null;
      at += 10 + colourTableBytes(bytes[at + 9]);
      const codeSize = bytes[at];
      if (codeSize === undefined || codeSize < 2 || codeSize > 8) return null;
      at = endOfSubBlocks(bytes, at + 1);
      images += 1;
    } else return null;
  }
  return null;
}

/** The picture the bytes hold, read whole, or null when they are not one complete PNG, JPEG or GIF. */
export async function decodeImage(bytes: Buffer): Promise<DecodedImage | null> {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return decodePng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return decodeJpeg(bytes);
  if (bytes.toString('latin1', 0, 3) === 'GIF') return decodeGif(bytes);
  return null;
}

/** The format an upload's declared type names (storage.rules' types), or null. */
export function formatOfType(contentType: string | undefined): ImageFormat | null {
  if (contentType === 'image/png') return 'png';
  if (contentType === 'image/jpeg' || contentType === 'image/jpg') return 'jpeg';
  if (contentType === 'image/gif') return 'gif';
  return null;
}
