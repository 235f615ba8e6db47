// Calendar days as the demo builders write them: { year, month, day } with 1-based months, as people write them.

export const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (year, month, day) => Date.UTC(year, month - 1, day);

export const calendarOf = (ms) => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

export const keyOf = ({ year, month, day }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const weekdayOf = ({ year, month, day }) => {
  const index = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    day: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][index],
    dayNumber: index + 1,
  };
};

/** T: the calendar day in London (the platform's time zone, as the booking function reckons "today"). */
export function demoToday(now = new Date()) {
  const key = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = key.split('-').map(Number);
  return { year, month, day };
}

/** The calendar day `days` after T, as 'YYYY-MM-DD'. */
export function demoDateKey(days, now = new Date()) {
  const today = demoToday(now);
  return keyOf(calendarOf(Date.UTC(today.year, today.month - 1, today.day) + days * DAY_MS));
}
