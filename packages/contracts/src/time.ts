// The platform's calendar. Events, slots and statistics are London wall-clock values: a day is a 'YYYY-MM-DD' key
// (the keys of the bookings maps and the ids of availability entries), stored as that day's UTC midnight so it can
// be range-queried, and British Summer Time moves the instant a wall-clock time falls on.

export const PLATFORM_TIME_ZONE = 'Europe/London';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date of a 'YYYY-MM-DD' key, or null when it is not a real day (no 2030-02-30). */
export function parseDateKey(key: unknown): CalendarDate | null {
  if (typeof key !== 'string' || !DATE_KEY.test(key)) return null;
  const [year, month, day] = key.split('-').map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (
    instant.getUTCFullYear() !== year ||
    instant.getUTCMonth() !== month - 1 ||
    instant.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

export const dateKeyOf = ({ year, month, day }: CalendarDate): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Epoch ms of the day's UTC midnight: how events and orders store their day. */
export const utcMidnight = ({ year, month, day }: CalendarDate): number => Date.UTC(year, month - 1, day);

/** The key of the day `days` after (or before, when negative) a day key. */
export function addDays(key: string, days: number): string {
  const date = parseDateKey(key);
  if (!date) throw new Error(`Not a date: ${key}`);
  const moved = new Date(utcMidnight(date) + days * DAY_MS);
  return dateKeyOf({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/**
 * The instant the UK's clocks change in a year: 01:00 UTC on the last Sunday of the month (March forward, October
 * back), the rule since 1996. Arithmetic rather than Intl with the Europe/London zone: building that formatter loads
 * ICU's time-zone data, 65-75 ms of a page's main thread on first use (4x that on a mid-range phone), on every page
 * that shows a London date. time.test.ts checks this against the zone database hour by hour.
 */
function ukClockChange(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** How far London's clock is ahead of UTC at an instant, in ms (0 in winter, an hour in summer). */
export function londonOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= ukClockChange(year, 2) && instant < ukClockChange(year, 9) ? HOUR_MS : 0;
}

/** London's wall clock at an instant, to the minute, read as if it were UTC (so getUTC* give London's fields). */
function londonWallClock(instant: number): number {
  return instant - (((instant % MINUTE_MS) + MINUTE_MS) % MINUTE_MS) + londonOffset(instant);
}

/** The instant at which London's clock shows `minutesAfterMidnight` on the day stored as `dayUtcMidnight`. */
export function londonInstant(dayUtcMidnight: number, minutesAfterMidnight: number): number {
  const wall = dayUtcMidnight + minutesAfterMidnight * MINUTE_MS;
  // The offset is read at a first guess, then again at the instant found, which settles it across a clock change.
  const first = wall - londonOffset(wall);
  return wall - londonOffset(first);
}

/** London's calendar day at an instant, as a 'YYYY-MM-DD' key. */
export function londonDateKey(instant: number): string {
  const wall = new Date(londonWallClock(instant));
  return dateKeyOf({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() });
}

/** London's date and time at an instant, to the minute, as '2030-07-01 19:05': a form spreadsheets sort. */
export const londonDateTime = (instant: number): string =>
  new Date(londonWallClock(instant)).toISOString().slice(0, 16).replace('T', ' ');

/** London's date and time at an instant with its offset from UTC, as ISO 8601: '2026-07-01T19:05:00+01:00'. */
export const londonIsoDateTime = (instant: number): string =>
  `${londonDateTime(instant).replace(' ', 'T')}:00${londonOffset(instant) > 0 ? '+01:00' : '+00:00'}`;

/** London's month at an instant, as 'YYYY-MM'. */
export const londonMonthKey = (instant: number): string => londonDateKey(instant).slice(0, 7);

/** London's calendar year at an instant. */
export const londonYear = (instant: number): number => Number(londonDateKey(instant).slice(0, 4));

/** Minutes after midnight of a 12-hour time such as '7:30 PM', or null when the text is not one. */
export function minutesOf12h(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  return ((hours % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0)) * 60 + minutes;
}

/** Minutes of a duration such as '3 hr 15 min', or null. */
export function minutesOfDuration(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,2}) hr (\d{1,2}) min$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The instant an event ends (its start plus its duration), or null when its day is missing. Its day (stored as UTC
 * midnight), start time ('7:30 PM') and duration ('3 hr 15 min') are London wall-clock values, so British Summer Time
 * moves the instant. A start time or duration that cannot be read counts as the end of its day, so a damaged event is
 * still settled, a day late at most. One copy for settlement, the sale, cancelling and the app's Cancel button.
 */
export function eventEndsAt(event: {
  date?: unknown;
  startTime?: unknown;
  requiredTime?: unknown;
}): number | null {
  const day = event.date;
  if (typeof day !== 'number' || !Number.isFinite(day)) return null;
  const start = minutesOf12h(event.startTime);
  const duration = minutesOfDuration(event.requiredTime);
  if (start === null || duration === null) return londonInstant(day, 24 * 60);
  return londonInstant(day, start + duration);
}
