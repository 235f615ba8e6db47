// Pure rules of the capture retry (captureRetry.ts): which stored records hold a card payment still to be taken, what
// a failed capture leads to, and what the owner is told when an authorisation lapsed.

import { formatPence } from '@gigvenue/contracts';

/** Where a card payment that was authorised but maybe not captured is recorded, and under which field. */
export interface HeldPaymentSource {
  kind: 'booking' | 'tickets';
  collection: 'bookingPayments' | 'ticketPurchases';
  /** 'authorized' until captured; 'captured', or 'lapsed' once the authorisation expired uncaptured. */
  statusField: 'status' | 'payment.status';
}

export const BOOKING_PAYMENTS: HeldPaymentSource = {
  kind: 'booking',
  collection: 'bookingPayments',
  statusField: 'status',
};
export const TICKET_PURCHASES: HeldPaymentSource = {
  kind: 'tickets',
  collection: 'ticketPurchases',
  statusField: 'payment.status',
};

/** The key the booking or sale captured with (capture-{eventId} / capture-{purchaseId}): a retry is the same capture. */
export const captureKeyOf = (recordId: string) => `capture-${recordId}`;

/** The field beside the status: bookingPayments' own, or inside ticketPurchases' payment map. */
export const fieldOf = (source: HeldPaymentSource, name: string) =>
  source.statusField === 'status' ? name : `payment.${name}`;

/** A stored time as milliseconds: a number, a Firestore Timestamp or a Date; null when it is none of these. */
export function millisOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  const timestamp = value as { toMillis?: () => number } | null;
  return typeof timestamp?.toMillis === 'function' ? timestamp.toMillis() : null;
}

/**
 * After a capture failed: 'lapse' only when the provider definitely refused it and the authorisation is older than
 * the provider holds one (the money can no longer be taken); otherwise 'retry' on the next run. An unknown outcome
 * is never lapsed: the capture may have gone through, and the next retry under the same key will say.
 */
export function afterFailedCapture(input: {
  definite: boolean;
  authorizedAtMs: number | null;
  nowMs: number;
  lifetimeDays: number;
}): 'lapse' | 'retry' {
  if (!input.definite || input.authorizedAtMs === null) return 'retry';
  const lifetimeMs = input.lifetimeDays * 24 * 60 * 60 * 1000;
  return input.nowMs - input.authorizedAtMs > lifetimeMs ? 'lapse' : 'retry';
}

/** notifications/{id} of a lapsed payment: one per booking or purchase, so a second run writes nothing new. */
export const lapsedNotificationId = (source: HeldPaymentSource, recordId: string) =>
  `lapsed-${source.kind}-${recordId}`;

/** The stored English words of the notice (records keep their words once written, as NOTIFICATION_TEXT's do). */
export const LAPSED_TEXT = {
  booking: (amountPence: number, eventTitle: string) => ({
    title: 'Card payment not collected',
    message: `The card payment of ${formatPence(amountPence)} for "${eventTitle}" could not be collected before its authorisation expired, so its bookings are unpaid.`,
  }),
  tickets: (amountPence: number, quantity: number, eventTitle: string, buyer: string) => ({
    title: 'Card payment not collected',
    message: `The card payment of ${formatPence(amountPence)} for ${quantity} ${quantity === 1 ? 'ticket' : 'tickets'} to "${eventTitle}" (${buyer}) could not be collected before its authorisation expired, so those tickets are unpaid.`,
  }),
};
