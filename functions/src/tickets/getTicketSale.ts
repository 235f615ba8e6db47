import { getTicketSale as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { contractCall } from '../shared/contractCall';
import { refuse } from '../shared/refusals';
import { loadTicketSale } from './loadTicketSale';

/**
 * The public event page (/e/{eventId}): the event as a buyer sees it and the tickets left per package, for anyone
 * with the link, signed in or not.
 */
export const getTicketSale = contractCall(contract, { signedIn: false }, async ({ eventId }) => {
  const sale = await loadTicketSale(firestore(), eventId);
  if (!sale) throw refuse('not-found', 'noEventDetails');
  return sale;
});
