// Calendar days as the demo builders write them: { year, month, day } with 1-based months, as people write them. The
// calendar is the contract's (London's day, day keys, weekdays), the one the booking function reckons with.
import {
  addDays,
  dateKeyOf,
  londonDateKey,
  parseDateKey,
  weekdayNumberOf,
  weekdayOf as weekdayNameOf,
} from '@gigvenue/contracts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (year, month, day) => Date.UTC(year, month - 1, day);

export const keyOf = dateKeyOf;

/** The day's weekday as a slot entry stores it: its name and its number (Sunday 1). */
export const weekdayOf = (date) => ({ day: weekdayNameOf(date), dayNumber: weekdayNumberOf(date) });

/** T: the calendar day in London (the platform's time zone, as the booking function reckons "today"). */
export const demoToday = (now = new Date()) => parseDateKey(londonDateKey(now.getTime()));

/** The calendar day `days` after T, as 'YYYY-MM-DD'. */
export const demoDateKey = (days, now = new Date()) => addDays(londonDateKey(now.getTime()), days);

/** The calendar day `days` after `date`. */
export const daysAfter = (date, days) => parseDateKey(addDays(dateKeyOf(date), days));
