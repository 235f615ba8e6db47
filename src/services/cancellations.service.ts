import { cancelEvent, retryCancellationRefunds } from '@gigvenue/contracts';
import { loadFirestore } from '@/lib/firebase/app';
import { toPlain } from '@/lib/firebase/converters';
import { refundJobOf, type CancellationPreview, type RefundJob } from '@/domain/cancellation';
import { callContract } from './callContract';

// cancellations/{eventId}: the refund job of a cancelled event, written only by the cancelEvent function and its
// worker; the event's owner reads it (progress, declined refunds). Cancelling and retrying are callables: the
// server counts the tickets, decides each booking by its cut-off and moves the money.

/** What cancelling would do, from the server's dry run: nothing is written. */
async function preview(eventId: string): Promise<CancellationPreview> {
  return (await callContract(cancelEvent, { eventId, dryRun: true })).preview;
}

/** Cancels the event; the refund job starts on the server. Cancelling twice is answered as the first time. */
async function cancel(eventId: string): Promise<CancellationPreview> {
  return (await callContract(cancelEvent, { eventId })).preview;
}

/** Tries the declined refunds again. */
async function retryRefunds(eventId: string): Promise<{ retried: number; stillDeclined: number }> {
  return callContract(retryCancellationRefunds, { eventId });
}

/** The refund job, or null before the event was cancelled. */
async function get(eventId: string): Promise<RefundJob | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'cancellations', eventId));
  return snapshot.exists() ? refundJobOf(eventId, toPlain(snapshot.data())) : null;
}

export const cancellationsService = { preview, cancel, retryRefunds, get };
