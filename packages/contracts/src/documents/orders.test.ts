import { describe, expect, it } from 'vitest';
import { storedOrder } from './orders';

const ORGANIZER = {
  id: 'demo-event-organizer',
  name: 'Orla Organizer',
  email: 'organizer@gigvenue.test',
  number: '+44 20 7946 0103',
  img: '/demo/avatar-orla.png',
};

const EVENT_DETAILS = {
  title: 'Beginners Bachata Workshop',
  description: 'Beginners Bachata Workshop: an evening of bachata in London for dancers of every level.',
  eventLocation: 'London',
  address: '221 Camden High Street, London NW1 7BU, United Kingdom',
  date: 1778889600000,
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
};

// orders/demo-order-8-2026 and orders/demo-order-2-2026 as the seed stores them (scripts/lib/demo-data.mjs,
// demoOrders(2026)), without their ids: the demo venue's booking and the demo manager's for the same event.
const VENUE_ORDER = {
  event: 'demo-event-organizer-1-2026',
  kind: 'venue',
  bookingOwnerId: 'demo-venue-camden',
  bookingDate: 1778889600000,
  slot: { id: 'demo-order-8-2026-slot', startTime: '1:00 PM', endTime: '5:00 PM', price: 110 },
  eventDetails: EVENT_DETAILS,
  venue: {
    id: 'demo-venue-camden',
    venueName: 'Camden Dance Hall',
    address: '12 Camden Road, London NW1 9DP, United Kingdom',
    seats: 120,
  },
  eventManager: null,
  createdAt: 1773792000000,
  createdBy: 'demo-event-organizer',
  createdTo: 'demo-venue-owner',
  createdByData: ORGANIZER,
  createdToData: {
    id: 'demo-venue-owner',
    name: 'Olivia Owner',
    email: 'owner@gigvenue.test',
    number: '+44 20 7946 0101',
    img: '/demo/avatar-olivia.png',
  },
  paymentMethod: 'card',
  status: 'completed',
};

const MANAGER_ORDER = {
  ...VENUE_ORDER,
  kind: 'manager',
  bookingOwnerId: 'demo-event-manager',
  slot: { id: 'demo-order-2-2026-slot', startTime: '2:00 PM', endTime: '5:00 PM', price: 95.5 },
  venue: null,
  eventManager: {
    id: 'demo-event-manager',
    name: 'Marco Manager',
    category: 'Dance Instructor',
    email: 'manager@gigvenue.test',
    img: '/demo/avatar-marco.png',
  },
  createdTo: 'demo-event-manager',
  createdToData: {
    id: 'demo-event-manager',
    name: 'Marco Manager',
    email: 'manager@gigvenue.test',
    number: '+44 20 7946 0102',
    img: '/demo/avatar-marco.png',
  },
};

const withoutOwner = ({ bookingOwnerId: _, ...order }: Record<string, unknown>) => order;

const EMPTY_PARTY = { id: '', name: '', email: '', number: '', img: '' };

describe('a stored order', () => {
  it.each([
    ['venue', VENUE_ORDER],
    ['manager', MANAGER_ORDER],
  ])(
    "round-trips a real stored %s order (the booking owner's id is the rules' business, not the app's)",
    (_, stored) => {
      const order = storedOrder.parse(stored);
      expect(order).toStrictEqual(withoutOwner(stored));
      expect(storedOrder.parse(order)).toStrictEqual(order);
    },
  );

  it('reads every missing field as its default, and anything but a map as the empty order', () => {
    const empty = {
      event: '',
      kind: 'manager',
      bookingDate: 0,
      slot: { id: '', startTime: '', endTime: '', price: 0 },
      eventDetails: {
        title: '',
        description: '',
        eventLocation: '',
        address: '',
        date: 0,
        startTime: '',
        requiredTime: '',
      },
      venue: null,
      eventManager: null,
      createdAt: 0,
      createdBy: '',
      createdTo: '',
      createdByData: EMPTY_PARTY,
      createdToData: EMPTY_PARTY,
      paymentMethod: 'card',
      status: 'active',
    };
    expect(storedOrder.parse({})).toStrictEqual(empty);
    for (const odd of [undefined, null, 'order', 3, [], Symbol('odd')])
      expect(storedOrder.parse(odd)).toStrictEqual(empty);
  });

  it("is a venue's when it says so, or says nothing and carries a venue", () => {
    expect(storedOrder.parse({ kind: 'venue' }).kind).toBe('venue');
    expect(storedOrder.parse({ venue: { id: 'v1' } }).kind).toBe('venue');
    expect(storedOrder.parse({ kind: '', venue: {} }).kind).toBe('venue');
    expect(storedOrder.parse({ kind: 'manager', venue: { id: 'v1' } }).kind).toBe('manager');
    expect(storedOrder.parse({ kind: 'other', venue: { id: 'v1' } }).kind).toBe('manager');
    expect(storedOrder.parse({ venue: 'v1' }).kind).toBe('manager');
  });

  it('reads malformed fields as harmless values', () => {
    const order = storedOrder.parse({
      paymentMethod: 'PayPal',
      status: '',
      venue: { id: 3, seats: '40', extra: true },
      eventManager: 'Marco',
      createdByData: null,
      slot: [],
    });
    expect(order.paymentMethod).toBe('card');
    expect(order.status).toBe('active');
    expect(order.venue).toStrictEqual({ id: '', venueName: '', address: '', seats: 40 });
    expect(order.eventManager).toBeNull();
    expect(order.createdByData).toStrictEqual(EMPTY_PARTY);
    expect(order.slot).toStrictEqual({ id: '', startTime: '', endTime: '', price: 0 });
    expect(storedOrder.parse({ paymentMethod: 'cash' }).paymentMethod).toBe('cash');
  });
});
