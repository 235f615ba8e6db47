import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { resumeStalledWithdrawals } from './withdrawal';

/** Every hour, finishes the withdrawals a stopped function left reserved or transferred (resumeStalledWithdrawals). */
export const resumeWithdrawals = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeZone: 'Europe/London',
    region: settings.region,
    secrets: [...paymentSecrets()],
  },
  async () => {
    const result = await resumeStalledWithdrawals(firestore(), paymentProvider());
    logs.withdrawalsResumed(result);
  },
);
