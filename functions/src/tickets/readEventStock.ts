import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { staffIdsOf } from './ticketStaff';
import {
  quotasFor,
  shardCountOf,
  shardPath,
  shardStock,
  stockOfShards,
  type ShardQuota,
} from './ticketShards';
import {
  eventStock,
  ownerSells,
  statsCountersOf,
  type EventStock,
  type StatsCounters,
} from '../shared/ticketStock';

type GetAll = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

/** An event's stock as read: the event, its ticketStats base and each stock shard, and the stock they leave. */
export interface EventStockRead {
  event: Record<string, unknown>;
  base: DocumentSnapshot;
  baseCounters: StatsCounters;
  /** The stock after the base's counts: what the shards split. */
  baseStock: EventStock;
  staffIds: string[];
  n: number;
  shards: DocumentSnapshot[];
  /** The shards' quotas (null: even shares); `rebased` when the stock changed since its split, to be recorded. */
  split: { quotas: ShardQuota[] | null; rebased: boolean };
  /** What can be bought now: the shards' stock summed. */
  stock: EventStock;
  /** The owner's account name ('' when unknown): the public page names the organizer. */
  ownerName: string;
}

/**
 * Reads an event's stock: the event, its ticketStats base, the booked venue and the owner's account (whose suspension
 * stops the sale), then the base's stock shards (ticketShards.ts: at most 32), whatever the number of tickets sold.
 * Exact when read, as the sale counts it. A transaction passes its getAll. Null for an id that names no event.
 */
export async function readEventStock(
  db: Firestore,
  getAll: GetAll,
  eventId: string,
  now: number,
): Promise<EventStockRead | null> {
  const [event, base] = await getAll(db.doc(`events/${eventId}`), db.doc(`ticketStats/${eventId}`));
  const data = event.data();
  if (!data) return null;
  const venueId = data.selectedVenue;
  const ownerId = data.createdBy;
  const refs = [
    typeof venueId === 'string' && venueId ? db.doc(`venues/${venueId}`) : null,
    typeof ownerId === 'string' && ownerId ? db.doc(`managers/${ownerId}`) : null,
  ];
  const present = refs.filter((ref): ref is DocumentReference => ref !== null);
  const found = present.length > 0 ? await getAll(...present) : [];
  const [venue, owner] = refs.map((ref) => (ref ? found.shift() : undefined));
  const venueSeats = typeof venue?.get('seats') === 'number' ? (venue.get('seats') as number) : null;
  const venueOwnerId =
    typeof venue?.get('createdBy') === 'string' ? (venue.get('createdBy') as string) : null;
  const baseCounters = statsCountersOf(base.data());
  const baseStock = eventStock(data, baseCounters, venueSeats, {
    now,
    ownerActive: ownerSells(owner?.get('status')),
  });
  // Shards are written only once the base records their count: before the first sale there are none to read.
  const n = shardCountOf(base.data(), baseStock);
  const shards = base.exists
    ? await getAll(...Array.from({ length: n }, (_, index) => db.doc(shardPath(eventId, index))))
    : [];
  const shardCounters = Array.from({ length: n }, (_, index) => statsCountersOf(shards[index]?.data()));
  const split = quotasFor(base.data(), baseStock, baseCounters, shardCounters);
  const stock = stockOfShards(
    baseStock,
    shardCounters.map((counters, index) =>
      shardStock(baseStock, baseCounters, n, index, counters, split.quotas?.[index]),
    ),
  );
  const ownerName = owner?.get('name');
  return {
    event: data,
    base,
    baseCounters,
    baseStock,
    staffIds: staffIdsOf(data, venueOwnerId),
    n,
    shards,
    split,
    stock,
    ownerName: typeof ownerName === 'string' ? ownerName.trim() : '',
  };
}
