import { useState } from 'react';
import type { CalendarDate } from '@/domain/entities';
import { buildEntry, mergeEntry, type AvailabilityEntry, type NewSlot } from '@/domain/slots';
import { VENUE_MESSAGES } from '../forms/venue.schema';
import type { SlotRow } from './SlotsTable';

// Slot ids only need to be unique within the venue; bookings refer to them by date.
const newSlotId = () => globalThis.crypto.randomUUID();

/** The wizard's draft availability: slots merge into the entry of their start date. */
export function useVenueAvailability(initial: AvailabilityEntry[]) {
  const [entries, setEntries] = useState(initial);
  const [startDate, setStartDate] = useState('');
  const [checked, setChecked] = useState(false);

  const hasSlot = entries.some((entry) => entry.slots.length > 0);
  const errors = checked && !hasSlot
    ? { slots: VENUE_MESSAGES.slotsMin, ...(startDate ? {} : { startDate: VENUE_MESSAGES.startDateRequired }) }
    : {};

  return {
    entries,
    startDate,
    errors,
    setStartDate,
    addSlot: (date: CalendarDate, slot: NewSlot) =>
      setEntries((current) => mergeEntry(current, buildEntry(date, [{ ...slot, id: newSlotId() }]))),
    removeSlot: ({ entryId, slot }: SlotRow) =>
      setEntries((current) =>
        current
          .map((entry) => (entry.id === entryId ? { ...entry, slots: entry.slots.filter((s) => s.id !== slot.id) } : entry))
          .filter((entry) => entry.slots.length > 0),
      ),
    /** Marks the step as submitted; true when it may be left forward. */
    validate: () => {
      setChecked(true);
      return hasSlot;
    },
  };
}
