import { describe, expect, it } from 'vitest';
import { heldOn, NO_FLOOR, raisedBy, seatFloorFrom, seatFloorOf, seatsOnSale } from './seatFloor';

const event = (overrides: Record<string, unknown> = {}) => ({
  status: 'active',
  eventDate: { year: 2030, month: 6, day: 3 },
  requiredSeats: 80,
  venue: { seats: 120 },
  packages: [
    { detail: 'Standard', price: 10, ticketsAmmount: 50 },
    { detail: 'VIP', price: 25, ticketsAmmount: 20 },
  ],
  ...overrides,
});

describe('seatsOnSale', () => {
  it('is what the packages offer, within the capacity booked', () => {
    expect(seatsOnSale(event())).toBe(70);
    expect(seatsOnSale(event({ requiredSeats: 60 }))).toBe(60);
    expect(seatsOnSale(event({ requiredSeats: 500, venue: { seats: 40 } }))).toBe(40);
  });

  it('is nothing for an event that no longer sells', () => {
    expect(seatsOnSale(event({ status: 'cancelled' }))).toBe(0);
    expect(seatsOnSale(event({ packages: [] }))).toBe(0);
  });
});

describe('seatFloorFrom', () => {
  it('holds the largest sale until the last upcoming event', () => {
    const floor = seatFloorFrom(
      [
        event({ eventDate: { year: 2030, month: 6, day: 3 } }),
        event({ eventDate: { year: 2030, month: 7, day: 1 }, requiredSeats: 10 }),
        event({
          eventDate: { year: 2030, month: 1, day: 1 },
          requiredSeats: 100,
          packages: [{ price: 1, ticketsAmmount: 100 }],
        }),
      ],
      '2030-05-01',
    );
    expect(floor).toEqual({ seats: 70, heldUntil: '2030-07-01' });
  });

  it('is no floor once every event is past, cancelled or gone', () => {
    expect(seatFloorFrom([event()], '2030-06-04')).toEqual(NO_FLOOR);
    expect(seatFloorFrom([event({ status: 'cancelled' })], '2030-05-01')).toEqual(NO_FLOOR);
    expect(seatFloorFrom([], '2030-05-01')).toEqual(NO_FLOOR);
  });
});

describe('raisedBy and heldOn', () => {
  it('raises a floor to a larger sale and holds it until the later day', () => {
    expect(raisedBy({ seats: 100, heldUntil: '2030-05-20' }, event())).toEqual({
      seats: 100,
      heldUntil: '2030-06-03',
    });
    expect(raisedBy({ seats: 10, heldUntil: '2030-07-20' }, event())).toEqual({
      seats: 70,
      heldUntil: '2030-07-20',
    });
  });

  it('holds nothing once the last day has passed', () => {
    expect(heldOn({ seats: 100, heldUntil: '2030-04-20' }, '2030-05-01')).toEqual(NO_FLOOR);
    expect(heldOn({ seats: 100, heldUntil: '2030-05-01' }, '2030-05-01')).toEqual({
      seats: 100,
      heldUntil: '2030-05-01',
    });
  });
});

describe('seatFloorOf', () => {
  it('reads a stored floor and treats anything malformed as none', () => {
    expect(seatFloorOf({ seats: 70, heldUntil: '2030-06-03' })).toEqual({
      seats: 70,
      heldUntil: '2030-06-03',
    });
    expect(seatFloorOf(undefined)).toEqual(NO_FLOOR);
    expect(seatFloorOf({ seats: '70', heldUntil: '2030-06-03' })).toEqual(NO_FLOOR);
  });
});
