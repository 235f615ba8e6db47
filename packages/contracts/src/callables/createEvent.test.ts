import { describe, expect, it } from 'vitest';
import { check } from './define';
import { createEvent, EVENT_TYPE_OPTIONS } from './createEvent';

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
      helpingAddress: { city: ' London ', evil: 'x' },
    },
    eventType: 'Salsa',
    eventLevel: 'All levels',
    requiredSeats: 100,
    featured: false,
    attachments: [
      'https://firebasestorage.googleapis.com/v0/b/x/o/events%2Fa.png?alt=media',
      '/demo/venue-hall.jpg',
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
const checked = (data: unknown) => check(createEvent.request, data);
const detailOf = (data: unknown) => {
  const result = checked(data);
  if (result.ok) return null;
  expect(result.reason).toBe('request');
  return result.params.detail;
};

describe('createEvent request', () => {
  it('accepts a full request, trimming text and keeping only known address parts', () => {
    const result = checked(valid());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.details).toMatchObject({
      title: 'Salsa Night',
      eventDate: '2030-01-14',
      duration: { hours: 3, minutes: 30 },
    });
    expect(result.value.details.location.helpingAddress).toEqual({ city: 'London' });
    expect(result.value.payment).toEqual({ method: 'card', cardToken: 'tok_sim_visa_4242' });
  });

  it('accepts prices whose pence are not exact in binary floating point', () => {
    const prices = [19.99, 0.29, 1.15, 4.35, 99999.99];
    const result = checked(
      valid({ packages: prices.map((price) => ({ detail: `£${price}`, price, ticketsAmmount: 1 })) }),
    );
    expect(result.ok && result.value.packages.map((item) => item.price)).toEqual(prices);
  });

  it('carries no price, name or status from the client', () => {
    const result = checked(
      valid({ venue: { venueId: 'venue-1', slotIds: ['evening'], price: 1 }, status: 'completed', total: 0 }),
    );
    expect(result.ok && result.value.venue).toEqual({ venueId: 'venue-1', slotIds: ['evening'] });
    expect(result.ok && 'status' in result.value).toBe(false);
  });

  it('accepts the emulator Storage URLs, a cash payment, no payment and no point on the map', () => {
    expect(
      detailOf(details({ attachments: ['http://127.0.0.1:9199/v0/b/demo/o/a.png?alt=media'] })),
    ).toBeNull();
    expect(detailOf(valid({ payment: { method: 'cash' } }))).toBeNull();
    expect(detailOf(valid({ payment: null, venue: null, managers: [] }))).toBeNull();
    expect(detailOf(details({ location: { address: 'x', location: null, helpingAddress: {} } }))).toBeNull();
  });

  it.each([
    [{ requestId: 'short' }, 'requestId: is not valid'],
    [{ details: null }, 'details: are required'],
    [{ packages: [] }, 'packages: between 1 and 10 expected'],
    [
      { packages: [{ detail: 'A', price: 10.001, ticketsAmmount: 1 }] },
      'packages.0.price: must be an amount in pounds and pence',
    ],
    [
      { packages: [{ detail: 'A', price: -1, ticketsAmmount: 1 }] },
      'packages.0.price: must be an amount in pounds and pence',
    ],
    [
      { packages: [{ detail: 'A', price: 1, ticketsAmmount: 101 }] },
      'The packages offer more tickets than the event has seats.',
    ],
    [
      { packages: [{ detail: 'A', price: 1, ticketsAmmount: 1.5 }] },
      'packages.0.ticketsAmmount: must be a whole number from 1 to 100000',
    ],
    [{ venue: { venueId: 'a/b', slotIds: ['x'] } }, 'venue.venueId: is not valid'],
    [{ venue: { venueId: 'v', slotIds: ['x', 'x'] } }, 'venue.slotIds: lists the same slot twice'],
    [{ venue: { venueId: 'v', slotIds: [] } }, 'venue.slotIds: between 1 and 10 expected'],
    [
      { manualVenue: { venueName: 'Mine', address: 'Here', seats: 10 } },
      'Book a venue or use your own, not both.',
    ],
    [
      { managers: [{ managerId: 'm', slots: [{ entryId: '2030-02-30', slotId: 's' }] }] },
      'managers.0.slots.0.entryId: must be a real day (YYYY-MM-DD)',
    ],
    [
      {
        managers: [
          { managerId: 'm', slots: [{ entryId: '2030-01-07', slotId: 's' }] },
          { managerId: 'm', slots: [{ entryId: '2030-01-07', slotId: 't' }] },
        ],
      },
      'managers: list the same event manager twice',
    ],
    [
      {
        managers: [
          {
            managerId: 'm',
            slots: [
              { entryId: '2030-01-07', slotId: 's' },
              { entryId: '2030-01-14', slotId: 's' },
            ],
          },
        ],
      },
      'managers.0.slots: lists the same slot twice',
    ],
    [{ payment: { method: 'paypal' } }, 'payment.method: must be card or cash'],
    [{ payment: { method: 'card' } }, 'payment.cardToken: is required'],
    [{ expectedTotalPence: undefined }, 'expectedTotalPence: must be a whole number from 0 to 11000000000'],
    [{ expectedTotalPence: 195.5 }, 'expectedTotalPence: must be a whole number from 0 to 11000000000'],
    [{ expectedTotalPence: -1 }, 'expectedTotalPence: must be a whole number from 0 to 11000000000'],
  ])('refuses %j', (overrides, detail) => {
    expect(detailOf(valid(overrides))).toBe(detail);
  });

  it.each([
    [{ title: '' }, 'details.title: is required'],
    [{ title: '   ' }, 'details.title: is required'],
    [{ title: 'x'.repeat(151) }, 'details.title: must be at most 150 characters'],
    [{ description: 'x'.repeat(5001) }, 'details.description: must be at most 5000 characters'],
    [{ eventDate: '2030-02-30' }, 'details.eventDate: must be a real day (YYYY-MM-DD)'],
    [{ startTime: '7:10 PM' }, "details.startTime: must be a time like '7:00 PM', on the quarter hour"],
    [
      { duration: { hours: 0, minutes: 0 } },
      'details.duration: must be at least 15 minutes, in 15-minute steps',
    ],
    [
      { duration: { hours: 1, minutes: 20 } },
      'details.duration: must be at least 15 minutes, in 15-minute steps',
    ],
    [{ duration: { hours: 24, minutes: 0 } }, 'details.duration.hours: must be a whole number from 0 to 23'],
    [{ eventType: 'Rave' }, 'details.eventType: is not one of the options'],
    [{ requiredSeats: 0 }, 'details.requiredSeats: must be a whole number from 1 to 100000'],
    [{ requiredSeats: '100' }, 'details.requiredSeats: must be a whole number from 1 to 100000'],
    [{ featured: 'yes' }, 'details.featured: must be true or false'],
    [{ attachments: [] }, 'details.attachments: between 1 and 8 expected'],
    [{ attachments: Array(9).fill('/demo/a.svg') }, 'details.attachments: between 1 and 8 expected'],
    [{ attachments: ['javascript:alert(1)'] }, 'details.attachments.0: must be uploaded pictures'],
    [{ attachments: ['http://evil.example/a.png'] }, 'details.attachments.0: must be uploaded pictures'],
    [
      { attachments: ['https://tracker.example/pixel.gif'] },
      'details.attachments.0: must be uploaded pictures',
    ],
    [{ attachments: ['/demo/../../pixel.gif'] }, 'details.attachments.0: must be uploaded pictures'],
    [
      { location: { address: '', location: null, helpingAddress: {} } },
      'details.location.address: is required',
    ],
    [
      { location: { address: 'x', location: { latitude: 91, longitude: 0 }, helpingAddress: {} } },
      'details.location.location.latitude: is not a valid coordinate',
    ],
  ])('refuses details %j', (changes, detail) => {
    expect(detailOf(details(changes))).toBe(detail);
  });

  // Issue 35: a title with a link was mailed as written to every ticket buyer's address.
  it.each([
    ['a title with a link', details({ title: 'Refund: verify now at https://evil.example/login' })],
    ['a title with www.', details({ title: 'Salsa, see www.evil.example' })],
    [
      'a package name with an e-mail address',
      valid({ packages: [{ detail: 'VIP: write to claims@evil.example', price: 10, ticketsAmmount: 1 }] }),
    ],
    [
      'a venue name of its own with a link',
      valid({ venue: null, manualVenue: { venueName: 'Hall bit.ly/x', address: '1 Road', seats: 100 } }),
    ],
    ['a title with markup', details({ title: '<img src=x>' })],
  ])('refuses %s with textHasLink', (_name, data) => {
    const result = checked(data);
    expect(result.ok ? null : result.reason).toBe('textHasLink');
  });

  it('refuses anything that is not a request object', () => {
    expect(detailOf(null)).toBe('The booking request is empty.');
    expect(detailOf([valid()])).toBe('The booking request is empty.');
  });
});

describe('EVENT_TYPE_OPTIONS', () => {
  it("numbers the spec's event types in its order, Social Dance=1 to Kizomba=8", () => {
    expect(EVENT_TYPE_OPTIONS[0]).toEqual({ label: 'Social Dance', value: 1 });
    expect(EVENT_TYPE_OPTIONS.find((option) => option.label === 'Hot Yoga')?.value).toBe(5);
    expect(EVENT_TYPE_OPTIONS.at(-1)).toEqual({ label: 'Kizomba', value: 8 });
  });
});
