import * as z from 'zod/mini';
import { callable } from './define';
import { PLAIN_ID } from './ticketFormats';

/**
 * The event owner refunds one purchase (every ticket in it) from the tickets table: the card is refunded, the tickets
 * no longer admit anyone, and they go back on sale (to the waitlist first).
 */
export const refundTicketPurchase = callable(
  'refundTicketPurchase',
  z.object(
    {
      ticketId: z.string({ error: 'ticketNotFound' }).check(z.regex(PLAIN_ID, { error: 'ticketNotFound' })),
    },
    { error: 'ticketNotFound' },
  ),
  z.object({
    purchaseId: z.string(),
    tickets: z.int(),
    refundedPence: z.int(),
  }),
);
