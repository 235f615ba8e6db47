import { useState } from 'react';
import type { CalendarDate } from '@/domain/entities';
import { buildEntry, mergeEntry, type AvailabilityEntry, type NewSlot } from '@/domain/slots';
import { usableStartDate } from '@/domain/recurrence';
import { availabilityErrors, hasAnySlot } from '../forms/venue.schema';
import type { SlotRow } from './SlotsTable';

// Slot ids only need to be unique within the venue; bookings refer to them by date.
const newSlotId = () => globalThis.crypto.randomUUID();

/**
 * The wizard's draft availability: slots merge into the entry of their start date. The entry being built is the
 * chosen date with the slots added for it since; while any of them remains its date is locked (spec section 4),
 * and the owner starts the next entry with anotherDate().
 */
export function useVenueAvailability(initial: AvailabilityEntry[], today: CalendarDate) {
  const [entries, setEntries] = useState(initial);
  const [startDate, setStartDate] = useState('');
  const [startDateTouched, setStartDateTouched] = useState(false);
  const [building, setBuilding] = useState<string[]>([]);

  const present = new Set(entries.flatMap((entry) => entry.slots.map((slot) => slot.id)));
  const usable = usableStartDate(startDate, today);

  return {
    entries,
    startDate,
    /** The start date slots are added for, or null while none usable is chosen. */
    usable,
    locked: building.some((id) => present.has(id)),
    /** Next needs it: the spec wants an availability entry before the wizard goes on. */
    hasSlot: hasAnySlot(entries),
    errors: availabilityErrors({ startDate, startDateTouched, entries }, today),
    changeStartDate: (value: string) => {
      setStartDate(value);
      setStartDateTouched(true);
      setBuilding([]);
    },
    leaveStartDate: () => setStartDateTouched(true),
    anotherDate: () => {
      setStartDate('');
      setStartDateTouched(false);
      setBuilding([]);
    },
    addSlot: (slot: NewSlot) => {
      if (!usable) return;
      const id = newSlotId();
      setEntries((current) => mergeEntry(current, buildEntry(usable, [{ ...slot, id }])));
      setBuilding((ids) => [...ids, id]);
    },
    removeSlot: ({ entryId, slot }: SlotRow) =>
      setEntries((current) =>
        current
          .map((entry) =>
            entry.id === entryId ? { ...entry, slots: entry.slots.filter((s) => s.id !== slot.id) } : entry,
          )
          .filter((entry) => entry.slots.length > 0),
      ),
  };
}

export type VenueAvailabilityDraft = ReturnType<typeof useVenueAvailability>;
