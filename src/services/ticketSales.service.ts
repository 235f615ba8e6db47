import {
  buyTickets as buyTicketsContract,
  getTicketPurchase as getTicketPurchaseContract,
  getTicketSale as getTicketSaleContract,
  REFUSAL_TEXTS,
  type CalendarDate,
} from '@gigvenue/contracts';
import { Refused } from '@/lib/firebase/errors';
import type {
  BuyTicketsRequest,
  BuyTicketsResult,
  TicketPurchaseView,
  TicketSaleView,
} from '@/domain/ticketSale';
import { callContract } from './callContract';

// Ticket sales to buyers without a platform account: three callables that need no sign-in, called through their
// contracts. Stock, prices and the buyer's app user are the server's (functions/src/tickets); a refusal arrives as
// an error carrying its reason code (lib/firebase/errors refusalOf), worded in the person's language.

/**
 * The event's date, which the pages show and a calendar entry needs: an event without one (deleted since, or
 * malformed) is answered with a null date, and reads here as no event at all, as the functions word a missing one.
 */
function dated<Event extends { eventDate: CalendarDate | null }>(
  event: Event,
): Omit<Event, 'eventDate'> & { eventDate: CalendarDate } {
  const { eventDate } = event;
  if (!eventDate) throw new Refused('noEventDetails', REFUSAL_TEXTS.noEventDetails);
  return { ...event, eventDate };
}

/** An event's public sale view; refused as noEventDetails for an unknown event. */
async function getSale(eventId: string): Promise<TicketSaleView> {
  return dated(await callContract(getTicketSaleContract, { eventId }));
}

/**
 * Buys tickets in one server transaction and charges the card once; the same request id returns the first
 * attempt's purchase. Refused when sold out, too few left, not on sale or the card is declined.
 */
async function buy(request: BuyTicketsRequest): Promise<BuyTicketsResult> {
  return callContract(buyTicketsContract, request);
}

/** The buyer's tickets with their signed codes; a wrong key is refused as not found (noEventDetails). */
async function getPurchase(purchaseId: string, key: string): Promise<TicketPurchaseView> {
  const purchase = await callContract(getTicketPurchaseContract, { purchaseId, key });
  return { ...purchase, event: dated(purchase.event) };
}

export const ticketSalesService = {
  getSale,
  buy,
  getPurchase,
};
