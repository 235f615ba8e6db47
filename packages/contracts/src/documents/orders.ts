import * as z from 'zod/mini';
import {
  storedBookedSlot,
  storedMap,
  storedMapOrNull,
  storedNumber,
  storedText,
  storedTextOr,
} from './lenient';
import { PAYMENT_METHODS } from '../paymentMethod';

/** Who is on one side of an order, with the contact details only the two parties can read. */
export const storedOrderParty = storedMap({
  id: storedText,
  name: storedText,
  email: storedText,
  number: storedText,
  img: storedText,
});

/**
 * orders/{id} as stored (Timestamps already read as epoch ms), without its id: one booked slot of a venue or a
 * manager, written by the booking function. An order stored without a kind is a venue's when it carries a venue.
 */
export const storedOrder = z.pipe(
  storedMap({
    event: storedText,
    kind: z.optional(z.unknown()),
    bookingDate: storedNumber,
    slot: storedBookedSlot,
    eventDetails: storedMap({
      title: storedText,
      description: storedText,
      eventLocation: storedText,
      address: storedText,
      date: storedNumber,
      startTime: storedText,
      requiredTime: storedText,
    }),
    venue: storedMapOrNull({
      id: storedText,
      venueName: storedText,
      address: storedText,
      seats: storedNumber,
    }),
    eventManager: storedMapOrNull({
      id: storedText,
      name: storedText,
      category: storedText,
      email: storedText,
      img: storedText,
    }),
    createdAt: storedNumber,
    createdBy: storedText,
    createdTo: storedText,
    createdByData: storedOrderParty,
    createdToData: storedOrderParty,
    paymentMethod: z.catch(z.enum(PAYMENT_METHODS), 'card'),
    status: storedTextOr('active'),
  }),
  z.transform(({ kind, ...order }) => ({
    ...order,
    kind: kind === 'venue' || (!kind && order.venue) ? ('venue' as const) : ('manager' as const),
  })),
);

export type StoredOrder = z.output<typeof storedOrder>;
