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
