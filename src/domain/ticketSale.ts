import type { CalendarDate } from './entities';
import { toPence } from './money';

// Tickets are sold on an event's public page to buyers without a platform account (the getTicketSale, buyTickets
// and getTicketPurchase callables). These are the views those callables answer with, and the rules the page
// applies before asking: how many tickets one purchase may take and what they cost.

/** One purchase takes at most this many tickets (the server refuses more). */
export const MAX_TICKETS_PER_PURCHASE = 10;
/** The part of a ticket id that door staff read out and the tickets table shows. */
export const SHORT_TICKET_ID_LENGTH = 7;
/** Longest buyer name the server accepts. */
export const MAX_BUYER_NAME = 100;

export interface SalePackage {
  /** The package's position in the event's packages, which is what a purchase names. */
  index: number;
  detail: string;
  /** Pounds per ticket. */
  price: number;
  ticketsLeft: number;
}

/** getTicketSale: what the public page shows of an event. */
export interface TicketSaleView {
  eventId: string;
  title: string;
  description: string;
  /** Epoch ms of the event day's UTC midnight. */
  date: number;
  eventDate: CalendarDate;
  startTime: string;
  requiredTime: string;
  venueName: string;
  address: string;
  attachments: string[];
  /** False for past events and events whose status does not sell. */
  onSale: boolean;
  /** Seats left in the whole event, whatever the package. */
  ticketsLeft: number;
  packages: SalePackage[];
  /** True once the owner cancelled the event: the page says so and sells nothing (absent on older views). */
  cancelled?: boolean;
}

/** buyTickets: the request id makes a retry find the purchase the first attempt made. */
export interface BuyTicketsRequest {
  eventId: string;
  packageIndex: number;
  quantity: number;
  name: string;
  email: string;
  /** The payment provider's token; absent for free tickets. */
  cardToken?: string;
  requestId: string;
}

export interface BuyTicketsResult {
  purchaseId: string;
  /** Opens the buyer's ticket page without an account. */
  accessKey: string;
  ticketIds: string[];
  totalPence: number;
}

export interface PurchaseEvent {
  id: string;
  title: string;
  description: string;
  date: number;
  eventDate: CalendarDate;
  startTime: string;
  requiredTime: string;
  venueName: string;
  address: string;
}

export interface PurchasedTicket {
  ticketId: string;
  /** The package's detail. */
  ticketType: string;
  /** Pounds. */
  amountPaid: number;
  isCheckedIn: boolean;
  /** The signed text the QR code carries. */
  code: string;
}

/** getTicketPurchase: the buyer's tickets. */
/** What became of a cancelled event's purchase: the refund job's outcome for it. */
export type PurchaseRefundStatus = 'refunded' | 'released' | 'refund-due' | 'void' | 'declined';

export interface TicketPurchaseView {
  purchaseId: string;
  buyerName: string;
  event: PurchaseEvent;
  tickets: PurchasedTicket[];
  /** The organizer cancelled the event (absent on older views). */
  cancelled?: boolean;
  /** The refund once the job has handled this purchase; null while it has not yet. */
  refund?: { status: PurchaseRefundStatus; totalPence: number } | null;
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
