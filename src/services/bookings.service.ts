import { loadFirestore } from '@/lib/firebase/app';
import type { BookingsMap } from '@/domain/slots';

// bookings/{ownerId}: { bookings: { 'YYYY-MM-DD': bookedSlotIds[] } } for a manager (ownerId = uid) or a venue.
// Only Cloud Functions write it, inside the booking transaction; active accounts read it to tell free slots.

function bookingsOf(value: unknown): BookingsMap {
  if (!value || typeof value !== 'object') return {};
  const map: Record<string, string[]> = {};
  for (const [date, ids] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(ids)) map[date] = ids.filter((id): id is string => typeof id === 'string');
  }
  return map;
}

/** The owner's bookings map; empty when nothing was ever booked. */
async function get(ownerId: string): Promise<BookingsMap> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'bookings', ownerId));
  return snapshot.exists() ? bookingsOf(snapshot.get('bookings')) : {};
}

export const bookingsService = {
  get,
};
