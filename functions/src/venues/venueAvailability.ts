// Pure parts of saveVenueAvailability, kept apart from the callable so they are tested without emulators: the
// request's parser (a venue's whole availability, checked as firestore.rules checks a manager's entries, plus what
// the rules cannot afford: every slot, ids unique across the venue, the end 30+ minutes after the start), and the
// check that an edit keeps every slot an order holds.
import { addDays, dateKeyOf, parseDateKey, type CalendarDate } from '../bookings/calendar';
import { MIN_SLOT_PRICE } from '../slots/lowestSlotPrice';

/** As the rules bound a venue's list, and src/domain/slots.ts MAX_SLOTS_PER_ENTRY an entry's. */
export const MAX_ENTRIES = 60;
export const MAX_SLOTS_PER_ENTRY = 10;
export const MAX_TITLE_LENGTH = 100;
export const MAX_SLOT_PRICE = 1_000_000;
/** A new start date is at most this many days ahead, as the rules allow for a manager's entry. */
export const MAX_DAYS_AHEAD = 366;

export const SLOT_TYPES = ['For Venue', 'For Private', 'Any'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

export interface VenueSlot {
  id: string;
  title: string;
  type: SlotType;
  startTime: string;
  endTime: string;
  price: number;
  availableTill: CalendarDate;
  recurring: boolean;
}

/** An entry as the owner's form stores it (src/domain/slots.ts AvailabilityEntry); the weekday derives from the date. */
export interface VenueEntry {
  id: string;
  startDate: CalendarDate;
  day: WeekdayName;
  /** 1 (Sunday) .. 7 (Saturday). */
  dayNumber: number;
  slots: VenueSlot[];
}

export interface SaveRequest {
  venueId: string;
  availability: unknown;
}

/** The callable's envelope, or null when the venue id is missing or no document id; the list is parsed apart. */
export function parseSaveRequest(data: unknown): SaveRequest | null {
  if (!data || typeof data !== 'object') return null;
  const { venueId, availability } = data as Record<string, unknown>;
  if (typeof venueId !== 'string' || venueId.trim() === '' || venueId.includes('/') || venueId.length > 200)
    return null;
  return { venueId, availability };
}

const SLOT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLOT_TIME = /^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$/;
const MIN_SLOT_MINUTES = 30;
const ENTRY_KEYS = new Set(['id', 'startDate', 'day', 'dayNumber', 'slots']);
const SLOT_KEYS = ['id', 'title', 'type', 'startTime', 'endTime', 'price', 'availableTill', 'recurring'];
const DATE_KEYS = ['year', 'month', 'day'];

/** Minutes since midnight of an 'h:mm AM/PM' time on the 15-minute grid, or null. */
function minutesOf(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = SLOT_TIME.exec(time);
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Exactly { year, month, day } of a real calendar day with a four-digit year, or null. */
function calendarDateOf(value: unknown): CalendarDate | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== DATE_KEYS.length || !DATE_KEYS.every((key) => keys.includes(key))) return null;
  const { year, month, day } = value;
  if (![year, month, day].every(Number.isInteger)) return null;
  const date = { year, month, day } as CalendarDate;
  if (date.year < 1000 || date.year > 9999) return null;
  return parseDateKey(dateKeyOf(date));
}

/** 1 (Sunday) .. 7 (Saturday), as the spec numbers weekdays. */
function weekdayNumberOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 1;
}

export type ParseResult = { ok: true; entries: VenueEntry[] } | { ok: false; message: string };

class Refusal extends Error {}

/** A few of the offending keys, each cut short: the message quotes the request, which may be huge. */
const named = (keys: string[]) =>
  keys
    .slice(0, 3)
    .map((key) => key.slice(0, 40))
    .join(', ');

const refuse = (message: string): never => {
  throw new Refusal(message);
};

