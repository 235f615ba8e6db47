import { CALENDAR_FILE_NAME } from '@gigvenue/contracts';
import { PURCHASE_PAGE_CACHE } from './purchasePage';

/** Whether a /t/ address asks for its purchase's calendar file (/t/{purchaseId}/event-schedule.ics), not the page. */
export function asksForCalendarFile(path: string): boolean {
  const segments = path.split('/');
  return segments.length === 4 && segments[1] === 't' && segments[3] === CALENDAR_FILE_NAME;
}

export interface CalendarFileAnswer {
  status: 200 | 404;
  headers: Record<string, string>;
  body: string;
}

/**
 * The answer to a calendar file's address: private like the tickets page (the link is the key), a download under
 * the name the app gives it. A wrong key, an unknown purchase and void tickets are the same short 404.
 */
export function calendarFileAnswer(file: string | null): CalendarFileAnswer {
  if (file === null)
    return {
      status: 404,
      headers: { 'Cache-Control': PURCHASE_PAGE_CACHE, 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'No calendar file here.',
    };
  return {
    status: 200,
    headers: {
      'Cache-Control': PURCHASE_PAGE_CACHE,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${CALENDAR_FILE_NAME}"`,
    },
    body: file,
  };
}
