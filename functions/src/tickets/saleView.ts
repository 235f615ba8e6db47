import type { getTicketPurchase, getTicketSale, ResponseOf } from '@gigvenue/contracts';
import type { CalendarDate } from '../shared/calendar';
import type { EventStock } from '../shared/ticketStock';

// What the public event page shows: only what a ticket buyer needs, never the event's bookings, owners or money.
// The shapes are the getTicketSale and getTicketPurchase contracts'.

export type TicketSaleView = ResponseOf<typeof getTicketSale>;
export type PublicEventDetails = ResponseOf<typeof getTicketPurchase>['event'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function calendarDate(value: unknown): CalendarDate | null {
  const date = (value ?? {}) as Partial<CalendarDate>;
  return typeof date.year === 'number' && typeof date.month === 'number' && typeof date.day === 'number'
    ? { year: date.year, month: date.month, day: date.day }
    : null;
}

/** The event as a buyer sees it on the sale page and the ticket page. */
export function publicEventDetails(eventId: string, event: Record<string, unknown>): PublicEventDetails {
  const venue = (event.venue ?? {}) as Record<string, unknown>;
  return {
    id: eventId,
    title: text(event.title),
    description: text(event.description),
    date: typeof event.date === 'number' ? event.date : 0,
    eventDate: calendarDate(event.eventDate),
    startTime: text(event.startTime),
    requiredTime: text(event.requiredTime),
    venueName: text(venue.venueName),
    address: text(event.address) || text(venue.address),
  };
}

export function saleView(eventId: string, event: Record<string, unknown>, stock: EventStock): TicketSaleView {
  const { id, ...details } = publicEventDetails(eventId, event);
  return {
    eventId: id,
    ...details,
    attachments: Array.isArray(event.attachments)
      ? event.attachments.filter((url): url is string => typeof url === 'string')
      : [],
    onSale: stock.onSale,
    cancelled: event.status === 'cancelled',
    ticketsLeft: stock.onSale ? stock.ticketsLeft : 0,
    // A package without a name cannot be bought (the sale refuses it), so the page does not offer it.
    packages: stock.packages
      .filter((item) => item.detail !== '')
      .map(({ index, detail, price, ticketsLeft }) => ({
        index,
        detail,
        price,
        ticketsLeft: stock.onSale ? ticketsLeft : 0,
      })),
  };
}
