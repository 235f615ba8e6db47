/** One picture in a drop zone: already uploaded (src is its URL) or chosen locally (src is an object URL). */
export interface ImageItem {
  key: string;
  src: string;
  name: string;
  progress?: number;
  error?: string;
}

/** File extensions allowed (lower case, no dot), how many files and how many bytes each. */
export interface ImageRules {
  types: string[];
  maxFiles: number;
  maxBytes: number;
  minFiles?: number;
  /** A 'ui' translation key shown under the drop area when the caller gives no hint of its own. */
  hintKey?: string;
}

// storage.rules refuses anything larger, so the drop zone says so before an upload fails.
const MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_RULES: {
  profile: ImageRules;
  previousWork: ImageRules;
  venue: ImageRules;
  event: ImageRules;
} = {
  profile: { types: ['png', 'jpg', 'jpeg'], maxFiles: 1, maxBytes: MAX_BYTES },
  previousWork: { types: ['png', 'jpg', 'jpeg'], maxFiles: 5, maxBytes: MAX_BYTES },
  venue: { types: ['png', 'jpg', 'jpeg'], maxFiles: 5, minFiles: 1, maxBytes: MAX_BYTES },
  // Spec: event pictures come with the recommended size 1200 x 628, wherever their drop zone is shown.
  event: {
    types: ['png', 'gif', 'jpeg', 'jpg'],
    maxFiles: 8,
    maxBytes: MAX_BYTES,
    hintKey: 'dropzone.eventDimensions',
  },
};

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** react-dropzone's accept map; it admits a file whose MIME type or extension matches. */
export function acceptOf(types: string[]): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const type of types) {
    const mime = MIME_TYPES[type] ?? `image/${type}`;
    accept[mime] = [...(accept[mime] ?? []), `.${type}`];
  }
  return accept;
}

export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
