import { onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret } from '../config';
import { loadTicketPurchase, type TicketPurchaseView } from './loadTicketPurchase';
import { refuse } from '../shared/refusals';

/** The buyer's ticket page (/t/{purchaseId}?k={key}) as data: a wrong key is answered exactly like a missing purchase. */
export const getTicketPurchase = onCall(
  { ...callableOptions, secrets: [ticketSigningSecret] },
  async (request): Promise<TicketPurchaseView> => {
    const { purchaseId, key } = (request.data ?? {}) as { purchaseId?: unknown; key?: unknown };
    const purchase =
      typeof purchaseId === 'string' ? await loadTicketPurchase(firestore(), purchaseId, key) : null;
    if (!purchase) throw refuse('not-found', 'noEventDetails');
    return purchase;
  },
);
