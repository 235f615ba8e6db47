import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { keepFolderWithinQuota } from './folderQuota';
import { uploadFolderOf } from './uploadQuota';

/**
 * Keeps each account's upload folder ('{folder}/{uid}/') within its quota (UPLOAD_QUOTA_FILES and UPLOAD_QUOTA_MB):
 * storage.rules can bound one file but cannot count a folder, so after each upload the folder is listed and what is
 * beyond the quota, newest first, is deleted. Retries and uploads at once all end in the same kept set.
 */
export const enforceUploadQuota = onObjectFinalized(
  { region: settings.region, retry: true },
  async (event) => {
    const folder = uploadFolderOf(event.data.name);
    if (!folder) return;
    const deleted = await keepFolderWithinQuota(storage().bucket(event.data.bucket), folder, {
      maxFiles: settings.uploadQuotaFiles,
      maxBytes: settings.uploadQuotaMegabytes * 1024 * 1024,
    });
    if (deleted > 0) logs.uploadsOverQuotaDeleted({ folder, deleted });
  },
);
