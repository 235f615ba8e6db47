import { getTicketSale as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { settings } from '../config';
import { callerNetwork } from '../shared/callerAddress';
import { contractCall } from '../shared/contractCall';
import { mayViewSale } from '../shared/rateLimit';
import { refuse } from '../shared/refusals';
import { loadTicketSale } from './loadTicketSale';

/**
 * The public event page (/e/{eventId}): the event as a buyer sees it and the tickets left per package, for anyone
 * with the link, signed in or not, as often as the limit per network in the config allows.
 */
export const getTicketSale = contractCall(contract, { signedIn: false }, async ({ eventId }, request) => {
  const db = firestore();
  if (!(await mayViewSale(db, callerNetwork(request.rawRequest, settings.trustedProxyHops))))
    throw refuse('resource-exhausted', 'tooManyPageViews');
  const sale = await loadTicketSale(db, eventId);
  if (!sale) throw refuse('not-found', 'noEventDetails');
  return sale;
});
