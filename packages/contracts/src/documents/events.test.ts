import { describe, expect, it } from 'vitest';
import { storedEvent, storedEventVenue } from './events';

// events/demo-event-organizer-1-2026 as the seed stores it (scripts/lib/demo-data.mjs, demoEvents(2026)), without its
// id: a booked venue and a booked manager, paid out.
const DEMO_EVENT = {
  venue: {
    id: 'demo-venue-camden',
    venueName: 'Camden Dance Hall',
    address: '12 Camden Road, London NW1 9DP, United Kingdom',
    description:
      'A sprung-floor dance hall with a bar, a sound system and changing rooms, two minutes from Camden Town station.',
    location: { latitude: 51.5413, longitude: -0.1395 },
    seats: 120,
    attachments: ['/demo/venue-hall.jpg', '/demo/venue-studio.jpg'],
    bookedSlots: [{ id: 'demo-order-8-2026-slot', startTime: '1:00 PM', endTime: '5:00 PM', price: 110 }],
  },
  selectedVenue: 'demo-venue-camden',
  eventManagers: [
    {
      id: 'demo-event-manager',
      name: 'Marco Manager',
      category: 'Dance Instructor',
      img: '/demo/avatar-marco.png',
      bookedSlots: [
        { id: 'demo-order-2-2026-slot', startTime: '2:00 PM', endTime: '5:00 PM', price: 95.5 },
        { id: 'demo-order-9-2026-slot', startTime: '5:00 PM', endTime: '6:00 PM', price: 35 },
      ],
    },
  ],
  orderCount: 3,
  location: null,
  title: 'Beginners Bachata Workshop',
  description: 'Beginners Bachata Workshop: an evening of bachata in London for dancers of every level.',
  eventDate: { year: 2026, month: 5, day: 16 },
  date: 1778889600000,
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  eventLocation: 'London',
  eventType: 'Bachata',
  eventLevel: 'All levels',
  requiredSeats: 80,
  status: 'completed',
  featured: false,
  isFeaturedTaxApply: false,
  attachments: ['/demo/work-salsa.jpg'],
  packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 80 }],
  managersId: ['demo-event-manager'],
  isManual: false,
  isPaymentCleared: true,
  createdBy: 'demo-event-organizer',
  createdAt: 1773705600000,
  address: '221 Camden High Street, London NW1 7BU, United Kingdom',
};

const EMPTY_EVENT = {
  title: '',
  description: '',
  eventDate: { year: 0, month: 0, day: 0 },
  date: 0,
  startTime: '',
  requiredTime: '',
  eventLocation: '',
  address: '',
  location: null,
  eventType: '',
  eventLevel: '',
  requiredSeats: 0,
  status: 'inProgress',
  featured: false,
  isFeaturedTaxApply: false,
  attachments: [],
  packages: [],
  venue: null,
  selectedVenue: null,
  eventManagers: [],
  managersId: [],
  isManual: false,
  isPaymentCleared: false,
  orderCount: 0,
  createdBy: '',
  createdAt: 0,
};

describe('a stored event', () => {
  it('round-trips a real stored event', () => {
    const event = storedEvent.parse(DEMO_EVENT);
    expect(event).toStrictEqual(DEMO_EVENT);
    expect(storedEvent.parse(event)).toStrictEqual(event);
  });

  it('reads every missing field as its default, and anything but a map as the empty event', () => {
    expect(storedEvent.parse({})).toStrictEqual(EMPTY_EVENT);
    for (const odd of [undefined, null, 'event', 3, [], Symbol('odd')])
      expect(storedEvent.parse(odd)).toStrictEqual(EMPTY_EVENT);
  });

  it('ignores fields it does not know (server-kept counters, Timestamps already read)', () => {
    const event = storedEvent.parse({
      ...DEMO_EVENT,
      ticketStats: { sold: 3 },
      updatedAt: 1,
      isPaymentClear: false,
    });
    expect(event).toStrictEqual(DEMO_EVENT);
  });

  it('reads malformed fields as harmless values', () => {
    const event = storedEvent.parse({
      title: 42,
      eventDate: { year: '2026', month: 5 },
      date: '1778889600000',
      requiredSeats: 'many',
      status: '',
      featured: 'true',
      attachments: ['/a.svg', 7, null],
      packages: [{ detail: 'VIP', price: '25.5' }, 'junk'],
      venue: 'Camden',
      selectedVenue: '',
      eventManagers: [{ id: 'm1', bookedSlots: 'none' }, null],
      managersId: 'm1',
      location: { latitude: '51', longitude: 0 },
      createdAt: { seconds: 1, nanoseconds: 0 },
    });
    expect(event).toStrictEqual({
      ...EMPTY_EVENT,
      eventDate: { year: 2026, month: 5, day: 0 },
      date: 1778889600000,
      packages: [
        { detail: 'VIP', price: 25.5, ticketsAmmount: 0 },
        { detail: '', price: 0, ticketsAmmount: 0 },
      ],
      attachments: ['/a.svg'],
      eventManagers: [
        { id: 'm1', name: '', category: '', img: '', bookedSlots: [] },
        { id: '', name: '', category: '', img: '', bookedSlots: [] },
      ],
    });
  });

  it('counts the older isPaymentClear spelling as paid out', () => {
    expect(storedEvent.parse({ isPaymentClear: true }).isPaymentCleared).toBe(true);
    expect(storedEvent.parse({ isPaymentCleared: true, isPaymentClear: false }).isPaymentCleared).toBe(true);
    expect(storedEvent.parse({ isPaymentClear: 'yes' }).isPaymentCleared).toBe(false);
    expect(storedEvent.parse({ isPaymentClear: true })).not.toHaveProperty('isPaymentClear');
  });
});

describe("a stored event's venue", () => {
  it('is null unless stored as a map', () => {
    for (const odd of [undefined, null, '', 'Camden', 0, true])
      expect(storedEventVenue.parse(odd)).toBeNull();
  });

  it("leaves out an id that is not a non-empty string (a manual venue's)", () => {
    const manual = storedEventVenue.parse({ venueName: 'My Garden', id: '' });
    expect(manual).toStrictEqual({
      venueName: 'My Garden',
      address: '',
      description: '',
      location: null,
      seats: 0,
      attachments: [],
      bookedSlots: [],
    });
    expect(storedEventVenue.parse({ id: 7 })).not.toHaveProperty('id');
    expect(storedEventVenue.parse({ id: 'venue-1' })).toHaveProperty('id', 'venue-1');
  });

  it('reads a list as an empty venue, as the app always has', () => {
    expect(storedEventVenue.parse([])).toStrictEqual(storedEventVenue.parse({}));
  });
});
