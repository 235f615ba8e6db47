import { PLAIN_ID } from '@gigvenue/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { readEventStock } from './readEventStock';
import { saleView, type TicketSaleView } from './saleView';

/**
 * An event as its public page shows it, with the tickets left per package (readEventStock: exact when read, as the
 * sale counts it, with no roll-up to lag), or null for an id that names no event. The getTicketSale callable and the
 * server-rendered page (publicPages/publicEventPage) both answer from it, so the page and the data the browser takes
 * over agree.
 */
export async function loadTicketSale(db: Firestore, eventId: string): Promise<TicketSaleView | null> {
  if (!PLAIN_ID.test(eventId)) return null;
  const read = await readEventStock(db, (...refs) => db.getAll(...refs), eventId, Date.now());
  return read ? saleView(eventId, read.event, read.stock) : null;
}
