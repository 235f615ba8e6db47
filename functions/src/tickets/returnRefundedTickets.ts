import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin';
import { settings } from '../config';
import { logs } from '../logs';
import { returnOutsideRefund } from './ticketRefund';
import { offerReturnedTickets } from './waitlistOffers';

const refundedOutside = (purchase: Record<string, unknown> | undefined) => {
  const payment = purchase?.payment as Record<string, unknown> | undefined;
  return payment?.status === 'refunded' && payment.refundedOutside === true && !purchase?.ticketRefund;
};

/**
 * A purchase refunded outside the app (Stripe's dashboard, the bank: the payment webhook marks it) puts its tickets
 * back on sale, offered to the waitlist first, as the organizer's Refund does (ticketRefund.returnOutsideRefund).
 * Only the change to that state runs anything; retried, it returns the tickets once.
 */
export const returnRefundedTickets = onDocumentUpdated(
  { document: 'ticketPurchases/{purchaseId}', region: settings.region, retry: true },
  async (change) => {
    if (!change.data || !refundedOutside(change.data.after.data())) return;
    const db = firestore();
    const eventId = await returnOutsideRefund(db, change.params.purchaseId);
    if (!eventId) return;
    logs.outsideRefundReturned({ eventId, purchaseId: change.params.purchaseId });
    try {
      await offerReturnedTickets(db, eventId);
    } catch (error) {
      logs.waitlistOfferFailed({ eventId, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
