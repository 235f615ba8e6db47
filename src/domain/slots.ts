import type { CalendarDate } from './entities';
import { compareDates, dateKey, isWeeklyOccurrence, sameDate } from './recurrence';
import { MINUTES_PER_DAY, minutesOfDay, timesBetween } from './time';
import {
  MAX_SLOTS_PER_ENTRY,
  MIN_SLOT_MINUTES,
  SLOT_TYPES,
  weekdayNumberOf,
  weekdayOf,
  type SlotType,
  type Weekday,
  type WeekdayNumber,
} from '@gigvenue/contracts';

// Availability slots, shared by event managers (managers/{uid}/availability) and venues: the same entry and
// slot shape, the same timing rules and the same "is it free on this date" answer.

// The slot limits are the contract's, which the functions and firestore.rules hold too.
export {
  MAX_SLOT_PRICE,
  MAX_SLOTS_PER_ENTRY,
  MIN_SLOT_MINUTES,
  MIN_SLOT_PRICE,
  SLOT_TYPES,
  type SlotType,
} from '@gigvenue/contracts';

export const SLOT_STEP_MINUTES = 15;

export interface Slot {
  id: string;
  title: string;
  type: SlotType;
  /** 'h:mm AM' / 'h:mm PM'. */
  startTime: string;
  endTime: string;
  /** Pounds. */
  price: number;
  /** Last date the slot is offered; the start date itself unless it recurs. */
  availableTill: CalendarDate;
  recurring: boolean;
}

/** A slot as a form produces it, before it is given an id. */
export type NewSlot = Omit<Slot, 'id'>;

/** One start date with its slots; its id is the start date's 'YYYY-MM-DD' key. */
export interface AvailabilityEntry {
  id: string;
  startDate: CalendarDate;
  day: Weekday;
  dayNumber: WeekdayNumber;
  slots: Slot[];
}

/** Booked slot ids by 'YYYY-MM-DD' date. */
export type BookingsMap = Record<string, string[]>;

export function isSlotType(value: unknown): value is SlotType {
  return typeof value === 'string' && (SLOT_TYPES as readonly string[]).includes(value);
}

// Last quarter hour of the day: slots end on the day they start.
const LAST_TIME = MINUTES_PER_DAY - SLOT_STEP_MINUTES;

/** Start times a slot may have: every quarter hour that still leaves room for the shortest slot that day. */
export function startTimeOptions(): string[] {
  return timesBetween(0, LAST_TIME - MIN_SLOT_MINUTES, SLOT_STEP_MINUTES);
}

/** End times allowed after a start time: quarter hours from start + 30 minutes to the end of the day. */
export function endTimeOptions(startTime: string): string[] {
  const start = minutesOfDay(startTime);
  if (start === null) return [];
  return timesBetween(start + MIN_SLOT_MINUTES, LAST_TIME, SLOT_STEP_MINUTES);
}

/** Both times on the 15-minute grid, and the end at least 30 minutes after the start on the same day. */
export function isValidSlotTimes(startTime: string, endTime: string): boolean {
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  if (start === null || end === null) return false;
  if (start % SLOT_STEP_MINUTES !== 0 || end % SLOT_STEP_MINUTES !== 0) return false;
  return end - start >= MIN_SLOT_MINUTES;
}

/** Orders slots by start time, then end time. */
export function compareSlotTimes(
  a: Pick<Slot, 'startTime' | 'endTime'>,
  b: Pick<Slot, 'startTime' | 'endTime'>,
): number {
  const start = (minutesOfDay(a.startTime) ?? 0) - (minutesOfDay(b.startTime) ?? 0);
  return start !== 0 ? start : (minutesOfDay(a.endTime) ?? 0) - (minutesOfDay(b.endTime) ?? 0);
}

/** The slot's last date: the valid-until date for a recurring slot that has one, otherwise the start date. */
export function availableTill(
  startDate: CalendarDate,
  recurring: boolean,
  validUntil: CalendarDate | null,
): CalendarDate {
  return recurring && validUntil ? validUntil : startDate;
}

export const entryIdOf = (startDate: CalendarDate): string => dateKey(startDate);

/** A stored entry for a start date; the weekday is derived so it can never disagree with the date. */
export function buildEntry(startDate: CalendarDate, slots: Slot[]): AvailabilityEntry {
  return {
    id: entryIdOf(startDate),
    startDate,
    day: weekdayOf(startDate),
    dayNumber: weekdayNumberOf(startDate),
    slots,
  };
}

/** Appends slots, skipping any whose id is already present (a retried write must not duplicate). */
export function mergeSlots<S extends NewSlot>(existing: readonly S[], added: readonly S[]): S[] {
  const ids = new Set(
    existing.flatMap((slot) => ('id' in slot && typeof slot.id === 'string' ? [slot.id] : [])),
  );
  return [
    ...existing,
    ...added.filter((slot) => !('id' in slot && typeof slot.id === 'string' && ids.has(slot.id))),
  ];
}

