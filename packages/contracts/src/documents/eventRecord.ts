import * as z from 'zod/mini';

// Apart from events.ts, which the app loads to read events: only the functions write events, and a schema is code
// that runs where it is defined.

const writtenSlot = z.strictObject({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  price: z.number(),
});

const writtenPoint = z.strictObject({ latitude: z.number(), longitude: z.number() });

/**
 * events/{id} as the booking function creates it (through this schema; createdAt is the server's stamp), and the
 * fields settlement and cancelling then update. storedEvent above reads it, leniently, as older records lack fields.
 */
export const eventDocument = z.strictObject({
  title: z.string(),
  description: z.string(),
  eventDate: z.strictObject({ year: z.int(), month: z.int(), day: z.int() }),
  /** The event's day, UTC midnight in epoch ms. */
  date: z.number(),
  startTime: z.string(),
  requiredTime: z.string(),
  eventLocation: z.string(),
  address: z.string(),
  location: z.nullable(writtenPoint),
  /** The address's parts the form filled (street, city, postalCode, ...). */
  helpingAddress: z.record(z.string(), z.string()),
  eventType: z.string(),
  eventLevel: z.string(),
  requiredSeats: z.int(),
  status: z.enum(['inProgress', 'active', 'completed', 'cancelled']),
  featured: z.boolean(),
  isFeaturedTaxApply: z.boolean(),
  attachments: z.array(z.string()),
  packages: z.array(z.strictObject({ detail: z.string(), price: z.number(), ticketsAmmount: z.int() })),
  /** The booked venue (with its id) or the organiser's own (manual, without one); null for none. */
  venue: z.nullable(
    z.strictObject({
      id: z.optional(z.string()),
      venueName: z.string(),
      address: z.string(),
      description: z.string(),
      /** As the venue stores it (a map or a GeoPoint), copied unchanged; null for none. */
      location: z.unknown(),
      seats: z.number(),
      attachments: z.array(z.string()),
      bookedSlots: z.array(writtenSlot),
    }),
  ),
  selectedVenue: z.nullable(z.string()),
  eventManagers: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      img: z.string(),
      bookedSlots: z.array(writtenSlot),
    }),
  ),
  managersId: z.array(z.string()),
  isManual: z.boolean(),
  isPaymentCleared: z.boolean(),
  orderCount: z.int(),
  createdBy: z.string().check(z.minLength(1)),
  cancelledAt: z.optional(z.number()),
  cancelledBy: z.optional(z.string()),
  /** A cancelled event's bookings kept for payment: 'due' until settlement pays them, then 'done'. */
  cancelledSettlement: z.optional(z.enum(['due', 'done'])),
  settledAt: z.optional(z.number()),
});

export type EventDocument = z.output<typeof eventDocument>;
