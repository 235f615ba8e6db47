import { createHash } from 'node:crypto';
import type { Settings } from '../config';
import { mailboxOf } from '../shared/mailbox';
import { refusal, type Refusal } from '../shared/refusals';

// Pure parts of the public sale's limits, tested without emulators: the counters in rateLimits (ids hold hashes, never
// an address or an e-mail), when each may be deleted, and which purchase they refuse. Anyone may call buyTickets
// signed out, so without them one script sells out every free event and mails any address it likes. They count people
// as far as the server can tell them apart: an address is its network (shared/callerAddress.ts, addressKey), an
// e-mail address its mailbox (shared/mailbox.ts), and free tickets per event per hour cap what a crowd of both takes.

export interface SaleLimits {
  purchasesPerAddressPerMinute: number;
  purchasesPerAddressPerEvent: number;
  freeTicketsPerEmailPerEvent: number;
  freeTicketsPerEventPerHour: number;
}

export const saleLimitsOf = (settings: Settings): SaleLimits => ({
  purchasesPerAddressPerMinute: settings.salePurchasesPerAddressPerMinute,
  purchasesPerAddressPerEvent: settings.salePurchasesPerAddressPerEvent,
  freeTicketsPerEmailPerEvent: settings.freeTicketsPerEmailPerEvent,
  freeTicketsPerEventPerHour: settings.freeTicketsPerEventPerHour,
});

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** When an event's counters may be deleted: two days after the event's day, when its sale is long over. */
export const eventCounterExpiry = (eventDayKey: string | null, now: number) =>
  new Date(Math.max(eventDayKey ? Date.parse(`${eventDayKey}T00:00:00Z`) : now, now) + 2 * DAY_MS);

/** The counter of the purchases an address made for an event. */
export const saleAddressCounterId = (address: string, eventId: string) =>
  `saleAddress_${hashOf(address)}_${eventId}`;

/** The counter of the free tickets an e-mail address's mailbox got for an event: its aliases count together. */
export const freeTicketsCounterId = (email: string, eventId: string) =>
  `freeTickets_${hashOf(mailboxOf(email))}_${eventId}`;

/**
 * The count of the free tickets an event gave out in the hour holding `now`; a new hour starts a new document. Only a
 * free sale that stands writes it, so it takes at most the hour's cap of writes: never one of a hot event's hot spots.
 */
export function freeTicketsHourCounter(eventId: string, now: number) {
  const windowStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { id: `freeHour_${eventId}_${windowStart}`, expiresAt: new Date(windowStart + HOUR_MS) };
}

/**
 * Why the event's counters refuse this purchase, or null: the address's purchases for the event (null when no
 * address is known), and for a free package the free tickets the e-mail address already got for it and those the
 * event gave out this hour.
 */
export function eventLimitRefusal(
  counts: { addressPurchases: number | null; freeTickets: number; freeTicketsThisHour: number },
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
  if (sale.totalPence === 0 && counts.freeTicketsThisHour + sale.quantity > limits.freeTicketsPerEventPerHour)
    return refusal('resource-exhausted', 'freeTicketsThisHourUsed');
  return null;
}
