// Pure helpers of the venue functions, kept apart from the triggers so they are tested without emulators.

export const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD key of a day that exists in the calendar (no 2030-02-30). */
export function isCalendarDateKey(date: string): boolean {
  if (!DATE_KEY.test(date)) return false;
  const [year, month, day] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day));
  return (
    instant.getUTCFullYear() === year && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day
  );
}

export interface ToggleRequest {
  venueId: string;
  date: string;
  slotId: string;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The callable's input, or null when any part is missing or malformed. */
export function parseToggleRequest(data: unknown): ToggleRequest | null {
  if (!data || typeof data !== 'object') return null;
  const { venueId, date, slotId } = data as Record<string, unknown>;
  if (!nonEmpty(venueId) || !nonEmpty(slotId) || typeof date !== 'string' || !isCalendarDateKey(date))
    return null;
  // A document id may not contain '/', and an unknown slot id is refused later against the venue.
  if (venueId.includes('/')) return null;
  return { venueId, date, slotId };
}

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
