import { createEvent as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets, settings } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { contractCall } from '../shared/contractCall';
import { isOwnPictureUrl } from '../shared/pictureUrls';
import { refuse, refuseWith } from '../shared/refusals';
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
    // Firebase sets GCLOUD_PROJECT in every function and in the emulator; the pictures must be in its Storage.
    const owner = {
      folder: 'events',
      uid,
      projectId: process.env.GCLOUD_PROJECT ?? '',
      emulated: settings.emulated,
    } as const;
    if (!input.details.attachments.every((url) => isOwnPictureUrl(url, owner))) {
      logs.bookingRefused({ uid, reason: 'pictureNotOwn' });
      throw refuse('invalid-argument', 'pictureNotOwn');
    }
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
