import {
  addDays,
  check,
  createEvent,
  MAX_EVENT_DAYS_AHEAD,
  parseDateKey,
  type CalendarDate,
  type CheckedRequestOf,
} from '@gigvenue/contracts';
import { refusal, type Refusal } from '../shared/refusals';

// The createEvent request as the booking works with it. Its shape, types and sizes are the contract's schema
// (packages/contracts/src/callables/createEvent.ts); what depends on the server's clock, the event day from today
// to two years ahead, is checked here.

type Checked = CheckedRequestOf<typeof createEvent>;

export interface BookingLocation {
  address: string;
  location: { latitude: number; longitude: number } | null;
  /** Only the address parts sent with some text. */
  helpingAddress: Record<string, string>;
}

export interface BookingDetails extends Omit<Checked['details'], 'eventDate' | 'duration' | 'location'> {
  date: CalendarDate;
  dateKey: string;
  hours: number;
  minutes: number;
  location: BookingLocation;
}

export interface BookingRequest extends Omit<Checked, 'details'> {
  details: BookingDetails;
}

export type BookingPackage = BookingRequest['packages'][number];

/**
 * The request checked against the contract and the calendar, or the refusal. `today` is the platform's calendar day
 * ('YYYY-MM-DD', Europe/London); the event day lies from today to MAX_EVENT_DAYS_AHEAD days ahead.
 */
export function bookingRequestOf(
  data: unknown,
  today: string,
): { ok: true; value: BookingRequest } | { ok: false; refused: Refusal } {
  const checked = check(createEvent.request, data);
  if (!checked.ok) return { ok: false, refused: refusal('invalid-argument', checked.reason, checked.params) };
  const { details, ...rest } = checked.value;
  const { eventDate, duration, location, ...kept } = details;
  const tooSoon = eventDate < today;
  if (tooSoon || eventDate > addDays(today, MAX_EVENT_DAYS_AHEAD)) {
    const detail = tooSoon ? 'The event date cannot be in the past.' : 'The event date is too far ahead.';
    return { ok: false, refused: refusal('invalid-argument', 'request', { detail }) };
  }
  const helpingAddress = Object.fromEntries(
    Object.entries(location.helpingAddress).filter(
      (part): part is [string, string] => typeof part[1] === 'string' && part[1] !== '',
    ),
  );
  return {
    ok: true,
    value: {
      ...rest,
      details: {
        ...kept,
        date: parseDateKey(eventDate) as CalendarDate,
        dateKey: eventDate,
        hours: duration.hours,
        minutes: duration.minutes,
        location: { address: location.address, location: location.location, helpingAddress },
      },
    },
  };
}
