import { describe, expect, it } from 'vitest';
import {
  eventCounterExpiry,
  eventLimitRefusal,
  freeTicketsCounterId,
  freeTicketsHourCounter,
  saleAddressCounterId,
} from './saleLimits';

const limits = {
  purchasesPerAddressPerMinute: 10,
  purchasesPerAddressPerEvent: 20,
  freeTicketsPerEmailPerEvent: 10,
  freeTicketsPerEventPerHour: 100,
};
const at = (iso: string) => Date.parse(iso);

describe('event counters', () => {
  it('count per address or e-mail and event, and hold neither', () => {
    expect(saleAddressCounterId('203.0.113.7', 'evt1')).toMatch(/^saleAddress_[0-9a-f]{32}_evt1$/);
    expect(saleAddressCounterId('203.0.113.7', 'evt2')).not.toBe(saleAddressCounterId('203.0.113.7', 'evt1'));
    expect(freeTicketsCounterId('ben@gigvenue.test', 'evt1')).toMatch(/^freeTickets_[0-9a-f]{32}_evt1$/);
    expect(freeTicketsCounterId('ben@gigvenue.test', 'evt1')).not.toContain('ben');
  });

  it("count an e-mail address's aliases as its mailbox", () => {
    const mailbox = freeTicketsCounterId('victim@gmail.com', 'evt1');
    expect(freeTicketsCounterId('Victim+1@gmail.com', 'evt1')).toBe(mailbox);
    expect(freeTicketsCounterId('v.ictim+2@googlemail.com', 'evt1')).toBe(mailbox);
    expect(freeTicketsCounterId('other@gmail.com', 'evt1')).not.toBe(mailbox);
  });

  it("count an event's free tickets per hour, ending with the hour", () => {
    const first = freeTicketsHourCounter('evt1', at('2030-06-01T10:00:05Z'));
    expect(freeTicketsHourCounter('evt1', at('2030-06-01T10:59:59Z'))).toEqual(first);
    expect(freeTicketsHourCounter('evt1', at('2030-06-01T11:00:00Z')).id).not.toBe(first.id);
    expect(freeTicketsHourCounter('evt2', at('2030-06-01T10:00:05Z')).id).not.toBe(first.id);
    expect(first).toEqual({
      id: `freeHour_evt1_${at('2030-06-01T10:00:00Z')}`,
      expiresAt: new Date('2030-06-01T11:00:00Z'),
    });
  });

  it('may be deleted two days after the event, and never before now', () => {
    const now = at('2030-06-01T10:00:00Z');
    expect(eventCounterExpiry('2030-06-07', now).toISOString()).toBe('2030-06-09T00:00:00.000Z');
    expect(eventCounterExpiry(null, now).toISOString()).toBe('2030-06-03T10:00:00.000Z');
    expect(eventCounterExpiry('2030-05-01', now).toISOString()).toBe('2030-06-03T10:00:00.000Z');
  });
});

describe('eventLimitRefusal', () => {
  const free = { quantity: 4, totalPence: 0 };
  const paid = { quantity: 4, totalPence: 5000 };

  it("refuses an address's purchase past the event's limit, paid or free", () => {
    expect(
      eventLimitRefusal({ addressPurchases: 19, freeTickets: 0, freeTicketsThisHour: 0 }, paid, limits),
    ).toBeNull();
    for (const sale of [paid, free]) {
      expect(
        eventLimitRefusal({ addressPurchases: 20, freeTickets: 0, freeTicketsThisHour: 0 }, sale, limits),
      ).toMatchObject({
        reason: 'tooManyPurchasesForEvent',
      });
    }
  });

  it('counts nothing per address when no address is known', () => {
    expect(
      eventLimitRefusal({ addressPurchases: null, freeTickets: 0, freeTicketsThisHour: 0 }, paid, limits),
    ).toBeNull();
  });

  it('gives one e-mail address at most the free tickets the config allows, and says how many are left', () => {
    expect(
      eventLimitRefusal({ addressPurchases: 0, freeTickets: 6, freeTicketsThisHour: 0 }, free, limits),
    ).toBeNull();
    expect(
      eventLimitRefusal({ addressPurchases: 0, freeTickets: 7, freeTicketsThisHour: 0 }, free, limits),
    ).toMatchObject({
      code: 'resource-exhausted',
      reason: 'freeTicketsLeft',
      params: { left: 3 },
      message: 'This e-mail address can get only 3 more free tickets for this event.',
    });
    expect(
      eventLimitRefusal({ addressPurchases: null, freeTickets: 10, freeTicketsThisHour: 0 }, free, limits)
        ?.message,
    ).toBe('This e-mail address already has 10 free tickets for this event, the most one address can get.');
    // Paid tickets are limited by the card, not by this count.
    expect(
      eventLimitRefusal({ addressPurchases: 0, freeTickets: 10, freeTicketsThisHour: 0 }, paid, limits),
    ).toBeNull();
  });

  it("caps an event's free tickets per hour, whoever asks, and leaves paid tickets to the card", () => {
    const counts = (freeTicketsThisHour: number) => ({
      addressPurchases: 0,
      freeTickets: 0,
      freeTicketsThisHour,
    });
    expect(eventLimitRefusal(counts(96), free, limits)).toBeNull();
    expect(eventLimitRefusal(counts(97), free, limits)).toEqual({
      code: 'resource-exhausted',
      reason: 'freeTicketsThisHourUsed',
      message: 'This event has given out all the free tickets it can this hour. Please try again in an hour.',
    });
    expect(eventLimitRefusal(counts(100), paid, limits)).toBeNull();
  });
});
