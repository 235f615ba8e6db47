import { PLAIN_ID } from '@gigvenue/contracts';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { saleView, type TicketSaleView } from './saleView';
import { shardCountOf, shardPath, shardStock, stockOfShards } from './ticketShards';
import { eventStock, ownerSells, statsCountersOf } from '../shared/ticketStock';

/**
 * An event as its public page shows it, with the tickets left per package, or null for an id that names no event.
 * The event, its ticketStats base and stock shards (ticketShards.ts: at most 33), the booked venue and the owner's
 * account (whose suspension stops the sale), whatever the number of tickets sold. The tickets left are the shards'
 * stock summed: exact when read, as the sale counts it, with no roll-up to lag. The getTicketSale callable and the server-rendered page
 * (publicPages/publicEventPage) both answer from it, so the page and the data the browser takes over agree.
 */
export async function loadTicketSale(db: Firestore, eventId: string): Promise<TicketSaleView | null> {
  if (!PLAIN_ID.test(eventId)) return null;
  const [event, stats] = await db.getAll(db.doc(`events/${eventId}`), db.doc(`ticketStats/${eventId}`));
  const data = event.data();
  if (!data) return null;
  const venueId = data.selectedVenue;
  const ownerId = data.createdBy;
  const refs = [
    typeof venueId === 'string' && venueId ? db.doc(`venues/${venueId}`) : null,
    typeof ownerId === 'string' && ownerId ? db.doc(`managers/${ownerId}`) : null,
  ];
  const present = refs.filter((ref): ref is DocumentReference => ref !== null);
  const found = present.length > 0 ? await db.getAll(...present) : [];
  const [venue, owner] = refs.map((ref) => (ref ? found.shift() : undefined));
  const venueSeats = typeof venue?.get('seats') === 'number' ? (venue.get('seats') as number) : null;
  const baseCounters = statsCountersOf(stats.data());
  const baseStock = eventStock(data, baseCounters, venueSeats, {
    now: Date.now(),
    ownerActive: ownerSells(owner?.get('status')),
  });
  // Shards are written only once the base records their count: before the first sale there are none to read.
  const n = shardCountOf(stats.data(), baseStock);
  const shards = stats.exists
    ? await db.getAll(...Array.from({ length: n }, (_, index) => db.doc(shardPath(eventId, index))))
    : [];
  const stock = stockOfShards(
    baseStock,
    Array.from({ length: n }, (_, index) =>
      shardStock(baseStock, baseCounters, n, index, statsCountersOf(shards[index]?.data())),
    ),
  );
  return saleView(eventId, data, stock);
}
