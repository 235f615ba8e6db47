import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from './providers/provider';
import { refundStranded } from './strandedPayments';

/**
 * Every hour, returns booking money that no booking stands for any more (strandedPayments.ts); the operator's
 * `refund-stranded` command runs the same by hand.
 */
export const refundStrandedPayments = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeZone: 'Europe/London',
    region: settings.region,
    secrets: [...paymentSecrets()],
  },
  async () => {
    const run = await refundStranded(firestore(), paymentProvider());
    logs.strandedPaymentRun({ settled: run.settled.length, failed: run.failed.length });
  },
);
