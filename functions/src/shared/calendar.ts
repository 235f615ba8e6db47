// Calendar days and slot occurrences, for bookings, venues and the sale. Dates are 'YYYY-MM-DD' keys of calendar
// days (the keys of the bookings maps and the ids of availability entries), counted as UTC days so a week is always
// seven day numbers.

import { dateKeyOf, parseDateKey, utcMidnight, type CalendarDate } from '@gigvenue/contracts';

// The calendar's day keys and their arithmetic are the contract's (packages/contracts/src/time.ts), shared with the
// app; what is here reads slots as stored.
export {
  addDays,
  dateKeyOf,
  DATE_KEY,
  parseDateKey,
  utcMidnight,
  type CalendarDate,
} from '@gigvenue/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayNumber = (date: CalendarDate): number => Math.round(utcMidnight(date) / DAY_MS);

function readDate(value: unknown): CalendarDate | null {
  if (!value || typeof value !== 'object') return null;
  const { year, month, day } = value as Record<string, unknown>;
  if (typeof year !== 'number' || typeof month !== 'number' || typeof day !== 'number') return null;
  return parseDateKey(dateKeyOf({ year, month, day }));
}

export interface StoredSlot {
  id: string;
  title: string;
  startTime: string;
  endTime: string;
  price: number;
}

/**
 * The slot as stored in an availability entry starting on `startDate`, if it is offered on `date`: on the start
 * date itself, or every 7 days after it up to availableTill when it recurs. Entries are client-written, so a
 * slot without a usable price (at least £1) or times is never offered.
 */
export function slotOfferedOn(
  startDate: unknown,
  slots: unknown,
  slotId: string,
  date: CalendarDate,
): StoredSlot | null {
  const start = readDate(startDate);
  if (!start || !Array.isArray(slots)) return null;
  const slot = slots.find(
    (item: unknown) => !!item && typeof item === 'object' && (item as { id?: unknown }).id === slotId,
  ) as Record<string, unknown> | undefined;
  if (!slot) return null;
  const { title, startTime, endTime, price } = slot;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 1) return null;
  if (typeof startTime !== 'string' || typeof endTime !== 'string') return null;
  const offset = dayNumber(date) - dayNumber(start);
  let offered = offset === 0;
  if (!offered && slot.recurring === true && offset > 0 && offset % 7 === 0) {
    const until = readDate(slot.availableTill);
    offered = !!until && dayNumber(date) <= dayNumber(until);
  }
  return offered
    ? { id: slotId, title: typeof title === 'string' ? title : '', startTime, endTime, price }
    : null;
}

/** A venue's slot on `date` from any of its availability entries (a venue keeps them in one list). */
export function venueSlotOn(availability: unknown, slotId: string, date: CalendarDate): StoredSlot | null {
  if (!Array.isArray(availability)) return null;
  for (const entry of availability) {
    if (!entry || typeof entry !== 'object') continue;
    const { startDate, slots } = entry as Record<string, unknown>;
    const slot = slotOfferedOn(startDate, slots, slotId, date);
    if (slot) return slot;
  }
  return null;
}
