import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { retryHeldCaptures } from './captureRetry';
import { paymentProvider } from './providers/provider';

/**
 * Every hour, takes the card payments of bookings and ticket sales whose capture failed, or marks them lapsed once
 * the provider's hold expired (retryHeldCaptures in captureRetry.ts; the operator's `retry-captures` runs it by hand).
 */
export const retryCaptures = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeZone: 'Europe/London',
    region: settings.region,
    secrets: [...paymentSecrets()],
  },
  async () => {
    const run = await retryHeldCaptures(firestore(), paymentProvider());
    logs.captureRetryRun({
      captured: run.captured.length,
      lapsed: run.lapsed.length,
      failed: run.failed.length,
    });
  },
);
