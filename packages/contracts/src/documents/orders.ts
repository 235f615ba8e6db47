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

const writtenParty = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  img: z.string(),
});

/**
 * orders/{id} as the booking function creates it (through this schema; createdAt is the server's stamp): one booked
 * slot of a venue or a manager. storedOrder above reads it, leniently, as older records may lack fields.
 */
export const orderDocument = z.strictObject({
  kind: z.enum(['venue', 'manager']),
  event: z.string().check(z.minLength(1)),
  /** Whose bookings map holds the slot (the venue id or the manager's uid). */
  bookingOwnerId: z.string().check(z.minLength(1)),
  bookingDate: z.number(),
  slot: z.strictObject({ id: z.string(), startTime: z.string(), endTime: z.string(), price: z.number() }),
  eventDetails: z.strictObject({
    title: z.string(),
    description: z.string(),
    eventLocation: z.string(),
    address: z.string(),
    date: z.number(),
    startTime: z.string(),
    requiredTime: z.string(),
  }),
  createdBy: z.string().check(z.minLength(1)),
  createdTo: z.string().check(z.minLength(1)),
  createdByData: writtenParty,
  createdToData: writtenParty,
  /** Created active (bookingPlan.ts); settlement completes it and cancelling cancels it, by update. */
  status: z.enum(['active', 'completed', 'cancelled']),
  cancelledAt: z.optional(z.number()),
  /** false once its payment lapsed uncaptured or a dispute was lost; absent while paid. */
  isPaid: z.optional(z.boolean()),
  disputed: z.optional(z.boolean()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  venue: z.nullable(
    z.strictObject({ id: z.string(), venueName: z.string(), address: z.string(), seats: z.number() }),
  ),
  eventManager: z.nullable(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      email: z.string(),
      img: z.string(),
    }),
  ),
});

export type OrderDocument = z.output<typeof orderDocument>;
