import type { CalendarDate } from './entities';
import { compareDates } from './recurrence';
import { compareSlotTimes, entryIdOf, slotsOn, type Slot } from './slots';

// Availability tables (a manager's own list, the directory's details, a venue's wizard and details) all show
// the same thing: one row per slot on a date, in date and then time order.

/** A slot on one date, with the id of the entry that holds it. */
export interface DatedSlot<S extends Slot = Slot> {
  entryId: string;
  date: CalendarDate;
  slot: S;
}

/** A stored entry has an id; a draft does not yet, and gets the one it will be stored under. */
export interface SlotEntry<S extends Slot = Slot> {
  id?: string;
  startDate: CalendarDate;
  slots: readonly S[];
}

/**
 * Without a date, every slot on its entry's start date. With a date, only the slots offered that day (their
 * start date, or a weekly repeat up to availableTill), dated that day. Ordered by date, then time.
 */
export function datedSlots<S extends Slot>(
  entries: readonly SlotEntry<S>[],
  date: CalendarDate | null = null,
): DatedSlot<S>[] {
  return entries
    .flatMap((entry) => {
      const entryId = entry.id || entryIdOf(entry.startDate);
      const slots = date ? slotsOn(entry, date) : entry.slots;
      return slots.map((slot) => ({ entryId, date: date ?? entry.startDate, slot }));
    })
    .sort((a, b) => compareDates(a.date, b.date) || compareSlotTimes(a.slot, b.slot));
}
