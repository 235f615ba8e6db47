import type { PlatformEvent, Ticket } from './entities';
import { SHORT_TICKET_ID_LENGTH } from './ticketSale';

// The event owner's tickets table and the live figures of an event's tickets (spec sections 2 and 9).

/** Tickets page size (spec section 9). */
export const TICKETS_PAGE_SIZE = 10;

export type TicketSort = 'ticketId' | 'userName';
export type SortDirection = 'asc' | 'desc';

/** What the tickets table asks for; the cursor is the page's own. */
export interface TicketsQuery {
  sort: TicketSort;
  direction: SortDirection;
  /** Show Checked Ins: only tickets checked in at the door. */
  checkedInOnly: boolean;
  /** A buyer name or ticket id prefix; '' for all. */
  search: string;
}

/** The spec's default: ticket id, descending, every ticket. */
export const DEFAULT_TICKETS_QUERY: TicketsQuery = {
  sort: 'ticketId',
  direction: 'desc',
  checkedInOnly: false,
  search: '',
};

/** The first 7 characters, as the table shows a ticket id (spec section 9). */
export const shortTicketId = (ticketId: string): string => ticketId.slice(0, SHORT_TICKET_ID_LENGTH);

/** Clicking a column sorts by it ascending, clicking it again turns the order round. */
export function toggledSort(
  query: Pick<TicketsQuery, 'sort' | 'direction'>,
  column: TicketSort,
): Pick<TicketsQuery, 'sort' | 'direction'> {
  if (query.sort !== column) return { sort: column, direction: 'asc' };
  return { sort: column, direction: query.direction === 'asc' ? 'desc' : 'asc' };
}

export type TicketSearch = { field: 'ticketId'; prefix: string } | { field: 'userNameLower'; prefix: string };

/**
 * What a search box text matches: a ticket id prefix (stored upper-case hex) or a buyer name prefix (matched on the
 * lower-cased name). Ticket ids are hex, and names such as 'Ada' or 'Bea' are hex letters too, so only text with a
 * digit among hex characters reads as an id. Null when there is nothing to search for.
 */
export function ticketSearchOf(text: string): TicketSearch | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^[0-9a-f]+$/i.test(value) && /\d/.test(value))
    return { field: 'ticketId', prefix: value.toUpperCase() };
  return { field: 'userNameLower', prefix: value.toLowerCase() };
}

/** ticketStats/{eventId}: counters the ticket functions keep, so no screen counts tickets by reading them all. */
export interface TicketStats {
  sold: number;
  revenuePence: number;
  checkedIn: number;
  holders: number;
  /** Tickets sold per package detail. */
  packages: Record<string, number>;
}

/** An event without a stats document has sold nothing yet. */
export const NO_TICKET_STATS: TicketStats = {
  sold: 0,
  revenuePence: 0,
  checkedIn: 0,
  holders: 0,
  packages: {},
};

/** The seats the door can fill: the event's required seats, never more than its venue holds when that is known. */
export function eventSeats(event: Pick<PlatformEvent, 'requiredSeats' | 'venue'>): number {
  const required = Math.max(0, event.requiredSeats || 0);
  const venueSeats = event.venue?.seats ?? 0;
  return venueSeats > 0 ? Math.min(required, venueSeats) : required;
}

/** Checked-in share of the seats in whole percent, 0 to 100 (a full house may have more tickets than seats). */
export function occupancyPercent(checkedIn: number, seats: number): number {
  if (seats <= 0) return 0;
  return Math.min(100, Math.round((checkedIn / seats) * 100));
}

export type TicketPaymentStatus = 'paid' | 'pending' | 'refunded' | 'disputed';

/**
 * What the tickets table and its CSV say of a ticket's money: a refund outranks the lapsed payment it leaves, and a
 * dispute (open or lost at the card holder's bank) outranks paid.
 */
export function ticketPaymentStatus(
  ticket: Pick<Ticket, 'isPaid' | 'refunded' | 'disputed'>,
): TicketPaymentStatus {
  if (ticket.refunded) return 'refunded';
  if (ticket.disputed) return 'disputed';
  return ticket.isPaid ? 'paid' : 'pending';
}
