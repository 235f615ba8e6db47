import type { Order } from '@/domain/entities';

const JUNE_2 = Date.UTC(2031, 5, 2);

/** A manager's order for an organiser's event; overrides shape venue orders and other parties. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    event: 'event-1',
    kind: 'manager',
    bookingDate: JUNE_2,
    slot: { id: 'slot-evening', startTime: '7:00 PM', endTime: '10:00 PM', price: 45 },
    eventDetails: {
      title: 'Salsa Social Tonight',
      description: 'An evening of salsa in London for dancers of every level.',
      eventLocation: 'London',
      address: '221 Camden High Street, London',
      date: JUNE_2,
      startTime: '7:00 PM',
      requiredTime: '3 hr 0 min',
    },
    venue: null,
    eventManager: {
      id: 'manager-1',
      name: 'Marco Manager',
      category: 'Dance Instructor',
      email: 'manager@example.com',
      img: '',
    },
    createdAt: Date.UTC(2031, 4, 20, 9),
    createdBy: 'organizer-1',
    createdTo: 'manager-1',
    createdByData: {
      id: 'organizer-1',
      name: 'Orla Organizer',
      email: 'organizer@example.com',
      number: '',
      img: '',
    },
    createdToData: {
      id: 'manager-1',
      name: 'Marco Manager',
      email: 'manager@example.com',
      number: '',
      img: '',
    },
    paymentMethod: 'card',
    status: 'active',
    ...overrides,
  };
}

/** The venue owner's order of the same event: the hall's evening slot. */
export function venueOrderOf(overrides: Partial<Order> = {}): Order {
  return orderOf({
    id: 'order-venue',
    kind: 'venue',
    slot: { id: 'slot-hall', startTime: '6:00 PM', endTime: '11:00 PM', price: 150 },
    venue: {
      id: 'venue-1',
      venueName: 'Camden Dance Hall',
      address: '221 Camden High Street, London',
      seats: 120,
    },
    eventManager: null,
    createdTo: 'owner-1',
    createdToData: { id: 'owner-1', name: 'Olivia Owner', email: 'owner@example.com', number: '', img: '' },
    ...overrides,
  });
}
