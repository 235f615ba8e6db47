import { PLAIN_ID } from '@gigvenue/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { readEventStock } from './readEventStock';
import { saleView, type TicketSaleView } from './saleView';

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * An event as its public page shows it, with the tickets left per package (readEventStock: exact when read, as the
 * sale counts it, with no roll-up to lag), or null for an id that names no event. The getTicketSale callable and the
 * server-rendered page (publicPages/publicEventPage) both answer from it, so the page and the data the browser
 * hydrates it with agree.
 */
export async function loadTicketSale(db: Firestore, eventId: string): Promise<TicketSaleView | null> {
  return (await loadEventListing(db, eventId))?.sale ?? null;
}

/** What the event's public page tells search engines besides the sale: who organises it and who performs. */
export interface EventListing {
  sale: TicketSaleView;
  /** The owner's account name ('' when unknown). */
  organizer: string;
  /** The booked event managers' names. */
  performers: string[];
}

/** The sale (loadTicketSale) with the event's organizer and performers, read with it. */
export async function loadEventListing(db: Firestore, eventId: string): Promise<EventListing | null> {
  if (!PLAIN_ID.test(eventId)) return null;
  const read = await readEventStock(db, (...refs) => db.getAll(...refs), eventId, Date.now());
  if (!read) return null;
  const managers = Array.isArray(read.event.eventManagers) ? (read.event.eventManagers as unknown[]) : [];
  return {
    sale: saleView(eventId, read.event, read.stock),
    organizer: read.ownerName,
    performers: managers
      .map((manager) => textOf((manager as { name?: unknown } | null)?.name))
      .filter(Boolean),
  };
}
