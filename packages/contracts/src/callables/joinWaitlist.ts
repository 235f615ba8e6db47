import * as z from 'zod/mini';
import { callable } from './define';
import { buyerFields, waitlistOfferRequest } from './buyTickets';
import { PLAIN_ID } from './ticketFormats';

/**
 * A sold-out package's public page: join its waitlist (name, e-mail, how many), with the sale's limits. Joining again
 * with the same e-mail address for the same package keeps the first place and takes the new name and quantity.
 */
export const joinWaitlist = callable(
  'joinWaitlist',
  z.object(
    {
      eventId: z.string({ error: 'noEventDetails' }).check(z.regex(PLAIN_ID, { error: 'noEventDetails' })),
      packageIndex: buyerFields.packageIndex,
      quantity: buyerFields.quantity,
      name: buyerFields.name,
      email: buyerFields.email,
    },
    { error: 'The waitlist entry is not valid.' },
  ),
  z.object({
    entryId: z.string(),
    /** Places in line for this package, this one included: 1 is next. */
    position: z.int(),
  }),
);

/**
 * The offer link's page: what the link holds for its reader (package, tickets, until when), or a refusal naming why
 * it holds nothing (lapsed, already bought, not an offer).
 */
export const getWaitlistOffer = callable(
  'getWaitlistOffer',
  waitlistOfferRequest,
  z.object({
    eventId: z.string(),
    packageIndex: z.int(),
    quantity: z.int(),
    /** Epoch ms: the tickets pass to the next in line after this. */
    heldUntil: z.number(),
  }),
);
