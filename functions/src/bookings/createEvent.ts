import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { bookEvent, BookingRefused, type CreateEventResult } from './bookEvent';

/**
 * The Add Event wizard's submit: books the chosen venue and manager slots and creates the event with one order per
 * slot, all in one transaction (see bookEvent). Refusals reach the page as the spec's messages.
 */
export const createEvent = onCall(
  { ...callableOptions, secrets: [...paymentSecrets()], timeoutSeconds: 120 },
  async (request): Promise<CreateEventResult> => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Sign in first.');
    try {
      return await bookEvent(firestore(), paymentProvider(), uid, request.data);
    } catch (error) {
      if (error instanceof BookingRefused) {
        logs.bookingRefused({ uid, reason: error.refusal.reason });
        const { code, message, reason, details } = error.refusal;
        throw new HttpsError(code, message, { reason, ...details });
      }
      throw error;
    }
  },
);
