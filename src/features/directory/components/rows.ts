import type { CalendarDate } from '@/domain/entities';
import { compareDates } from '@/domain/recurrence';
import { compareSlotTimes, isSlotFree, slotsOn, type AvailabilityEntry, type BookingsMap, type Slot } from '@/domain/slots';

/** One row of a directory availability table: a slot on a date, and whether it can still be booked then. */
export interface AvailabilityRow {
  key: string;
  date: CalendarDate;
  slot: Slot;
  free: boolean;
}

const byDateThenTime = (a: AvailabilityRow, b: AvailabilityRow) =>
  compareDates(a.date, b.date) || compareSlotTimes(a.slot, b.slot);

/**
 * Without a date, every slot on its own start date. With a date, only the slots offered that day (their
 * start date or a weekly repeat up to availableTill), each free unless that day's bookings hold it.
 */
export function availabilityRows(
  entries: readonly AvailabilityEntry[],
  bookings: BookingsMap,
  date: CalendarDate | null,
): AvailabilityRow[] {
  return entries
    .flatMap((entry) => {
      const slots = date ? slotsOn(entry, date) : entry.slots;
      const day = date ?? entry.startDate;
      return slots.map((slot) => ({
        key: `${entry.id}/${slot.id}`,
        date: day,
        slot,
        free: isSlotFree(bookings, day, slot.id),
      }));
    })
    .sort(byDateThenTime);
}
