import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { firestore } from '../admin';
import { callableOptions, paymentSecrets, ticketSigningSecret, ticketSigningSeed } from '../config';
import { logs } from '../logs';
import { paymentProvider } from '../payments/providers/provider';
import { cachedTicketKeys } from './ticketCodes';
import { sellTickets, SaleRefused, type BuyTicketsResult } from './ticketSale';

/**
 * The public event page's Buy: sells tickets of one package to a buyer who needs no platform account (see
 * sellTickets). Signed-in callers (the browser's anonymous session) get purchases keyed to them; refusals reach the
 * page as the messages to show.
 */
export const buyTickets = onCall(
  { ...callableOptions, secrets: [ticketSigningSecret, ...paymentSecrets()], timeoutSeconds: 60 },
  async (request): Promise<BuyTicketsResult> => {
    const uid = request.auth?.uid ?? null;
    try {
      return await sellTickets(
        firestore(),
        paymentProvider(),
        cachedTicketKeys(ticketSigningSeed()),
        uid,
        request.data,
      );
    } catch (error) {
      if (error instanceof SaleRefused) {
        logs.ticketSaleRefused({ uid, reason: error.refusal.reason });
        throw new HttpsError(error.refusal.code, error.refusal.message);
      }
      throw error;
    }
  },
);
