import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { imageFormatOf, SIGNATURE_BYTES } from './imageSignature';
import { uploadFolderOf } from './uploadQuota';

const HTTP_NOT_FOUND = 404;

/**
 * Deletes an upload whose bytes are not a JPEG, PNG, GIF or WebP picture, whatever its name and declared type say
 * (storage.rules cannot read the bytes): the app's folders hold only what pages show as images. A file deleted
 * meanwhile (by the quota, or a retry of this) is not an error.
 */
export const checkUploadedImage = onObjectFinalized(
  { region: settings.region, retry: true },
  async (event) => {
    const { name, bucket } = event.data;
    const folder = uploadFolderOf(name);
    if (!folder) return;
    const file = storage().bucket(bucket).file(name);
    try {
      const [head] = await file.download({ start: 0, end: SIGNATURE_BYTES - 1 });
      if (imageFormatOf(head)) return;
      await file.delete();
    } catch (error) {
      if ((error as { code?: unknown }).code === HTTP_NOT_FOUND) return;
      throw error;
    }
    logs.uploadNotImageDeleted({ folder, contentType: String(event.data.contentType ?? '') });
  },
);
