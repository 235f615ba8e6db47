import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin';
import { paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { owedRefundedPurchases, settleRefundedPurchase } from './ticketRefund';

/** Refunds settled per run; the next run takes the rest. */
const PER_RUN = 200;

/**
 * Every hour, returns the money of purchases an organizer refunded whose provider call failed or never ran (a crash
 * between the commit and the call): the same key, so a refund that did go through is not made twice.
 */
export const retryTicketRefunds = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeZone: 'Europe/London',
    region: settings.region,
    secrets: [...paymentSecrets()],
  },
  async () => {
    const db = firestore();
    const provider = paymentProvider();
    for (const purchaseId of await owedRefundedPurchases(db, PER_RUN)) {
      try {
        await settleRefundedPurchase(db, provider, purchaseId);
      } catch (error) {
        logs.ticketRefundFailed({
          purchaseId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  },
);
