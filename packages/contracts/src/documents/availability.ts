import * as z from 'zod/mini';
import { isWholePence } from '../money';
import {
  MAX_AVAILABILITY_ENTRIES,
  MAX_SLOT_PRICE,
  MAX_SLOT_TITLE_LENGTH,
  MAX_SLOTS_PER_ENTRY,
  MIN_SLOT_MINUTES,
  MIN_SLOT_PRICE,
  SLOT_TYPES,
} from '../slotLimits';
import { dateKeyOf, minutesOf12h, parseDateKey, type CalendarDate } from '../time';
import { WEEKDAYS, weekdayNumberOf } from '../weekdays';

// Availability: one start date with its slots, a manager's (managers/{uid}/availability/{date}) or a venue's (the
// list in venues/{id}.availability, written only by the saveVenueAvailability callable). The schemas here are the
// shape the owner's form sends and the function stores; firestore.rules check a manager's entries the same way.

/** 'h:mm AM' / 'h:mm PM' on the quarter hour. */
export const QUARTER_HOUR_TIME = /^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$/;
const SLOT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A few of the unknown keys, each cut short (the request may be huge), or `otherwise` for any other problem. */
const unknownKeysOr =
  (otherwise: string) =>
  (issue: { code?: string; keys?: readonly string[] }): string =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? `has unknown fields: ${issue.keys
          .slice(0, 3)
          .map((key) => key.slice(0, 40))
          .join(', ')}`
      : otherwise;

const whole = z.int({ error: 'must be a whole number' });

/** Exactly { year, month, day } of a real calendar day with a four-digit year. */
export const calendarDate = z
  .strictObject(
    {
      year: whole.check(z.minimum(1000, { error: 'needs a four-digit year' }), z.maximum(9999)),
      month: whole,
      day: whole,
    },
    { error: unknownKeysOr('must be a date { year, month, day }') },
  )
  .check(z.refine((date) => parseDateKey(dateKeyOf(date)) !== null, { error: 'is not a real calendar day' }));

const slotTime = z
  .string({ error: "needs a time like '7:00 PM'" })
  .check(z.regex(QUARTER_HOUR_TIME, { error: "needs a time like '7:00 PM', on the quarter hour" }));
const priceRange = `needs a price from ${MIN_SLOT_PRICE} to ${MAX_SLOT_PRICE.toLocaleString('en-GB')}`;

const slotShape = {
  id: z
    .string({ error: "needs an id of 1 to 64 letters, digits, '-' or '_'" })
    .check(z.regex(SLOT_ID, { error: "needs an id of 1 to 64 letters, digits, '-' or '_'" })),
  title: z.string({ error: `needs a title of 1 to ${MAX_SLOT_TITLE_LENGTH} characters` }).check(
    z.maxLength(MAX_SLOT_TITLE_LENGTH, {
      error: `needs a title of 1 to ${MAX_SLOT_TITLE_LENGTH} characters`,
    }),
    z.refine((title) => title.trim() !== '', {
      error: `needs a title of 1 to ${MAX_SLOT_TITLE_LENGTH} characters`,
    }),
  ),
  type: z.enum(SLOT_TYPES, { error: `needs a type: ${SLOT_TYPES.join(', ')}` }),
  startTime: slotTime,
  endTime: slotTime,
  price: z
    .number({ error: priceRange })
    .check(
      z.minimum(MIN_SLOT_PRICE, { error: priceRange }),
      z.maximum(MAX_SLOT_PRICE, { error: priceRange }),
      z.refine(isWholePence, { error: 'needs a price in pounds and whole pence' }),
    ),
  availableTill: calendarDate,
  recurring: z.boolean({ error: 'needs recurring true or false' }),
};

const endsAfterStart = z.refine<{ startTime: string; endTime: string }>(
  (slot) => (minutesOf12h(slot.endTime) ?? 0) - (minutesOf12h(slot.startTime) ?? 0) >= MIN_SLOT_MINUTES,
  {
    error: `must end at least ${MIN_SLOT_MINUTES} minutes after it starts, on the same day`,
    path: ['endTime'],
  },
);

