import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { paymentProvider } from '../payments/providers/provider';
import { refuse } from '../shared/refusals';
import { CANCELLATIONS } from './eventCancellation';
import { retryDeclinedRefunds } from './refundJob';

/** The organizer's 'Retry' on a cancelled event's declined refunds: each is tried again under its own key. */
export const retryCancellationRefunds = onCall(
  { ...callableOptions, secrets: [...paymentSecrets()] },
  async (request): Promise<{ retried: number; stillDeclined: number }> => {
    const uid = request.auth?.uid;
    if (!uid) throw refuse('unauthenticated', 'signInFirst');
    const eventId = (request.data as { eventId?: unknown } | null)?.eventId;
    if (typeof eventId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(eventId))
      throw refuse('invalid-argument', 'eventIdRequired');
    const db = firestore();
    const [job, caller] = await db.getAll(db.doc(`${CANCELLATIONS}/${eventId}`), db.doc(`managers/${uid}`));
    if (!job.exists) throw refuse('not-found', 'noEventDetails');
    if (job.get('eventOwnerId') !== uid || caller.get('status') !== 'active')
      throw refuse('permission-denied', 'cancelNotOwner');
    return retryDeclinedRefunds(db, paymentProvider(), eventId);
  },
);
