import { describe, expect, it } from 'vitest';
import { FIXTURES } from '@gigvenue/contracts/fixtures';
import {
  datedEvent,
  MAX_TICKETS_PER_PURCHASE,
  maxQuantity,
  packageOf,
  purchaseCalendarSource,
  purchaseViewOf,
  saleAvailability,
  saleViewOf,
  shortTicketId,
  ticketsLeftOf,
  totalPence,
  type PurchaseEvent,
  type TicketSaleView,
} from './ticketSale';

const sale = (
  overrides: Partial<TicketSaleView> = {},
): Pick<TicketSaleView, 'onSale' | 'ticketsLeft' | 'packages'> => ({
  onSale: true,
  ticketsLeft: 100,
  packages: [
    { index: 0, detail: 'Standard', price: 12, ticketsLeft: 80 },
    { index: 1, detail: 'VIP', price: 24.5, ticketsLeft: 3 },
    { index: 2, detail: 'Balcony', price: 0, ticketsLeft: 0 },
  ],
  ...overrides,
});

describe('saleAvailability', () => {
  it('sells while the event is on sale and some package has tickets left', () => {
    expect(saleAvailability(sale())).toBe('onSale');
  });

  it('is sold out when no seat is left in the event or in any package', () => {
    expect(saleAvailability(sale({ ticketsLeft: 0 }))).toBe('soldOut');
    expect(
      saleAvailability(sale({ packages: sale().packages.map((item) => ({ ...item, ticketsLeft: 0 })) })),
    ).toBe('soldOut');
    expect(saleAvailability(sale({ packages: [] }))).toBe('soldOut');
  });

  it('is not on sale when the server says so, whatever is left', () => {
    expect(saleAvailability(sale({ onSale: false }))).toBe('notOnSale');
  });
});

describe('maxQuantity', () => {
  it('is at most ten per purchase', () => {
    expect(maxQuantity(sale(), 0)).toBe(MAX_TICKETS_PER_PURCHASE);
  });

  it("is capped by the package's tickets left and by the event's", () => {
    expect(maxQuantity(sale(), 1)).toBe(3);
    expect(maxQuantity(sale({ ticketsLeft: 2 }), 0)).toBe(2);
  });

  it('is zero for a sold-out or unknown package and for an event not on sale', () => {
    expect(maxQuantity(sale(), 2)).toBe(0);
    expect(maxQuantity(sale(), 7)).toBe(0);
    expect(maxQuantity(sale({ onSale: false }), 0)).toBe(0);
    expect(maxQuantity(sale({ ticketsLeft: -4 }), 0)).toBe(0);
  });

  it('finds packages by their index, not their position', () => {
    const shuffled = sale({ packages: [{ index: 3, detail: 'Late', price: 5, ticketsLeft: 4 }] });
    expect(packageOf(shuffled, 3)?.detail).toBe('Late');
    expect(maxQuantity(shuffled, 3)).toBe(4);
    expect(maxQuantity(shuffled, 0)).toBe(0);
  });
});

describe('ticketsLeftOf', () => {
  it("is the package's tickets left, capped by the event's seats left", () => {
    expect(ticketsLeftOf({ ticketsLeft: 100 }, { ticketsLeft: 80 })).toBe(80);
    expect(ticketsLeftOf({ ticketsLeft: 5 }, { ticketsLeft: 80 })).toBe(5);
    expect(ticketsLeftOf({ ticketsLeft: -1 }, { ticketsLeft: 80 })).toBe(0);
  });
});

describe('totalPence', () => {
  it('multiplies whole pence, so pounds never drift', () => {
    expect(totalPence(24.5, 3)).toBe(7350);
    expect(totalPence(0.1, 3)).toBe(30);
    expect(totalPence(19.99, 10)).toBe(19990);
  });

  it('is zero for free packages and for no tickets', () => {
    expect(totalPence(0, 4)).toBe(0);
    expect(totalPence(12, 0)).toBe(0);
  });
});

describe('shortTicketId', () => {
  it('keeps the first seven characters', () => {
    expect(shortTicketId('A1B2C3D4E5F6A7B8C9D0')).toBe('A1B2C3D');
    expect(shortTicketId('ABC')).toBe('ABC');
  });
});

describe('purchaseCalendarSource', () => {
  const event: PurchaseEvent = {
    id: 'evt-1',
    title: 'Salsa Social Tonight',
    description: 'Salsa in Camden',
    date: Date.UTC(2031, 5, 2),
    eventDate: { year: 2031, month: 6, day: 2 },
    startTime: '7:00 PM',
    requiredTime: '3 hr 0 min',
    venueName: 'Camden Dance Hall',
    address: '12 Camden Road, London NW1 9DP',
  };

  it("puts the venue's name before its address", () => {
    expect(purchaseCalendarSource(event)).toEqual({
      id: 'evt-1',
      title: 'Salsa Social Tonight',
      description: 'Salsa in Camden',
      eventDate: { year: 2031, month: 6, day: 2 },
      startTime: '7:00 PM',
      requiredTime: '3 hr 0 min',
      address: 'Camden Dance Hall, 12 Camden Road, London NW1 9DP',
      eventLocation: 'Camden Dance Hall',
    });
  });

  it('does not repeat a name the address already starts with, and does with either one missing', () => {
    expect(purchaseCalendarSource({ ...event, address: 'Camden Dance Hall, 12 Camden Road' }).address).toBe(
      'Camden Dance Hall, 12 Camden Road',
    );
    expect(purchaseCalendarSource({ ...event, venueName: ' ' }).address).toBe(
      '12 Camden Road, London NW1 9DP',
    );
    expect(purchaseCalendarSource({ ...event, address: '' }).address).toBe('Camden Dance Hall');
  });
});

describe('datedEvent, saleViewOf and purchaseViewOf', () => {
  const [sale, undatedSale] = FIXTURES.getTicketSale.responses;
  const [purchase, undatedPurchase] = FIXTURES.getTicketPurchase.responses;

  it('keep an answer whose event has a date as it is', () => {
    expect(datedEvent({ id: 'e', eventDate: { year: 2031, month: 6, day: 2 } })).toEqual({
      id: 'e',
      eventDate: { year: 2031, month: 6, day: 2 },
    });
    expect(saleViewOf(sale)).toEqual(sale);
    expect(purchaseViewOf(purchase)).toEqual(purchase);
  });

  it('read an event without a date (deleted since, or malformed) as no event', () => {
    expect(datedEvent({ id: 'e', eventDate: null })).toBeNull();
    expect(saleViewOf(undatedSale)).toBeNull();
    expect(purchaseViewOf(undatedPurchase)).toBeNull();
  });
});
