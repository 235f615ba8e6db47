import type { CalendarDate, Order, OrderParty } from './entities';
import { fromDayNumber } from './recurrence';
import { COMPLETED_ORDER_STATUS } from './statistics';

// How an order reads to the two accounts that may open it: the one booked (createdTo) and the booker (createdBy).

const DAY_MS = 24 * 60 * 60 * 1000;

/** A table row shows this much of the event's description; the details page shows all of it. */
export const ORDER_DESCRIPTION_PREVIEW = 100;

/** The calendar day of an epoch-ms UTC midnight (bookingDate, eventDetails.date), whatever the viewer's zone. */
export function utcDateOf(epochMs: number): CalendarDate {
  return fromDayNumber(Math.floor(epochMs / DAY_MS));
}

/** Spec section 4: a completed order counts toward revenue; every other status counts as active. */
export function isCompletedOrder(order: Pick<Order, 'status'>): boolean {
  return order.status === COMPLETED_ORDER_STATUS;
}

export type OrderCard = 'orderDetails' | 'bookingDetails';

/** A venue's order is a booking of the hall (venue, seats, total); a manager's order is their hire. */
export function orderCardOf(order: Pick<Order, 'kind'>): OrderCard {
  return order.kind === 'venue' ? 'bookingDetails' : 'orderDetails';
}

export interface Counterpart {
  /** 'bookedBy' when the viewer was booked, 'booked' when the viewer is the booker. */
  side: 'bookedBy' | 'booked';
  party: OrderParty;
}

/** The other side of the order for the viewer, or null for an account that is neither (or a party left blank). */
export function counterpartOf(
  order: Pick<Order, 'createdBy' | 'createdTo' | 'createdByData' | 'createdToData'>,
  viewerUid: string | null,
): Counterpart | null {
  if (!viewerUid) return null;
  const counterpart: Counterpart | null =
    order.createdTo === viewerUid
      ? { side: 'bookedBy', party: order.createdByData }
      : order.createdBy === viewerUid
        ? { side: 'booked', party: order.createdToData }
        : null;
  return counterpart && (counterpart.party.name || counterpart.party.email) ? counterpart : null;
}
