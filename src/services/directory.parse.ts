import type { CalendarDate } from '@/domain/entities';
import { dateKey } from '@/domain/recurrence';
import { isSlotType, type AvailabilityEntry, type Slot } from '@/domain/slots';
import type { VenueListing } from '@/domain/venue';
import { isWeekdayName, weekdayName, weekdayNumber } from '@/domain/weekdays';

// Venue documents embed their availability; other accounts wrote them, so every field is read defensively
// and a malformed value degrades to something harmless instead of breaking the whole listing.

type Loose<T> = Partial<Record<keyof T, unknown>>;

const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function dateOf(value: unknown): CalendarDate {
  const date = (value ?? {}) as Loose<CalendarDate>;
  return { year: num(date.year), month: num(date.month), day: num(date.day) };
}

function slotOf(value: unknown, startDate: CalendarDate): Slot {
  const slot = (value ?? {}) as Loose<Slot>;
  return {
    id: str(slot.id),
    title: str(slot.title),
    type: isSlotType(slot.type) ? slot.type : 'Any',
    startTime: str(slot.startTime),
    endTime: str(slot.endTime),
    price: num(slot.price),
    availableTill: slot.availableTill ? dateOf(slot.availableTill) : startDate,
    recurring: slot.recurring === true,
  };
}

export function entryOf(value: unknown): AvailabilityEntry {
  const entry = (value ?? {}) as Loose<AvailabilityEntry>;
  const startDate = dateOf(entry.startDate);
  return {
    id: typeof entry.id === 'string' && entry.id ? entry.id : dateKey(startDate),
    startDate,
    day: isWeekdayName(entry.day) ? entry.day : weekdayName(startDate),
    dayNumber: weekdayNumber(startDate),
    slots: Array.isArray(entry.slots) ? entry.slots.map((slot) => slotOf(slot, startDate)) : [],
  };
}

export function venueOf(id: string, data: Record<string, unknown>): VenueListing {
  return {
    id,
    createdBy: str(data.createdBy),
    venueName: str(data.venueName),
    seats: num(data.seats),
    description: str(data.description),
    address: str(data.address),
    attachments: strings(data.attachments),
    isOnline: data.isOnline === true,
    availability: Array.isArray(data.availability) ? data.availability.map(entryOf) : [],
    startingFrom: num(data.startingFrom),
  };
}
