import type { FunctionsErrorCode } from 'firebase-functions/v2/https';
import { toPence, type EventDocument, type OrderDocument } from '@gigvenue/contracts';
import { utcMidnight, venueSlotOn, slotOfferedOn, type StoredSlot } from '../shared/calendar';
import type { BookingRequest } from './bookingRequest';
import { raisedBy, type SeatFloor } from '../shared/seatFloor';
import { refusal, type Refusal, type RefusalParams, type RefusalReason } from '../shared/refusals';

// What a booking writes, decided from what the transaction read. Pure, so every refusal and every written field is
// tested without emulators; the callable only reads, calls this, and writes the plan.

export interface Account {
  id: string;
  exists: boolean;
  status: unknown;
  role: unknown;
  name: string;
  email: string;
  number: string;
  img: string;
  category: string;
}

/** bookings/{ownerId}: booked slot ids by date (owner blocks and orders alike) and, per date, the order holding each. */
export interface BookingsDoc {
  bookings: Record<string, string[]>;
  orders: Record<string, Record<string, string>>;
}

export interface BookingState {
  caller: Account;
  config: { noFreeEvents: boolean; isCashPaymentsAllowed: boolean; noOfFeaturedEventsAllowed: number };
  featuredEventsUsed: number;
  venue: {
    id: string;
    exists: boolean;
    data: Record<string, unknown>;
    isAccount: boolean;
    owner: Account | null;
    bookings: BookingsDoc;
    /** venueSeatFloors/{id} as it holds today (see shared/seatFloor.ts). */
    seatFloor: SeatFloor;
  } | null;
  managers: {
    id: string;
    account: Account;
    entries: Record<string, Record<string, unknown> | null>;
    bookings: BookingsDoc;
  }[];
}

export interface OrderWrite {
  id: string;
  ownerId: string;
  data: OrderDocument;
}

export interface BookingPlan {
  event: EventDocument;
  orders: OrderWrite[];
  /** The bookings documents as they must be after the booking, by owner id (venue id or manager uid). */
  bookings: { ownerId: string; doc: BookingsDoc }[];
  /** The account's new featured count, or null when it does not change. */
  featuredEventsUsed: number | null;
  /** The booked venue's seat floor raised by this event's sale, or null without a booked venue. */
  seatFloor: { venueId: string; floor: SeatFloor } | null;
  totalPence: number;
  status: 'active' | 'inProgress';
}

const refuse = (
  code: FunctionsErrorCode,
  reason: RefusalReason,
  params?: RefusalParams,
): { refused: Refusal } => ({ refused: refusal(code, reason, params) });

/** The spec's 'H hr M min' duration text. */
export const durationText = (hours: number, minutes: number) => `${hours} hr ${minutes} min`;

export const orderIdOf = (eventId: string, ownerId: string, slotId: string) =>
  `${eventId}-${ownerId}-${slotId}`;

export const emptyBookings = (): BookingsDoc => ({ bookings: {}, orders: {} });

/** A stored bookings document, defensively: anything malformed reads as nothing booked there. */
export function bookingsDocOf(data: Record<string, unknown> | undefined): BookingsDoc {
  const doc = emptyBookings();
  const bookings = data?.bookings;
  if (bookings && typeof bookings === 'object') {
    for (const [date, ids] of Object.entries(bookings as Record<string, unknown>)) {
      if (Array.isArray(ids))
        doc.bookings[date] = ids.filter((slotId): slotId is string => typeof slotId === 'string');
    }
  }
  const orders = data?.orders;
  if (orders && typeof orders === 'object') {
    for (const [date, held] of Object.entries(orders as Record<string, unknown>)) {
      if (!held || typeof held !== 'object') continue;
      doc.orders[date] = Object.fromEntries(
        Object.entries(held as Record<string, unknown>).filter(
          (pair): pair is [string, string] => typeof pair[1] === 'string',
        ),
      );
    }
  }
  return doc;
}

/** The document as written: with heldUntil, the last day any order holds a slot ('' for none), which the rules read. */
export function storedBookings(doc: BookingsDoc): BookingsDoc & { heldUntil: string } {
  const held = Object.keys(doc.orders).filter((date) => Object.keys(doc.orders[date]).length > 0);
  return { ...doc, heldUntil: held.sort().at(-1) ?? '' };
}

const isTaken = (doc: BookingsDoc, dateKey: string, slotId: string) =>
  (doc.bookings[dateKey] ?? []).includes(slotId);

function withHolds(
  doc: BookingsDoc,
  dateKey: string,
  holds: { slotId: string; orderId: string }[],
): BookingsDoc {
  return {
    bookings: {
      ...doc.bookings,
      [dateKey]: [...(doc.bookings[dateKey] ?? []), ...holds.map((hold) => hold.slotId)],
    },
    orders: {
      ...doc.orders,
      [dateKey]: {
        ...(doc.orders[dateKey] ?? {}),
        ...Object.fromEntries(holds.map((h) => [h.slotId, h.orderId])),
      },
    },
  };
}

