import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions } from '../config';
import { loadTicketSale } from './loadTicketSale';
import { refuse } from '../shared/refusals';
import type { TicketSaleView } from './saleView';

/**
 * The public event page (/e/{eventId}): the event as a buyer sees it and the tickets left per package, for anyone
 * with the link, signed in or not.
 */
export const getTicketSale = onCall(callableOptions, async (request): Promise<TicketSaleView> => {
  const eventId = (request.data as { eventId?: unknown } | null)?.eventId;
  const sale = typeof eventId === 'string' ? await loadTicketSale(firestore(), eventId) : null;
  if (!sale) throw refuse('not-found', 'noEventDetails');
  return sale;
});
