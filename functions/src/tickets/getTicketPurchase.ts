import { getTicketPurchase as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret } from '../config';
import { contractCall } from '../shared/contractCall';
import { refuse } from '../shared/refusals';
import { loadTicketPurchase } from './loadTicketPurchase';

/** The buyer's ticket page (/t/{purchaseId}?k={key}) as data: a wrong key is answered exactly like a missing purchase. */
export const getTicketPurchase = contractCall(
  contract,
  { signedIn: false, options: { ...callableOptions, secrets: [ticketSigningSecret] } },
  async ({ purchaseId, key }) => {
    const purchase = await loadTicketPurchase(firestore(), purchaseId, key);
    if (!purchase) throw refuse('not-found', 'noEventDetails');
    return purchase;
  },
);
