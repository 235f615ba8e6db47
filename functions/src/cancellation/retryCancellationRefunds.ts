import { retryCancellationRefunds as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { paymentProvider } from '../payments/providers/provider';
import { contractCall } from '../shared/contractCall';
import { refuse } from '../shared/refusals';
import { CANCELLATIONS } from './eventCancellation';
import { retryDeclinedRefunds } from './refundJob';

/** The organizer's 'Retry' on a cancelled event's declined refunds: each is tried again under its own key. */
export const retryCancellationRefunds = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, secrets: [...paymentSecrets()] } },
  async ({ eventId }, request) => {
    const uid = request.auth?.uid as string;
    const db = firestore();
    const [job, caller] = await db.getAll(db.doc(`${CANCELLATIONS}/${eventId}`), db.doc(`managers/${uid}`));
    if (!job.exists) throw refuse('not-found', 'noEventDetails');
    if (job.get('eventOwnerId') !== uid || caller.get('status') !== 'active')
      throw refuse('permission-denied', 'cancelNotOwner');
    return retryDeclinedRefunds(db, paymentProvider(), eventId);
  },
);
