import type { AvailabilityEntry } from '@/domain/slots';
import type { Venue } from '../types';

export const entry: AvailabilityEntry = {
  id: '2030-01-07',
  startDate: { year: 2030, month: 1, day: 7 },
  day: 'Monday',
  dayNumber: 2,
  slots: [
    {
      id: 's1',
      title: 'Evening',
      type: 'Any',
      startTime: '7:00 PM',
      endTime: '9:00 PM',
      price: 40,
      availableTill: { year: 2030, month: 1, day: 28 },
      recurring: true,
    },
  ],
};

export const venue = (overrides: Partial<Venue> = {}): Venue => ({
  id: 'v1',
  createdBy: 'owner-1',
  venueName: 'Riverside Hall',
  seats: 120,
  description: 'A hall by the river',
  address: '1 River Road, London',
  lineAddress1: '1 River Road',
  lineAddress2: '',
  helpingAddress: { city: 'London' },
  location: null,
  attachments: ['https://files/hall.png'],
  isOnline: true,
  availability: [entry],
  startingFrom: 40,
  createdAt: 1,
  ...overrides,
});
