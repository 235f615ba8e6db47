import type { PublicProfile } from '@/domain/entities';
import type { AvailabilityEntry } from '@/domain/slots';
import type { VenueListing } from '../types';

export function managerOf(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'manager-1',
    name: 'Marco Manager',
    img: '',
    role: 'eventManager',
    bio: 'Salsa nights across London.',
    category: 'Dance Instructor',
    experience: { years: 10, months: 0 },
    prevAttachments: [],
    startingFrom: 40,
    ...overrides,
  };
}

export function venueOf(overrides: Partial<VenueListing> = {}): VenueListing {
  return {
    id: 'venue-1',
    createdBy: 'owner-1',
    venueName: 'Camden Dance Hall',
    seats: 120,
    description: 'A sprung floor and a bar.',
    address: '1 Camden Road, London',
    attachments: [],
    isOnline: true,
    availability: [],
    startingFrom: 150,
    ...overrides,
  };
}

/** Monday 2 June 2031: a one-off "Evening" slot and a weekly "Morning" slot until 30 June 2031. */
export const ENTRY: AvailabilityEntry = {
  id: '2031-06-02',
  startDate: { year: 2031, month: 6, day: 2 },
  day: 'Monday',
  dayNumber: 2,
  slots: [
    {
      id: 'slot-evening',
      title: 'Evening',
      type: 'Any',
      startTime: '7:00 PM',
      endTime: '10:00 PM',
      price: 80,
      availableTill: { year: 2031, month: 6, day: 2 },
      recurring: false,
    },
    {
      id: 'slot-morning',
      title: 'Morning',
      type: 'For Private',
      startTime: '9:00 AM',
      endTime: '11:00 AM',
      price: 45.5,
      availableTill: { year: 2031, month: 6, day: 30 },
      recurring: true,
    },
  ],
};
