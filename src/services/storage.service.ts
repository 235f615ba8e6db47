import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { firebase } from '@/lib/firebase/app';
import { randomFileName } from './storage.paths';

/** Uploads under `prefix` with a random name (so uploads never overwrite each other) and returns the download URL. */
async function upload(prefix: string, file: File, onProgress?: (percent: number) => void): Promise<string> {
  const target = ref(firebase().storage, `${prefix}/${randomFileName(file.name)}`);
  const task = uploadBytesResumable(target, file, { contentType: file.type || undefined });
  if (onProgress) {
    task.on('state_changed', (snapshot) => {
      if (snapshot.totalBytes > 0)
        onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100));
    });
  }
  const result = await task;
  return getDownloadURL(result.ref);
}

export const storageService = {
  upload,
};
