import * as z from 'zod/mini';
import { PURCHASE_REFUND_STATUSES } from '../callables/getTicketPurchase';
import { PAYMENT_STATUSES, type PaymentStatus } from '../paymentStatus';
import { heldPaymentProgress } from './payments';

// The ticket sale's documents as the functions write them (functions/src/tickets): each is created or written whole
// through its schema here, and its later changes (check-in, refunds, disputes) are checked by its partial shape.

const count = z.int().check(z.nonnegative());
const paymentStatus = z.enum(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]]);

/** tickets/{ticketId}: one seat of a purchase; updatedAt is the server's stamp of every write (ticketChange). */
export const ticketDocument = z.strictObject({
  ticketId: z.string().check(z.minLength(1)),
  eventId: z.string().check(z.minLength(1)),
  eventOwnerId: z.string(),
  purchaseId: z.string(),
  userId: z.string(),
  userName: z.string(),
  userNameLower: z.string(),
  purchaseDate: z.number(),
  /** In pounds, as the mobile app reads it. */
  amountPaid: z.number(),
  isPaid: z.boolean(),
  isCheckedIn: z.boolean(),
  checkedInAt: z.nullable(z.number()),
  checkedInBy: z.nullable(z.string()),
  checkInRequestId: z.nullable(z.string()),
  paymentMethod: z.enum(['Card', 'Free']),
  ticketType: z.string(),
  packageIndex: count,
  feedbackNotes: z.string(),
  /** The stock shard the ticket was sold from (ticketShards.ts); absent on tickets sold before the shards. */
  stockShard: z.optional(count),
  refunded: z.optional(z.boolean()),
  disputed: z.optional(z.boolean()),
});

export type TicketDocument = z.output<typeof ticketDocument>;

/**
 * ticketPurchases/{id}.payment: how a sale was paid. The payment paths move its status and note their progress by
 * field path (payment.status, ...), checked by this schema's partial shape (updateMapFields).
 */
export const ticketPaymentDocument = z.strictObject({
  provider: z.string(),
  authorizationId: z.nullable(z.string()),
  status: paymentStatus,
  ...heldPaymentProgress,
});

/** ticketPurchases/{purchaseId}: what one sale sold, and how it was paid and refunded. */
export const ticketPurchaseDocument = z.strictObject({
  purchaseId: z.string().check(z.minLength(1)),
  requestId: z.string(),
  eventId: z.string().check(z.minLength(1)),
  eventOwnerId: z.string(),
  buyerId: z.string(),
  name: z.string(),
  email: z.string(),
  ticketType: z.string(),
  packageIndex: count,
  quantity: count,
  unitPricePence: count,
  totalPence: count,
  ticketIds: z.array(z.string()),
  payment: ticketPaymentDocument,
  /** Tickets taken from each stock shard, by its index; absent on purchases sold before the shards. */
  stockShards: z.optional(z.record(z.string(), count)),
  createdAt: z.number(),
  /** The owner called the purchase off. */
  ticketRefund: z.optional(z.strictObject({ at: z.number(), by: z.string() })),
  /** A cancelled event's refund of the purchase. */
  refund: z.optional(
    z.strictObject({
      status: z.enum(PURCHASE_REFUND_STATUSES),
      at: z.number(),
      reason: z.optional(z.string()),
    }),
  ),
});

export type TicketPurchaseDocument = z.output<typeof ticketPurchaseDocument>;

/**
 * ticketPurchaseKeys/{purchaseId}: the purchase's link keys, server-only; or a fence a failed sale left so its commit
 * in flight can never land (fenceSale), which the sale's retry overwrites.
 */
export const ticketPurchaseKeysDocument = z.union([
  z.strictObject({
    purchaseId: z.string().check(z.minLength(1)),
    eventId: z.string(),
    accessKey: z.string(),
    mailKey: z.string(),
    createdAt: z.number(),
  }),
  z.strictObject({
    purchaseId: z.string().check(z.minLength(1)),
    fenced: z.literal(true),
    fencedAt: z.number(),
  }),
]);

/** ticketHolders/{eventId}_{userId}: how many of an event's tickets a buyer holds, and whether they proved the address. */
export const ticketHolderDocument = z.strictObject({
  eventId: z.string().check(z.minLength(1)),
  userId: z.string(),
  tickets: z.number(),
  mailLinkOpenedAt: z.optional(z.number()),
});

const ticketCounts = {
  sold: z.number(),
  revenuePence: z.number(),
  checkedIn: z.number(),
  holders: z.number(),
  /** Sold per package (by its detail). */
  packages: z.record(z.string(), z.number()),
};

/**
 * ticketStats/{eventId} and its stock shards (ticketStats/{eventId}/shards/{index}, ticketShards.ts): an event's ticket
 * counts. The base records how many shards there are; the shards also hold the waitlist's held tickets. Sales,
 * refunds and check-ins move the counts by increments.
 */
export const ticketStatsDocument = z.strictObject({
  eventId: z.string().check(z.minLength(1)),
  eventOwnerId: z.string(),
  staffIds: z.array(z.string()),
  /** On the base only: how many stock shards the event's counts are spread over. */
  shards: z.optional(count),
  /**
   * On the base only: the capacity and package tickets the stock was last split for (ticketShards.splitKeyOf). When
   * the owner changes them, the next sale or waitlist offer splits what is left anew before it sells.
   */
  splitKey: z.optional(z.string()),
  /** On the base only, after a re-split: what each shard may have sold and held in all, in seats and per package. */
  quotas: z.optional(z.array(z.strictObject({ seats: count, packages: z.record(z.string(), count) }))),
  ...ticketCounts,
  /** Tickets per package held for waitlist offers (shards only). */
  held: z.optional(z.record(z.string(), z.number())),
  /** The latest end (epoch ms) the event had at a sale: settlement credits ticket money only after it. */
  latestEndAt: z.optional(z.number()),
  updatedAt: z.number(),
});

export type TicketStatsDocument = z.output<typeof ticketStatsDocument>;
