import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

// A camera for Chromium's fake capture device (--use-file-for-fake-video-capture): a YUV4MPEG2 file whose frames
// show one QR code, black on white, centred. 4:2:0 chroma at 128 is grey, so only the luma plane carries the code.

const WIDTH = 640;
const HEIGHT = 480;
const FRAME_RATE = 10;
const FRAMES = 10;
const WHITE = 235;
const BLACK = 16;
const NEUTRAL_CHROMA = 128;
/** The blank margin a reader needs around a QR code, in modules. */
const QUIET_ZONE = 4;
/**
 * The code and its margin fill at most this many pixels of the 640 px frame. The scan box is 250 px on screen, where
 * the frame is shown 1.5 (desktop) to 1.8 (390 px phone) times smaller, so this fits inside it at both widths, with
 * modules large enough (6 px for a ticket code) to decode after that scaling.
 */
const MAX_CODE_PIXELS = 350;

/** The luma plane of one frame: white, with `text` as a QR code in the middle, or blank when `text` is null. */
function lumaPlane(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text === null) return luma;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.max(2, Math.floor(MAX_CODE_PIXELS / (modules.size + 2 * QUIET_ZONE)));
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  return luma;
}

/** The video file's bytes: a stream header, then identical frames (Chromium loops the file). */
export function qrVideo(text: string | null): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAME_RATE}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), lumaPlane(text), chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** Writes a fake camera showing `text` as a QR code (or nothing, for null) and returns the file's path. */
export async function writeQrVideo(file: string, text: string | null): Promise<string> {
  await writeFile(file, qrVideo(text));
  return file;
}
