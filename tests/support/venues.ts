import type { Firestore } from 'firebase-admin/firestore';
import { calendar, dayAfter } from './callables';

/**
 * A venue as the venue form stores it, written with the admin SDK (no rules): 120 seats and one 'evening' slot
 * (6 PM to 11 PM) every week for a year from 10 days ahead, at `price` pounds. Book it on dayAfter(10 + 7k).
 */
export async function weeklyVenue(
  db: Firestore,
  id: string,
  createdBy: string,
  price: number,
): Promise<string> {
  await db.doc(`venues/${id}`).set({
    createdBy,
    venueName: 'Riverside Hall',
    seats: 120,
    description: 'A hall by the river',
    address: '1 River Road, London',
    lineAddress1: '1 River Road',
    lineAddress2: '',
    location: { latitude: 51.5, longitude: -0.12 },
    attachments: ['/demo/venue-hall.jpg'],
    isOnline: true,
    availability: [
      {
        startDate: calendar(dayAfter(10)),
        day: 'Any',
        dayNumber: 1,
        slots: [
          {
            id: 'evening',
            title: 'Evening',
            type: 'Any',
            startTime: '6:00 PM',
            endTime: '11:00 PM',
            price,
            recurring: true,
            availableTill: calendar(dayAfter(360)),
          },
        ],
      },
    ],
    createdAt: Date.now(),
  });
  return id;
}
