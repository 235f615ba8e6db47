import * as z from 'zod/mini';
import { callable } from './define';
import { PLAIN_ID } from './ticketFormats';

/**
 * What a door phone keeps for scanning without the network: the public key that verifies ticket codes and the
 * event's tickets with their check-in state. For the event's staff only. The first call gets every ticket; later
 * calls pass the `changedUntil` of the last answer as `changedSince` and get only the tickets written since then
 * (a check-in, a new sale, a lapsed or disputed payment), which the phone merges into its copy.
 */
export const ticketDoorList = callable(
  'ticketDoorList',
  z.object(
    {
      eventId: z.string({ error: 'noEventDetails' }).check(z.regex(PLAIN_ID, { error: 'noEventDetails' })),
      /** The `changedUntil` of the list the phone has (epoch ms); absent for the first download. */
      changedSince: z.optional(
        z.int({ error: 'noEventDetails' }).check(z.minimum(0, { error: 'noEventDetails' })),
      ),
    },
    { error: 'noEventDetails' },
  ),
  z.object({
    eventId: z.string(),
    /** base64url of the raw 32-byte Ed25519 public key. */
    publicKey: z.string(),
    /** The seats check-ins are counted against. */
    seats: z.number(),
    /** The event's tickets sold and checked in (all of them, also when `tickets` holds only the changes). */
    sold: z.int(),
    checkedIn: z.int(),
    /** The event was cancelled: the phone refuses every ticket, even offline. */
    cancelled: z.boolean(),
    /**
     * True: `tickets` is every ticket of the event (no `changedSince`, or one too old or unknown to the server), to
     * replace the phone's copy. False: only the tickets written after `changedSince`, to merge into it.
     */
    complete: z.boolean(),
    /** The server time (epoch ms) this answer is current to: the next call's `changedSince`. */
    changedUntil: z.int(),
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