/**
 * The spec's message for a slot someone else booked. An event manager booking a venue gets the spec's short message;
 * an organizer, who may be booking managers too, is told which of its bookings failed.
 */
export function slotTaken(
  taken: { kind: 'venue' | 'manager'; ownerName: string; slot: Pick<StoredSlot, 'startTime' | 'endTime'> },
  role: unknown,
): Refusal {
  const { kind, ownerName, slot } = taken;
  const params = { ownerName, startTime: slot.startTime, endTime: slot.endTime };
  if (kind === 'manager') return refusal('failed-precondition', 'managerSlotTaken', params);
  if (role === 'eventManager') return refusal('failed-precondition', 'slotAlreadyBooked');
  return refusal('failed-precondition', 'venueSlotTaken', params);
}

/** The claim and the refusal of each slot an order takes: what a concurrent booking of the same slot is told. */
export function takenSlots(plan: BookingPlan, dateKey: string, role: unknown) {
  return plan.orders.map((order) => {
    const slot = order.data.slot as StoredSlot;
    const venue = order.data.venue as { venueName: string } | null;
    const manager = order.data.eventManager as { name: string } | null;
    return {
      claim: { ownerId: order.ownerId, date: dateKey, slotId: slot.id },
      refusal: slotTaken(
        { kind: venue ? 'venue' : 'manager', ownerName: venue?.venueName ?? manager?.name ?? '', slot },
        role,
      ),
    };
  });
}

const party = (account: Account) => ({
  id: account.id,
  name: account.name,
  email: account.email,
  number: account.number,
  img: account.img,
});
const bookedSlot = ({ id, startTime, endTime, price }: StoredSlot) => ({ id, startTime, endTime, price });
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Decides the booking or its refusal. The caller must be an active account; a venue is booked only by an event
 * manager or an organizer, managers only by a venue owner or an organizer. Every slot must be offered on the day and
 * free in the bookings map read in the same transaction.
 */
