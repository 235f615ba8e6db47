import { describe, expect, it } from 'vitest';
import type { VenueListing } from '@/domain/venue';
import { venueOf } from './directory.parse';

// The listing's fields are the contract's to decode (packages/contracts/src/documents/venues.ts); its availability
// entries are read as every screen reads them (availability.parse).

const monday = { year: 2030, month: 6, day: 3 };

describe('venueOf', () => {
  it('is the stored venue with its document id, its availability read entry by entry', () => {
    const venue: VenueListing = venueOf('v1', {
      createdBy: 'owner-1',
      venueName: 'Camden Dance Hall',
      seats: 120,
      isOnline: true,
      createdAt: { seconds: 1, nanoseconds: 0, toMillis: () => 1000 },
      helpingAddress: { city: 'London' },
      availability: [
        {
          startDate: monday,
          day: 'Monday',
          slots: [
            {
              id: 's1',
              title: 'Evening',
              type: 'Any',
              startTime: '7:00 PM',
              endTime: '9:00 PM',
              price: 40,
              availableTill: monday,
              recurring: false,
            },
          ],
        },
      ],
      ratingCount: 3,
      ratingAverage: 4.5,
      ratingRank: 4.1,
    });
    expect(venue).toMatchObject({
      id: 'v1',
      createdBy: 'owner-1',
      venueName: 'Camden Dance Hall',
      seats: 120,
      description: '',
      address: '',
      attachments: [],
      isOnline: true,
      startingFrom: 0,
      ratingCount: 3,
      ratingAverage: 4.5,
      ratingRank: 4.1,
    });
    expect(venue).not.toHaveProperty('createdAt');
    expect(venue).not.toHaveProperty('helpingAddress');
    expect(venue.availability).toHaveLength(1);
    expect(venue.availability[0]).toMatchObject({ id: '2030-06-03', startDate: monday, day: 'Monday' });
    expect(venue.availability[0].slots.map((slot) => slot.id)).toEqual(['s1']);
  });

  it('reads availability that is not a list as none', () => {
    expect(venueOf('v1', { availability: { monday: [] } }).availability).toEqual([]);
    expect(venueOf('v1', {}).availability).toEqual([]);
  });
});
