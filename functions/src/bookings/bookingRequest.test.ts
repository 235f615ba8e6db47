import { describe, expect, it } from 'vitest';
import { bookingRequestOf } from './bookingRequest';

// The request's shape is the contract's (packages/contracts/src/callables/createEvent.test.ts); here, the calendar.

const TODAY = '2030-01-07';

const request = (eventDate: string, helpingAddress: Record<string, string> = { city: 'London' }) => ({
  requestId: 'req-12345678',
  details: {
    title: 'Salsa Night',
    description: 'Social dancing',
    eventDate,
    startTime: '7:00 PM',
    duration: { hours: 3, minutes: 30 },
    location: { address: '1 High Street', location: null, helpingAddress },
    eventType: 'Salsa',
    eventLevel: 'All levels',
    requiredSeats: 100,
    featured: false,
    attachments: ['/demo/venue-hall.jpg'],
  },
  packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 100 }],
  venue: null,
  manualVenue: null,
  managers: [],
  payment: null,
  expectedTotalPence: 0,
});

const detailOf = (data: unknown) => {
  const result = bookingRequestOf(data, TODAY);
  return result.ok ? null : result.refused.params?.detail;
};

describe('bookingRequestOf', () => {
  it('gives the booking its day as a date and a key, and its duration in hours and minutes', () => {
    const result = bookingRequestOf(request('2030-01-14', { city: 'London', street: '' }), TODAY);
    expect(result.ok && result.value.details).toMatchObject({
      date: { year: 2030, month: 1, day: 14 },
      dateKey: '2030-01-14',
      hours: 3,
      minutes: 30,
      location: { address: '1 High Street', location: null, helpingAddress: { city: 'London' } },
    });
  });

  it('takes today itself and the last day two years ahead', () => {
    expect(detailOf(request(TODAY))).toBeNull();
    expect(detailOf(request('2032-01-08'))).toBeNull();
  });

  it('refuses a day in the past or too far ahead', () => {
    expect(detailOf(request('2030-01-06'))).toBe('The event date cannot be in the past.');
    expect(detailOf(request('2032-01-09'))).toBe('The event date is too far ahead.');
  });

  it("refuses a malformed request with the contract's reason", () => {
    const result = bookingRequestOf({ ...request('2030-01-14'), requestId: 'short' }, TODAY);
    expect(result).toMatchObject({
      ok: false,
      refused: { code: 'invalid-argument', reason: 'request', params: { detail: 'requestId: is not valid' } },
    });
  });
});
