import { describe, expect, it } from 'vitest';
import { storedVenueListing } from './venues';

const DEMO_AVAILABILITY = [
  {
    startDate: { year: 2027, month: 3, day: 2 },
    day: 'Tuesday',
    dayNumber: 3,
    slots: [
      {
        id: 'demo-venue-slot-evening',
        title: 'Evening Hall Hire',
        type: 'Any',
        startTime: '6:00 PM',
        endTime: '11:00 PM',
        price: 150,
        availableTill: { year: 2027, month: 3, day: 2 },
        recurring: false,
      },
    ],
  },
];

// venues/demo-venue-camden as the seed stores it (scripts/lib/demo-data.mjs, demoVenues(2026)), without its id and
// with one availability slot of two.
const DEMO_VENUE = {
  createdBy: 'demo-venue-owner',
  venueName: 'Camden Dance Hall',
  seats: 120,
  description:
    'A sprung-floor dance hall with a bar, a sound system and changing rooms, two minutes from Camden Town station.',
  address: '12 Camden Road, London NW1 9DP, United Kingdom',
  lineAddress1: '12 Camden Road',
  lineAddress2: '',
  helpingAddress: {
    street: '12',
    streetName: 'Camden Road',
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    postalCode: 'NW1 9DP',
  },
  location: { latitude: 51.5413, longitude: -0.1395 },
  attachments: ['/demo/venue-hall.jpg', '/demo/venue-studio.jpg'],
  isOnline: true,
  availability: DEMO_AVAILABILITY,
  startingFrom: 60,
};

const DEMO_LISTING = {
  createdBy: 'demo-venue-owner',
  venueName: 'Camden Dance Hall',
  seats: 120,
  description: DEMO_VENUE.description,
  address: '12 Camden Road, London NW1 9DP, United Kingdom',
  attachments: ['/demo/venue-hall.jpg', '/demo/venue-studio.jpg'],
  isOnline: true,
  availability: DEMO_AVAILABILITY,
  startingFrom: 60,
  ratingCount: 0,
  ratingAverage: 0,
  ratingRank: 0,
};

describe('a stored venue as the directory lists it', () => {
  it('reads a real stored venue: its listed fields, no rating yet, and its availability as stored', () => {
    const listing = storedVenueListing.parse(DEMO_VENUE);
    expect(listing).toStrictEqual(DEMO_LISTING);
    expect(listing.availability[0]).toBe(DEMO_AVAILABILITY[0]);
    expect(storedVenueListing.parse(listing)).toStrictEqual(listing);
  });

  it('reads the rating aggregate the rating functions keep', () => {
    const rated = { ...DEMO_VENUE, ratingCount: 3, ratingAverage: 4.67, ratingRank: 4.2 };
    expect(storedVenueListing.parse(rated)).toStrictEqual({
      ...DEMO_LISTING,
      ratingCount: 3,
      ratingAverage: 4.67,
      ratingRank: 4.2,
    });
  });

  it('reads missing and malformed fields as harmless values, never throwing', () => {
    const empty = {
      createdBy: '',
      venueName: '',
      seats: 0,
      description: '',
      address: '',
      attachments: [],
      isOnline: false,
      availability: [],
      startingFrom: 0,
      ratingCount: 0,
      ratingAverage: 0,
      ratingRank: 0,
    };
    for (const odd of [{}, undefined, null, 'venue', [], Symbol('odd')])
      expect(storedVenueListing.parse(odd)).toStrictEqual(empty);
    expect(
      storedVenueListing.parse({
        venueName: ['Hall'],
        seats: '80',
        isOnline: 'yes',
        attachments: [1, '/a.svg'],
        availability: { monday: [] },
        ratingAverage: 'NaN',
      }),
    ).toStrictEqual({ ...empty, seats: 80, attachments: ['/a.svg'] });
  });
});
