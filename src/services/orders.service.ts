import { loadFirestore } from '@/lib/firebase/app';
import { toPlain } from '@/lib/firebase/converters';
import type { Order } from '@/domain/entities';
import { decodeCursor, encodeCursor, type Page } from './cursor';
import { orderOf } from './events.parse';

// Data model.
// orders/{id}: one booked slot (see Order in domain/entities.ts), written only by functions: created by
//   createEvent with its event, deleted by deleteEvent, completed by settlement. Only the booker (createdBy) and
//   the booked account (createdTo) read it, so every query filters on one of the two: the rules require it.

export const ORDERS_PAGE_SIZE = 10;

/** One page of the orders an account received (createdTo), latest booking date first. */
async function listReceived(
  uid: string,
  cursor?: string | null,
  pageSize = ORDERS_PAGE_SIZE,
): Promise<Page<Order>> {
  const { db, sdk } = await loadFirestore();
  const after = decodeCursor(cursor);
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'orders'),
      sdk.where('createdTo', '==', uid),
      sdk.orderBy('bookingDate', 'desc'),
      sdk.orderBy(sdk.documentId(), 'desc'),
      ...(after ? [sdk.startAfter(...after)] : []),
      sdk.limit(pageSize + 1),
    ),
  );
  const items = snapshot.docs.slice(0, pageSize).map((doc) => orderOf(doc.id, toPlain(doc.data())));
  const last = items.at(-1);
  return {
    items,
    cursor: snapshot.docs.length > pageSize && last ? encodeCursor(last.bookingDate, last.id) : null,
  };
}

async function get(id: string): Promise<Order | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'orders', id));
  return snapshot.exists() ? orderOf(snapshot.id, toPlain(snapshot.data())) : null;
}

/**
 * The orders of one event that the account may read: all of them for the event's owner (createdBy), its own for a
 * booked venue owner or manager (createdTo). An event holds a handful of orders (one per booked slot).
 */
async function listForEvent(eventId: string, uid: string, side: 'createdBy' | 'createdTo'): Promise<Order[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'orders'),
      sdk.where('event', '==', eventId),
      sdk.where(side, '==', uid),
      sdk.limit(50),
    ),
  );
  return snapshot.docs.map((doc) => orderOf(doc.id, toPlain(doc.data())));
}

export const ordersService = {
  listReceived,
  get,
  listForEvent,
};
