import { PLAIN_ID } from '@gigvenue/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { londonDateKey } from '@gigvenue/contracts';
import { saleView, type TicketSaleView } from './saleView';
import { eventStock, statsCountersOf } from './ticketStock';

/**
 * An event as its public page shows it, with the tickets left per package, or null for an id that names no event.
 * Three reads at most, whatever the number of tickets sold. The getTicketSale callable and the server-rendered page
 * (publicPages/publicEventPage) both answer from it, so the page and the data the browser takes over agree.
 */
export async function loadTicketSale(db: Firestore, eventId: string): Promise<TicketSaleView | null> {
  if (!PLAIN_ID.test(eventId)) return null;
  const [event, stats] = await db.getAll(db.doc(`events/${eventId}`), db.doc(`ticketStats/${eventId}`));
  const data = event.data();
  if (!data) return null;
  const venueId = data.selectedVenue;
  const venue = typeof venueId === 'string' && venueId ? await db.doc(`venues/${venueId}`).get() : null;
  const venueSeats = typeof venue?.get('seats') === 'number' ? (venue.get('seats') as number) : null;
  const stock = eventStock(data, statsCountersOf(stats.data()), venueSeats, londonDateKey(Date.now()));
  return saleView(eventId, data, stock);
}
