import { londonInstant, PLATFORM_TIME_ZONE } from '@gigvenue/contracts';
import { durationMinutes, parseDuration, type Duration } from './duration';
import type { PlatformEvent } from './entities';
import { isValidDate } from './recurrence';
import { to24Hour } from './time';

// An event goes into a person's calendar as an .ics file. Events happen in the UK: the stored date and start
// time are London wall-clock time, so they are turned into the UTC instant they name (GMT or BST as the date
// has it) and written as UTC, which every calendar shows at the right local time wherever it is opened.

/** Events happen in the platform's time zone. */
export const EVENT_TIME_ZONE = PLATFORM_TIME_ZONE;

/** [year, month, day, hours, minutes], month 1-based, as the ics package takes a date-time. */
export type DateTimeArray = [number, number, number, number, number];

/** The ics package's event attributes that an event fills (structurally its EventAttributes). */
export type CalendarEventAttributes = {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: DateTimeArray;
  startInputType: 'utc';
  startOutputType: 'utc';
  // An event without a length ends as it starts: 'PT' with nothing after it is no duration calendars accept.
} & ({ duration: Duration } | { end: DateTimeArray });

/** The UTC instant (epoch ms) at which London's clock shows the given date and time. */
export function londonTimeToUtc(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
): number {
  return londonInstant(Date.UTC(year, month - 1, day), hours * 60 + minutes);
}

const toArray = (instant: number): DateTimeArray => {
  const date = new Date(instant);
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ];
};

/** Where to meet: the full address when the event has one, else its location text. */
export function calendarLocation(event: Pick<PlatformEvent, 'address' | 'eventLocation'>): string {
  return event.address.trim() || event.eventLocation.trim();
}

type CalendarSource = Pick<
  PlatformEvent,
  'id' | 'title' | 'description' | 'eventDate' | 'startTime' | 'requiredTime' | 'address' | 'eventLocation'
>;

/** The calendar entry of an event, or null when its stored date or start time cannot be read. */
export function calendarEventOf(event: CalendarSource): CalendarEventAttributes | null {
  const clock = to24Hour(event.startTime);
  if (!clock || !isValidDate(event.eventDate)) return null;
  const { year, month, day } = event.eventDate;
  const duration = parseDuration(event.requiredTime);
  const start = toArray(londonTimeToUtc(year, month, day, clock.hours, clock.minutes));
  return {
    // A stable uid: adding the same event again updates the calendar's entry instead of duplicating it.
    uid: `${event.id}@gigvenue`,
    title: event.title,
    description: event.description,
    location: calendarLocation(event),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(duration && durationMinutes(duration) > 0 ? { duration } : { end: start }),
  };
}
