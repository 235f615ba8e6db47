import { eventEndsAt, PaymentStatus } from '@gigvenue/contracts';

/**
 * Why a purchase's tickets can no longer go back on sale, or null: after the event's payout, its end or its
 * cancellation (nothing sells then), or once one of them was checked in (its holder is inside). An organizer's refund
 * is refused for the same reasons; a refund made outside the app then leaves the stock as it is.
 */
export function returnRefusal(
  event: Record<string, unknown> | undefined,
  anyCheckedIn: boolean,
  now: number,
): 'refundAfterPayout' | 'refundNotNow' | 'refundCheckedIn' | null {
  if (event?.settledAt) return 'refundAfterPayout';
  const endsAt = event ? eventEndsAt(event) : null;
  if (!event || event.status === 'cancelled' || endsAt === null || now >= endsAt) return 'refundNotNow';
  return anyCheckedIn ? 'refundCheckedIn' : null;
}

/**
 * How a purchase's money went without the organizer's Refund, as its ticketRefund.by records it once its tickets are
 * back on sale: refunded outside the app (Stripe's dashboard, the bank), or its card hold lapsed uncaptured. Null
 * while the money stands (or the app's own refund, which returns the tickets itself).
 */
export function unpaidBy(payment: Record<string, unknown> | undefined): 'outside' | 'lapsed' | null {
  if (payment?.status === PaymentStatus.Refunded && payment.refundedOutside === true) return 'outside';
  return payment?.status === PaymentStatus.Lapsed ? 'lapsed' : null;
}
