import { createHash } from 'node:crypto';
import type { Settings } from '../config';
import { refusal, type Refusal } from '../shared/refusals';

// Pure parts of the public sale's limits, tested without emulators: the counters in rateLimits (ids hold hashes, never
// an address or an e-mail), when each may be deleted, and which purchase they refuse. Anyone may call buyTickets
// signed out, so without them one script sells out every free event and mails any address it likes.

export interface SaleLimits {
  purchasesPerAddressPerMinute: number;
  purchasesPerAddressPerEvent: number;
  freeTicketsPerEmailPerEvent: number;
}

export const saleLimitsOf = (settings: Settings): SaleLimits => ({
  purchasesPerAddressPerMinute: settings.salePurchasesPerAddressPerMinute,
  purchasesPerAddressPerEvent: settings.salePurchasesPerAddressPerEvent,
  freeTicketsPerEmailPerEvent: settings.freeTicketsPerEmailPerEvent,
});

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The count of purchase calls from an address in the minute holding `now`; a new minute starts a new document. */
export function saleMinuteCounter(address: string, now: number) {
  const windowStart = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return { id: `saleMinute_${hashOf(address)}_${windowStart}`, expiresAt: new Date(windowStart + MINUTE_MS) };
}

/** When an event's counters may be deleted: two days after the event's day, when its sale is long over. */
export const eventCounterExpiry = (eventDayKey: string | null, now: number) =>
  new Date(Math.max(eventDayKey ? Date.parse(`${eventDayKey}T00:00:00Z`) : now, now) + 2 * DAY_MS);

/** The counter of the purchases an address made for an event. */
export const saleAddressCounterId = (address: string, eventId: string) =>
  `saleAddress_${hashOf(address)}_${eventId}`;

/** The counter of the free tickets an e-mail address got for an event. */
export const freeTicketsCounterId = (email: string, eventId: string) =>
  `freeTickets_${hashOf(email)}_${eventId}`;

/** Whether one more purchase call fits the address's minute that already counted `count`. */
export const purchaseCallRefusal = (count: number, limits: SaleLimits): Refusal | null =>
  count < limits.purchasesPerAddressPerMinute ? null : refusal('resource-exhausted', 'tooManyPurchases');

/**
 * Why the event's counters refuse this purchase, or null: the address's purchases for the event (null when no
 * address is known), and for a free package the free tickets the e-mail address already got for it.
 */
export function eventLimitRefusal(
  counts: { addressPurchases: number | null; freeTickets: number },
  sale: { quantity: number; totalPence: number },
  limits: SaleLimits,
): Refusal | null {
  if (counts.addressPurchases !== null && counts.addressPurchases >= limits.purchasesPerAddressPerEvent)
    return refusal('resource-exhausted', 'tooManyPurchasesForEvent');
  const cap = limits.freeTicketsPerEmailPerEvent;
  if (sale.totalPence === 0 && counts.freeTickets + sale.quantity > cap) {
    const left = cap - counts.freeTickets;
    return left > 0
      ? refusal('resource-exhausted', 'freeTicketsLeft', { left })
      : refusal('resource-exhausted', 'freeTicketsUsed', { limit: cap });
  }
  return null;
}
