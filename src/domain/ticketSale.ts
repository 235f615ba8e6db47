import {
  MAX_TICKETS_PER_PURCHASE,
  SHORT_TICKET_ID_LENGTH,
  type buyTickets,
  type CalendarDate,
  type getTicketPurchase,
  type getTicketSale,
  type RequestOf,
  type ResponseOf,
} from '@gigvenue/contracts';
import { toPence } from './money';

// Tickets are sold on an event's public page to buyers without a platform account (the getTicketSale, buyTickets
// and getTicketPurchase callables, whose contracts in @gigvenue/contracts say what they take and answer). Here are
// the views as the app holds them, and the rules the page applies before asking: how many tickets one purchase may
// take and what they cost.

export {
  MAX_BUYER_NAME,
  MAX_TICKETS_PER_PURCHASE,
  SHORT_TICKET_ID_LENGTH,
  type PurchaseRefundStatus,
} from '@gigvenue/contracts';

type SaleAnswer = ResponseOf<typeof getTicketSale>;
type PurchaseAnswer = ResponseOf<typeof getTicketPurchase>;

export type SalePackage = SaleAnswer['packages'][number];

/**
 * getTicketSale: what the public page shows of an event. The answer's eventDate is null for an event without a
 * date (deleted since, or malformed), which the app reads as no event at all (datedEvent).
 */
export type TicketSaleView = Omit<SaleAnswer, 'eventDate'> & { eventDate: CalendarDate };

/** buyTickets: the request id makes a retry find the purchase the first attempt made. */
export type BuyTicketsRequest = RequestOf<typeof buyTickets>;

export type BuyTicketsResult = ResponseOf<typeof buyTickets>;

/** The purchase's event; one without a date (deleted since) the service answers as no event, as for a sale. */
export type PurchaseEvent = Omit<PurchaseAnswer['event'], 'eventDate'> & { eventDate: CalendarDate };

export type PurchasedTicket = PurchaseAnswer['tickets'][number];

/** getTicketPurchase: the buyer's tickets. */
export type TicketPurchaseView = Omit<PurchaseAnswer, 'event'> & { event: PurchaseEvent };

/**
 * An answer's event as the pages show it, or null for one without a date: the pages show it and a calendar entry
 * needs it, so such an event reads as no event, as the functions word a missing one.
 */
export function datedEvent<Event extends { eventDate: CalendarDate | null }>(
  event: Event,
): (Omit<Event, 'eventDate'> & { eventDate: CalendarDate }) | null {
  const { eventDate } = event;
  return eventDate ? { ...event, eventDate } : null;
}

/** getTicketSale's answer as the public page holds it; null for an event without a date (datedEvent). */
export const saleViewOf = (answer: SaleAnswer): TicketSaleView | null => datedEvent(answer);

/** getTicketPurchase's answer as the ticket page holds it; null when its event has no date (datedEvent). */
export function purchaseViewOf(answer: PurchaseAnswer): TicketPurchaseView | null {
  const event = datedEvent(answer.event);
  return event ? { ...answer, event } : null;
}

export type SaleAvailability = 'onSale' | 'soldOut' | 'notOnSale';

export function saleAvailability(
  sale: Pick<TicketSaleView, 'onSale' | 'ticketsLeft' | 'packages'>,
): SaleAvailability {
  if (!sale.onSale) return 'notOnSale';
  const anyLeft = sale.packages.some((item) => ticketsLeftOf(sale, item) > 0);
  return anyLeft ? 'onSale' : 'soldOut';
}

export function packageOf(
  sale: Pick<TicketSaleView, 'packages'>,
  packageIndex: number,
): SalePackage | undefined {
  return sale.packages.find((item) => item.index === packageIndex);
}

/** What a buyer can still get of a package: its own tickets left, but never more than the event's seats left. */
export function ticketsLeftOf(
  sale: Pick<TicketSaleView, 'ticketsLeft'>,
  item: Pick<SalePackage, 'ticketsLeft'>,
): number {
  return Math.max(0, Math.floor(Math.min(item.ticketsLeft, sale.ticketsLeft)));
}

/** The most tickets of a package one purchase can take now: 0 when it cannot be bought. */
export function maxQuantity(
  sale: Pick<TicketSaleView, 'onSale' | 'ticketsLeft' | 'packages'>,
  packageIndex: number,
): number {
  const item = packageOf(sale, packageIndex);
  if (!sale.onSale || !item) return 0;
  return Math.min(MAX_TICKETS_PER_PURCHASE, ticketsLeftOf(sale, item));
}

/** What `quantity` tickets at `price` pounds each cost, in pence. */
export function totalPence(price: number, quantity: number): number {
  return toPence(price) * Math.max(0, Math.floor(quantity));
}

export const shortTicketId = (ticketId: string): string => ticketId.slice(0, SHORT_TICKET_ID_LENGTH);

/** The purchase's event as a calendar entry's source: the venue's name leads its address. */
export function purchaseCalendarSource(event: PurchaseEvent) {
  const venue = event.venueName.trim();
  const address = event.address.trim();
  const place =
    venue && !address.startsWith(venue) ? [venue, address].filter(Boolean).join(', ') : address || venue;
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    eventDate: event.eventDate,
    startTime: event.startTime,
    requiredTime: event.requiredTime,
    address: place,
    eventLocation: venue,
  };
}
