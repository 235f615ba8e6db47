// Pure helpers of the venue functions, kept apart from the triggers so they are tested without emulators. The toggle's
// request is the contract's (packages/contracts/src/callables/toggleVenueSlot.ts).

/**
 * Whether a toggle may name this day: from today to the last day a booking may take (both 'YYYY-MM-DD'), so an owner
 * never fills the bookings map, which every booking of the venue reads, with past or far-off days.
 */
export const isTogglableDate = (date: string, today: string, latest: string): boolean =>
  date >= today && date <= latest;

/**
 * Flips one slot id in a date's booked list: present means booked (the slot is inactive), so it is removed
 * and the slot becomes active again; absent means free, so it is added and the slot becomes inactive.
 */
export function toggledIds(current: unknown, slotId: string): { ids: string[]; active: boolean } {
  const ids = Array.isArray(current) ? current.filter((id): id is string => typeof id === 'string') : [];
  if (ids.includes(slotId)) return { ids: ids.filter((id) => id !== slotId), active: true };
  return { ids: [...ids, slotId], active: false };
}

interface SlotLike {
  id?: unknown;
  price?: unknown;
}

const slotsOf = (availability: unknown): SlotLike[] =>
  Array.isArray(availability)
    ? availability.flatMap((entry: unknown) => {
        const slots = entry && typeof entry === 'object' ? (entry as { slots?: unknown }).slots : undefined;
        return Array.isArray(slots)
          ? (slots.filter((slot) => slot && typeof slot === 'object') as SlotLike[])
          : [];
      })
    : [];

/** Whether the venue's availability offers a slot with this id. */
export function hasSlot(availability: unknown, slotId: string): boolean {
  return slotsOf(availability).some((slot) => slot.id === slotId);
}
