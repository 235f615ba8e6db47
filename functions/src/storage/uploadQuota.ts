// Pure parts of the upload quota, tested without emulators: whose folder an object is in, and which objects of a
// folder are beyond its quota.

const UPLOAD_FOLDERS = new Set(['profileImage', 'venues', 'events']);

/** The account folder ('{folder}/{uid}/') an object of storage.rules' upload folders sits in, or null for any other. */
export function uploadFolderOf(objectName: string | undefined): string | null {
  const [folder, uid, ...rest] = (objectName ?? '').split('/');
  if (!UPLOAD_FOLDERS.has(folder) || !uid || rest.length === 0) return null;
  return `${folder}/${uid}/`;
}

export interface StoredObject {
  name: string;
  /** Bytes. */
  size: number;
  /** Epoch ms. */
  created: number;
}

export interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
}

/**
 * The objects to delete so a folder keeps to its quota: oldest first are kept while both the count and the total
 * size fit, so an upload past the quota is the one removed, and the same listing always gives the same answer.
 */
export function objectsOverQuota(
  objects: readonly StoredObject[],
  { maxFiles, maxBytes }: UploadQuota,
): string[] {
  const ordered = [...objects].sort((a, b) => a.created - b.created || a.name.localeCompare(b.name));
  let files = 0;
  let bytes = 0;
  const over: string[] = [];
  for (const object of ordered) {
    if (files + 1 <= maxFiles && bytes + object.size <= maxBytes) {
      files += 1;
      bytes += object.size;
    } else over.push(object.name);
  }
  return over;
}
