import { createHash } from 'node:crypto';
import type { Settings } from '../config';

// Pure parts of the public sale's limits, tested without emulators: the counters in rateLimits (ids hold hashes, never
// an address or an e-mail), when each may be deleted, and which purchase they refuse. Anyone may call buyTickets
// signed out, so without them one script sells out every free event and mails any address it likes.

export type SaleLimitCode = 'resource-exhausted';

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

export const TOO_MANY_PURCHASES = 'Too many purchases from your network. Please wait a minute and try again.';
export const TOO_MANY_FOR_EVENT =
  'Too many purchases for this event from your network. Please ask the organiser if you need more tickets.';
export const freeTicketsLeft = (left: number, limit: number) =>
  left > 0
    ? `This e-mail address can get only ${left} more free tickets for this event.`
    : `This e-mail address already has ${limit} free tickets for this event, the most one address can get.`;

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

export interface SaleLimitRefusal {
  code: SaleLimitCode;
  reason: string;
  message: string;
}

/** Whether one more purchase call fits the address's minute that already counted `count`. */
export const purchaseCallRefusal = (count: number, limits: SaleLimits): SaleLimitRefusal | null =>
  count < limits.purchasesPerAddressPerMinute
    ? null
    : { code: 'resource-exhausted', reason: 'address-per-minute', message: TOO_MANY_PURCHASES };

/**
 * Why the event's counters refuse this purchase, or null: the address's purchases for the event (null when no
 * address is known), and for a free package the free tickets the e-mail address already got for it.
 */
export function eventLimitRefusal(
  counts: { addressPurchases: number | null; freeTickets: number },
  sale: { quantity: number; totalPence: number },
  limits: SaleLimits,
): SaleLimitRefusal | null {
  if (counts.addressPurchases !== null && counts.addressPurchases >= limits.purchasesPerAddressPerEvent)
    return { code: 'resource-exhausted', reason: 'address-per-event', message: TOO_MANY_FOR_EVENT };
  const cap = limits.freeTicketsPerEmailPerEvent;
  if (sale.totalPence === 0 && counts.freeTickets + sale.quantity > cap) {
    return {
      code: 'resource-exhausted',
      reason: 'free-tickets-per-email',
      message: freeTicketsLeft(Math.max(0, cap - counts.freeTickets), cap),
    };
  }
  return null;
}
