import * as z from 'zod/mini';
import { WAITLIST_STATUSES } from '../waitlist';
import { storedMap, storedNumber, storedText, storedTextOr } from './lenient';

// Apart from waitlist.ts, which the buyers' page loads: a schema is code that runs where it is defined.

/**
 * waitlist/{entryId} as the event's owner reads it (Timestamps as epoch ms), without its id. The functions alone
 * write it; the offer's key is stored only as a hash, never read by a browser.
 */
export const storedWaitlistEntry = storedMap({
  eventId: storedText,
  eventOwnerId: storedText,
  packageIndex: storedNumber,
  packageDetail: storedText,
  name: storedText,
  email: storedText,
  quantity: storedNumber,
  joinedAt: storedNumber,
  status: z.catch(z.enum(WAITLIST_STATUSES), 'waiting'),
  /** Tickets held by the current or last offer, and until when (0 when never offered). */
  offeredQuantity: storedNumber,
  heldUntil: storedNumber,
  purchaseId: storedTextOr(''),
});

export type StoredWaitlistEntry = z.output<typeof storedWaitlistEntry>;

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
