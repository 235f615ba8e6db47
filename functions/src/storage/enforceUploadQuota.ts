import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { firestore, storage } from '../admin';
import { settings, storageRegion } from '../config';
import { logs } from '../logs';
import { keepFoldersWithinQuota } from './folderQuota';
import { accountFoldersOf, quotaOf, uploaderOf, uploadFolderOf } from './uploadQuota';

/**
 * Keeps what each account stores in its upload folders ('{folder}/{uid}/' of profileImage, venues and events,
 * together) within its quota: UPLOAD_QUOTA_FILES and UPLOAD_QUOTA_MB for an active account, the much smaller
 * PENDING_UPLOAD_QUOTA_FILES and PENDING_UPLOAD_QUOTA_MB for any other (a sign-up waiting for approval).
 * storage.rules can bound one file but cannot count a folder, so after each upload the account's status is read, its
 * folders are listed, and what is beyond the quota, newest first, is deleted. Retries and uploads at once all end in
 * the same kept set.
 */
export const enforceUploadQuota = onObjectFinalized({ region: storageRegion, retry: true }, async (event) => {
  const folder = uploadFolderOf(event.data.name);
  const uid = uploaderOf(event.data.name);
  if (!folder || !uid) return;
  const account = await firestore().doc(`managers/${uid}`).get();
  const deleted = await keepFoldersWithinQuota(
    storage().bucket(event.data.bucket),
    accountFoldersOf(event.data.name),
    quotaOf(account.get('status'), settings),
  );
  if (deleted > 0) logs.uploadsOverQuotaDeleted({ folder, deleted });
});
