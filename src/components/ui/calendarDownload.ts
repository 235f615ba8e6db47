import { CALENDAR_FILE_NAME, calendarEventOf } from '@/domain/calendarFile';
import { downloadFile } from './downloadFile';

export type CalendarSource = Parameters<typeof calendarEventOf>[0];

/** Builds the event's .ics file and hands it to the browser as a download; rejects when it cannot be built. */
export async function downloadCalendarFile(event: CalendarSource): Promise<void> {
  const attributes = calendarEventOf(event);
  if (!attributes) throw new Error(`Event ${event.id} has no readable date or start time`);
  // The ics package loads with the first download only: most visits to a page never ask for one.
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('Empty calendar file');
  downloadFile(CALENDAR_FILE_NAME, value, 'text/calendar');
}
