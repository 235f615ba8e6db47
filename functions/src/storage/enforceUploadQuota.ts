import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { objectsOverQuota, uploadFolderOf } from './uploadQuota';

const HTTP_NOT_FOUND = 404;

/**
 * Keeps each account's upload folder ('{folder}/{uid}/') within its quota (UPLOAD_QUOTA_FILES and UPLOAD_QUOTA_MB):
 * storage.rules can bound one file but cannot count a folder, so after each upload the folder is listed and what is
 * beyond the quota, newest first, is deleted. Running again lists again and deletes nothing more, so retries are
 * safe, and uploads at once all end in the same kept set.
 */
export const enforceUploadQuota = onObjectFinalized(
  { region: settings.region, retry: true },
  async (event) => {
    const folder = uploadFolderOf(event.data.name);
    if (!folder) return;
    const bucket = storage().bucket(event.data.bucket);
    const [files] = await bucket.getFiles({ prefix: folder });
    const over = objectsOverQuota(
      files.map((file) => ({
        name: file.name,
        size: Number(file.metadata.size ?? 0),
        created: Date.parse(String(file.metadata.timeCreated ?? '')) || 0,
      })),
      { maxFiles: settings.uploadQuotaFiles, maxBytes: settings.uploadQuotaMegabytes * 1024 * 1024 },
    );
    await Promise.all(
      over.map((name) =>
        bucket
          .file(name)
          .delete()
          .catch((error: { code?: unknown }) => {
            if (error.code !== HTTP_NOT_FOUND) throw error;
          }),
      ),
    );
    if (over.length > 0) logs.uploadsOverQuotaDeleted({ folder, deleted: over.length });
  },
);
