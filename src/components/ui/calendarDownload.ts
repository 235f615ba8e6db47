import { CALENDAR_FILE_NAME } from '@gigvenue/contracts';
import type { CalendarSource } from './calendarFileText';
import { downloadFile } from './downloadFile';

/** Builds the event's .ics file and hands it to the browser as a download; rejects when it cannot be built. */
export async function downloadCalendarFile(event: CalendarSource): Promise<void> {
  // The ics package loads with the first download only: most visits to a page never ask for one.
  const { calendarFileText } = await import('./calendarFileText');
  const text = calendarFileText(event);
  if (text === null) throw new Error(`Event ${event.id} has no calendar file`);
  downloadFile(CALENDAR_FILE_NAME, text, 'text/calendar');
}
