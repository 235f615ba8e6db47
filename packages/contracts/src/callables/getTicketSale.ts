import * as z from 'zod/mini';
import { callable } from './define';
import { publicEventFields } from './publicEvent';
import { PLAIN_ID } from './ticketFormats';

/**
 * The public event page (/e/{eventId}): the event as a buyer sees it and the tickets left per package, for anyone
 * with the link. An id that names no event is refused as noEventDetails, malformed or not.
 */
export const getTicketSale = callable(
  'getTicketSale',
  z.object(
    { eventId: z.string({ error: 'noEventDetails' }).check(z.regex(PLAIN_ID, { error: 'noEventDetails' })) },
    { error: 'noEventDetails' },
  ),
  z.object({
    eventId: z.string(),
    ...publicEventFields,
    attachments: z.array(z.string()),
    /** False for past events and events whose status does not sell. */
    onSale: z.boolean(),
    /** The organizer cancelled the event: the page says so and sells nothing (onSale is false). */
    cancelled: z.boolean(),
    /** Seats left in the whole event, whatever the package. */
    ticketsLeft: z.number(),
    packages: z.array(
      z.object({
        /** The package's position in the event's packages, which is what a purchase names. */
        index: z.int(),
        detail: z.string(),
        /** Pounds per ticket. */
        price: z.number(),
        ticketsLeft: z.number(),
      }),
    ),
  }),
);
