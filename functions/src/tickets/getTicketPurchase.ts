import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, ticketSigningSecret, ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { NO_EVENT } from './salePlan';
import { publicEventDetails, type PublicEventDetails } from './saleView';
import { cachedTicketKeys, CODE_ID, isPurchaseAccessKey, signTicketCode } from './ticketCodes';

export interface TicketPurchaseView {
  purchaseId: string;
  buyerName: string;
  event: PublicEventDetails;
  tickets: { ticketId: string; ticketType: string; amountPaid: number; isCheckedIn: boolean; code: string }[];
}

/**
 * The buyer's ticket page (/t/{purchaseId}?k={key}): the purchase's tickets with their signed QR codes. The key in
 * the link is the only credential (buyers have no platform account), so a wrong key is answered exactly like a
 * missing purchase.
 */
export const getTicketPurchase = onCall(
  { ...callableOptions, secrets: [ticketSigningSecret] },
  async (request): Promise<TicketPurchaseView> => {
    const { purchaseId, key } = (request.data ?? {}) as { purchaseId?: unknown; key?: unknown };
    if (typeof purchaseId !== 'string' || !CODE_ID.test(purchaseId))
      throw new HttpsError('not-found', NO_EVENT);
    const keys = cachedTicketKeys(ticketSigningSeed());
    if (!isPurchaseAccessKey(keys, purchaseId, key)) {
      logs.ticketPurchaseRefused({ purchaseId, reason: 'wrong-key' });
      throw new HttpsError('not-found', NO_EVENT);
    }
    const db = firestore();
    const purchase = await db.doc(`ticketPurchases/${purchaseId}`).get();
    const eventId = purchase.get('eventId');
    const ticketIds = (purchase.get('ticketIds') as string[] | undefined) ?? [];
    if (!purchase.exists || typeof eventId !== 'string') {
      logs.ticketPurchaseRefused({ purchaseId, reason: 'not-found' });
      throw new HttpsError('not-found', NO_EVENT);
    }
    const [event, ...tickets] = await db.getAll(
      db.doc(`events/${eventId}`),
      ...ticketIds.map((id) => db.doc(`tickets/${id}`)),
    );
    return {
      purchaseId,
      buyerName: String(purchase.get('name') ?? ''),
      // The event may have been deleted since; the tickets still show what was bought.
      event: publicEventDetails(eventId, event.data() ?? {}),
      tickets: tickets
        .filter((ticket) => ticket.exists)
        .map((ticket) => ({
          ticketId: ticket.id,
          ticketType: String(ticket.get('ticketType') ?? ''),
          amountPaid: Number(ticket.get('amountPaid') ?? 0),
          isCheckedIn: ticket.get('isCheckedIn') === true,
          code: signTicketCode(keys, { ticketId: ticket.id, eventId }),
        })),
    };
  },
);
