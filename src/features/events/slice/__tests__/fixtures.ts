import type { Order, PlatformEvent } from '../types';

const DAY = 24 * 60 * 60 * 1000;
/** Monday 14 January 2030, the tests' today. */
export const TODAY = Date.UTC(2030, 0, 14);

/** An event `days` after TODAY (negative: before), owned by organizer-1. */
export function eventOf(overrides: Partial<PlatformEvent> = {}, days = 7): PlatformEvent {
  const date = TODAY + days * DAY;
  const day = new Date(date);
  return {
    id: 'e1',
    title: 'Salsa Social',
    description: 'An evening of salsa in Camden.',
    eventDate: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    date,
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    eventLocation: 'Camden, London',
    address: '221 Camden High Street, London NW1 7BU',
    location: { latitude: 51.54, longitude: -0.14 },
    eventType: 'Salsa',
    eventLevel: 'All levels',
    requiredSeats: 80,
    status: 'active',
    featured: false,
    isFeaturedTaxApply: false,
    attachments: ['https://files/salsa.png'],
    packages: [{ detail: 'Standard', price: 12.5, ticketsAmmount: 60 }],
    venue: null,
    selectedVenue: null,
    eventManagers: [],
    managersId: [],
    isManual: false,
    isPaymentCleared: false,
    orderCount: 0,
    createdBy: 'organizer-1',
    createdAt: date - 30 * DAY,
    ...overrides,
  };
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    event: 'e1',
    kind: 'manager',
    bookingDate: TODAY + 7 * DAY,
    slot: { id: 's1', startTime: '7:00 PM', endTime: '10:00 PM', price: 45 },
    eventDetails: {
      title: 'Salsa Social',
      description: '',
      eventLocation: 'Camden, London',
      address: '',
      date: TODAY + 7 * DAY,
      startTime: '7:00 PM',
      requiredTime: '3 hr 0 min',
    },
    venue: null,
    eventManager: {
      id: 'manager-1',
      name: 'Marco Manager',
      category: 'Salsa',
      email: 'marco@example.com',
      img: '',
    },
    createdAt: TODAY,
    createdBy: 'organizer-1',
    createdTo: 'manager-1',
    createdByData: { id: 'organizer-1', name: 'Orla', email: '', number: '', img: '' },
    createdToData: {
      id: 'manager-1',
      name: 'Marco Manager',
      email: 'marco@example.com',
      number: '',
      img: '',
    },
    paymentMethod: 'card',
    status: 'active',
    ...overrides,
  };
}
