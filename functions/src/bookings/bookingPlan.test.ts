import { describe, expect, it } from 'vitest';
import {
  bookingsDocOf,
  emptyBookings,
  planBooking,
  storedBookings,
  type Account,
  type BookingState,
} from './bookingPlan';
import { bookingRequestOf, type BookingRequest } from './bookingRequest';
import { NO_FLOOR } from '../shared/seatFloor';

const account = (id: string, role: string, overrides: Partial<Account> = {}): Account => ({
  id,
  exists: true,
  status: 'active',
  role,
  name: `Name ${id}`,
  email: `${id}@example.test`,
  number: '0100',
  img: '',
  category: 'DJ',
  ...overrides,
});

const start = { year: 2030, month: 1, day: 7 };
const slot = (id: string, price: number, startTime = '7:00 PM', endTime = '10:00 PM') => ({
  id,
  title: id,
  startTime,
  endTime,
  price,
  recurring: true,
  availableTill: { year: 2030, month: 3, day: 4 },
});

function state(overrides: Partial<BookingState> = {}): BookingState {
  return {
    caller: account('organizer', 'eventOrganizer'),
    config: { noFreeEvents: false, isCashPaymentsAllowed: false, noOfFeaturedEventsAllowed: 1 },
    featuredEventsUsed: 0,
    venue: {
      id: 'venue-1',
      exists: true,
      isAccount: false,
      owner: account('owner', 'venueOwner'),
      bookings: emptyBookings(),
      seatFloor: NO_FLOOR,
      data: {
        venueName: 'Hall',
        address: '1 Road',
        seats: 120,
        isOnline: true,
        availability: [{ startDate: start, slots: [slot('evening', 150, '6:00 PM', '11:00 PM')] }],
      },
    },
    managers: [
      {
        id: 'manager',
        account: account('manager', 'eventManager'),
        bookings: emptyBookings(),
        entries: { '2030-01-07': { startDate: start, slots: [slot('salsa', 45.5)] } },
      },
    ],
    ...overrides,
  };
}

function request(overrides: Record<string, unknown> = {}): BookingRequest {
  const parsed = bookingRequestOf(
    {
      requestId: 'req-12345678',
      details: rawDetails(),
      packages: [{ detail: 'Standard', price: 10, ticketsAmmount: 100 }],
      venue: { venueId: 'venue-1', slotIds: ['evening'] },
      manualVenue: null,
      managers: [{ managerId: 'manager', slots: [{ entryId: '2030-01-07', slotId: 'salsa' }] }],
      payment: { method: 'card', cardToken: 'tok_sim_visa_4242' },
      expectedTotalPence: 19550,
      ...overrides,
    },
    '2030-01-07',
  );
  if (!parsed.ok) throw new Error(parsed.refused.message);
  return parsed.value;
}

const refusedWith = (outcome: ReturnType<typeof planBooking>) =>
  'refused' in outcome ? outcome.refused.message : null;
const planOf = (outcome: ReturnType<typeof planBooking>) => {
  if ('refused' in outcome) throw new Error(outcome.refused.message);
  return outcome.plan;
};

