import { createEvent as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { bookEvent, BookingRefused } from './bookEvent';

/**
 * The Add Event wizard's submit: books the chosen venue and manager slots and creates the event with one order per
 * slot, all in one transaction (see bookEvent). Refusals reach the page as reason codes the app words in the person's language.
 */
export const createEvent = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, secrets: [...paymentSecrets()], timeoutSeconds: 120 } },
  async (input, request) => {
    const uid = request.auth?.uid as string;
    try {
      return await bookEvent(firestore(), paymentProvider(), uid, input);
    } catch (error) {
      if (error instanceof BookingRefused) {
        logs.bookingRefused({ uid, reason: error.refusal.reason });
        throw refuseWith(error.refusal);
      }
      throw error;
    }
  },
);
