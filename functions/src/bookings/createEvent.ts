import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { refuse, refuseWith } from '../shared/refusals';
import { bookEvent, BookingRefused, type CreateEventResult } from './bookEvent';

/**
 * The Add Event wizard's submit: books the chosen venue and manager slots and creates the event with one order per
 * slot, all in one transaction (see bookEvent). Refusals reach the page as reason codes the app words in the person's language.
 */
export const createEvent = onCall(
  { ...callableOptions, secrets: [...paymentSecrets()], timeoutSeconds: 120 },
  async (request): Promise<CreateEventResult> => {
    const uid = request.auth?.uid;
    if (!uid) throw refuse('unauthenticated', 'signInFirst');
    try {
      return await bookEvent(firestore(), paymentProvider(), uid, request.data);
    } catch (error) {
      if (error instanceof BookingRefused) {
        logs.bookingRefused({ uid, reason: error.refusal.reason });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  },
);
