import type { BookingsDoc } from './bookingPlan';
import { dateKeyOf } from '../shared/calendar';

// Pure rules of deleteEvent, tested without emulators.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The spec's cut-off: every order's booking date at least 2 days away (its message says 3). */
export const DELETE_CUTOFF_MS = 2 * DAY_MS;

export type DeleteRefusal = 'cancelled' | 'tickets' | 'too-late' | 'failed';

/**
 * Why the event may not be deleted now, or null when it may. A cancelled event is closed: it stays, with its refund
 * job and its booking payment's record, until every refund has gone out. Then tickets, as in the spec.
 */
export function deletionRefusal(
  status: unknown,
  hasTickets: boolean,
  orders: readonly { bookingDate: number }[],
  now: number,
): DeleteRefusal | null {
  if (status === 'cancelled') return 'cancelled';
  if (hasTickets) return 'tickets';
  if (orders.some((order) => order.bookingDate - now < DELETE_CUTOFF_MS)) return 'too-late';
  return null;
}

export interface Hold {
  date: string;
  slotId: string;
  orderId: string;
}

/**
 * The bookings document without the slots these orders held. A slot is freed only when the document says this
 * order holds it, so an owner's own block on the same slot (or a later order) is never lifted by mistake.
 */
export function releaseHolds(doc: BookingsDoc, holds: readonly Hold[]): BookingsDoc {
  const bookings = Object.fromEntries(Object.entries(doc.bookings).map(([date, ids]) => [date, [...ids]]));
  const orders = Object.fromEntries(Object.entries(doc.orders).map(([date, held]) => [date, { ...held }]));
  for (const { date, slotId, orderId } of holds) {
    if (orders[date]?.[slotId] !== orderId) continue;
    delete orders[date][slotId];
    bookings[date] = (bookings[date] ?? []).filter((id) => id !== slotId);
    if (Object.keys(orders[date]).length === 0) delete orders[date];
    if (bookings[date].length === 0) delete bookings[date];
  }
  return { bookings, orders };
}

/** The slots these orders hold, by whose bookings map holds them (the venue id or the manager's uid). */
export function holdsByOwnerOf(
  orders: readonly { id: string; get(field: string): unknown }[],
): Map<string, Hold[]> {
  const holdsByOwner = new Map<string, Hold[]>();
  for (const order of orders) {
    const ownerId = String(order.get('bookingOwnerId') ?? order.get('createdTo'));
    const day = new Date(Number(order.get('bookingDate')));
    const date = dateKeyOf({
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    });
    const holds = holdsByOwner.get(ownerId) ?? [];
    holds.push({ date, slotId: String(order.get('slot.id')), orderId: order.id });
    holdsByOwner.set(ownerId, holds);
  }
  return holdsByOwner;
}
