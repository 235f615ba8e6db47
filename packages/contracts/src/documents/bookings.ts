import * as z from 'zod/mini';

/**
 * bookings/{ownerId} (a venue id or a manager's uid): the booked slot ids by date ('YYYY-MM-DD'), owner blocks and
 * orders alike, and per date the order holding each slot. The functions write it through this schema.
 */
export const bookingsDocument = z.strictObject({
  bookings: z.record(z.string(), z.array(z.string())),
  orders: z.record(z.string(), z.record(z.string(), z.string())),
  /** The last date an order holds a slot on ('' for none). */
  heldUntil: z.string(),
});

export type BookingsDocument = z.output<typeof bookingsDocument>;
