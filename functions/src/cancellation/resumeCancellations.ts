import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { pushSender } from '../push/provider';
import { runRefundJob, stalledJobs } from './refundJob';

/**
 * Every 5 minutes, resumes the refund jobs whose worker stopped (its lease lapsed) from their cursors: nothing done is
 * done again, as each purchase moves compare-and-set under its own idempotency key.
 */
export const resumeCancellations = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone: 'Europe/London',
    region: settings.region,
    secrets: [...paymentSecrets()],
    timeoutSeconds: 540,
  },
  async (event) => {
    const db = firestore();
    const provider = paymentProvider();
    const push = pushSender();
    const jobs = await stalledJobs(db, Date.now());
    for (const eventId of jobs) {
      const run = await runRefundJob(db, provider, eventId, {
        workerId: `sweep-${event.scheduleTime}`,
        push,
      });
      logs.refundJobResumed({ eventId, run });
    }
  },
);
