import * as z from 'zod/mini';
import { callable } from './define';
import { PLAIN_ID } from './ticketFormats';

/**
 * What a door phone keeps for scanning without the network: the public key that verifies ticket codes and every
 * ticket of the event with its check-in state. For the event's staff only.
 */
export const ticketDoorList = callable(
  'ticketDoorList',
  z.object(
    { eventId: z.string({ error: 'noEventDetails' }).check(z.regex(PLAIN_ID, { error: 'noEventDetails' })) },
    { error: 'noEventDetails' },
  ),
  z.object({
    eventId: z.string(),
    /** base64url of the raw 32-byte Ed25519 public key. */
    publicKey: z.string(),
    /** The seats check-ins are counted against. */
    seats: z.number(),
    sold: z.int(),
    checkedIn: z.int(),
    /** The event was cancelled: the phone refuses every ticket, even offline. */
    cancelled: z.boolean(),
    tickets: z.array(
      z.object({
        ticketId: z.string(),
        userName: z.string(),
        ticketType: z.string(),
        isCheckedIn: z.boolean(),
        /** The card payment lapsed uncaptured: the phone refuses the ticket offline as the server would. */
        unpaid: z.optional(z.literal(true)),
        /** The card holder disputes the payment (open or lost): the phone refuses the ticket offline too. */
        disputed: z.optional(z.literal(true)),
      }),
    ),
  }),
);
