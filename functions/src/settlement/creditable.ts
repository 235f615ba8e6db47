// What settlement may credit, and when: only money the platform has collected (captured card payments, free tickets,
// bookings made before payments were recorded), and ticket money only once the event is over as its buyers bought it.
// Pure, so every case is tested without emulators; settleEvent.ts reads, asks these, and writes.

import { disputeStatusOf } from '@gigvenue/contracts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When an event's ticket money may be credited: its end, or the later end a sale recorded on ticketStats (the
 * evening the buyers paid for), plus the clearance period.
 */
export function ticketsDueAt(
  currentEndAt: number,
  latestEndAt: number | undefined,
  clearanceHours: number,
): number {
  return Math.max(currentEndAt, latestEndAt ?? currentEndAt) + clearanceHours * HOUR_MS;
}

/**
 * What a booking's card payment (bookingPayments/{eventId}.status) lets settlement do with its card-paid orders:
 * credit them once captured; wait while only authorised (the capture is retried); withhold them when the money was
 * never collected (lapsed, released, refunded). Events booked before payments were recorded have no document and are
 * credited as they always were.
 */
export type BookingPaymentState = 'credit' | 'wait' | 'withhold';

/**
 * A disputed payment (bookingPayments/{eventId}.dispute) waits while the dispute is open and is withheld once it is
 * lost (the bank gave the money back to the card holder); a won dispute changes nothing.
 */
export function bookingPaymentState(status: unknown, dispute?: unknown): BookingPaymentState {
  const disputed = disputeStatusOf(dispute);
  if (disputed === 'lost') return 'withhold';
  if (status === undefined || status === 'captured') return disputed === 'open' ? 'wait' : 'credit';
  if (status === 'authorized') return 'wait';
  return 'withhold';
}

export interface TicketMoney {
  sold: number;
  revenuePence: number;
  packages: Record<string, number>;
}

/**
 * A purchase whose money the platform does not keep: its card authorisation lapsed uncaptured (payment.status
 * 'lapsed'), it was refunded (payment.status 'refunded', e.g. from Stripe's dashboard), or its dispute was lost
 * (payment.dispute.status 'lost').
 */
export interface LapsedPurchase {
  /** ticketPurchases/{id}: a purchase found by two of those reads counts once. */
  id?: string;
  quantity: number;
  totalPence: number;
  ticketType: string;
  /**
   * The organizer refunded it (ticketPurchases.ticketRefund): its tickets went back on sale then, out of the counts,
   * so they are not taken off again.
   */
  returnedToSale?: boolean;
}

const amount = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The ticket money collected: what ticketStats counts (every sale but those refunded back to sale) less the purchases
 * whose authorisation lapsed, which stay counted there as sold seats but were never paid, or whose money went back.
 */
export function collectedTickets(counted: TicketMoney, lapsed: LapsedPurchase[]): TicketMoney {
  const packages = { ...counted.packages };
  let sold = counted.sold;
  let revenuePence = counted.revenuePence;
  const seen = new Set<string>();
  for (const purchase of lapsed) {
    if (purchase.id !== undefined) {
      if (seen.has(purchase.id)) continue;
      seen.add(purchase.id);
    }
    if (purchase.returnedToSale) continue;
    sold -= amount(purchase.quantity);
    revenuePence -= amount(purchase.totalPence);
    if (purchase.ticketType in packages)
      packages[purchase.ticketType] = Math.max(0, packages[purchase.ticketType] - amount(purchase.quantity));
  }
  return { sold: Math.max(0, sold), revenuePence: Math.max(0, revenuePence), packages };
}
