import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { CANCEL_MESSAGES, type CancelRefusal } from './cancellationPlan';
import { cancelStoredEvent, type CancellationPreview } from './eventCancellation';

const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

const CODES: Record<CancelRefusal, 'not-found' | 'permission-denied' | 'failed-precondition' | 'aborted'> = {
  'not-found': 'not-found',
  'not-owner': 'permission-denied',
  over: 'failed-precondition',
  'not-cancellable': 'failed-precondition',
  failed: 'aborted',
};

/**
 * The owner's cancel button: `{ eventId, dryRun: true }` answers what cancelling would do (for the confirmation, from
 * the stored event, orders and tickets), `{ eventId }` cancels (eventCancellation.ts) and the refund job starts on its
 * own (onCancellationCreated). Cancelling again answers what the first cancellation did.
 */
export const cancelEvent = onCall(
  callableOptions,
  async (
    request,
  ): Promise<{ cancelled: boolean; alreadyCancelled: boolean; preview: CancellationPreview }> => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Sign in first.');
    const data = (request.data ?? {}) as { eventId?: unknown; dryRun?: unknown };
    if (typeof data.eventId !== 'string' || !EVENT_ID.test(data.eventId))
      throw new HttpsError('invalid-argument', 'eventId is required.');
    let outcome;
    try {
      outcome = await cancelStoredEvent(firestore(), data.eventId, { uid }, { dryRun: data.dryRun === true });
    } catch (error) {
      throw new HttpsError(
        'aborted',
        CANCEL_MESSAGES.failed,
        error instanceof Error ? error.message : undefined,
      );
    }
    if ('refused' in outcome) throw new HttpsError(CODES[outcome.refused], CANCEL_MESSAGES[outcome.refused]);
    return outcome;
  },
);
