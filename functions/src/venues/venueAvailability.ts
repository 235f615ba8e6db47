// What saveVenueAvailability checks beyond the request's shape, kept apart from the callable so it is tested without
// emulators. The shape (every slot, ids unique across the venue, the end 30+ minutes after the start) is the
// contract's schema (packages/contracts/src/documents/availability.ts); what depends on the stored venue and the
// server's clock is here: how far ahead a new entry may start, and that an edit keeps every slot an order holds.
import {
  addDays,
  calendarDate,
  dateKeyOf,
  MAX_AVAILABILITY_DAYS_AHEAD,
  type AvailabilityEntry,
} from '@gigvenue/contracts';

export type VenueEntry = AvailabilityEntry;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The 'YYYY-MM-DD' key of a stored { year, month, day }, or null when it is not a real day. */
function storedDateKey(value: unknown): string | null {
  const date = calendarDate.safeParse(value);
  return date.success ? dateKeyOf(date.data) : null;
}

/** The 'YYYY-MM-DD' start keys of a stored availability list, read defensively. */
export function storedStartKeys(stored: unknown): Set<string> {
  const keys = new Set<string>();
  if (!Array.isArray(stored)) return keys;
  for (const entry of stored) {
    const start = isRecord(entry) ? storedDateKey(entry.startDate) : null;
    if (start) keys.add(start);
  }
  return keys;
}

/**
 * The start key of the first entry that begins more than MAX_AVAILABILITY_DAYS_AHEAD days after `today` and that the
 * venue did not already have (kept entries are not held to the ceiling, which applies to new ones), else null. A
 * start in the past is fine: an edit keeps the venue's old entries.
 */
export function startTooFarAhead(
  entries: readonly VenueEntry[],
  today: string,
  storedStarts: ReadonlySet<string>,
): string | null {
  const ceiling = addDays(today, MAX_AVAILABILITY_DAYS_AHEAD);
  return entries.find((entry) => entry.id > ceiling && !storedStarts.has(entry.id))?.id ?? null;
}

/**
 * What an order relies on of a slot: its entry's start and every field, so a slot changed in any way (times, price,
 * the weeks it repeats) counts as changed. Stored slots are read defensively, as the readers do.
 */
function slotSignatures(availability: unknown): Map<string, string> {
  const signatures = new Map<string, string>();
  if (!Array.isArray(availability)) return signatures;
  for (const entry of availability) {
    if (!isRecord(entry) || !Array.isArray(entry.slots)) continue;
    const startKey = storedDateKey(entry.startDate) ?? '';
    for (const slot of entry.slots) {
      if (!isRecord(slot) || typeof slot.id !== 'string') continue;
      signatures.set(
        slot.id,
        JSON.stringify([
          startKey,
          slot.title,
          slot.type,
          slot.startTime,
          slot.endTime,
          slot.price,
          storedDateKey(slot.availableTill) ?? startKey,
          slot.recurring === true,
        ]),
      );
    }
  }
  return signatures;
}

/**
 * Ids of the slots that orders hold today or later (orders: { 'YYYY-MM-DD': { slotId: orderId } }) which the stored
 * availability offers and the new one drops or changes (a client-side check of drops could be skipped, and raced
 * bookings). A held slot the stored list lacks is not this edit's doing, so it is not counted.
 */
export function disturbedHeldSlots(
  orders: Record<string, Record<string, string>>,
  stored: unknown,
  next: readonly VenueEntry[],
  today: string,
): string[] {
  const held = new Set(
    Object.entries(orders)
      .filter(([date]) => date >= today)
      .flatMap(([, slots]) => Object.keys(slots)),
  );
  const before = slotSignatures(stored);
  const after = slotSignatures(next);
  return [...held].filter((id) => before.has(id) && before.get(id) !== after.get(id));
}
