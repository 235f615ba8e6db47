import type { DocumentData } from 'firebase-admin/firestore';

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
      attachments: ['https://example.test/event.png'],
    },
    packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 100 }],
    venue: null,
    manualVenue: null,
    managers: [],
    payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
    ...overrides,
  };
}
