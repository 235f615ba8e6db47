// Whether an upload's first bytes are a picture's: storage.rules can check the declared type and size, never the
// bytes, so the checkUploadedImage trigger reads the start of each upload and deletes what is not an image.

/** Enough of the start of a file to recognise each accepted format. */
export const SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The picture format the bytes start with (JPEG, PNG, GIF or WebP), or null for anything else. */
export function imageFormatOf(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
