// When an event is over, in the platform's time zone: its day (stored as UTC midnight), its start time ('7:30 PM')
// and its duration ('3 hr 15 min') are London wall-clock values, so British Summer Time moves the instant.

const LONDON = 'Europe/London';

/** Minutes after midnight of a 12-hour time such as '7:30 PM', or null. */
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

/** How far London is ahead of UTC at an instant, in minutes (0 in winter, 60 in summer). */
function londonOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant of a London wall-clock time on a day given as its UTC midnight. */
export function londonInstant(dayUtcMidnight: number, minutesAfterMidnight: number): number {
  const asIfUtc = dayUtcMidnight + minutesAfterMidnight * 60_000;
  const first = asIfUtc - londonOffsetMinutes(asIfUtc) * 60_000;
  // Near a clock change the offset at the guess can differ from the offset at the answer: correct once.
  return asIfUtc - londonOffsetMinutes(first) * 60_000;
}

/**
 * The instant an event ends (its start plus its duration), or null when its day is missing. A start time or duration
 * that cannot be read counts as the end of its day, so a damaged event is still settled, a day late at most.
 */
export function eventEndsAt(event: Record<string, unknown>): number | null {
  const day = event.date;
  if (typeof day !== 'number' || !Number.isFinite(day)) return null;
  const start = minutesOf12h(event.startTime);
  const duration = minutesOfDuration(event.requiredTime);
  if (start === null || duration === null) return londonInstant(day, 24 * 60);
  return londonInstant(day, start + duration);
}
