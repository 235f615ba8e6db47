import { createEvent } from 'ics';
import { calendarEventOf } from '@/domain/calendarFile';

export type CalendarSource = Parameters<typeof calendarEventOf>[0];

/** The event's .ics file, or null when its stored date or start time cannot be read. */
export function calendarFileText(event: CalendarSource): string | null {
  const attributes = calendarEventOf(event);
  if (!attributes) return null;
  const { error, value } = createEvent(attributes);
  return error || !value ? null : value;
}
