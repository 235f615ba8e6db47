import {
  buyTickets as buyTicketsContract,
  getTicketPurchase as getTicketPurchaseContract,
  getTicketSale as getTicketSaleContract,
  REFUSAL_TEXTS,
} from '@gigvenue/contracts';
import { Refused } from '@/lib/firebase/errors';
import {
  purchaseViewOf,
  saleViewOf,
  type BuyTicketsRequest,
  type BuyTicketsResult,
  type TicketPurchaseView,
  type TicketSaleView,
} from '@/domain/ticketSale';
import { callContract } from './callContract';

// Ticket sales to buyers without a platform account: three callables that need no sign-in, called through their
// contracts. Stock, prices and the buyer's app user are the server's (functions/src/tickets); a refusal arrives as
// an error carrying its reason code (lib/firebase/errors refusalOf), worded in the person's language.

/** An answer whose event has no date (deleted since, or malformed) reads as no event at all (domain datedEvent). */
function found<View>(view: View | null): View {
  if (!view) throw new Refused('noEventDetails', REFUSAL_TEXTS.noEventDetails);
  return view;
}

/** An event's public sale view; refused as noEventDetails for an unknown event. */
async function getSale(eventId: string): Promise<TicketSaleView> {
  return found(saleViewOf(await callContract(getTicketSaleContract, { eventId })));
}

/**
 * Buys tickets in one server transaction and charges the card once; the same request id returns the first
 * attempt's purchase. Refused when sold out, too few left, not on sale or the card is declined.
 */
async function buy(request: BuyTicketsRequest): Promise<BuyTicketsResult> {
  return callContract(buyTicketsContract, request, { limitedUseAppCheckTokens: true });
}

/** The buyer's tickets with their signed codes; a wrong key is refused as not found (noEventDetails). */
async function getPurchase(purchaseId: string, key: string): Promise<TicketPurchaseView> {
  return found(purchaseViewOf(await callContract(getTicketPurchaseContract, { purchaseId, key })));
}

export const ticketSalesService = {
  getSale,
  buy,
  getPurchase,
};
