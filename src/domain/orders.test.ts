import { describe, expect, it } from 'vitest';
import type { OrderParty } from './entities';
import { counterpartOf, isCompletedOrder, orderCardOf, utcDateOf } from './orders';

const party = (id: string, name: string): OrderParty => ({
  id,
  name,
  email: `${id}@example.com`,
  number: '',
  img: '',
});
const order = {
  createdBy: 'organizer',
  createdTo: 'manager',
  createdByData: party('organizer', 'Olivia Organizer'),
  createdToData: party('manager', 'Marco Manager'),
};

describe('utcDateOf', () => {
  it('reads a UTC midnight as its calendar day', () => {
    expect(utcDateOf(Date.UTC(2031, 5, 2))).toEqual({ year: 2031, month: 6, day: 2 });
    expect(utcDateOf(Date.UTC(2031, 0, 1))).toEqual({ year: 2031, month: 1, day: 1 });
  });

  it('keeps a later hour of the same day on that day', () => {
    expect(utcDateOf(Date.UTC(2031, 11, 31, 23, 59))).toEqual({ year: 2031, month: 12, day: 31 });
  });
});

describe('isCompletedOrder', () => {
  it('counts only completed as completed', () => {
    expect(isCompletedOrder({ status: 'completed' })).toBe(true);
    expect(isCompletedOrder({ status: 'active' })).toBe(false);
    expect(isCompletedOrder({ status: 'cancelled' })).toBe(false);
  });
});

describe('orderCardOf', () => {
  it('shows a venue order as booking details and a manager order as order details', () => {
    expect(orderCardOf({ kind: 'venue' })).toBe('bookingDetails');
    expect(orderCardOf({ kind: 'manager' })).toBe('orderDetails');
  });
});

describe('counterpartOf', () => {
  it('shows the booked account who booked them', () => {
    expect(counterpartOf(order, 'manager')).toEqual({ side: 'bookedBy', party: order.createdByData });
  });

  it('shows the booker whom they booked', () => {
    expect(counterpartOf(order, 'organizer')).toEqual({ side: 'booked', party: order.createdToData });
  });

  it('shows nothing to anyone else, to no one, or when the party was left blank', () => {
    expect(counterpartOf(order, 'stranger')).toBeNull();
    expect(counterpartOf(order, null)).toBeNull();
    const blank: OrderParty = { id: 'manager', name: '', email: '', number: '', img: '' };
    expect(counterpartOf({ ...order, createdToData: blank }, 'organizer')).toBeNull();
  });
});
