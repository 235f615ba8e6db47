import type { CalendarDate } from './entities';

// Calendar dates and weekly recurrence. Dates are plain {year, month, day} counted as UTC days, never
// local instants: a local "date + 7 days" in milliseconds lands an hour off across a daylight-saving
// change, while a calendar week is always exactly seven day numbers.

const DAY_MS = 24 * 60 * 60 * 1000;
export const DAYS_PER_WEEK = 7;

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber({ year, month, day }: CalendarDate): number {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function fromDayNumber(days: number): CalendarDate {
  const date = new Date(days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

export function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return compareDates(a, b) === 0;
}

export function isValidDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999) return false;
  const round = fromDayNumber(dayNumber(date));
  return round.year === year && round.month === month && round.day === day;
}

/** 'YYYY-MM-DD': the key of bookings maps, the id of availability entries and the value of date inputs. */
export function dateKey({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseDateKey(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDate(date) ? date : null;
}

/**
 * How many days after today a new availability entry may start. The server allows 366 days after London's today
 * (firestore.rules for a manager's entries, the saveVenueAvailability callable for a venue's); the forms count
 * from the user's own today, which is at most a day ahead of London's, so one day less keeps every date the forms
 * accept within what the server accepts.
 */
export const MAX_START_DAYS_AHEAD = 365;

/** The last date a new availability entry may start on, counted from the user's today. */
export function latestStartDate(today: CalendarDate): CalendarDate {
  return addDays(today, MAX_START_DAYS_AHEAD);
}

/**
 * The start date slots may be added for (availability and venues alike): the typed date from today to
 * latestStartDate(today), else null.
 */
export function usableStartDate(value: string, today: CalendarDate): CalendarDate | null {
  const date = parseDateKey(value);
  return date && compareDates(date, today) >= 0 && compareDates(date, latestStartDate(today)) <= 0
    ? date
    : null;
}

/** The calendar date an instant falls on in the runtime's own time zone: "today" as the user sees it. */
export function localDateOf(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/** Whole weeks from start to until (negative when until is before start). */
export function weeksBetween(start: CalendarDate, until: CalendarDate): number {
  return Math.floor(daysBetween(start, until) / DAYS_PER_WEEK);
}

/** Start and every date 7 days after it, up to and including until; empty when until is before start. */
export function weeklyOccurrences(start: CalendarDate, until: CalendarDate): CalendarDate[] {
  const weeks = weeksBetween(start, until);
  const dates: CalendarDate[] = [];
  for (let week = 0; week <= weeks; week += 1) dates.push(addDays(start, week * DAYS_PER_WEEK));
  return dates;
}

/** Whether date is one of weeklyOccurrences(start, until), without listing them. */
export function isWeeklyOccurrence(start: CalendarDate, until: CalendarDate, date: CalendarDate): boolean {
  const offset = daysBetween(start, date);
  return offset >= 0 && compareDates(date, until) <= 0 && offset % DAYS_PER_WEEK === 0;
}
