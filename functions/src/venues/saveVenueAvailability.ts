import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { saveVenueAvailability as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { logs, type VenueAvailabilityRefusal } from '../logs';
import { bookingsDocOf } from '../bookings/bookingPlan';
import { londonDateKey, venueAvailabilityFields } from '@gigvenue/contracts';
import { disturbedHeldSlots, startTooFarAhead, storedStartKeys, type VenueEntry } from './venueAvailability';
import { readOwnedVenue } from './ownedVenue';
import { contractCall } from '../shared/contractCall';
import { updateDocument } from '../shared/documents';
import { refuse, type RefusalReason } from '../shared/refusals';

const REFUSALS: Record<
  Exclude<VenueAvailabilityRefusal, 'invalid'>,
  [code: FunctionsErrorCode, reason: RefusalReason]
> = {
  'not-found': ['not-found', 'venueNotFound'],
  'not-owner': ['permission-denied', 'availabilityNotOwner'],
  'not-venue-owner': ['permission-denied', 'availabilityNotVenueOwner'],
  'not-a-venue': ['failed-precondition', 'venueNotFound'],
  'held-by-order': ['failed-precondition', 'slotBooked'],
};

type Outcome =
  { refused: VenueAvailabilityRefusal; message?: string; slotIds?: string[] } | { entries: VenueEntry[] };

/**
 * A venue owner saves the venue's whole availability (venues/{id}.availability). The rules cannot check a list of up
 * to 60 entries of 10 slots, so clients may not write it: the contract's schema checks it slot by slot, and it is
 * written in a transaction that re-reads the venue and its bookings map, so an edit never drops or changes a slot
 * that an order holds today or later, even one booked at the same moment. The same request saved twice stores the
 * same list. startingFrom follows through onVenueWritten.
 */
export const saveVenueAvailability = contractCall(contract, { signedIn: true }, async (input, request) => {
  const uid = request.auth?.uid as string;
  const { venueId, availability: entries } = input;

  const db = firestore();
  const today = londonDateKey(Date.now());

  const outcome = await db.runTransaction(async (tx): Promise<Outcome> => {
    const owned = await readOwnedVenue(db, tx, uid, venueId);
    if ('refused' in owned) return owned;
    const { venue, bookings, venueRef } = owned;
    const stored: unknown = venue.get('availability');
    const tooFar = startTooFarAhead(entries, today, storedStartKeys(stored));
    if (tooFar)
      return { refused: 'invalid', message: `The entry starting ${tooFar} is more than a year ahead.` };
    const disturbed = disturbedHeldSlots(bookingsDocOf(bookings.data()).orders, stored, entries, today);
    if (disturbed.length > 0) return { refused: 'held-by-order', slotIds: disturbed };
    updateDocument(tx, 'update', venueRef, venueAvailabilityFields, { availability: entries });
    return { entries };
  });

  if ('refused' in outcome) {
    logs.venueAvailabilitySaveRefused({ uid, venueId, reason: outcome.refused, slotIds: outcome.slotIds });
    if (outcome.refused === 'invalid')
      throw outcome.message
        ? refuse('invalid-argument', 'request', { detail: outcome.message })
        : refuse('invalid-argument', 'availabilityInvalid');
    throw refuse(...REFUSALS[outcome.refused]);
  }
  logs.venueAvailabilitySaved({
    uid,
    venueId,
    entries: outcome.entries.length,
    slots: outcome.entries.reduce((sum, entry) => sum + entry.slots.length, 0),
  });
  return { saved: true };
});
