import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { settings } from '../config';
import { venueLogs } from './logs';
import { hasSlot, parseToggleRequest, toggledIds } from './venueSlots';

type Refusal = 'not-found' | 'not-owner' | 'unknown-slot';

const REFUSALS: Record<Refusal, [code: 'not-found' | 'permission-denied' | 'invalid-argument', message: string]> = {
  'not-found': ['not-found', 'Venue not found.'],
  'not-owner': ['permission-denied', 'Only the venue owner can change its slots.'],
  'unknown-slot': ['invalid-argument', 'The venue has no such slot.'],
};

/**
 * A venue owner switches one slot of one date off (booked, so nobody can take it) or on again. The bookings
 * map is server-only, because the booking transaction trusts it, so the flip happens here, inside a
 * transaction that re-reads the map: a booking made at the same moment is never overwritten.
 */
export const toggleVenueSlot = onCall({ region: settings.region }, async (request): Promise<{ active: boolean }> => {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in first.');
  const input = parseToggleRequest(request.data);
  if (!input) throw new HttpsError('invalid-argument', 'venueId, date (YYYY-MM-DD) and slotId are required.');
  const { venueId, date, slotId } = input;

  const db = firestore();
  const venueRef = db.doc(`venues/${venueId}`);
  const bookingsRef = db.doc(`bookings/${venueId}`);
  const outcome = await db.runTransaction(async (tx): Promise<{ refused: Refusal } | { active: boolean }> => {
    const [venue, bookings] = await tx.getAll(venueRef, bookingsRef);
    if (!venue.exists) return { refused: 'not-found' };
    if (venue.get('createdBy') !== uid) return { refused: 'not-owner' };
    if (!hasSlot(venue.get('availability'), slotId)) return { refused: 'unknown-slot' };
    const current: unknown = bookings.exists ? bookings.get('bookings')?.[date] : undefined;
    const { ids, active } = toggledIds(current, slotId);
    tx.set(bookingsRef, { bookings: { [date]: ids } }, { merge: true });
    return { active };
  });

  if ('refused' in outcome) {
    venueLogs.slotToggleRefused({ uid, venueId, reason: outcome.refused });
    const [code, message] = REFUSALS[outcome.refused];
    throw new HttpsError(code, message);
  }
  venueLogs.slotToggled({ uid, venueId, date, slotId, active: outcome.active });
  return { active: outcome.active };
});
