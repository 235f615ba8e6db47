import {
  calendarDate,
  isWeekday,
  storedAvailabilitySlot,
  weekdayNumberOf,
  weekdayOf,
} from '@gigvenue/contracts';
import type { CalendarDate } from '@/domain/entities';
import { dateKey } from '@/domain/recurrence';
import type { AvailabilityEntry, Slot } from '@/domain/slots';

// Availability as stored, a manager's (managers/{uid}/availability/{date}) or a venue's (embedded in venues/{id}), read
// by every service that shows it, with the contract's own slot schema (packages/contracts/src/documents/availability.ts),
// the one the venue function and the rules hold writes to. Other accounts wrote it, so it is read leniently: a slot
// or a venue's entry that is malformed is left out, so it never breaks a whole page nor offers what cannot be booked.

type Loose<T> = Partial<Record<keyof T, unknown>>;

const finite = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};

export function calendarDateOf(value: unknown): CalendarDate {
  const date = (value ?? {}) as Loose<CalendarDate>;
  return { year: finite(date.year), month: finite(date.month), day: finite(date.day) };
}

/** A slot of an entry, or null when it is malformed; one stored without a valid-until date lasts for its start date alone. */
export function slotOf(value: unknown, startDate: CalendarDate): Slot | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Loose<Slot>;
  const slot = storedAvailabilitySlot.safeParse(
    stored.availableTill == null ? { ...stored, availableTill: startDate } : stored,
  );
  return slot.success ? slot.data : null;
}

/**
 * An entry with the fields the screens use (createdAt and the like stay behind) and its well-formed slots. Its id is
 * the document's, else the stored one, else its start date's key; its weekday is derived from the date, so the two
 * can never disagree.
 */
export function availabilityEntryOf(value: unknown, documentId?: string): AvailabilityEntry {
  const entry = (value ?? {}) as Loose<AvailabilityEntry>;
  const startDate = calendarDateOf(entry.startDate);
  const storedId = typeof entry.id === 'string' && entry.id ? entry.id : dateKey(startDate);
  return {
    id: documentId ?? storedId,
    startDate,
    day: isWeekday(entry.day) ? entry.day : weekdayOf(startDate),
    dayNumber: weekdayNumberOf(startDate),
    slots: Array.isArray(entry.slots)
      ? entry.slots.map((slot) => slotOf(slot, startDate)).filter((slot): slot is Slot => slot !== null)
      : [],
  };
}

/** A venue's stored list of entries: those whose start is a real day, each with its well-formed slots. */
export function availabilityEntriesOf(value: unknown): AvailabilityEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry: unknown) =>
        calendarDate.safeParse((entry as Loose<AvailabilityEntry> | null)?.startDate).success,
    )
    .map((entry: unknown) => availabilityEntryOf(entry));
}
