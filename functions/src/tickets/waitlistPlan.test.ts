import { describe, expect, it } from 'vitest';
import { shardStock, stockOfShards } from './ticketShards';
import { eventStock, statsCountersOf, type StatsCounters } from '../shared/ticketStock';
import { planOffers } from './waitlistPlan';

const now = Date.UTC(2030, 4, 1, 12);
const event = {
  title: 'Gig',
  status: 'active',
  requiredSeats: 100,
  eventDate: { year: 2030, month: 6, day: 1 },
  date: Date.UTC(2030, 5, 1),
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  packages: [
    { detail: 'Standard', price: 10, ticketsAmmount: 8 },
    { detail: 'VIP', price: 30, ticketsAmmount: 4 },
  ],
};
const zero = statsCountersOf(undefined);
const stock = eventStock(event, zero, null, { now, ownerActive: true });
const sold = (standard: number, vip = 0, held?: Record<string, number>): StatsCounters => ({
  ...zero,
  sold: standard + vip,
  packages: { Standard: standard, VIP: vip },
  ...(held ? { held } : {}),
});
/** Four shards: Standard's 8 split 2 each, VIP's 4 one each. */
const soldOut = () => new Map([0, 1, 2, 3].map((index) => [index, sold(2, 1)]));
const left = (shards: Map<number, StatsCounters>) =>
  stockOfShards(
    stock,
    [0, 1, 2, 3].map((index) => shardStock(stock, zero, 4, index, shards.get(index) ?? zero)),
  ).packages.map((item) => item.ticketsLeft);

describe('planOffers', () => {
  it('offers what came back to the first in line, up to what they asked for, held on the shards it came from', () => {
    const shards = soldOut();
    shards.set(2, sold(0, 1)); // two Standard tickets refunded on shard 2
    const plan = planOffers({
      stock,
      baseCounters: zero,
      n: 4,
      shards,
      quotas: null,
      lapsed: [],
      line: [
        { entryId: 'ada', packageIndex: 0, quantity: 3 },
        { entryId: 'bob', packageIndex: 0, quantity: 1 },
      ],
    });
    expect(plan.offers).toEqual([
      { entryId: 'ada', packageIndex: 0, detail: 'Standard', quantity: 2, shards: { 2: 2 } },
    ]);
    expect(plan.shards.get(2)?.held).toEqual({ Standard: 2 });
    // Held tickets are not on sale to anyone else.
    expect(left(new Map([...shards, ...plan.shards]))).toEqual([0, 0]);
  });

  it('keeps each package in line order: nobody behind is served while the first waits for a package with none left', () => {
    const shards = soldOut();
    shards.set(1, sold(2, 0)); // one VIP back
    const plan = planOffers({
      stock,
      baseCounters: zero,
      n: 4,
      shards,
      quotas: null,
      lapsed: [],
      line: [
        { entryId: 'ada', packageIndex: 0, quantity: 1 },
        { entryId: 'bob', packageIndex: 1, quantity: 2 },
        { entryId: 'cleo', packageIndex: 0, quantity: 1 },
      ],
    });
    expect(plan.offers.map((offer) => [offer.entryId, offer.quantity])).toEqual([['bob', 1]]);
  });

  it('lets a lapsed offer go before offering, so its tickets reach the next in line', () => {
    const shards = soldOut();
    shards.set(3, sold(0, 1, { Standard: 2 })); // Ada's lapsed offer held 2 Standard on shard 3
    const plan = planOffers({
      stock,
      baseCounters: zero,
      n: 4,
      shards,
      quotas: null,
      lapsed: [{ entryId: 'ada', detail: 'Standard', shards: { 3: 2 } }],
      line: [{ entryId: 'bob', packageIndex: 0, quantity: 1 }],
    });
    expect(plan.lapsed).toEqual(['ada']);
    expect(plan.offers).toEqual([
      { entryId: 'bob', packageIndex: 0, detail: 'Standard', quantity: 1, shards: { 3: 1 } },
    ]);
    expect(plan.shards.get(3)?.held).toEqual({ Standard: 1 });
  });

  it('offers nothing for an event that no longer sells', () => {
    const shards = soldOut();
    shards.set(0, sold(0, 1));
    const plan = planOffers({
      stock: { ...stock, onSale: false },
      baseCounters: zero,
      n: 4,
      shards,
      quotas: null,
      lapsed: [],
      line: [{ entryId: 'ada', packageIndex: 0, quantity: 1 }],
    });
    expect(plan.offers).toEqual([]);
  });
});
