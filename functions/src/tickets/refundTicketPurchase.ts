import { refundTicketPurchase as contract } from '@gigvenue/contracts';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { contractCall } from '../shared/contractCall';
import { refuseWith } from '../shared/refusals';
import { callOffPurchase, RefundRefused, settleRefundedPurchase } from './ticketRefund';
import { offerReturnedTickets } from './waitlistOffers';

/**
 * The tickets table's Refund: the event's owner refunds the purchase a ticket belongs to (ticketRefund.ts), then its
 * tickets are offered to the waitlist. A provider that fails leaves the refund owed for a retry or the hourly sweep;
 * the answer then is the provider's error, and the tickets are back on sale either way.
 */
export const refundTicketPurchase = contractCall(
  contract,
  { signedIn: true, options: { ...callableOptions, secrets: paymentSecrets() } },
  async (input, request) => {
    const db = firestore();
    let calledOff;
    try {
      calledOff = await callOffPurchase(db, request.auth?.uid ?? '', input.ticketId);
    } catch (error) {
      if (error instanceof RefundRefused) throw refuseWith(error.refusal);
      throw error;
    }
    try {
      await offerReturnedTickets(db, calledOff.eventId);
    } catch (error) {
      logs.waitlistOfferFailed({
        eventId: calledOff.eventId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    await settleRefundedPurchase(db, paymentProvider(), calledOff.purchaseId);
    logs.ticketPurchaseRefunded({
      eventId: calledOff.eventId,
      purchaseId: calledOff.purchaseId,
      tickets: calledOff.tickets,
      refundedPence: calledOff.totalPence,
    });
    return {
      purchaseId: calledOff.purchaseId,
      tickets: calledOff.tickets,
      refundedPence: calledOff.totalPence,
    };
  },
);
