import type { CalendarDate } from './entities';
import { dateKey } from './recurrence';

// Slots that orders hold (bookings/{ownerId}.orders: { 'YYYY-MM-DD': { slotId: orderId } }) belong to the bookers'
// events: a venue's edit must not drop one, and a venue holding one cannot be deleted, from the booked day on.

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

/** The held slots (today or later) that the new availability no longer offers under any entry. */
export function droppedHeldSlots(
  holds: OrderHolds,
  availability: readonly { slots: readonly { id: string }[] }[],
  today: CalendarDate,
): string[] {
  const kept = new Set(availability.flatMap((entry) => entry.slots.map((slot) => slot.id)));
  return heldSlotIds(holds, today).filter((id) => !kept.has(id));
}
