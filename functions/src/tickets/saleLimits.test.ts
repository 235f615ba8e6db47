import { describe, expect, it } from 'vitest';
import {
  eventCounterExpiry,
  eventLimitRefusal,
  freeTicketsCounterId,
  purchaseCallRefusal,
  saleAddressCounterId,
  saleMinuteCounter,
} from './saleLimits';

const limits = {
  purchasesPerAddressPerMinute: 10,
  purchasesPerAddressPerEvent: 20,
  freeTicketsPerEmailPerEvent: 10,
};
const at = (iso: string) => Date.parse(iso);

describe('saleMinuteCounter', () => {
  it('is one document per address and minute, ending with the minute, and holds no address', () => {
    const first = saleMinuteCounter('203.0.113.7', at('2030-06-01T10:00:05Z'));
    expect(saleMinuteCounter('203.0.113.7', at('2030-06-01T10:00:59Z'))).toEqual(first);
    expect(saleMinuteCounter('203.0.113.7', at('2030-06-01T10:01:00Z')).id).not.toBe(first.id);
    expect(saleMinuteCounter('203.0.113.8', at('2030-06-01T10:00:05Z')).id).not.toBe(first.id);
    expect(first.expiresAt.toISOString()).toBe('2030-06-01T10:01:00.000Z');
    expect(first.id).toMatch(/^saleMinute_[0-9a-f]{32}_\d+$/);
  });
});

describe('event counters', () => {
  it('count per address or e-mail and event, and hold neither', () => {
    expect(saleAddressCounterId('203.0.113.7', 'evt1')).toMatch(/^saleAddress_[0-9a-f]{32}_evt1$/);
    expect(saleAddressCounterId('203.0.113.7', 'evt2')).not.toBe(saleAddressCounterId('203.0.113.7', 'evt1'));
    expect(freeTicketsCounterId('ben@gigvenue.test', 'evt1')).toMatch(/^freeTickets_[0-9a-f]{32}_evt1$/);
    expect(freeTicketsCounterId('ben@gigvenue.test', 'evt1')).not.toContain('ben');
  });

  it('may be deleted two days after the event, and never before now', () => {
    const now = at('2030-06-01T10:00:00Z');
    expect(eventCounterExpiry('2030-06-07', now).toISOString()).toBe('2030-06-09T00:00:00.000Z');
    expect(eventCounterExpiry(null, now).toISOString()).toBe('2030-06-03T10:00:00.000Z');
    expect(eventCounterExpiry('2030-05-01', now).toISOString()).toBe('2030-06-03T10:00:00.000Z');
  });
});

describe('purchaseCallRefusal', () => {
  it('allows the minute limit of calls and refuses the next', () => {
    expect(purchaseCallRefusal(9, limits)).toBeNull();
    expect(purchaseCallRefusal(10, limits)).toEqual({
      code: 'resource-exhausted',
      reason: 'tooManyPurchases',
      message: 'Too many purchases from your network. Please wait a minute and try again.',
    });
  });
});

describe('eventLimitRefusal', () => {
  const free = { quantity: 4, totalPence: 0 };
  const paid = { quantity: 4, totalPence: 5000 };

  it("refuses an address's purchase past the event's limit, paid or free", () => {
    expect(eventLimitRefusal({ addressPurchases: 19, freeTickets: 0 }, paid, limits)).toBeNull();
    for (const sale of [paid, free]) {
      expect(eventLimitRefusal({ addressPurchases: 20, freeTickets: 0 }, sale, limits)).toMatchObject({
        reason: 'tooManyPurchasesForEvent',
      });
    }
  });

  it('counts nothing per address when no address is known', () => {
    expect(eventLimitRefusal({ addressPurchases: null, freeTickets: 0 }, paid, limits)).toBeNull();
  });

  it('gives one e-mail address at most the free tickets the config allows, and says how many are left', () => {
    expect(eventLimitRefusal({ addressPurchases: 0, freeTickets: 6 }, free, limits)).toBeNull();
    expect(eventLimitRefusal({ addressPurchases: 0, freeTickets: 7 }, free, limits)).toMatchObject({
      code: 'resource-exhausted',
      reason: 'freeTicketsLeft',
      params: { left: 3 },
      message: 'This e-mail address can get only 3 more free tickets for this event.',
    });
    expect(eventLimitRefusal({ addressPurchases: null, freeTickets: 10 }, free, limits)?.message).toBe(
      'This e-mail address already has 10 free tickets for this event, the most one address can get.',
    );
    // Paid tickets are limited by the card, not by this count.
    expect(eventLimitRefusal({ addressPurchases: 0, freeTickets: 10 }, paid, limits)).toBeNull();
  });
});
