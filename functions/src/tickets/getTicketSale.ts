import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { dateKeyIn, PLATFORM_TIME_ZONE } from '../availability/slotDeletion';
import { callableOptions } from '../config';
import { NO_EVENT } from './salePlan';
import { saleView, type TicketSaleView } from './saleView';
import { CODE_ID } from './ticketCodes';
import { eventStock, statsCountersOf } from './ticketStock';

/**
 * The public event page (/e/{eventId}): the event as a buyer sees it and the tickets left per package, for anyone
 * with the link, signed in or not. Three reads at most, whatever the number of tickets sold.
 */
export const getTicketSale = onCall(callableOptions, async (request): Promise<TicketSaleView> => {
  const eventId = (request.data as { eventId?: unknown } | null)?.eventId;
  if (typeof eventId !== 'string' || !CODE_ID.test(eventId)) throw new HttpsError('not-found', NO_EVENT);
  const db = firestore();
  const [event, stats] = await db.getAll(db.doc(`events/${eventId}`), db.doc(`ticketStats/${eventId}`));
  const data = event.data();
  if (!data) throw new HttpsError('not-found', NO_EVENT);
  const venueId = data.selectedVenue;
  const venue = typeof venueId === 'string' && venueId ? await db.doc(`venues/${venueId}`).get() : null;
  const venueSeats = typeof venue?.get('seats') === 'number' ? (venue.get('seats') as number) : null;
  const stock = eventStock(
    data,
    statsCountersOf(stats.data()),
    venueSeats,
    dateKeyIn(new Date(), PLATFORM_TIME_ZONE),
  );
  return saleView(eventId, data, stock);
});
