import type { CalendarDate } from '@/domain/entities';
import { datedSlots, type DatedSlot } from '@/domain/slotRows';
import { isSlotFree, type AvailabilityEntry, type BookingsMap } from '@/domain/slots';

/** One row of a directory availability table: a slot on a date, and whether it can still be booked then. */
export interface AvailabilityRow extends DatedSlot {
  key: string;
  free: boolean;
}

/**
 * Without a date, every slot on its own start date. With a date, only the slots offered that day, each free
 * unless that day's bookings hold it.
 */
export function availabilityRows(
  entries: readonly AvailabilityEntry[],
  bookings: BookingsMap,
  date: CalendarDate | null,
): AvailabilityRow[] {
  return datedSlots(entries, date).map((row) => ({
    ...row,
    key: `${row.entryId}/${row.slot.id}`,
    free: isSlotFree(bookings, row.date, row.slot.id),
  }));
}