function parseSlot(value: unknown, where: string, start: CalendarDate): VenueSlot {
  if (!isRecord(value)) return refuse(`${where} is not a slot.`);
  const unknown = Object.keys(value).filter((key) => !SLOT_KEYS.includes(key));
  if (unknown.length > 0) refuse(`${where} has unknown fields: ${named(unknown)}.`);
  const { id, title, type, startTime, endTime, price, availableTill, recurring } = value;
  if (typeof id !== 'string' || !SLOT_ID.test(id))
    refuse(`${where} needs an id of 1 to 64 letters, digits, '-' or '_'.`);
  if (typeof title !== 'string' || title.trim() === '' || title.length > MAX_TITLE_LENGTH)
    refuse(`${where} needs a title of 1 to ${MAX_TITLE_LENGTH} characters.`);
  if (typeof type !== 'string' || !(SLOT_TYPES as readonly string[]).includes(type))
    refuse(`${where} needs a type: ${SLOT_TYPES.join(', ')}.`);
  const from = minutesOf(startTime);
  const to = minutesOf(endTime);
  if (from === null || to === null)
    refuse(`${where} needs start and end times like '7:00 PM', on the quarter hour.`);
  if ((to as number) - (from as number) < MIN_SLOT_MINUTES)
    refuse(`${where} must end at least ${MIN_SLOT_MINUTES} minutes after it starts, on the same day.`);
  if (
    typeof price !== 'number' ||
    !Number.isFinite(price) ||
    price < MIN_SLOT_PRICE ||
    price > MAX_SLOT_PRICE
  )
    refuse(`${where} needs a price from ${MIN_SLOT_PRICE} to ${MAX_SLOT_PRICE.toLocaleString('en-GB')}.`);
  const till = calendarDateOf(availableTill);
  if (!till) return refuse(`${where} needs a real available-till date.`);
  if (dateKeyOf(till) < dateKeyOf(start)) refuse(`${where} may not end before its entry's start date.`);
  if (typeof recurring !== 'boolean') refuse(`${where} needs recurring true or false.`);
  return {
    id: id as string,
    title: title as string,
    type: type as SlotType,
    startTime: startTime as string,
    endTime: endTime as string,
    price: price as number,
    availableTill: till,
    recurring: recurring as boolean,
  };
}

function parseEntry(value: unknown, index: number, slotIds: Set<string>): VenueEntry {
  const where = `Entry ${index + 1}`;
  if (!isRecord(value)) return refuse(`${where} is not an availability entry.`);
  const unknown = Object.keys(value).filter((key) => !ENTRY_KEYS.has(key));
  if (unknown.length > 0) refuse(`${where} has unknown fields: ${named(unknown)}.`);
  const start = calendarDateOf(value.startDate);
  if (!start) return refuse(`${where} needs a real start date.`);
  const key = dateKeyOf(start);
  const dayNumber = weekdayNumberOf(start);
  const day = WEEKDAYS[dayNumber - 1];
  // Optional (the seed writes none), but when present they must agree with the date.
  if (value.id !== undefined && value.id !== key)
    refuse(`${where} has an id other than its start date ${key}.`);
  if (value.day !== undefined && value.day !== day) refuse(`${where} starts on ${key}, a ${day}.`);
  if (value.dayNumber !== undefined && value.dayNumber !== dayNumber)
    refuse(`${where} starts on ${key}, a ${day} (day number ${dayNumber}).`);
  const { slots } = value;
  if (!Array.isArray(slots) || slots.length < 1 || slots.length > MAX_SLOTS_PER_ENTRY)
    refuse(`The entry starting ${key} needs 1 to ${MAX_SLOTS_PER_ENTRY} slots.`);
  const parsed = (slots as unknown[]).map((slot, i) =>
    parseSlot(slot, `Slot ${i + 1} of the entry starting ${key}`, start),
  );
  for (const slot of parsed) {
    // Bookings and toggles name a venue slot by its id alone, so one id means one slot across the venue.
    if (slotIds.has(slot.id)) refuse(`Slot id ${slot.id} is used more than once.`);
    slotIds.add(slot.id);
  }
  return { id: key, startDate: start, day, dayNumber, slots: parsed };
}

