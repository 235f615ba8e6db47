import { cancelEvent as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { contractCall } from '../shared/contractCall';
import { refuse } from '../shared/refusals';
import { CANCEL_REFUSALS } from './cancellationPlan';
import { cancelStoredEvent } from './eventCancellation';

/**
 * The owner's cancel button: `{ eventId, dryRun: true }` answers what cancelling would do (for the confirmation, from
 * the stored event, orders and tickets), `{ eventId }` cancels (eventCancellation.ts) and the refund job starts on its
 * own (onCancellationCreated). Cancelling again answers what the first cancellation did.
 */
export const cancelEvent = contractCall(
  contract,
  { signedIn: true },
  async ({ eventId, dryRun }, request) => {
    const uid = request.auth?.uid as string;
    let outcome;
    try {
      outcome = await cancelStoredEvent(firestore(), eventId, { uid }, { dryRun: dryRun === true });
    } catch (error) {
      throw refuse(...CANCEL_REFUSALS.failed, undefined, {
        cause: error instanceof Error ? error.message : undefined,
      });
    }
    if ('refused' in outcome) throw refuse(...CANCEL_REFUSALS[outcome.refused]);
    return outcome;
  },
);
