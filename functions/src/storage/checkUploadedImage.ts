import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../admin';
import { storageRegion } from '../config';
import { logs } from '../logs';
import { decodeImage, formatOfType } from './imageDecode';
import { uploadFolderOf } from './uploadQuota';

const HTTP_NOT_FOUND = 404;
/** storage.rules' largest upload: anything bigger did not come through them, and is not read into memory. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Deletes an upload that is not one whole picture of the type it declares (decodeImage reads the whole file, not its
 * first bytes): storage.rules cannot read the bytes, and the app's folders hold only what pages show as images, not
 * megabytes of anything behind a picture's header. A file deleted meanwhile (by the quota, or a retry of this) is
 * not an error.
 */
export const checkUploadedImage = onObjectFinalized({ region: storageRegion, retry: true }, async (event) => {
  const { name, bucket, contentType } = event.data;
  const folder = uploadFolderOf(name);
  if (!folder) return;
  const file = storage().bucket(bucket).file(name);
  try {
    if (Number(event.data.size) <= MAX_UPLOAD_BYTES) {
      const [bytes] = await file.download();
      const picture = await decodeImage(bytes);
      if (picture && picture.format === formatOfType(contentType)) return;
    }
    await file.delete();
  } catch (error) {
    if ((error as { code?: unknown }).code === HTTP_NOT_FOUND) return;
    throw error;
  }
  logs.uploadNotImageDeleted({ folder, contentType: String(contentType ?? '') });
});
