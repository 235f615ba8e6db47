// Pure helpers of deleteAvailabilitySlot, kept apart from the callable so they are tested without emulators.

/** Bookings are kept by calendar date in the platform's own time zone (the product is British, prices in £). */
export const PLATFORM_TIME_ZONE = 'Europe/London';

const ENTRY_ID = /^\d{4}-\d{2}-\d{2}$/;

export interface DeleteSlotRequest {
  ownerId: string;
  entryId: string;
  slotId: string;
}

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && !value.includes('/');

/** The callable's input, or null when any part is missing or malformed. */
export function parseDeleteSlotRequest(data: unknown): DeleteSlotRequest | null {
  if (!data || typeof data !== 'object') return null;
  const { ownerId, entryId, slotId } = data as Record<string, unknown>;
  if (!nonEmpty(ownerId) || !nonEmpty(slotId) || typeof entryId !== 'string' || !ENTRY_ID.test(entryId))
    return null;
  return { ownerId, entryId, slotId };
}

/** 'YYYY-MM-DD' of the instant in the time zone: the "today" that bookings are compared with. */
export function dateKeyIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The first date from `fromKey` on whose bookings hold the slot, or null when none does. */
export function bookedOnOrAfter(bookings: unknown, slotId: string, fromKey: string): string | null {
  if (!bookings || typeof bookings !== 'object') return null;
  const dates = Object.entries(bookings as Record<string, unknown>)
    .filter(([date, ids]) => date >= fromKey && Array.isArray(ids) && ids.includes(slotId))
    .map(([date]) => date)
    .sort();
  return dates[0] ?? null;
}

/** The entry's slots without the one to delete, and whether it was there at all. */
export function withoutSlot(slots: unknown, slotId: string): { slots: unknown[]; found: boolean } {
  const list = Array.isArray(slots) ? slots : [];
  const kept = list.filter(
    (slot: unknown) => !(slot && typeof slot === 'object' && (slot as { id?: unknown }).id === slotId),
  );
  return { slots: kept, found: kept.length !== list.length };
}
