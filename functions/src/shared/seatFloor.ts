import type { Firestore } from 'firebase-admin/firestore';
import { seatFloorDocument, type SeatFloor } from '@gigvenue/contracts';
import { writeDocument, type DocumentWriter } from './documents';
import { capacityOf, eventDateKey, storedPackages } from './ticketStock';

// venueSeatFloors/{venueId}: the fewest seats the venue may have while booked events still sell tickets there. The
// venues rules refuse an owner's edit below it until heldUntil (the last such event's day) has passed, so an owner
// cannot shrink a booked hall to 1 seat and stop an organizer's sales. Pure, so the booking and the recount agree.

export type { SeatFloor };

/** Writes venueSeatFloors/{venueId} through the typed writer. */
export function setSeatFloor(writer: DocumentWriter, db: Firestore, venueId: string, floor: SeatFloor): void {
  writeDocument(writer, 'set', db.doc(`venueSeatFloors/${venueId}`), seatFloorDocument, floor);
}

const SELLING_STATUSES = ['active', 'inProgress'];

export const NO_FLOOR: SeatFloor = { seats: 0, heldUntil: '' };

/** Tickets the event can sell in all: its capacity at booking, and no more than its packages offer. */
export function seatsOnSale(event: Record<string, unknown>): number {
  if (!SELLING_STATUSES.includes(String(event.status))) return 0;
  const packaged = storedPackages(event).reduce((sum, item) => sum + item.ticketsAmmount, 0);
  return Math.min(capacityOf(event, null), packaged);
}

/** The floor a stored document holds, defensively: anything malformed holds nothing. */
export function seatFloorOf(data: Record<string, unknown> | undefined): SeatFloor {
  const seats = data?.seats;
  const heldUntil = data?.heldUntil;
  return typeof seats === 'number' && Number.isInteger(seats) && seats > 0 && typeof heldUntil === 'string'
    ? { seats, heldUntil }
    : NO_FLOOR;
}

/** A stored floor while it still holds: once its last event's day has passed it holds nothing. */
export const heldOn = (floor: SeatFloor, todayKey: string): SeatFloor =>
  floor.heldUntil >= todayKey ? floor : NO_FLOOR;

/** The floor with one more booked event: the larger seats, held until the later of the two days. */
export function raisedBy(floor: SeatFloor, event: Record<string, unknown>): SeatFloor {
  const dateKey = eventDateKey(event);
  const seats = seatsOnSale(event);
  if (!dateKey || seats === 0) return floor;
  return {
    seats: Math.max(floor.seats, seats),
    heldUntil: dateKey > floor.heldUntil ? dateKey : floor.heldUntil,
  };
}

/** The floor of a venue recounted from every event booked there (past and cancelled ones hold nothing). */
export function seatFloorFrom(events: Record<string, unknown>[], todayKey: string): SeatFloor {
  return events
    .filter((event) => (eventDateKey(event) ?? '') >= todayKey)
    .reduce<SeatFloor>(raisedBy, NO_FLOOR);
}
