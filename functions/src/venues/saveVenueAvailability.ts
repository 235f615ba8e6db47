import { onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { logs, type VenueAvailabilityRefusal } from '../logs';
import { bookingsDocOf } from '../bookings/bookingPlan';
import { dateKeyIn, PLATFORM_TIME_ZONE } from '../availability/slotDeletion';
import {
  disturbedHeldSlots,
  parseSaveRequest,
  parseVenueAvailability,
  storedStartKeys,
  type VenueEntry,
} from './venueAvailability';
import { readOwnedVenue } from './ownedVenue';
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
 * to 60 entries of 10 slots, so clients may not write it: it is parsed here, slot by slot, and written in a
 * transaction that re-reads the venue and its bookings map, so an edit never drops or changes a slot that an order
 * holds today or later, even one booked at the same moment. The same request saved twice stores the same list.
 * startingFrom follows through onVenueWritten.
 */
export const saveVenueAvailability = onCall(callableOptions, async (request): Promise<{ saved: boolean }> => {
  const uid = request.auth?.uid;
  if (!uid) throw refuse('unauthenticated', 'signInFirst');
  const input = parseSaveRequest(request.data);
  if (!input) throw refuse('invalid-argument', 'availabilityRequestInvalid');
  const { venueId } = input;

  const db = firestore();
  const today = dateKeyIn(new Date(), PLATFORM_TIME_ZONE);

  const outcome = await db.runTransaction(async (tx): Promise<Outcome> => {
    const owned = await readOwnedVenue(db, tx, uid, venueId);
    if ('refused' in owned) return owned;
    const { venue, bookings, venueRef } = owned;
    const stored: unknown = venue.get('availability');
    const parsed = parseVenueAvailability(input.availability, {
      today,
      storedStarts: storedStartKeys(stored),
    });
    if (!parsed.ok) return { refused: 'invalid', message: parsed.message };
    const disturbed = disturbedHeldSlots(
      bookingsDocOf(bookings.data()).orders,
      stored,
      parsed.entries,
      today,
    );
    if (disturbed.length > 0) return { refused: 'held-by-order', slotIds: disturbed };
    tx.update(venueRef, { availability: parsed.entries });
    return { entries: parsed.entries };
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
