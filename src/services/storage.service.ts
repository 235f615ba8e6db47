import { loadStorage } from '@/lib/firebase/app';
import { randomFileName } from './storage.paths';

/** Uploads under `prefix` with a random name (so uploads never overwrite each other) and returns the download URL. */
async function upload(prefix: string, file: File, onProgress?: (percent: number) => void): Promise<string> {
  const { storage, sdk } = await loadStorage();
  const target = sdk.ref(storage, `${prefix}/${randomFileName(file.name)}`);
  const task = sdk.uploadBytesResumable(target, file, { contentType: file.type || undefined });
  if (onProgress) {
    task.on('state_changed', (snapshot) => {
      if (snapshot.totalBytes > 0) onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100));
    });
  }
  const result = await task;
  return sdk.getDownloadURL(result.ref);
}

export const storageService = {
  upload,
};