export function planBooking(
  eventId: string,
  request: BookingRequest,
  state: BookingState,
): { refused: Refusal } | { plan: BookingPlan } {
  const { caller } = state;
  const { details } = request;
  const dateKey = details.dateKey;
  if (!caller.exists || caller.status !== 'active') return refuse('permission-denied', 'bookingInactive');
  const role = caller.role;
  if (request.venue && role === 'venueOwner') return refuse('permission-denied', 'bookingVenueNotAllowed');
  if (request.managers.length > 0 && role === 'eventManager') {
    return refuse('permission-denied', 'bookingManagersNotAllowed');
  }
  if (state.config.noFreeEvents && request.packages.some((item) => item.price < 1)) {
    return refuse('invalid-argument', 'ticketPriceBelowOne');
  }

  const orders: OrderWrite[] = [];
  const bookings: BookingPlan['bookings'] = [];
  const date = utcMidnight(details.date);
  const eventDetails = {
    title: details.title,
    description: details.description,
    eventLocation: details.location.address,
    address: details.location.address,
    date,
    startTime: details.startTime,
    requiredTime: durationText(details.hours, details.minutes),
  };
  const order = (
    ownerId: string,
    to: Account,
    slot: StoredSlot,
    extra: Pick<OrderDocument, 'kind'> & Partial<Pick<OrderDocument, 'venue' | 'eventManager'>>,
  ): OrderWrite => {
    const id = orderIdOf(eventId, ownerId, slot.id);
    return {
      id,
      ownerId,
      data: {
        event: eventId,
        // Whose bookings map holds the slot (the venue id or the manager's uid), so a deletion can free it.
        bookingOwnerId: ownerId,
        bookingDate: date,
        slot: bookedSlot(slot),
        eventDetails,
        createdBy: caller.id,
        createdTo: to.id,
        createdByData: party(caller),
        createdToData: party(to),
        status: 'active',
        paymentMethod: request.payment?.method ?? 'card',
        venue: null,
        eventManager: null,
        ...extra,
      },
    };
  };

  let venue: EventDocument['venue'] = null;
  if (request.venue && state.venue) {
    const stored = state.venue;
    if (!stored.exists || stored.isAccount || !stored.owner?.exists)
      return refuse('not-found', 'venueNotFound');
    if (stored.data.isOnline !== true) return refuse('failed-precondition', 'venueOffline');
    if (stored.owner.status !== 'active') return refuse('failed-precondition', 'venueNotTakingBookings');
    const venueName = str(stored.data.venueName);
    const slots: StoredSlot[] = [];
    for (const slotId of request.venue.slotIds) {
      const slot = venueSlotOn(stored.data.availability, slotId, details.date);
      if (!slot) return refuse('invalid-argument', 'venueSlotMissing');
      if (isTaken(stored.bookings, dateKey, slotId))
        return { refused: slotTaken({ kind: 'venue', ownerName: venueName, slot }, role) };
      slots.push(slot);
    }
    const seats = typeof stored.data.seats === 'number' ? stored.data.seats : 0;
    const tickets = request.packages.reduce((sum, item) => sum + item.ticketsAmmount, 0);
    if (tickets > seats) return refuse('invalid-argument', 'venueOverCapacity');
    const venueSummary = { id: stored.id, venueName, address: str(stored.data.address), seats };
    const venueOrders = slots.map((slot) =>
      order(stored.id, stored.owner as Account, slot, { kind: 'venue', venue: venueSummary }),
    );
    orders.push(...venueOrders);
    bookings.push({
      ownerId: stored.id,
      doc: withHolds(
        stored.bookings,
        dateKey,
        venueOrders.map((item, index) => ({ slotId: slots[index].id, orderId: item.id })),
      ),
    });
    venue = {
      id: stored.id,
      venueName,
      address: str(stored.data.address),
      description: str(stored.data.description),
      location: stored.data.location ?? null,
      seats,
      attachments: Array.isArray(stored.data.attachments)
        ? stored.data.attachments.filter((url) => typeof url === 'string')
        : [],
      bookedSlots: slots.map(bookedSlot),
    };
  } else if (request.manualVenue) {
    venue = { ...request.manualVenue, description: '', location: null, attachments: [], bookedSlots: [] };
  }

  const eventManagers: EventDocument['eventManagers'] = [];
  for (const choice of request.managers) {
    const manager = state.managers.find((item) => item.id === choice.managerId);
    const account = manager?.account;
    if (!manager || !account?.exists || account.status !== 'active' || account.role !== 'eventManager') {
      return refuse('not-found', 'managerNotFound');
    }
    const slots: StoredSlot[] = [];
    for (const { entryId, slotId } of choice.slots) {
      const entry = manager.entries[entryId];
      const slot = entry ? slotOfferedOn(entry.startDate, entry.slots, slotId, details.date) : null;
      if (!slot) return refuse('invalid-argument', 'managerSlotMissing');
      if (isTaken(manager.bookings, dateKey, slotId))
        return { refused: slotTaken({ kind: 'manager', ownerName: account.name, slot }, role) };
      slots.push(slot);
    }
    const summary = {
      id: account.id,
      name: account.name,
      category: account.category,
      email: account.email,
      img: account.img,
    };
    const managerOrders = slots.map((slot) =>
      order(account.id, account, slot, { kind: 'manager', eventManager: summary }),
    );
    orders.push(...managerOrders);
    bookings.push({
      ownerId: account.id,
      doc: withHolds(
        manager.bookings,
        dateKey,
        managerOrders.map((item, index) => ({ slotId: slots[index].id, orderId: item.id })),
      ),
    });
    eventManagers.push({
      id: account.id,
      name: account.name,
      category: account.category,
      img: account.img,
      bookedSlots: slots.map(bookedSlot),
    });
  }

  const totalPence = orders.reduce(
    (sum, item) => sum + toPence((item.data.slot as { price: number }).price),
    0,
  );
  if (totalPence !== request.expectedTotalPence)
    return {
      // The app asks for the new total again; the figure it needs travels beside the worded total.
      refused: {
        ...refusal('failed-precondition', 'bookingPriceChanged', { total: (totalPence / 100).toFixed(2) }),
        details: { totalPence },
      },
    };
  if (totalPence > 0 && !request.payment) return refuse('invalid-argument', 'paymentRequired');
  if (totalPence > 0 && request.payment?.method === 'cash' && !state.config.isCashPaymentsAllowed) {
    return refuse('permission-denied', 'cashNotAllowed');
  }

  let isFeaturedTaxApply = false;
  let featuredEventsUsed: number | null = null;
  if (details.featured) {
    // Each featured event uses one of the account's allowance; past it, the featured-event percentage applies.
    if (state.featuredEventsUsed < state.config.noOfFeaturedEventsAllowed)
      featuredEventsUsed = state.featuredEventsUsed + 1;
    else isFeaturedTaxApply = true;
  }

  const isManual = !request.venue && !!request.manualVenue;
  const status = orders.length > 0 || isManual ? 'active' : 'inProgress';
  const event: EventDocument = {
    title: details.title,
    description: details.description,
    eventDate: details.date,
    date,
    startTime: details.startTime,
    requiredTime: durationText(details.hours, details.minutes),
    eventLocation: details.location.address,
    address: details.location.address,
    location: details.location.location,
    helpingAddress: details.location.helpingAddress,
    eventType: details.eventType,
    eventLevel: details.eventLevel,
    requiredSeats: details.requiredSeats,
    status,
    featured: details.featured,
    isFeaturedTaxApply,
    attachments: details.attachments,
    packages: request.packages,
    venue,
    selectedVenue: request.venue ? request.venue.venueId : null,
    eventManagers,
    managersId: eventManagers.map((manager) => manager.id),
    isManual,
    isPaymentCleared: false,
    orderCount: orders.length,
    createdBy: caller.id,
  };
  const seatFloor =
    state.venue && request.venue
      ? { venueId: state.venue.id, floor: raisedBy(state.venue.seatFloor, event) }
      : null;
  return { plan: { event, orders, bookings, featuredEventsUsed, seatFloor, totalPence, status } };
}
