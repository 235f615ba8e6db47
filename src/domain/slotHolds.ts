import type { CalendarDate } from './entities';
import { dateKey } from './recurrence';

// Slots that orders hold (bookings/{ownerId}.orders: { 'YYYY-MM-DD': { slotId: orderId } }) belong to the bookers'
// events: a venue's edit must not drop or change one (the saveVenueAvailability function refuses it), and a venue
// holding one cannot be deleted, from the booked day on.

export type OrderHolds = Record<string, Record<string, string>>;

export const SLOT_BOOKED_MESSAGE = 'Sorry! Unable to delete. Slot is already booked.';

/** Ids of slots that orders hold on `from` or later. */
export function heldSlotIds(holds: OrderHolds, from: CalendarDate): string[] {
  const fromKey = dateKey(from);
  const ids = Object.entries(holds)
    .filter(([date]) => date >= fromKey)
    .flatMap(([, held]) => Object.keys(held));
  return [...new Set(ids)];
}
