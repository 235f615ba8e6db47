import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { toPence } from '@gigvenue/contracts';

/**
 * A createEvent request as the Add Event wizard sends it: a 7 PM salsa night on `date` in London, one £10 package,
 * paid by the simulated provider's test card; `overrides` replaces whole top-level parts (venue, managers, payment).
 */
export function bookingRequest(requestId: string, date: string, overrides: DocumentData = {}): DocumentData {
  return {
    requestId,
    details: {
      title: 'Salsa Night',
      description: 'Social dancing',
      eventDate: date,
      startTime: '7:00 PM',
      duration: { hours: 3, minutes: 0 },
      location: {
        address: '1 River Road, London',
        location: { latitude: 51.5, longitude: -0.12 },
        helpingAddress: { city: 'London' },
      },
      eventType: 'Salsa',
      eventLevel: 'All levels',
      requiredSeats: 100,
      featured: false,
      attachments: ['/demo/work-salsa.jpg'],
    },
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 100 }],
    venue: null,
    manualVenue: null,
    managers: [],
    payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
    ...overrides,
  };
}

type Slots = { id?: unknown; price?: unknown }[] | undefined;
const priceIn = (slots: Slots, slotId: unknown) => {
  const price = (slots ?? []).find((slot) => slot.id === slotId)?.price;
  return toPence(price);
};

/**
 * The request with the total the wizard would show for its slots (expectedTotalPence), read from the stored venue
 * and manager availability as the wizard reads it; a request that already carries one, or is not a request, is left
 * as it is, and a slot that is not stored counts nothing (the booking refuses it anyway).
 */
export async function withSeenTotal(db: Firestore, data: unknown): Promise<unknown> {
  if (!data || typeof data !== 'object' || 'expectedTotalPence' in data) return data;
  const request = data as DocumentData;
  let pence = 0;
  const venue = request.venue as { venueId?: unknown; slotIds?: unknown[] } | null;
  if (venue && typeof venue.venueId === 'string' && /^[\w-]+$/.test(venue.venueId)) {
    const entries = ((await db.doc(`venues/${venue.venueId}`).get()).get('availability') ?? []) as {
      slots?: Slots;
    }[];
    const slots = entries.flatMap((entry) => entry.slots ?? []);
    for (const slotId of venue.slotIds ?? []) pence += priceIn(slots, slotId);
  }
  for (const choice of (request.managers ?? []) as { managerId?: unknown; slots?: DocumentData[] }[]) {
    for (const { entryId, slotId } of choice.slots ?? []) {
      if (typeof choice.managerId !== 'string' || typeof entryId !== 'string') continue;
      if (!/^[\w-]+$/.test(choice.managerId) || !/^[\w-]+$/.test(entryId)) continue;
      const entry = await db.doc(`managers/${choice.managerId}/availability/${entryId}`).get();
      pence += priceIn(entry.get('slots') as Slots, slotId);
    }
  }
  return { ...request, expectedTotalPence: pence };
}
