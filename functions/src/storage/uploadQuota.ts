// Pure parts of the upload quota, tested without emulators: whose folders an object is in, and which objects of a
// person's folders are beyond the quota.

const UPLOAD_FOLDERS = new Set(['profileImage', 'venues', 'events']);

/**
 * Every upload folder of the account an object belongs to ('profileImage/{uid}/', 'venues/{uid}/', 'events/{uid}/'),
 * or [] for any other object: the quota is what one person may store in all of them together, not in each.
 */
export function accountFoldersOf(objectName: string | undefined): string[] {
  const uid = uploaderOf(objectName);
  return uid ? foldersOf(uid) : [];
}

/** The upload folders of one account. */
export const foldersOf = (uid: string): string[] => [...UPLOAD_FOLDERS].map((name) => `${name}/${uid}/`);

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

/** The uid whose folders an upload is in, or null for an object outside the upload folders. */
export const uploaderOf = (objectName: string | undefined): string | null =>
  uploadFolderOf(objectName)?.split('/')[1] ?? null;

export interface QuotaSettings {
  uploadQuotaFiles: number;
  uploadQuotaMegabytes: number;
  pendingUploadQuotaFiles: number;
  pendingUploadQuotaMegabytes: number;
}

/**
 * The quota of an account by its managers/{uid} status: the full one when active, the small pending one otherwise (a
 * pending account may upload its registration pictures; one that is suspended or gone keeps no more than that).
 */
export function quotaOf(status: unknown, settings: QuotaSettings): UploadQuota {
  const active = status === 'active';
  const megabytes = active ? settings.uploadQuotaMegabytes : settings.pendingUploadQuotaMegabytes;
  return {
    maxFiles: active ? settings.uploadQuotaFiles : settings.pendingUploadQuotaFiles,
    maxBytes: megabytes * 1024 * 1024,
  };
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
