import { loadFunctions } from '@/lib/firebase/app';
import type {
  BuyTicketsRequest,
  BuyTicketsResult,
  TicketPurchaseView,
  TicketSaleView,
} from '@/domain/ticketSale';

// Ticket sales to buyers without a platform account: three callables that need no sign-in. Stock, prices and
// the buyer's app user are the server's (functions/src/tickets); refusals arrive as errors whose message is
// meant for the person (errorMessage in lib/firebase/errors strips the status suffix).

/** An event's public sale view; refused with 'No Event Details' (not-found) for an unknown event. */
async function getSale(eventId: string): Promise<TicketSaleView> {
  const { functions, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable<{ eventId: string }, TicketSaleView>(
    functions,
    'getTicketSale',
  )({ eventId });
  return result.data;
}

/**
 * Buys tickets in one server transaction and charges the card once; the same request id returns the first
 * attempt's purchase. Refused when sold out, too few left, not on sale or the card is declined.
 */
async function buy(request: BuyTicketsRequest): Promise<BuyTicketsResult> {
  const { functions, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable<BuyTicketsRequest, BuyTicketsResult>(
    functions,
    'buyTickets',
  )(request);
  return result.data;
}

/** The buyer's tickets with their signed codes; a wrong key is refused as not found ('No Event Details'). */
async function getPurchase(purchaseId: string, key: string): Promise<TicketPurchaseView> {
  const { functions, sdk } = await loadFunctions();
  const call = sdk.httpsCallable<{ purchaseId: string; key: string }, TicketPurchaseView>(
    functions,
    'getTicketPurchase',
  );
  const result = await call({ purchaseId, key });
  return result.data;
}

export const ticketSalesService = {
  getSale,
  buy,
  getPurchase,
};
