// The one state machine of a card payment (bookingPayments/{eventId}.status and ticketPurchases/{id}.payment.status).
// Every write of a status asks nextPaymentStatus first, so a status is always one of these and never grows suffixes:
// money owed back is 'refund-due' or 'release-due' until the provider confirms, and a sweep finds what is left there.

export const PaymentStatus = {
  /** Nothing was charged (a free booking or sale). */
  None: 'none',
  /** A booking paid in cash at the venue: nothing passes through the platform. */
  CashDue: 'cash-due',
  /** The card is held; the capture follows the commit (and is retried). */
  Authorized: 'authorized',
  /** The money is taken. */
  Captured: 'captured',
  /** What it paid for is gone while the card was only held: the hold is to be released. */
  ReleaseDue: 'release-due',
  /** What it paid for is gone after the money was taken: it is to be refunded. */
  RefundDue: 'refund-due',
  Released: 'released',
  Refunded: 'refunded',
  /** The hold expired uncaptured: nothing was ever taken. */
  Lapsed: 'lapsed',
  /** A booking attempt whose outcome was unknown, fenced off so it can never commit: nothing stands or is held. */
  Void: 'void',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const PAYMENT_STATUSES = Object.values(PaymentStatus) as readonly PaymentStatus[];

/** What happens to a payment: the provider's answers, and the booking or sale it paid for being called off. */
export type PaymentChange = 'capture' | 'release' | 'refund' | 'lapse' | 'callOff';

const TRANSITIONS: Record<PaymentChange, Partial<Record<PaymentStatus, PaymentStatus>>> = {
  capture: {
    authorized: 'captured',
    // A capture that was in flight when the booking went: the money is taken, so it is owed back in full.
    'release-due': 'refund-due',
  },
  release: { authorized: 'released', 'release-due': 'released' },
  refund: { captured: 'refunded', 'refund-due': 'refunded' },
  lapse: { authorized: 'lapsed', 'release-due': 'lapsed' },
  callOff: {
    authorized: 'release-due',
    captured: 'refund-due',
    'release-due': 'release-due',
    'refund-due': 'refund-due',
  },
};

const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(value);

/**
 * A stored status as the machine knows it. Records written before the machine had suffixes appended for each call-off
 * ('captured-cancelled', even 'captured-cancelled-cancelled'): the first word says whether money was taken.
 */
export function paymentStatusOf(stored: unknown): PaymentStatus | null {
  if (isPaymentStatus(stored)) return stored;
  if (typeof stored !== 'string' || !stored.endsWith('-cancelled')) return null;
  if (stored.startsWith('captured-')) return PaymentStatus.RefundDue;
  if (stored.startsWith('authorized-')) return PaymentStatus.ReleaseDue;
  return null;
}

/** The statuses a call-off wrote before this machine existed, which the sweep still settles. */
export const LEGACY_OWED_STATUSES = [
  'captured-cancelled',
  'captured-cancelled-cancelled',
  'authorized-cancelled',
  'authorized-cancelled-cancelled',
] as const;

/** The status after `change`, or null when the change does not apply to a payment in `from` (nothing is written). */
export function nextPaymentStatus(from: unknown, change: PaymentChange): PaymentStatus | null {
  const status = paymentStatusOf(from);
  return status === null ? null : (TRANSITIONS[change][status] ?? null);
}

/** Money still to go back to the payer, and which call returns it. */
export function owedBack(status: unknown): 'refund' | 'release' | null {
  const current = paymentStatusOf(status);
  if (current === PaymentStatus.RefundDue) return 'refund';
  if (current === PaymentStatus.ReleaseDue) return 'release';
  return null;
}

/**
 * A card holder's dispute of a captured payment (Stripe's charge.dispute.* webhooks), kept beside the status as
 * `dispute` on bookingPayments/{eventId} and `payment.dispute` on ticketPurchases/{id}: the money is taken, then
 * contested at the bank, so the payment's status stays what it was. 'open' until the bank decides; 'won' and 'lost'
 * are final.
 */
export type DisputeStatus = 'open' | 'won' | 'lost';

export interface PaymentDispute {
  /** The provider's dispute id (dp_...). */
  id: string;
  status: DisputeStatus;
  amountPence: number;
  /** When the provider reported this status (its event's time, ms). */
  at: number;
}

const DISPUTE_STATUSES: readonly DisputeStatus[] = ['open', 'won', 'lost'];

/** A stored dispute's status, or null when there is none (or it is unreadable). */
export function disputeStatusOf(stored: unknown): DisputeStatus | null {
  const status = (stored as { status?: unknown } | null | undefined)?.status;
  return (DISPUTE_STATUSES as readonly unknown[]).includes(status) ? (status as DisputeStatus) : null;
}

/**
 * The dispute to store when the provider reports `incoming`, or null when nothing changes. Monotone, so webhooks in
 * any order end in the same place: nothing moves back to 'open', and a decided dispute keeps its decision (a 'closed'
 * that arrived before its 'created' is not reopened by it).
 */
export function nextDispute(current: unknown, incoming: PaymentDispute): PaymentDispute | null {
  const status = disputeStatusOf(current);
  if (status === null) return incoming;
  if (status !== 'open') return null;
  return incoming.status === 'open' ? null : incoming;
}
