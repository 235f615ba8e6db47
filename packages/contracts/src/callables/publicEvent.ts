import * as z from 'zod/mini';

// The event as a ticket buyer sees it, on the sale page (getTicketSale) and the ticket page (getTicketPurchase):
// only what a buyer needs, never the event's bookings, owners or money.

/** A stored calendar date; null when the event's is missing or malformed (a deleted event's tickets). */
export const calendarDate = z.object({ year: z.int(), month: z.int(), day: z.int() });

export const publicEventFields = {
  title: z.string(),
  description: z.string(),
  /** Epoch ms of the event day's UTC midnight; 0 when unknown. */
  date: z.number(),
  eventDate: z.nullable(calendarDate),
  /** 'h:mm AM' / 'h:mm PM'. */
  startTime: z.string(),
  requiredTime: z.string(),
  venueName: z.string(),
  address: z.string(),
};
