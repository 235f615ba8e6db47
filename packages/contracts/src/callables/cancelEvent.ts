import * as z from 'zod/mini';
import { callable } from './define';
import { documentId } from './fields';

/** A booking of the event, as the cancel confirmation lists it. */
const cancelledBooking = z.object({
  party: z.string(),
  /** Epoch ms of the booked day. */
  bookingDate: z.number(),
  pricePence: z.int(),
});

/** What cancelling does (or did), from the stored event, orders and tickets. */
export const cancellationPreview = z.object({
  eventId: z.string(),
  title: z.string(),
  /** Card tickets refunded in full, and what they cost. */
  refundTickets: z.int(),
  refundPence: z.int(),
  /** Free tickets, voided. */
  freeTickets: z.int(),
  /** People told by mail (and in the app where they have it). */
  buyers: z.int(),
  released: z.array(cancelledBooking),
  kept: z.array(cancelledBooking),
});
export type CancelledBooking = z.output<typeof cancelledBooking>;
export type CancellationPreview = z.output<typeof cancellationPreview>;

/**
 * The owner's cancel button: `dryRun` answers what cancelling would do, without it the event is cancelled and its
 * refunds start. Cancelling again answers what the first cancellation did.
 */
export const cancelEvent = callable(
  'cancelEvent',
  z.object(
    { eventId: documentId('eventIdRequired'), dryRun: z.optional(z.boolean()) },
    { error: 'eventIdRequired' },
  ),
  z.object({ cancelled: z.boolean(), alreadyCancelled: z.boolean(), preview: cancellationPreview }),
);
