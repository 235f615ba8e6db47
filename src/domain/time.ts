// Clock times of day. Slots store them as the spec's 12-hour text ('h:mm AM'); arithmetic works on
// 24-hour clock values so carrying and borrowing across hours and midnight stay explicit.

export type Meridiem = 'AM' | 'PM';

/** A time of day on the 24-hour clock: hours 0-23, minutes 0-59. */
export interface ClockTime {
  hours: number;
  minutes: number;
}

export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

const TWELVE_HOUR = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/;

/** '7:30 PM' -> { hours: 19, minutes: 30 }; 12 AM is 0, PM adds 12 except to 12. Null when not a 12-hour time. */
export function to24Hour(text: string): ClockTime | null {
  const match = TWELVE_HOUR.exec(text);
  if (!match) return null;
  const hour12 = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3].toUpperCase() as Meridiem;
  if (hour12 < 1 || hour12 > 12 || minutes > 59) return null;
  const base = hour12 === 12 ? 0 : hour12;
  return { hours: meridiem === 'PM' ? base + 12 : base, minutes };
}

/** { hours: 0, minutes: 5 } -> '12:05 AM'. */
export function to12Hour({ hours, minutes }: ClockTime): string {
  const meridiem: Meridiem = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${meridiem}`;
}

/** Minutes since midnight of a 12-hour time, or null when the text is not one. */
export function minutesOfDay(text: string): number | null {
  const clock = to24Hour(text);
  return clock ? clock.hours * MINUTES_PER_HOUR + clock.minutes : null;
}

/** The 12-hour text of a minute of the day (0 .. 1439). */
export function timeOfMinutes(minutesSinceMidnight: number): string {
  return to12Hour({
    hours: Math.floor(minutesSinceMidnight / MINUTES_PER_HOUR),
    minutes: minutesSinceMidnight % MINUTES_PER_HOUR,
  });
}

/** A clock result that may have run past midnight: dayOffset is +1 the next day, -1 the day before. */
export interface ShiftedTime {
  time: ClockTime;
  dayOffset: number;
}

/**
 * Adds (or, when negative, subtracts) minutes: minutes carry into the hour at 60 and borrow from it below 0,
 * hours carry into the day at 24 and borrow from it below 0.
 */
export function addMinutes({ hours, minutes }: ClockTime, delta: number): ShiftedTime {
  let m = minutes + delta;
  let h = hours;
  h += Math.floor(m / MINUTES_PER_HOUR);
  m = ((m % MINUTES_PER_HOUR) + MINUTES_PER_HOUR) % MINUTES_PER_HOUR;
  const dayOffset = Math.floor(h / 24);
  h = ((h % 24) + 24) % 24;
  return { time: { hours: h, minutes: m }, dayOffset };
}

/** Whether the time lies on a step of the given size, counted from midnight. */
export function isOnStep(text: string, stepMinutes: number): boolean {
  const minutes = minutesOfDay(text);
  return minutes !== null && minutes % stepMinutes === 0;
}

/** Every time of the day from `fromMinutes` to `toMinutes` inclusive, `stepMinutes` apart, as 12-hour text. */
export function timesBetween(fromMinutes: number, toMinutes: number, stepMinutes: number): string[] {
  const times: string[] = [];
  const first = Math.ceil(Math.max(0, fromMinutes) / stepMinutes) * stepMinutes;
  for (let minute = first; minute <= Math.min(toMinutes, MINUTES_PER_DAY - 1); minute += stepMinutes) {
    times.push(timeOfMinutes(minute));
  }
  return times;
}
