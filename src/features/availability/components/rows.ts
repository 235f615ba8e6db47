import type { CalendarDate } from '@/domain/entities';
import { compareDates } from '@/domain/recurrence';
import { compareSlotTimes, entryIdOf, type Slot } from '@/domain/slots';

/** One table row: a slot with the date of the entry it belongs to. */
export interface SlotRow {
  entryId: string;
  startDate: CalendarDate;
  slot: Slot;
}

/** Every slot of the entries, by date and then by time. */
export function rowsOf(entries: readonly { startDate: CalendarDate; slots: readonly Slot[] }[]): SlotRow[] {
  return entries
    .flatMap((entry) => entry.slots.map((slot) => ({ entryId: entryIdOf(entry.startDate), startDate: entry.startDate, slot })))
    .sort((a, b) => compareDates(a.startDate, b.startDate) || compareSlotTimes(a.slot, b.slot));
}
