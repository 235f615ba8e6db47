import { onSchedule } from 'firebase-functions/v2/scheduler';
import { auth, firestore, storage } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { cleanStalePendingUploads } from './pendingUploads';

/**
 * Every night, deletes the uploads of pending accounts older than PENDING_UPLOADS_RETENTION_DAYS whose e-mail address
 * was never verified (cleanStalePendingUploads): sign-ups that nobody approved do not keep Storage filled. Deleting is
 * idempotent, so a retried run deletes nothing twice.
 */
export const cleanPendingUploads = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'Europe/London', region: settings.region, retryCount: 3 },
  async () => {
    const run = await cleanStalePendingUploads(
      firestore(),
      auth(),
      storage().bucket(),
      Date.now(),
      settings.pendingUploadsRetentionDays,
    );
    logs.pendingUploadsCleaned(run);
  },
);
