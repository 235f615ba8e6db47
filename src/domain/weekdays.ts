import type { CalendarDate } from './entities';
import { dayNumber } from './recurrence';

// The spec numbers weekdays Sunday=1 .. Saturday=7 and stores their long US-English names ('Monday'),
// whatever language the screen is in; screens translate the name when they show it.

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** 1 (Sunday) .. 7 (Saturday). */
export type WeekdayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// 1970-01-01, day number 0, was a Thursday (index 4 from Sunday).
const EPOCH_WEEKDAY_INDEX = 4;

export function weekdayNumber(date: CalendarDate): WeekdayNumber {
  const index = (((dayNumber(date) + EPOCH_WEEKDAY_INDEX) % 7) + 7) % 7;
  return (index + 1) as WeekdayNumber;
}

export function weekdayName(date: CalendarDate): WeekdayName {
  return WEEKDAY_NAMES[weekdayNumber(date) - 1];
}

export function weekdayNameOf(number: WeekdayNumber): WeekdayName {
  return WEEKDAY_NAMES[number - 1];
}

export function isWeekdayName(value: unknown): value is WeekdayName {
  return typeof value === 'string' && (WEEKDAY_NAMES as readonly string[]).includes(value);
}