export interface EntryLike {
  startDate: CalendarDate;
  slots: NewSlot[];
}

/**
 * Adds an entry to a list ordered by start date; an entry for a start date already present gets the new
 * slots merged into it instead (the spec's "adding slots for an existing startDate merges into that entry").
 */
export function mergeEntry<E extends EntryLike>(entries: readonly E[], addition: E): E[] {
  const index = entries.findIndex((entry) => sameDate(entry.startDate, addition.startDate));
  if (index < 0) return [...entries, addition].sort((a, b) => compareDates(a.startDate, b.startDate));
  const merged = { ...entries[index], slots: mergeSlots(entries[index].slots, addition.slots) } as E;
  return entries.map((entry, i) => (i === index ? merged : entry));
}

/** The entries without one slot; an entry left with none is dropped, as the stored one is. */
export function withoutSlot<E extends { startDate: CalendarDate; slots: readonly Slot[] }>(
  entries: readonly E[],
  entryId: string,
  slotId: string,
): E[] {
  return entries
    .map((entry) =>
      entryIdOf(entry.startDate) === entryId
        ? { ...entry, slots: entry.slots.filter((slot) => slot.id !== slotId) }
        : entry,
    )
    .filter((entry) => entry.slots.length > 0);
}

/** How many more slots fit on a start date, given entries (stored or drafted) that may already hold some. */
export function slotRoomOn(entries: readonly EntryLike[], startDate: CalendarDate): number {
  const taken = entries
    .filter((entry) => sameDate(entry.startDate, startDate))
    .reduce((sum, entry) => sum + entry.slots.length, 0);
  return Math.max(0, MAX_SLOTS_PER_ENTRY - taken);
}

/**
 * The start dates that would hold more than MAX_SLOTS_PER_ENTRY slots once the additions are merged into the
 * stored entries and into each other, in date order. Merging as the save does means a slot already stored
 * under its id (a retried save) counts once.
 */
export function overfullDates(stored: readonly EntryLike[], additions: readonly EntryLike[]): CalendarDate[] {
  return [...stored, ...additions]
    .reduce<EntryLike[]>((merged, entry) => mergeEntry(merged, entry), [])
    .filter((entry) => entry.slots.length > MAX_SLOTS_PER_ENTRY)
    .map((entry) => entry.startDate);
}

/** The code of the error a save raises instead of writing more than MAX_SLOTS_PER_ENTRY slots on a date. */
export const TOO_MANY_SLOTS = 'availability/too-many-slots';

/** The lowest price among slots, or 0 when there are none: the spec's startingFrom. */
export function lowestSlotPrice(slots: readonly Pick<Slot, 'price'>[]): number {
  const prices = slots.map((slot) => slot.price).filter((price) => Number.isFinite(price));
  return prices.length ? Math.min(...prices) : 0;
}

export function startingFrom(entries: readonly { slots: readonly Pick<Slot, 'price'>[] }[]): number {
  return lowestSlotPrice(entries.flatMap((entry) => entry.slots));
}

/** Whether the slot is offered on the date: its start date, or a weekly repeat up to availableTill. */
export function slotOccursOn(
  startDate: CalendarDate,
  slot: Pick<Slot, 'recurring' | 'availableTill'>,
  date: CalendarDate,
): boolean {
  if (sameDate(startDate, date)) return true;
  return slot.recurring && isWeeklyOccurrence(startDate, slot.availableTill, date);
}

/** Whether any slot of the entry is still offered on `today` or later: its start date, or a weekly repeat. */
export function isOfferedFrom(
  entry: { startDate: CalendarDate; slots: readonly Pick<Slot, 'recurring' | 'availableTill'>[] },
  today: CalendarDate,
): boolean {
  return entry.slots.some(
    (slot) => compareDates(slot.recurring ? slot.availableTill : entry.startDate, today) >= 0,
  );
}

/** The entry's slots offered on the date, ordered by time. */
export function slotsOn<S extends Slot>(
  entry: { startDate: CalendarDate; slots: readonly S[] },
  date: CalendarDate,
): S[] {
  return entry.slots.filter((slot) => slotOccursOn(entry.startDate, slot, date)).sort(compareSlotTimes);
}

/** A slot is free on a date unless the bookings map lists its id under that date. */
export function isSlotFree(
  bookings: BookingsMap | null | undefined,
  date: CalendarDate,
  slotId: string,
): boolean {
  return !(bookings?.[dateKey(date)] ?? []).includes(slotId);
}

/** Whether any booking on `from` or later holds the slot: such a slot cannot be deleted. */
export function isBookedFrom(
  bookings: BookingsMap | null | undefined,
  slotId: string,
  from: CalendarDate,
): boolean {
  const fromKey = dateKey(from);
  return Object.entries(bookings ?? {}).some(([key, ids]) => key >= fromKey && ids.includes(slotId));
}
