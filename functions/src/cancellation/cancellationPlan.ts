import type { PaymentMethod, PurchaseRefundStatus } from '@gigvenue/contracts';
import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { DELETE_CUTOFF_MS } from '../bookings/eventDeletion';
import type { RefusalReason } from '../shared/refusals';

// Pure rules of a cancellation, tested without emulators: who may cancel, what happens to each booking, and what the
// refund job does with each ticket purchase.

export type CancelRefusal = 'not-found' | 'not-owner' | 'over' | 'not-cancellable' | 'failed';

/** How the callable (and the operator command) words each refusal. */
export const CANCEL_REFUSALS: Record<CancelRefusal, [code: FunctionsErrorCode, reason: RefusalReason]> = {
  'not-found': ['not-found', 'noEventDetails'],
  'not-owner': ['permission-denied', 'cancelNotOwner'],
  over: ['failed-precondition', 'cancelEventOver'],
  'not-cancellable': ['failed-precondition', 'cancelNotCancellable'],
  failed: ['aborted', 'cancelFailed'],
};

const CANCELLABLE = ['active', 'inProgress'];

export interface CancelActor {
  /** The caller's uid, or null for the platform operator. */
  uid: string | null;
  active: boolean;
}

/** Why this actor may not cancel this event now, or null; an event already cancelled is not refused (a retry). */
export function cancelRefusal(
  event: { createdBy?: unknown; status?: unknown } | null,
  endsAt: number | null,
  actor: CancelActor,
  now: number,
): CancelRefusal | null {
  if (!event) return 'not-found';
  if (actor.uid !== null && (event.createdBy !== actor.uid || !actor.active)) return 'not-owner';
  if (event.status === 'cancelled') return null;
  if (!CANCELLABLE.includes(String(event.status))) return 'not-cancellable';
  if (endsAt !== null && endsAt <= now) return 'over';
  return null;
}

export interface BookedOrder {
  id: string;
  bookingDate: number;
  /** Who was booked: the venue's or the manager's name, for the confirmation. */
  party: string;
  pricePence: number;
  paymentMethod: PaymentMethod;
}

export interface OrderDecision {
  /** Still before the spec's 2-day cut-off: the slot is freed and its money returned. */
  released: BookedOrder[];
  /** Past the cut-off: the booked party keeps the slot and the payment, and settlement pays it as usual. */
  kept: BookedOrder[];
}

/** The spec's deletion cut-off (2 days before the booking date) decides each booking. */
export function decideOrders(orders: readonly BookedOrder[], now: number): OrderDecision {
  const released = orders.filter((order) => order.bookingDate - now >= DELETE_CUTOFF_MS);
  return { released, kept: orders.filter((order) => !released.includes(order)) };
}

/**
 * What happens to the event's one booking payment. The provider refunds a payment whole, so it is refunded (or its
 * hold released) only when every card order is released; when any is kept, the payment stands and settlement pays
 * the kept orders only.
 */
export function bookingPaymentStep(
  status: string | undefined,
  decision: OrderDecision,
): 'refund' | 'release' | 'keep' | 'none' {
  const keptByCard = decision.kept.some((order) => order.paymentMethod === 'card');
  if (keptByCard) return 'keep';
  if (status === 'captured') return 'refund';
  if (status === 'authorized') return 'release';
  return 'none';
}

/** What the refund job does with a purchase: the provider step, a mark without one, or nothing (it is done). */
export type PurchaseStep =
  | { kind: 'refund' | 'release'; authorizationId: string }
  | { kind: 'mark'; status: 'refund-due' | 'void' | 'released' }
  | { kind: 'done' };

export function purchaseStep(purchase: {
  totalPence?: unknown;
  payment?: { status?: unknown; authorizationId?: unknown };
  refund?: { status?: unknown };
  ticketRefund?: unknown;
}): PurchaseStep {
  // Refunded by the organizer before the cancellation: that refund returns the money (tickets/ticketRefund.ts).
  if (purchase.ticketRefund) return { kind: 'done' };
  const refundStatus = purchase.refund?.status;
  if (typeof refundStatus === 'string' && refundStatus !== 'declined') return { kind: 'done' };
  const status = purchase.payment?.status;
  const authorizationId = purchase.payment?.authorizationId;
  if (typeof authorizationId === 'string' && authorizationId) {
    if (status === 'captured') return { kind: 'refund', authorizationId };
    // Never captured: the hold is let go, nothing was taken.
    if (status === 'authorized') return { kind: 'release', authorizationId };
  }
  // A lapsed hold took nothing; a purchase without a card (the seed's) was paid some other way and is owed back.
  if (status === 'lapsed' || status === 'released') return { kind: 'mark', status: 'released' };
  const paid = typeof purchase.totalPence === 'number' && purchase.totalPence > 0;
  return { kind: 'mark', status: paid ? 'refund-due' : 'void' };
}

/** One key per purchase: the provider holds one payment per purchase and refunds it whole, so a key per ticket would
 * be one payment refunded under many keys; a resumed or retried job repeats this key and is refunded once. */
export const refundKeyOf = (purchaseId: string) => `cancel-refund-${purchaseId}`;
export const releaseKeyOf = (authorizationId: string) => `release-${authorizationId}`;

export interface JobCounters {
  /** Card tickets to refund in all. */
  totalTickets: number;
  refundedTickets: number;
  refundedPence: number;
  releasedTickets: number;
  refundDueTickets: number;
  voidTickets: number;
  declinedTickets: number;
}

/** The job's counter changes for a purchase moving from `from` (undefined: not yet handled) to `to`. */
export function counterChanges(
  from: PurchaseRefundStatus | undefined,
  to: PurchaseRefundStatus,
  tickets: number,
  pence: number,
): Partial<Record<keyof JobCounters, number>> {
  const field: Record<PurchaseRefundStatus, keyof JobCounters> = {
    refunded: 'refundedTickets',
    released: 'releasedTickets',
    'refund-due': 'refundDueTickets',
    void: 'voidTickets',
    declined: 'declinedTickets',
  };
  if (from === to) return {};
  const changes: Partial<Record<keyof JobCounters, number>> = { [field[to]]: tickets };
  if (from) changes[field[from]] = -tickets;
  if (to === 'refunded') changes.refundedPence = pence;
  return changes;
}