describe('planBooking', () => {
  it('prices every order from the stored slot and totals in pence', () => {
    const plan = planOf(planBooking('evt-1', request(), state()));
    expect(plan.totalPence).toBe(19550);
    expect(plan.status).toBe('active');
    expect(
      plan.orders.map((order) => [
        order.id,
        order.data.createdTo,
        (order.data.slot as { price: number }).price,
      ]),
    ).toEqual([
      ['evt-1-venue-1-evening', 'owner', 150],
      ['evt-1-manager-salsa', 'manager', 45.5],
    ]);
    expect(plan.event).toMatchObject({
      orderCount: 2,
      managersId: ['manager'],
      selectedVenue: 'venue-1',
      requiredTime: '3 hr 0 min',
      date: Date.UTC(2030, 0, 14),
    });
    expect(plan.bookings).toEqual([
      {
        ownerId: 'venue-1',
        doc: {
          bookings: { '2030-01-14': ['evening'] },
          orders: { '2030-01-14': { evening: 'evt-1-venue-1-evening' } },
        },
      },
      {
        ownerId: 'manager',
        doc: {
          bookings: { '2030-01-14': ['salsa'] },
          orders: { '2030-01-14': { salsa: 'evt-1-manager-salsa' } },
        },
      },
    ]);
  });

  it('keeps the contact details on the orders, not on the event', () => {
    const plan = planOf(planBooking('evt-1', request(), state()));
    expect(JSON.stringify(plan.event)).not.toContain('@example.test');
    expect(plan.orders[1].data.createdToData).toMatchObject({
      email: 'manager@example.test',
      number: '0100',
    });
  });

  it.each([
    [
      'an inactive caller',
      { caller: account('organizer', 'eventOrganizer', { status: 'pending' }) },
      'Only an active account can create events.',
    ],
    [
      'an offline venue',
      { venue: { ...state().venue!, data: { ...state().venue!.data, isOnline: false } } },
      'This venue is offline.',
    ],
    ['a venue id that is an account', { venue: { ...state().venue!, isAccount: true } }, 'Venue not found.'],
    [
      'a suspended venue owner',
      { venue: { ...state().venue!, owner: account('owner', 'venueOwner', { status: 'suspended' }) } },
      'This venue is not taking bookings.',
    ],
    [
      'a manager who is not an event manager',
      { managers: [{ ...state().managers[0], account: account('manager', 'venueOwner') }] },
      'Event manager not found.',
    ],
    [
      'a taken manager slot',
      {
        managers: [
          { ...state().managers[0], bookings: bookingsDocOf({ bookings: { '2030-01-14': ['salsa'] } }) },
        ],
      },
      'Sorry! Slot of Event Manager (Name manager) from 7:00 PM - 10:00 PM already booked',
    ],
    [
      'a taken venue slot',
      { venue: { ...state().venue!, bookings: bookingsDocOf({ bookings: { '2030-01-14': ['evening'] } }) } },
      'Sorry! Slot of Venue Owner (Hall) from 6:00 PM - 11:00 PM already booked',
    ],
  ])('refuses %s', (_name, overrides, message) => {
    expect(refusedWith(planBooking('evt-1', request(), state(overrides as Partial<BookingState>)))).toBe(
      message,
    );
  });

  it('refuses a slot not offered on the day and a day the recurrence has passed', () => {
    const onDay = (eventDate: string) => request({ details: { ...rawDetails(), eventDate } });
    expect(refusedWith(planBooking('evt-1', onDay('2030-01-15'), state()))).toBe(
      'The venue has no such slot on this date.',
    );
    expect(refusedWith(planBooking('evt-1', onDay('2030-03-11'), state()))).toBe(
      'The venue has no such slot on this date.',
    );
  });

  it('uses the featured allowance while it lasts, then applies the featured percentage', () => {
    const featured = request({ details: { ...rawDetails(), featured: true } });
    expect(planOf(planBooking('e', featured, state()))).toMatchObject({
      featuredEventsUsed: 1,
      event: { isFeaturedTaxApply: false },
    });
    expect(planOf(planBooking('e', featured, state({ featuredEventsUsed: 1 })))).toMatchObject({
      featuredEventsUsed: null,
      event: { isFeaturedTaxApply: true },
    });
  });

  it('makes a manual event active with no orders, and an event with nothing booked in progress', () => {
    const manual = planOf(
      planBooking(
        'e',
        request({
          venue: null,
          managers: [],
          payment: null,
          manualVenue: { venueName: 'Mine', address: 'Here', seats: 50 },
          expectedTotalPence: 0,
        }),
        state(),
      ),
    );
    expect(manual).toMatchObject({
      status: 'active',
      totalPence: 0,
      orders: [],
      event: { isManual: true, venue: { venueName: 'Mine', seats: 50, bookedSlots: [] } },
    });
    expect(
      planOf(
        planBooking(
          'e',
          request({ venue: null, managers: [], payment: null, expectedTotalPence: 0 }),
          state(),
        ),
      ).status,
    ).toBe('inProgress');
  });

  it('refuses a total other than the one the wizard showed, naming the new total', () => {
    const outcome = planBooking('e', request({ expectedTotalPence: 17550 }), state());
    expect(outcome).toEqual({
      refused: {
        code: 'failed-precondition',
        reason: 'bookingPriceChanged',
        params: { total: '195.50' },
        message: 'The price of this slot changed to £195.50. Check the new total and submit again.',
        details: { totalPence: 19550 },
      },
    });
  });

  it("raises the booked venue's seat floor to what the event sells, until its day", () => {
    expect(planOf(planBooking('e', request(), state())).seatFloor).toEqual({
      venueId: 'venue-1',
      floor: { seats: 100, heldUntil: '2030-01-14' },
    });
    const held = { ...state().venue!, seatFloor: { seats: 110, heldUntil: '2030-02-01' } };
    expect(planOf(planBooking('e', request(), state({ venue: held }))).seatFloor?.floor).toEqual({
      seats: 110,
      heldUntil: '2030-02-01',
    });
  });

  it('writes heldUntil as the last day any order holds', () => {
    expect(
      storedBookings({
        bookings: {},
        orders: { '2030-01-14': { a: 'o' }, '2030-02-01': { b: 'p' }, '2030-03-01': {} },
      }).heldUntil,
    ).toBe('2030-02-01');
    expect(storedBookings(emptyBookings()).heldUntil).toBe('');
  });
});

function rawDetails() {
  return {
    title: 'Salsa Night',
    description: 'Dancing',
    eventDate: '2030-01-14',
    startTime: '7:00 PM',
    duration: { hours: 3, minutes: 0 },
    location: { address: '1 Road', location: null, helpingAddress: {} },
    eventType: 'Salsa',
    eventLevel: 'All',
    requiredSeats: 100,
    featured: false,
    attachments: ['/demo/a.svg'],
  };
}
