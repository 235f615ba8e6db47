import { utcMidnight, type CalendarDate } from './time';

// The spec numbers weekdays Sunday=1 .. Saturday=7 and stores their long US-English names ('Monday'), whatever
// language the screen is in; screens translate the name when they show it. One list for the app, the functions, the
// availability schema and the seed.

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** 1 (Sunday) .. 7 (Saturday). */
export type WeekdayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const weekdayNumberOf = (date: CalendarDate): WeekdayNumber =>
  (new Date(utcMidnight(date)).getUTCDay() + 1) as WeekdayNumber;

export const weekdayOf = (date: CalendarDate): Weekday => WEEKDAYS[weekdayNumberOf(date) - 1];

export const isWeekday = (value: unknown): value is Weekday =>
  typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
