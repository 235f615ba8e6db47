import { describe, expect, it } from 'vitest';
import { parseBookingRequest } from './bookingRequest';

const TODAY = '2030-01-07';
const LATEST = '2032-01-07';

const valid = (overrides: Record<string, unknown> = {}) => ({
  requestId: 'req-12345678',
  details: {
    title: '  Salsa Night ',
    description: 'Social dancing',
    eventDate: '2030-01-14',
    startTime: '7:00 PM',
    duration: { hours: 3, minutes: 30 },
    location: {
      address: '1 High Street',
      location: { latitude: 51.5, longitude: -0.1 },
      helpingAddress: { city: 'London', evil: 'x' },
    },
    eventType: 'Salsa',
    eventLevel: 'All levels',
    requiredSeats: 100,
    featured: false,
    attachments: [
      'https://firebasestorage.googleapis.com/v0/b/x/o/events%2Fa.png?alt=media',
      '/demo/venue-hall.svg',
    ],
  },
  packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 100 }],
  venue: { venueId: 'venue-1', slotIds: ['evening'] },
  manualVenue: null,
  managers: [{ managerId: 'manager-1', slots: [{ entryId: '2030-01-07', slotId: 'salsa' }] }],
  payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
  expectedTotalPence: 19550,
  ...overrides,
});

const details = (changes: Record<string, unknown>) => valid({ details: { ...valid().details, ...changes } });
const messageOf = (data: unknown) => {
  const parsed = parseBookingRequest(data, TODAY, LATEST);
  return parsed.ok ? null : parsed.message;
};

