import { loadFirestore } from '@/lib/firebase/app';
import type { BookingsMap } from '@/domain/slots';
import type { OrderHolds } from '@/domain/slotHolds';

// bookings/{ownerId}: { bookings: { 'YYYY-MM-DD': bookedSlotIds[] }, orders: { 'YYYY-MM-DD': { slotId: orderId } },
// heldUntil: 'YYYY-MM-DD' } for a manager (ownerId = uid) or a venue. bookings lists every taken slot (an owner's
// block or an order); orders says which an order holds. Only Cloud Functions write it, inside the booking
// transaction; active accounts read it to tell free slots.

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

function holdsOf(value: unknown): OrderHolds {
  if (!value || typeof value !== 'object') return {};
  const holds: OrderHolds = {};
  for (const [date, held] of Object.entries(value as Record<string, unknown>)) {
    if (!held || typeof held !== 'object') continue;
    holds[date] = Object.fromEntries(
      Object.entries(held as Record<string, unknown>).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string',
      ),
    );
  }
  return holds;
}

/** The slots that orders hold, by date; empty when none ever did. */
async function holds(ownerId: string): Promise<OrderHolds> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'bookings', ownerId));
  return snapshot.exists() ? holdsOf(snapshot.get('orders')) : {};
}

export const bookingsService = {
  get,
  holds,
};
