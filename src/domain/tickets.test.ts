import { describe, expect, it } from 'vitest';
import type { EventVenue } from './entities';
import {
  eventSeats,
  occupancyPercent,
  shortTicketId,
  ticketPaymentStatus,
  ticketSearchOf,
  toggledSort,
} from './tickets';

const venue = (seats: number): EventVenue => ({
  venueName: 'Camden Dance Hall',
  address: '',
  description: '',
  location: null,
  seats,
  attachments: [],
  bookedSlots: [],
});

describe('shortTicketId', () => {
  it('shows the first 7 characters', () => {
    expect(shortTicketId('A1B2C3D4E5F6A7B8C9D0')).toBe('A1B2C3D');
    expect(shortTicketId('ABC')).toBe('ABC');
  });
});

describe('toggledSort', () => {
  it('sorts a new column ascending, then turns the order round', () => {
    const first = toggledSort({ sort: 'ticketId', direction: 'desc' }, 'userName');
    expect(first).toEqual({ sort: 'userName', direction: 'asc' });
    const second = toggledSort(first, 'userName');
    expect(second).toEqual({ sort: 'userName', direction: 'desc' });
    expect(toggledSort(second, 'userName')).toEqual({ sort: 'userName', direction: 'asc' });
    expect(toggledSort({ sort: 'ticketId', direction: 'desc' }, 'ticketId')).toEqual({
      sort: 'ticketId',
      direction: 'asc',
    });
  });
});

describe('ticketSearchOf', () => {
  it('reads hex text with a digit as a ticket id prefix, upper-cased', () => {
    expect(ticketSearchOf(' a1b2c ')).toEqual({ field: 'ticketId', prefix: 'A1B2C' });
    expect(ticketSearchOf('0042')).toEqual({ field: 'ticketId', prefix: '0042' });
  });

  it('reads anything else as a buyer name prefix, lower-cased', () => {
    expect(ticketSearchOf('Alice A')).toEqual({ field: 'userNameLower', prefix: 'alice a' });
    // Names made of hex letters are still names.
    expect(ticketSearchOf('Ada')).toEqual({ field: 'userNameLower', prefix: 'ada' });
    expect(ticketSearchOf('Bea')).toEqual({ field: 'userNameLower', prefix: 'bea' });
    expect(ticketSearchOf('R2D2')).toEqual({ field: 'userNameLower', prefix: 'r2d2' });
  });

  it('is nothing for blank text', () => {
    expect(ticketSearchOf('')).toBeNull();
    expect(ticketSearchOf('   ')).toBeNull();
  });
});

describe('eventSeats', () => {
  it("is the required seats, capped by the venue's seats", () => {
    expect(eventSeats({ requiredSeats: 100, venue: venue(120) })).toBe(100);
    expect(eventSeats({ requiredSeats: 150, venue: venue(120) })).toBe(120);
  });

  it('is the required seats when the venue is unknown or holds no seat count', () => {
    expect(eventSeats({ requiredSeats: 80, venue: null })).toBe(80);
    expect(eventSeats({ requiredSeats: 80, venue: venue(0) })).toBe(80);
  });
});

describe('occupancyPercent', () => {
  it('is the checked-in share of the seats, whole and at most 100', () => {
    expect(occupancyPercent(2, 100)).toBe(2);
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(130, 120)).toBe(100);
    expect(occupancyPercent(5, 0)).toBe(0);
  });
});

describe('ticketPaymentStatus', () => {
  it('reads paid, pending, or refunded, which outranks the lapsed payment a refund leaves', () => {
    expect(ticketPaymentStatus({ isPaid: true, refunded: false })).toBe('paid');
    expect(ticketPaymentStatus({ isPaid: false, refunded: false })).toBe('pending');
    expect(ticketPaymentStatus({ isPaid: false, refunded: true })).toBe('refunded');
  });

  it('says a ticket whose card payment is disputed is disputed, paid or not', () => {
    expect(ticketPaymentStatus({ isPaid: true, refunded: false, disputed: true })).toBe('disputed');
    expect(ticketPaymentStatus({ isPaid: false, refunded: false, disputed: true })).toBe('disputed');
    expect(ticketPaymentStatus({ isPaid: true, refunded: false, disputed: false })).toBe('paid');
  });
});
