import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { paymentSecrets, settings } from '../config';
import { paymentProvider } from '../payments/providers/provider';
import { pushSender } from '../push/provider';
import { runRefundJob } from './refundJob';

/**
 * Starts a cancellation's refund job as soon as the cancellation commits. A run that dies (a crash, a redeploy, the
 * timeout) leaves its cursor and lease on the job, and resumeCancellations takes it up once the lease lapses.
 */
export const onCancellationCreated = onDocumentCreated(
  {
    document: 'cancellations/{eventId}',
    region: settings.region,
    secrets: [...paymentSecrets()],
    timeoutSeconds: 540,
  },
  async (event) => {
    await runRefundJob(firestore(), paymentProvider(), event.params.eventId, {
      workerId: event.id,
      push: pushSender(),
    });
  },
);
