import { describe, expect, it } from 'vitest';
import { publicProfileOf } from './publicProfile';

const manager = {
  email: 'marco@example.com',
  number: '+44 20 7946 0102',
  address: '221 Camden High Street',
  helpingAddress: { city: 'London' },
  location: { latitude: 51.5, longitude: -0.1 },
  isAppUser: true,
  name: 'Marco Manager',
  img: 'https://files/marco.png',
  role: 'eventManager',
  status: 'active',
  category: 'DJ',
  experience: { years: 10, months: 2 },
  bio: 'Salsa nights',
  prevAttachments: ['https://files/gig.png'],
  startingFrom: 30,
  ratingCount: 12,
  ratingTotal: 58,
  ratingAverage: 4.8,
  ratingRank: 4.8,
};

describe('publicProfileOf', () => {
  it('keeps only what the directory shows, never contact details or the address', () => {
    expect(publicProfileOf(manager)).toEqual({
      name: 'Marco Manager',
      img: 'https://files/marco.png',
      role: 'eventManager',
      category: 'DJ',
      experience: { years: 10, months: 2 },
      bio: 'Salsa nights',
      prevAttachments: ['https://files/gig.png'],
      startingFrom: 30,
      ratingCount: 12,
      ratingAverage: 4.8,
      ratingRank: 4.8,
    });
  });

  it.each(['pending', 'suspended', undefined])('lists no account whose status is %s', (status) => {
    expect(publicProfileOf({ ...manager, status })).toBeNull();
  });

  it('is null for a deleted account', () => {
    expect(publicProfileOf(undefined)).toBeNull();
  });

  it('fills what an organizer or owner profile lacks, and drops malformed values', () => {
    expect(
      publicProfileOf({
        name: 'Orla',
        role: 'eventOrganizer',
        status: 'active',
        experience: { years: -1 },
        prevAttachments: ['a', 3],
        startingFrom: 'x',
      }),
    ).toEqual({
      name: 'Orla',
      img: '',
      role: 'eventOrganizer',
      category: '',
      experience: { years: 0, months: 0 },
      bio: '',
      prevAttachments: ['a'],
      startingFrom: 0,
      ratingCount: 0,
      ratingAverage: 0,
      ratingRank: 0,
    });
  });
});
