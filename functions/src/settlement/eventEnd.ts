// When an event is over, in the platform's time zone: its day (stored as UTC midnight), its start time ('7:30 PM')
// and its duration ('3 hr 15 min') are London wall-clock values, so British Summer Time moves the instant.

import { londonInstant, minutesOf12h } from '@gigvenue/contracts';

/** Minutes of a duration such as '3 hr 15 min', or null. */
export function minutesOfDuration(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,2}) hr (\d{1,2}) min$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
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
