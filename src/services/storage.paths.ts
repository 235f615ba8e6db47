/** The lower-cased extension of a file name including its dot, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  const extension = fileName.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(extension) ? `.${extension}` : '';
}

// The extension storage.rules expects for each picture type it accepts: the name and the declared type must agree.
const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/jpg': '.jpg',
  'image/gif': '.gif',
};

/**
 * 32 random hex characters plus the extension of the file's type (so a picture named 'scan' or 'photo.jpeg.png'
 * still gets the name its type calls for), or the original name's extension for any other type.
 * getRandomValues works outside secure contexts too.
 */
export function randomFileName(originalName: string, contentType = ''): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${id}${IMAGE_EXTENSIONS[contentType.toLowerCase()] ?? fileExtension(originalName)}`;
}

/** The upload folders storage.rules allows; each account's files sit under its own uid. */
export type ImageFolder = 'profileImage' | 'venues' | 'events';

/** Where an account uploads pictures of one kind: profile and previous work, venues, or events. */
export const imageFolder = (folder: ImageFolder, uid: string) => `${folder}/${uid}`;

/** Where this app's files live: the bucket and the Storage host download URLs name (host:port for the emulator). */
export interface StorageLocation {
  bucket: string;
  host: string;
}

// A download URL as getDownloadURL builds it: {protocol}://{host}/v0/b/{bucket}/o/{encoded object path}?alt=media&token=…
const DOWNLOAD_PATH = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/;

function decoded(component: string): string | null {
  try {
    return decodeURIComponent(component);
  } catch {
    return null;
  }
}

/**
 * The object path (e.g. profileImage/{uid}/{name}) a download URL of this bucket points at, or null for any other
 * URL: a static app path such as /demo/avatar-marco.png, a blob: preview, a gs:// URL, another host or bucket.
 * Only a path returned here may be deleted, and it is deleted in this bucket, never in the one a URL names.
 */
export function storedObjectPath(url: string, { bucket, host }: StorageLocation): string | null {
  let parsed: URL;
  try {
    // Without a base, a relative path such as /demo/x.svg does not parse at all.
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password || parsed.host.toLowerCase() !== host.toLowerCase()) return null;
  const match = DOWNLOAD_PATH.exec(parsed.pathname);
  if (!match || decoded(match[1]) !== bucket) return null;
  const path = decoded(match[2]);
  // The SDK drops empty segments, so a path with one would name a different object than the URL did.
  if (!path || path.split('/').some((segment) => segment === '')) return null;
  return path;
}
