import type { CalendarDate } from '@/domain/entities';
import { dateKey } from '@/domain/recurrence';
import { isSlotType, type AvailabilityEntry, type Slot } from '@/domain/slots';
import { isWeekdayName, weekdayName, weekdayNumber } from '@/domain/weekdays';

// Availability as stored, a manager's (managers/{uid}/availability/{date}) or a venue's (embedded in venues/{id}), read
// by every service that shows it. Other accounts wrote it, so each field is read defensively: a malformed value
// degrades to something harmless instead of breaking a whole page.

type Loose<T> = Partial<Record<keyof T, unknown>>;

const finite = (value: unknown): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function calendarDateOf(value: unknown): CalendarDate {
  const date = (value ?? {}) as Loose<CalendarDate>;
  return { year: finite(date.year), month: finite(date.month), day: finite(date.day) };
}

/** A slot of an entry; one stored without a valid-until date lasts for its start date alone. */
export function slotOf(value: unknown, startDate: CalendarDate): Slot {
  const slot = (value ?? {}) as Loose<Slot>;
  return {
    id: text(slot.id),
    title: text(slot.title),
    type: isSlotType(slot.type) ? slot.type : 'Any',
    startTime: text(slot.startTime),
    endTime: text(slot.endTime),
    price: finite(slot.price),
    availableTill: slot.availableTill ? calendarDateOf(slot.availableTill) : startDate,
    recurring: slot.recurring === true,
  };
}

/**
 * An entry with the fields the screens use (createdAt and the like stay behind). Its id is the document's, else the
 * stored one, else its start date's key; its weekday is derived from the date, so the two can never disagree.
 */
export function availabilityEntryOf(value: unknown, documentId?: string): AvailabilityEntry {
  const entry = (value ?? {}) as Loose<AvailabilityEntry>;
  const startDate = calendarDateOf(entry.startDate);
  const storedId = typeof entry.id === 'string' && entry.id ? entry.id : dateKey(startDate);
  return {
    id: documentId ?? storedId,
    startDate,
    day: isWeekdayName(entry.day) ? entry.day : weekdayName(startDate),
    dayNumber: weekdayNumber(startDate),
    slots: Array.isArray(entry.slots) ? entry.slots.map((slot) => slotOf(slot, startDate)) : [],
  };
}
