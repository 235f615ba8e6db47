import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { keepFoldersWithinQuota } from './folderQuota';
import { accountFoldersOf, uploadFolderOf } from './uploadQuota';

/**
 * Keeps what each account stores in its upload folders ('{folder}/{uid}/' of profileImage, venues and events,
 * together) within the quota (UPLOAD_QUOTA_FILES and UPLOAD_QUOTA_MB): storage.rules can bound one file but cannot
 * count a folder, so after each upload the account's folders are listed and what is beyond the quota, newest first,
 * is deleted. Retries and uploads at once all end in the same kept set.
 */
export const enforceUploadQuota = onObjectFinalized(
  { region: settings.region, retry: true },
  async (event) => {
    const folder = uploadFolderOf(event.data.name);
    if (!folder) return;
    const folders = accountFoldersOf(event.data.name);
    const deleted = await keepFoldersWithinQuota(storage().bucket(event.data.bucket), folders, {
      maxFiles: settings.uploadQuotaFiles,
      maxBytes: settings.uploadQuotaMegabytes * 1024 * 1024,
    });
    if (deleted > 0) logs.uploadsOverQuotaDeleted({ folder, deleted });
  },
);