export interface ParseOptions {
  /** 'YYYY-MM-DD' today in the platform's time zone. */
  today: string;
  /** Start dates the venue already has: kept entries are not held to the ceiling (it applies to new ones). */
  storedStarts?: ReadonlySet<string>;
}

/**
 * A venue's whole availability as the owner sends it, normalized (every entry with its id and weekday), or a
 * refusal saying what is wrong. A start in the past is accepted, since an edit keeps the venue's old entries; a new
 * start date lies at most MAX_DAYS_AHEAD days ahead.
 */
export function parseVenueAvailability(value: unknown, { today, storedStarts }: ParseOptions): ParseResult {
  try {
    if (!Array.isArray(value)) refuse('availability must be a list of entries.');
    const list = value as unknown[];
    if (list.length > MAX_ENTRIES) refuse(`A venue has at most ${MAX_ENTRIES} availability entries.`);
    const slotIds = new Set<string>();
    const starts = new Set<string>();
    const ceiling = addDays(today, MAX_DAYS_AHEAD);
    const entries = list.map((item, index) => {
      const entry = parseEntry(item, index, slotIds);
      if (starts.has(entry.id)) refuse(`Two entries start on ${entry.id}: merge their slots into one.`);
      starts.add(entry.id);
      if (entry.id > ceiling && !storedStarts?.has(entry.id))
        refuse(`The entry starting ${entry.id} is more than a year ahead.`);
      return entry;
    });
    return { ok: true, entries };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
}

/** The 'YYYY-MM-DD' start keys of a stored availability list, read defensively. */
export function storedStartKeys(stored: unknown): Set<string> {
  const keys = new Set<string>();
  if (!Array.isArray(stored)) return keys;
  for (const entry of stored) {
    const start = isRecord(entry) ? calendarDateOf(entry.startDate) : null;
    if (start) keys.add(dateKeyOf(start));
  }
  return keys;
}

/**
 * What an order relies on of a slot: its entry's start and every field, so a slot changed in any way (times, price,
 * the weeks it repeats) counts as changed. Stored slots are read defensively, as the readers do.
 */
function slotSignatures(availability: unknown): Map<string, string> {
  const signatures = new Map<string, string>();
  if (!Array.isArray(availability)) return signatures;
  for (const entry of availability) {
    if (!isRecord(entry) || !Array.isArray(entry.slots)) continue;
    const start = calendarDateOf(entry.startDate);
    const startKey = start ? dateKeyOf(start) : '';
    for (const slot of entry.slots) {
      if (!isRecord(slot) || typeof slot.id !== 'string') continue;
      const till = calendarDateOf(slot.availableTill);
      signatures.set(
        slot.id,
        JSON.stringify([
          startKey,
          slot.title,
          slot.type,
          slot.startTime,
          slot.endTime,
          slot.price,
          till ? dateKeyOf(till) : startKey,
          slot.recurring === true,
        ]),
      );
    }
  }
  return signatures;
}

/**
 * Ids of the slots that orders hold today or later (orders: { 'YYYY-MM-DD': { slotId: orderId } }) which the stored
 * availability offers and the new one drops or changes (a client-side check of drops could be skipped, and raced
 * bookings). A held slot the stored list lacks is not this edit's doing, so it is not counted.
 */
export function disturbedHeldSlots(
  orders: Record<string, Record<string, string>>,
  stored: unknown,
  next: readonly VenueEntry[],
  today: string,
): string[] {
  const held = new Set(
    Object.entries(orders)
      .filter(([date]) => date >= today)
      .flatMap(([, slots]) => Object.keys(slots)),
  );
  const before = slotSignatures(stored);
  const after = slotSignatures(next);
  return [...held].filter((id) => before.has(id) && before.get(id) !== after.get(id));
}
