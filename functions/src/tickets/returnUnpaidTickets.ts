import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { unpaidBy } from './returnToSale';
import { returnUnpaidPurchase } from './ticketRefund';
import { offerReturnedTickets } from './waitlistOffers';

/**
 * A purchase whose money went without the organizer's Refund (refunded in Stripe's dashboard or by the bank, or its
 * card hold lapsed: the payment webhook and the capture retry mark it) puts its tickets back on sale, offered to the
 * waitlist first, as the organizer's Refund does (ticketRefund.returnUnpaidPurchase). Only that state runs anything;
 * retried, it returns the tickets once.
 */
export const returnUnpaidTickets = onDocumentUpdated(
  { document: 'ticketPurchases/{purchaseId}', region: settings.region, retry: true },
  async (change) => {
    const purchase = change.data?.after.data();
    if (!purchase || purchase.ticketRefund || !unpaidBy(purchase.payment as Record<string, unknown>)) return;
    const db = firestore();
    const eventId = await returnUnpaidPurchase(db, change.params.purchaseId);
    if (!eventId) return;
    logs.unpaidTicketsReturned({ eventId, purchaseId: change.params.purchaseId });
    try {
      await offerReturnedTickets(db, eventId);
    } catch (error) {
      logs.waitlistOfferFailed({ eventId, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
