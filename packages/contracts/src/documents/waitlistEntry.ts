import * as z from 'zod/mini';
import { WAITLIST_STATUSES } from '../waitlist';

// Apart from waitlist.ts, which the owner's page loads: only the functions write waitlist entries.

const count = z.int().check(z.nonnegative());

/**
 * waitlist/{entryId} as the functions write it (through this schema): created waiting by a join, then offered
 * (tickets held on stock shards, the offer's key as a hash), lapsed or claimed, by update.
 */
export const waitlistEntryDocument = z.strictObject({
  eventId: z.string().check(z.minLength(1)),
  eventOwnerId: z.string(),
  packageIndex: count,
  packageDetail: z.string(),
  name: z.string(),
  email: z.string(),
  quantity: count,
  joinedAt: z.number(),
  status: z.enum(WAITLIST_STATUSES),
  offeredQuantity: count,
  heldUntil: z.number(),
  /** How many offers the entry has had (kept across a new place in line). */
  offers: count,
  /** Tickets the offer holds, by stock shard index. */
  offerShards: z.optional(z.record(z.string(), count)),
  offerKeyHash: z.optional(z.string()),
  offeredAt: z.optional(z.number()),
  lapsedAt: z.optional(z.number()),
  purchaseId: z.optional(z.string()),
  claimedQuantity: z.optional(count),
  claimedAt: z.optional(z.number()),
});
