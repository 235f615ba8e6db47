import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import {
  addDays,
  bookingsDocument,
  MAX_EVENT_DAYS_AHEAD,
  toggleVenueSlot as contract,
} from '@gigvenue/contracts';
import { firestore } from '../admin';
import { logs, type VenueSlotRefusal } from '../logs';
import { bookingsDocOf } from '../bookings/bookingPlan';
import { readOwnedVenue } from './ownedVenue';
import { londonDateKey } from '@gigvenue/contracts';
import { contractCall } from '../shared/contractCall';
import { refuse, type RefusalReason } from '../shared/refusals';
import { hasSlot, isTogglableDate, toggledIds } from './venueSlots';
import { updateDocument } from '../shared/documents';

const REFUSALS: Record<VenueSlotRefusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'not-found': ['not-found', 'venueNotFound'],
  'not-owner': ['permission-denied', 'slotNotOwner'],
  'not-venue-owner': ['permission-denied', 'slotNotVenueOwner'],
  'unknown-slot': ['invalid-argument', 'unknownVenueSlot'],
  'not-a-venue': ['failed-precondition', 'venueNotFound'],
  'held-by-order': ['failed-precondition', 'slotAlreadyBooked'],
  'date-out-of-range': ['invalid-argument', 'slotDateOutOfRange'],
};

/**
 * A venue owner switches one slot of one date off (booked, so nobody can take it) or on again. The bookings
 * map is server-only, because the booking transaction trusts it, so the flip happens here, inside a
 * transaction that re-reads the map: a booking made at the same moment is never overwritten, and a slot that an
 * order holds (bookings/{venueId}.orders) is refused.
 */
export const toggleVenueSlot = contractCall(contract, { signedIn: true }, async (input, request) => {
  const uid = request.auth?.uid as string;
  const { venueId, date, slotId } = input;
  const today = londonDateKey(Date.now());

  const db = firestore();
  const outcome = await db.runTransaction(
    async (tx): Promise<{ refused: VenueSlotRefusal } | { active: boolean }> => {
      const owned = await readOwnedVenue(db, tx, uid, venueId);
      if ('refused' in owned) return owned;
      const { venue, bookings, bookingsRef } = owned;
      if (!hasSlot(venue.get('availability'), slotId)) return { refused: 'unknown-slot' };
      if (!isTogglableDate(date, today, addDays(today, MAX_EVENT_DAYS_AHEAD)))
        return { refused: 'date-out-of-range' };
      // An order's slot is the booker's, not the owner's to free: only owner blocks toggle.
      if (bookingsDocOf(bookings.data()).orders[date]?.[slotId]) return { refused: 'held-by-order' };
      const current: unknown = bookings.exists ? bookings.get('bookings')?.[date] : undefined;
      const { ids, active } = toggledIds(current, slotId);
      updateDocument(tx, 'merge', bookingsRef, bookingsDocument, { bookings: { [date]: ids } });
      return { active };
    },
  );

  if ('refused' in outcome) {
    logs.venueSlotToggleRefused({ uid, venueId, reason: outcome.refused });
    throw refuse(...REFUSALS[outcome.refused]);
  }
  logs.venueSlotToggled({ uid, venueId, date, slotId, active: outcome.active });
  return { active: outcome.active };
});
