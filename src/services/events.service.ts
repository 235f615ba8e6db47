import { createEvent, deleteEvent } from '@gigvenue/contracts';
import { loadFirestore } from '@/lib/firebase/app';
import { toPlain } from '@/lib/firebase/converters';
import type { CreateEventRequest, CreateEventResult } from '@/domain/booking';
import type { EventContentChanges, PlatformEvent } from '@/domain/entities';
import { callContract } from './callContract';
import { decodeCursor, encodeCursor, type Page } from './cursor';
import { eventOf } from './events.parse';

// Data model.
// events/{id}: the spec's Event (see PlatformEvent in domain/entities.ts). Created only by the createEvent
//   function, which books the venue and managers in the same transaction and writes one order per booked slot;
//   deleted only by the deleteEvent function (tickets and the 2-day cut-off are checked there, booked slots are
//   freed). The owner updates the content fields (EventContentChanges) directly; the rules refuse every other
//   key, and refuse a new date or start time while the event holds orders.

export const EVENTS_PAGE_SIZE = 10;

export type EventsWhen = 'upcoming' | 'past';

/**
 * One page of the owner's events: upcoming ones (on or after `today`, epoch ms of a UTC midnight) soonest first,
 * or past ones latest first. A screen reads one page at a time, so its reads never grow with the event count.
 */
async function listMine(
  uid: string,
  when: EventsWhen,
  today: number,
  cursor?: string | null,
  pageSize = EVENTS_PAGE_SIZE,
): Promise<Page<PlatformEvent>> {
  const { db, sdk } = await loadFirestore();
  const after = decodeCursor(cursor);
  const direction = when === 'upcoming' ? 'asc' : 'desc';
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'events'),
      sdk.where('createdBy', '==', uid),
      when === 'upcoming' ? sdk.where('date', '>=', today) : sdk.where('date', '<', today),
      sdk.orderBy('date', direction),
      sdk.orderBy(sdk.documentId(), direction),
      ...(after ? [sdk.startAfter(...after)] : []),
      // One extra document tells whether another page exists without a second query.
      sdk.limit(pageSize + 1),
    ),
  );
  const items = snapshot.docs.slice(0, pageSize).map((doc) => eventOf(doc.id, toPlain(doc.data())));
  const last = items.at(-1);
  return { items, cursor: snapshot.docs.length > pageSize && last ? encodeCursor(last.date, last.id) : null };
}

/** The owner's most recent events, past and upcoming together, latest date first (the Payments table). */
async function listRecent(uid: string, limit: number): Promise<PlatformEvent[]> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDocs(
    sdk.query(
      sdk.collection(db, 'events'),
      sdk.where('createdBy', '==', uid),
      sdk.orderBy('date', 'desc'),
      sdk.orderBy(sdk.documentId(), 'desc'),
      sdk.limit(limit),
    ),
  );
  return snapshot.docs.map((doc) => eventOf(doc.id, toPlain(doc.data())));
}

async function get(id: string): Promise<PlatformEvent | null> {
  const { db, sdk } = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(db, 'events', id));
  return snapshot.exists() ? eventOf(snapshot.id, toPlain(snapshot.data())) : null;
}

const CONTENT_KEYS: readonly (keyof EventContentChanges)[] = [
  'title',
  'description',
  'eventDate',
  'date',
  'startTime',
  'requiredTime',
  'eventLocation',
  'address',
  'location',
  'eventType',
  'eventLevel',
  'requiredSeats',
  'attachments',
  'packages',
];

/** Only content keys reach Firestore: the rules refuse the whole write when any other key changes. */
async function update(id: string, changes: EventContentChanges): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const data = Object.fromEntries(
    CONTENT_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key]]),
  );
  await sdk.updateDoc(sdk.doc(db, 'events', id), data);
}

/**
 * Creates the event with all its bookings and orders in one server transaction (the createEvent function); see
 * CreateEventRequest. Booking and paying can take a while under contention; the SDK's default 70 s is kept.
 */
async function create(request: CreateEventRequest): Promise<CreateEventResult> {
  return callContract(createEvent, request);
}

/**
 * Deletes the event, its orders and their slot bookings, refunding card payments (the deleteEvent function):
 * refused with the spec's messages when tickets exist or a booking is too close.
 */
async function remove(id: string): Promise<void> {
  await callContract(deleteEvent, { eventId: id });
}

export const eventsService = {
  listRecent,
  listMine,
  get,
  update,
  create,
  remove,
};
