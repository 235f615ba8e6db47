import { describe, expect, it } from 'vitest';
import {
  capacityOf,
  eventDateKey,
  eventStock,
  ownerSells,
  statsCountersOf,
  storedPackages,
} from './ticketStock';

const event = (overrides: Record<string, unknown> = {}) => ({
  status: 'active',
  eventDate: { year: 2030, month: 6, day: 1 },
  date: Date.UTC(2030, 5, 1),
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  requiredSeats: 100,
  venue: { venueName: 'Hall', seats: 120 },
  packages: [
    { detail: 'Standard', price: 12.5, ticketsAmmount: 80 },
    { detail: 'VIP', price: 30, ticketsAmmount: 20 },
  ],
  ...overrides,
});
const none = statsCountersOf(undefined);
const at = (now: number) => ({ now, ownerActive: true });

describe('eventStock', () => {
  it('sells an active or in-progress event of an active owner until the event ends', () => {
    // The event starts at 7 PM on 1 June 2030 (London, BST) and lasts 3 hours: it ends at 21:00 UTC.
    const ends = Date.UTC(2030, 5, 1, 21);
    expect(eventStock(event(), none, null, at(ends - 1)).onSale).toBe(true);
    expect(eventStock(event({ status: 'inProgress' }), none, null, at(Date.UTC(2030, 4, 1))).onSale).toBe(
      true,
    );
    expect(eventStock(event(), none, null, at(ends)).onSale).toBe(false);
    expect(eventStock(event(), none, null, at(Date.UTC(2030, 5, 2))).onSale).toBe(false);
    expect(eventStock(event({ status: 'completed' }), none, null, at(Date.UTC(2030, 4, 1))).onSale).toBe(
      false,
    );
  });

  it('stops selling on the day once the event has ended, not at midnight', () => {
    const anHourAfterTheEnd = Date.UTC(2030, 5, 1, 22);
    expect(eventStock(event(), none, null, at(anHourAfterTheEnd)).onSale).toBe(false);
  });

  it("stops selling the events of an owner whose account is not active, and an undated event's", () => {
    expect(eventStock(event(), none, null, { now: Date.UTC(2030, 4, 1), ownerActive: false }).onSale).toBe(
      false,
    );
    expect(eventStock(event({ date: undefined }), none, null, at(Date.UTC(2030, 4, 1))).onSale).toBe(false);
  });

  it("reads only an 'active' owner status as selling", () => {
    expect(ownerSells('active')).toBe(true);
    for (const status of ['pending', 'suspended', undefined, null, 'ACTIVE'])
      expect(ownerSells(status)).toBe(false);
  });

  it('leaves per package what it offers minus what sold, never more than the seats left', () => {
    const counters = statsCountersOf({ sold: 95, packages: { Standard: 78, VIP: 17 } });
    const stock = eventStock(event(), counters, null, at(Date.UTC(2030, 4, 1)));
    expect(stock).toMatchObject({ capacity: 100, ticketsLeft: 5 });
    expect(stock.packages.map((item) => [item.detail, item.ticketsLeft])).toEqual([
      ['Standard', 2],
      ['VIP', 3],
    ]);
    const full = eventStock(
      event(),
      statsCountersOf({ sold: 100, packages: { Standard: 80, VIP: 20 } }),
      null,
      at(Date.UTC(2030, 4, 1)),
    );
    expect(full.ticketsLeft).toBe(0);
    expect(full.packages.every((item) => item.ticketsLeft === 0)).toBe(true);
  });

  it('prices from the stored packages in pence and keeps a malformed package from selling', () => {
    const packages = storedPackages(
      event({
        packages: [
          { detail: 'Odd', price: 10.1, ticketsAmmount: 5 },
          { detail: 'Broken', price: 'free', ticketsAmmount: 5 },
          null,
        ],
      }),
    );
    expect(packages).toEqual([
      { detail: 'Odd', price: 10.1, pricePence: 1010, ticketsAmmount: 5 },
      { detail: 'Broken', price: 0, pricePence: 0, ticketsAmmount: 0 },
      { detail: '', price: 0, pricePence: 0, ticketsAmmount: 0 },
    ]);
  });
});

describe('capacityOf', () => {
  it("is the required seats capped by the venue's seats on the event and the booked venue's now", () => {
    expect(capacityOf(event(), null)).toBe(100);
    expect(capacityOf(event({ venue: { seats: 40 } }), null)).toBe(40);
    expect(capacityOf(event(), 30)).toBe(30);
    expect(capacityOf(event({ venue: null }), null)).toBe(100);
    expect(capacityOf(event({ requiredSeats: undefined, venue: null }), null)).toBe(0);
  });
});

describe('eventDateKey', () => {
  it('reads eventDate, else the stored UTC midnight', () => {
    expect(eventDateKey(event())).toBe('2030-06-01');
    expect(eventDateKey({ date: Date.UTC(2030, 11, 31) })).toBe('2030-12-31');
    expect(eventDateKey({})).toBeNull();
  });
});

describe('statsCountersOf', () => {
  it('reads a missing or malformed document as zero', () => {
    expect(statsCountersOf(undefined)).toEqual({
      sold: 0,
      revenuePence: 0,
      checkedIn: 0,
      holders: 0,
      packages: {},
    });
    expect(statsCountersOf({ sold: -3, revenuePence: 'x', packages: { VIP: 2, Odd: 'y' } })).toMatchObject({
      sold: 0,
      revenuePence: 0,
      packages: { VIP: 2, Odd: 0 },
    });
  });
});