describe('parseBookingRequest', () => {
  it('accepts a full request, trimming text and keeping only known address parts', () => {
    const parsed = parseBookingRequest(valid(), TODAY, LATEST);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.details).toMatchObject({
      title: 'Salsa Night',
      dateKey: '2030-01-14',
      hours: 3,
      minutes: 30,
      date: { year: 2030, month: 1, day: 14 },
    });
    expect(parsed.value.details.location.helpingAddress).toEqual({ city: 'London' });
    expect(parsed.value.payment).toEqual({ method: 'card', cardToken: 'tok_sim_visa_4242' });
  });

  it('accepts prices whose pence are not exact in binary floating point', () => {
    const prices = [19.99, 0.29, 1.15, 4.35, 99999.99];
    const parsed = parseBookingRequest(
      valid({ packages: prices.map((price) => ({ detail: `£${price}`, price, ticketsAmmount: 1 })) }),
      TODAY,
      LATEST,
    );
    expect(parsed.ok && parsed.value.packages.map((item) => item.price)).toEqual(prices);
  });

  it('carries no price, name or status from the client', () => {
    const parsed = parseBookingRequest(
      valid({ venue: { venueId: 'venue-1', slotIds: ['evening'], price: 1 }, status: 'completed', total: 0 }),
      TODAY,
      LATEST,
    );
    expect(parsed.ok && parsed.value.venue).toEqual({ venueId: 'venue-1', slotIds: ['evening'] });
    expect(parsed.ok && 'status' in parsed.value).toBe(false);
  });

  it.each([
    [{ requestId: 'short' }, 'requestId is not valid.'],
    [{ details: null }, 'Event details are required.'],
    [{ packages: [] }, 'Packages: between 1 and 10 expected.'],
    [
      { packages: [{ detail: 'A', price: 10.001, ticketsAmmount: 1 }] },
      'Package prices must be amounts in pounds and pence.',
    ],
    [
      { packages: [{ detail: 'A', price: -1, ticketsAmmount: 1 }] },
      'Package prices must be amounts in pounds and pence.',
    ],
    [
      { packages: [{ detail: 'A', price: 1, ticketsAmmount: 101 }] },
      'The packages offer more tickets than the event has seats.',
    ],
    [
      { packages: [{ detail: 'A', price: 1, ticketsAmmount: 1.5 }] },
      'Tickets must be a whole number from 1 to 100000.',
    ],
    [{ venue: { venueId: 'a/b', slotIds: ['x'] } }, 'Venue is not valid.'],
    [{ venue: { venueId: 'v', slotIds: ['x', 'x'] } }, 'The venue booking lists the same slot twice.'],
    [{ venue: { venueId: 'v', slotIds: [] } }, 'Venue slots: between 1 and 10 expected.'],
    [
      { manualVenue: { venueName: 'Mine', address: 'Here', seats: 10 } },
      'Book a venue or use your own, not both.',
    ],
    [
      { managers: [{ managerId: 'm', slots: [{ entryId: '2030-02-30', slotId: 's' }] }] },
      'A slot is not valid.',
    ],
    [
      {
        managers: [
          { managerId: 'm', slots: [{ entryId: '2030-01-07', slotId: 's' }] },
          { managerId: 'm', slots: [{ entryId: '2030-01-07', slotId: 't' }] },
        ],
      },
      'The same event manager is listed twice.',
    ],
    [{ payment: { method: 'paypal' } }, 'Payment method must be card or cash.'],
    [{ payment: { method: 'card' } }, 'Card is required.'],
    [{ expectedTotalPence: undefined }, 'The total you saw must be a whole number from 0 to 11000000000.'],
    [{ expectedTotalPence: 195.5 }, 'The total you saw must be a whole number from 0 to 11000000000.'],
    [{ expectedTotalPence: -1 }, 'The total you saw must be a whole number from 0 to 11000000000.'],
  ])('refuses %j', (overrides, message) => {
    expect(messageOf(valid(overrides))).toBe(message);
  });

  it.each([
    [{ title: '' }, 'Title is required.'],
    [{ title: 'x'.repeat(151) }, 'Title must be at most 150 characters.'],
    [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters.'],
    [{ eventDate: '2030-02-30' }, 'Event date is not a valid date.'],
    [{ eventDate: '2030-01-06' }, 'The event date cannot be in the past.'],
    [{ eventDate: '2032-01-08' }, 'The event date is too far ahead.'],
    [{ startTime: '7:10 PM' }, 'Start time is not valid.'],
    [{ duration: { hours: 0, minutes: 0 } }, 'Duration must be at least 15 minutes, in 15-minute steps.'],
    [{ duration: { hours: 1, minutes: 20 } }, 'Duration must be at least 15 minutes, in 15-minute steps.'],
    [{ eventType: 'Rave' }, 'Event type is not one of the options.'],
    [{ requiredSeats: 0 }, 'Required seats must be a whole number from 1 to 100000.'],
    [{ requiredSeats: '100' }, 'Required seats must be a whole number from 1 to 100000.'],
    [{ featured: 'yes' }, 'Featured must be true or false.'],
    [{ attachments: [] }, 'Images: between 1 and 8 expected.'],
    [{ attachments: Array(9).fill('/demo/a.svg') }, 'Images: between 1 and 8 expected.'],
    [{ attachments: ['javascript:alert(1)'] }, 'Images must be uploaded pictures.'],
    [{ attachments: ['http://evil.example/a.png'] }, 'Images must be uploaded pictures.'],
    [{ location: { address: '', location: null } }, 'Location is required.'],
    [
      { location: { address: 'x', location: { latitude: 91, longitude: 0 } } },
      'Location coordinates are not valid.',
    ],
  ])('refuses details %j', (changes, message) => {
    expect(messageOf(details(changes))).toBe(message);
  });

  it('accepts the emulator Storage URLs and today itself', () => {
    expect(
      messageOf(
        details({ attachments: ['http://127.0.0.1:9199/v0/b/demo/o/a.png?alt=media'], eventDate: TODAY }),
      ),
    ).toBeNull();
  });

  it('refuses anything that is not a request object', () => {
    expect(messageOf(null)).toBe('The booking request is empty.');
    expect(messageOf([valid()])).toBe('The booking request is empty.');
  });
});
