import { describe, expect, it } from 'vitest';
import { bookingPaymentState, collectedTickets, ticketsDueAt } from './creditable';

const HOUR = 60 * 60 * 1000;
const end = Date.UTC(2030, 5, 1, 21);

describe('ticketsDueAt', () => {
  it('is the end plus the clearance hours', () => {
    expect(ticketsDueAt(end, undefined, 48)).toBe(end + 48 * HOUR);
    expect(ticketsDueAt(end, end, 1)).toBe(end + HOUR);
  });

  it('waits for the end the buyers bought when the event now ends sooner', () => {
    const movedToToday = Date.UTC(2030, 2, 1, 9, 15);
    expect(ticketsDueAt(movedToToday, end, 48)).toBe(end + 48 * HOUR);
  });

  it('follows an event that now ends later than any sale saw', () => {
    expect(ticketsDueAt(end + 2 * HOUR, end, 48)).toBe(end + 50 * HOUR);
  });
});

describe('bookingPaymentState', () => {
  it('credits a captured payment, and an event booked before payments were recorded', () => {
    expect(bookingPaymentState('captured')).toBe('credit');
    expect(bookingPaymentState(undefined)).toBe('credit');
  });

  it('waits while the payment is only authorised, since its capture is retried', () => {
    expect(bookingPaymentState('authorized')).toBe('wait');
  });

  it('withholds money never collected', () => {
    for (const status of ['lapsed', 'released', 'refunded', 'failed', null, 42])
      expect(bookingPaymentState(status)).toBe('withhold');
  });

  it('waits while a dispute is open, withholds a lost one and credits a won one', () => {
    const dispute = (status: string) => ({ id: 'dp_1', status, amountPence: 100, at: 1 });
    expect(bookingPaymentState('captured', dispute('open'))).toBe('wait');
    expect(bookingPaymentState('captured', dispute('lost'))).toBe('withhold');
    expect(bookingPaymentState('captured', dispute('won'))).toBe('credit');
    expect(bookingPaymentState('captured', null)).toBe('credit');
  });
});

describe('collectedTickets', () => {
  const counted = { sold: 6, revenuePence: 9_500, packages: { Standard: 4, VIP: 2 } };

  it('is every counted sale when none lapsed', () => {
    expect(collectedTickets(counted, [])).toEqual(counted);
  });

  it('leaves out the purchases whose authorisation lapsed, per package too', () => {
    expect(
      collectedTickets(counted, [
        { quantity: 1, totalPence: 3_000, ticketType: 'VIP' },
        { quantity: 2, totalPence: 2_500, ticketType: 'Standard' },
      ]),
    ).toEqual({ sold: 3, revenuePence: 4_000, packages: { Standard: 2, VIP: 1 } });
  });

  it('leaves out a purchase once even when it is both refunded and lost in a dispute', () => {
    const refunded = { id: 'p1', quantity: 2, totalPence: 2_500, ticketType: 'Standard' };
    expect(collectedTickets(counted, [refunded, refunded])).toEqual({
      sold: 4,
      revenuePence: 7_000,
      packages: { Standard: 2, VIP: 2 },
    });
  });

  it("takes nothing off again for an organizer's refund, whose tickets the counts already returned to sale", () => {
    const returned = {
      id: 'p2',
      quantity: 2,
      totalPence: 2_500,
      ticketType: 'Standard',
      returnedToSale: true,
    };
    expect(collectedTickets(counted, [returned])).toEqual(counted);
  });

  it('never goes below zero, whatever the records say', () => {
    expect(
      collectedTickets({ sold: 1, revenuePence: 100, packages: { Standard: 1 } }, [
        { quantity: 5, totalPence: 900, ticketType: 'Standard' },
        { quantity: Number.NaN, totalPence: -20, ticketType: 'Gone' },
      ]),
    ).toEqual({ sold: 0, revenuePence: 0, packages: { Standard: 0 } });
  });
});
