import * as z from 'zod/mini';

// cancellations/{eventId}: a cancelled event's refund job, created by the cancelling function (through this schema)
// and worked by the refund worker, which moves its counters, cursor and lease; the owner's page reads its progress.

const count = z.int().check(z.nonnegative());

export const declinedRefundDocument = z.strictObject({
  name: z.string(),
  tickets: count,
  totalPence: count,
  reason: z.string(),
});

export const cancellationJobDocument = z.strictObject({
  eventId: z.string().check(z.minLength(1)),
  eventOwnerId: z.string(),
  title: z.string(),
  status: z.enum(['running', 'finished']),
  /** The card tickets to refund, counted by the worker's first page; null until then. */
  totalTickets: z.nullable(count),
  refundedTickets: count,
  refundedPence: count,
  releasedTickets: count,
  refundDueTickets: count,
  voidTickets: count,
  declinedTickets: count,
  /** By purchase id. */
  declined: z.record(z.string(), declinedRefundDocument),
  /** The last purchase id a finished page reached. */
  cursor: z.nullable(z.string()),
  lease: z.nullable(z.strictObject({ holder: z.string(), until: z.number() })),
  createdAt: z.number(),
  finishedAt: z.optional(z.number()),
});

export type CancellationJobDocument = z.output<typeof cancellationJobDocument>;
