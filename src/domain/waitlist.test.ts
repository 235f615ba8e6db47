import { describe, expect, it } from 'vitest';
import type { TicketSaleView } from './ticketSale';
import { londonClockTime, offerSaleView, soldOutPackages, waitlistPlaces } from './waitlist';

const sale = {
  eventId: 'evt-salsa',
  onSale: true,
  ticketsLeft: 2,
  packages: [
    { index: 0, detail: 'Standard', price: 12, ticketsLeft: 0 },
    { index: 1, detail: 'VIP', price: 24, ticketsLeft: 2 },
  ],
} as TicketSaleView;

describe('londonClockTime', () => {
  it("reads London's clock: GMT in winter, BST in summer", () => {
    expect(londonClockTime(Date.UTC(2031, 0, 10, 18, 5, 30))).toBe('18:05');
    expect(londonClockTime(Date.UTC(2031, 5, 2, 18, 5))).toBe('19:05');
  });
});

describe('waitlistPlaces', () => {
  it('numbers each package its own line, in joining order, skipping those done with', () => {
    expect(
      waitlistPlaces([
        { packageIndex: 0, status: 'claimed' },
        { packageIndex: 0, status: 'offered' },
        { packageIndex: 1, status: 'waiting' },
        { packageIndex: 0, status: 'lapsed' },
        { packageIndex: 0, status: 'waiting' },
      ]),
    ).toEqual([null, 1, 1, null, 2]);
  });
});

describe('soldOutPackages', () => {
  it('lists the packages with nothing left, and every package once the event has nothing left', () => {
    expect(soldOutPackages(sale).map((item) => item.detail)).toEqual(['Standard']);
    expect(soldOutPackages({ ...sale, ticketsLeft: 0 })).toHaveLength(2);
  });
});

describe('offerSaleView', () => {
  const offer = { eventId: 'evt-salsa', packageIndex: 0, quantity: 3, heldUntil: 0 };

  it('sells only the offered package, with the tickets the offer holds', () => {
    const view = offerSaleView({ ...sale, onSale: false }, offer);
    expect(view?.onSale).toBe(true);
    expect(view?.ticketsLeft).toBe(3);
    expect(view?.packages).toEqual([{ index: 0, detail: 'Standard', price: 12, ticketsLeft: 3 }]);
  });

  it('holds nothing for another event or a package the sale no longer has', () => {
    expect(offerSaleView(sale, { ...offer, eventId: 'evt-other' })).toBeNull();
    expect(offerSaleView(sale, { ...offer, packageIndex: 5 })).toBeNull();
  });
});
