import { env } from '@/config/env';
import { loadStorage } from '@/lib/firebase/app';
import { firebaseErrorCode } from '@/lib/firebase/errors';
import { randomFileName, storedObjectPath } from './storage.paths';

/** Uploads under `prefix` with a random name (so uploads never overwrite each other) and returns the download URL. */
async function upload(prefix: string, file: File, onProgress?: (percent: number) => void): Promise<string> {
  const { storage, sdk } = await loadStorage();
  const target = sdk.ref(storage, `${prefix}/${randomFileName(file.name, file.type)}`);
  const task = sdk.uploadBytesResumable(target, file, { contentType: file.type || undefined });
  if (onProgress) {
    task.on('state_changed', (snapshot) => {
      if (snapshot.totalBytes > 0)
        onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100));
    });
  }
  const result = await task;
  return sdk.getDownloadURL(result.ref);
}

/** The host download URLs carry: the one the SDK talks to (connectStorageEmulator sets host:port). */
const storageHost = () =>
  env.useEmulators ? `${env.emulators.host}:${env.emulators.storage}` : 'firebasestorage.googleapis.com';

/**
 * Deletes the file a download URL of this app's bucket points at. Anything else is left alone and resolves at
 * once: static app paths (the demo data's /demo/ pictures), blob: previews, other hosts' or buckets' URLs. A file
 * that is already gone counts as deleted; other failures (storage.rules let only the owner delete) reject.
 */
async function remove(url: string): Promise<void> {
  // Cheap check first, so a static path never loads the Storage SDK.
  if (!/^https?:\/\//i.test(url)) return;
  const { storage, sdk } = await loadStorage();
  const path = storedObjectPath(url, { bucket: sdk.ref(storage).bucket, host: storageHost() });
  if (!path) return;
  try {
    await sdk.deleteObject(sdk.ref(storage, path));
  } catch (error) {
    if (firebaseErrorCode(error) !== 'storage/object-not-found') throw error;
  }
}

export const storageService = {
  upload,
  remove,
};