/** One slot as the form stores it; its end lies 30 minutes or more after its start, on the same day. */
export const availabilitySlot = z
  .strictObject(slotShape, { error: unknownKeysOr('is not a slot') })
  .check(endsAfterStart);

/** A slot as stored, read with the same checks; keys the screens do not use are left behind. */
export const storedAvailabilitySlot = z.object(slotShape).check(endsAfterStart);

export type AvailabilitySlot = z.output<typeof availabilitySlot>;

const startKey = (entry: { startDate: CalendarDate }) => dateKeyOf(entry.startDate);

/**
 * One entry as the form sends it, normalized: its id is its start date's key and its weekday the date's. The id, day
 * and day number may be left out (the seed writes none), but when present they must agree with the date.
 */
export const availabilityEntry = z.pipe(
  z
    .strictObject(
      {
        id: z.optional(z.string()),
        startDate: calendarDate,
        day: z.optional(z.enum(WEEKDAYS, { error: 'is not a weekday' })),
        dayNumber: z.optional(whole),
        slots: z
          .array(availabilitySlot, { error: `needs 1 to ${MAX_SLOTS_PER_ENTRY} slots` })
          .check(
            z.minLength(1, { error: `needs 1 to ${MAX_SLOTS_PER_ENTRY} slots` }),
            z.maxLength(MAX_SLOTS_PER_ENTRY, { error: `needs 1 to ${MAX_SLOTS_PER_ENTRY} slots` }),
          ),
      },
      { error: unknownKeysOr('is not an availability entry') },
    )
    .check(
      z.superRefine((entry, context) => {
        const key = startKey(entry);
        const number = weekdayNumberOf(entry.startDate);
        const day = WEEKDAYS[number - 1];
        const wrong = (path: PropertyKey[], message: string) =>
          context.issues.push({ code: 'custom', input: entry, path, message });
        if (entry.id !== undefined && entry.id !== key) wrong(['id'], `is not its start date ${key}`);
        if (entry.day !== undefined && entry.day !== day) wrong(['day'], `starts on ${key}, a ${day}`);
        if (entry.dayNumber !== undefined && entry.dayNumber !== number)
          wrong(['dayNumber'], `starts on ${key}, a ${day} (day number ${number})`);
        entry.slots.forEach((slot, index) => {
          if (dateKeyOf(slot.availableTill) < key)
            wrong(['slots', index, 'availableTill'], "may not end before its entry's start date");
        });
      }),
    ),
  z.transform((entry) => {
    const dayNumber = weekdayNumberOf(entry.startDate);
    return {
      id: startKey(entry),
      startDate: entry.startDate,
      day: WEEKDAYS[dayNumber - 1],
      dayNumber,
      slots: entry.slots,
    };
  }),
);
export type AvailabilityEntryInput = z.input<typeof availabilityEntry>;
export type AvailabilityEntry = z.output<typeof availabilityEntry>;

/**
 * A venue's whole availability: at most 60 entries, no two on one start date, and a slot id names one slot across
 * the venue (bookings and toggles name a venue slot by its id alone).
 */
export const venueAvailability = z.array(availabilityEntry, { error: 'must be a list of entries' }).check(
  z.maxLength(MAX_AVAILABILITY_ENTRIES, {
    error: `may hold at most ${MAX_AVAILABILITY_ENTRIES} entries`,
  }),
  z.superRefine((entries, context) => {
    const starts = new Set<string>();
    const slotIds = new Set<string>();
    entries.forEach((entry, index) => {
      if (starts.has(entry.id))
        context.issues.push({
          code: 'custom',
          input: entries,
          path: [index, 'startDate'],
          message: `two entries start on ${entry.id}: merge their slots into one`,
        });
      starts.add(entry.id);
      entry.slots.forEach((slot, slotIndex) => {
        if (slotIds.has(slot.id))
          context.issues.push({
            code: 'custom',
            input: entries,
            path: [index, 'slots', slotIndex, 'id'],
            message: `slot id ${slot.id} is used more than once`,
          });
        slotIds.add(slot.id);
      });
    });
  }),
);
