import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { refuse } from '../shared/refusals';
import { CANCEL_REFUSALS } from './cancellationPlan';
import { cancelStoredEvent, type CancellationPreview } from './eventCancellation';

const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

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
    if (!uid) throw refuse('unauthenticated', 'signInFirst');
    const data = (request.data ?? {}) as { eventId?: unknown; dryRun?: unknown };
    if (typeof data.eventId !== 'string' || !EVENT_ID.test(data.eventId))
      throw refuse('invalid-argument', 'eventIdRequired');
    let outcome;
    try {
      outcome = await cancelStoredEvent(firestore(), data.eventId, { uid }, { dryRun: data.dryRun === true });
    } catch (error) {
      throw refuse(...CANCEL_REFUSALS.failed, undefined, {
        cause: error instanceof Error ? error.message : undefined,
      });
    }
    if ('refused' in outcome) throw refuse(...CANCEL_REFUSALS[outcome.refused]);
    return outcome;
  },
);
