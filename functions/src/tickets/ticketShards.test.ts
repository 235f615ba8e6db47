import { describe, expect, it } from 'vitest';
import {
  rebasedQuotas,
  recordedSplit,
  refundedRevenue,
  shardAfterSale,
  shardCountFor,
  shardOrder,
  shardStock,
  shareOf,
  splitKeyOf,
  stockOfShards,
  sumCounters,
  takeFromShards,
} from './ticketShards';
import { eventStock, statsCountersOf } from '../shared/ticketStock';

const now = Date.UTC(2030, 4, 1, 12);
const event = (packages: { detail: string; price: number; ticketsAmmount: number }[], seats = 10_000) => ({
  title: 'Flash',
  status: 'active',
  createdBy: 'orla',
  requiredSeats: seats,
  eventDate: { year: 2030, month: 6, day: 1 },
  date: Date.UTC(2030, 5, 1),
  startTime: '7:00 PM',
  requiredTime: '3 hr 0 min',
  packages,
});
const zero = statsCountersOf(undefined);
const stockOf = (stored: Record<string, unknown>, base = zero) =>
  eventStock(stored, base, null, { now, ownerActive: true });

describe('shardCountFor', () => {
  it('gives one shard per 50 sellable tickets, at least 4 and at most 32', () => {
    expect(shardCountFor(10)).toBe(4);
    expect(shardCountFor(1000)).toBe(20);
    expect(shardCountFor(5000)).toBe(32);
  });
});

describe('shareOf', () => {
  it('splits evenly, the remainder to the first shards, and the shares sum to the whole', () => {
    expect([0, 1, 2].map((index) => shareOf(10, 3, index))).toEqual([4, 3, 3]);
    for (const total of [0, 1, 7, 999, 1000])
      expect(Array.from({ length: 7 }, (_, index) => shareOf(total, 7, index)).reduce((a, b) => a + b)).toBe(
        total,
      );
  });
});

describe('shardStock and stockOfShards', () => {
  const stored = event([
    { detail: 'Standard', price: 10, ticketsAmmount: 10 },
    { detail: 'VIP', price: 50, ticketsAmmount: 2 },
  ]);

  it("sums the shards' shares less what each sold to exactly what is left", () => {
    const base = stockOf(stored);
    const sold = [statsCountersOf({ sold: 3, packages: { Standard: 3 } }), zero, zero, zero];
    const shards = sold.map((counters, index) => shardStock(base, zero, 4, index, counters));
    expect(shards[0].packagesLeft).toEqual([0, 1]);
    const total = stockOfShards(base, shards);
    // Seats (10,000) do not bind: the total is the seats left, as the page always showed it.
    expect(total.ticketsLeft).toBe(10_000 - 3);
    expect(total.packages.map((item) => item.ticketsLeft)).toEqual([7, 2]);
  });

  it('splits only what the base leaves after its recounted tickets', () => {
    const baseCounters = statsCountersOf({ sold: 8, packages: { Standard: 8 } });
    const base = stockOf(stored, baseCounters);
    const shards = [0, 1, 2, 3].map((index) => shardStock(base, baseCounters, 4, index, zero));
    expect(stockOfShards(base, shards).packages.map((item) => item.ticketsLeft)).toEqual([2, 2]);
  });

  it('holds a share of the seats when they are fewer than the packages offer', () => {
    const base = stockOf(event([{ detail: 'Standard', price: 10, ticketsAmmount: 100 }], 10));
    const shards = [0, 1, 2, 3].map((index) => shardStock(base, zero, 4, index, zero));
    expect(shards.map((shard) => shard.ticketsLeft)).toEqual([3, 3, 2, 2]);
    expect(stockOfShards(base, shards).packages[0].ticketsLeft).toBe(10);
  });

  it('offers nothing when the event is not on sale', () => {
    const base = eventStock(stored, zero, null, { now, ownerActive: false });
    expect(shardStock(base, zero, 4, 0, zero)).toMatchObject({ ticketsLeft: 0, packagesLeft: [0, 0] });
  });
});

describe('takeFromShards', () => {
  const base = stockOf(event([{ detail: 'Standard', price: 10, ticketsAmmount: 8 }]));
  const shards = [
    shardStock(base, zero, 4, 2, statsCountersOf({ sold: 1, packages: { Standard: 1 } })),
    shardStock(base, zero, 4, 3, zero),
  ];

  it('takes from the first shard, and falls over to the next for the rest', () => {
    expect(takeFromShards(shards, 0, 1)).toEqual([{ index: 2, take: 1 }]);
    expect(takeFromShards(shards, 0, 3)).toEqual([
      { index: 2, take: 1 },
      { index: 3, take: 2 },
    ]);
  });

  it('takes nothing when the shards together hold too few', () => {
    expect(takeFromShards(shards, 0, 4)).toEqual([]);
  });
});

describe('shardOrder', () => {
  it('goes round the ring from the start', () => {
    expect(shardOrder([1, 4, 6], 1)).toEqual([4, 6, 1]);
    expect(shardOrder([1, 4, 6], 5)).toEqual([6, 1, 4]);
    expect(shardOrder([], 3)).toEqual([]);
  });
});

describe('sumCounters and shardAfterSale', () => {
  it('adds a sale to a shard and sums the shards with the latest end any recorded', () => {
    const after = shardAfterSale(zero, {
      detail: 'VIP',
      take: 2,
      unitPricePence: 5000,
      newHolder: true,
      latestEndAt: 5,
    });
    expect(after).toEqual({
      sold: 2,
      revenuePence: 10000,
      checkedIn: 0,
      holders: 1,
      packages: { VIP: 2 },
      latestEndAt: 5,
    });
    const total = sumCounters([
      after,
      statsCountersOf({ sold: 1, checkedIn: 1, packages: { VIP: 1 }, latestEndAt: 9 }),
    ]);
    expect(total).toEqual({
      sold: 3,
      revenuePence: 10000,
      checkedIn: 1,
      holders: 1,
      packages: { VIP: 3 },
      latestEndAt: 9,
    });
  });
});

describe('refundedRevenue', () => {
  it("takes each shard's part, the last the rest of the pence", () => {
    expect(refundedRevenue('e1', { '2': 1, '5': 2 }, 1000, 3)).toEqual([
      ['ticketStats/e1/shards/2', 333],
      ['ticketStats/e1/shards/5', 667],
    ]);
  });

  it('takes it off the base for a purchase from before the shards', () => {
    expect(refundedRevenue('e1', undefined, 1000, 3)).toEqual([['ticketStats/e1', 1000]]);
  });
});

describe('a stock lowered after sales (rebasedQuotas, recordedSplit)', () => {
  const hundred = event([{ detail: 'Standard', price: 10, ticketsAmmount: 100 }]);
  const forty = event([{ detail: 'Standard', price: 10, ticketsAmmount: 40 }]);
  // Shard 0 sold its whole share of 100 (25); the others nothing.
  const soldOnFirst = [statsCountersOf({ sold: 25, packages: { Standard: 25 } }), zero, zero, zero];
  const leftOver = (stock: ReturnType<typeof stockOf>, quotas?: ReturnType<typeof rebasedQuotas>) =>
    stockOfShards(
      stock,
      soldOnFirst.map((counters, index) => shardStock(stock, zero, 4, index, counters, quotas?.[index])),
    ).packages[0].ticketsLeft;

  it('would sell 30 more of a package lowered to 40 with 25 sold, under the old even shares', () => {
    expect(leftOver(stockOf(forty))).toBe(30);
  });

  it('splits what is truly left anew: 15 more, never over the new figure', () => {
    const stock = stockOf(forty);
    const quotas = rebasedQuotas(stock, zero, soldOnFirst);
    expect(quotas.map((quota) => quota.packages.Standard)).toEqual([25 + 4, 4, 4, 3]);
    expect(leftOver(stock, quotas)).toBe(15);
  });

  it('leaves nothing to sell for a figure below what was sold, and counts held tickets and the base as taken', () => {
    expect(
      leftOver(
        stockOf(event([{ detail: 'Standard', price: 10, ticketsAmmount: 20 }])),
        rebasedQuotas(
          stockOf(event([{ detail: 'Standard', price: 10, ticketsAmmount: 20 }])),
          zero,
          soldOnFirst,
        ),
      ),
    ).toBe(0);
    const base = statsCountersOf({ sold: 5, packages: { Standard: 5 } });
    const held = statsCountersOf({ sold: 0, packages: {}, held: { Standard: 3 } });
    const stock = stockOf(forty, base);
    const shards = [soldOnFirst[0], held, zero, zero];
    const quotas = rebasedQuotas(stock, base, shards);
    const left = stockOfShards(
      stock,
      shards.map((counters, index) => shardStock(stock, base, 4, index, counters, quotas[index])),
    );
    // 40 less 5 on the base, 25 sold and 3 held.
    expect(left.packages[0].ticketsLeft).toBe(7);
  });

  it('splits the seats anew too when they, not the packages, bind', () => {
    const seats = event([{ detail: 'Standard', price: 10, ticketsAmmount: 100 }], 30);
    const stock = stockOf(seats);
    const quotas = rebasedQuotas(stock, zero, soldOnFirst);
    expect(quotas.map((quota) => quota.seats)).toEqual([25 + 2, 1, 1, 1]);
    expect(
      stockOfShards(
        stock,
        soldOnFirst.map((counters, index) => shardStock(stock, zero, 4, index, counters, quotas[index])),
      ).ticketsLeft,
    ).toBe(5);
  });

  it('is current while the base records the stock it was split for, and not once the owner changes it', () => {
    const stock = stockOf(hundred);
    expect(recordedSplit(undefined, stock, 4)).toEqual({ current: true, quotas: null });
    expect(recordedSplit({ splitKey: splitKeyOf(stock) }, stock, 4)).toEqual({ current: true, quotas: null });
    expect(recordedSplit({ splitKey: splitKeyOf(stock) }, stockOf(forty), 4)).toEqual({ current: false });
    // A base from before split keys, and quotas that do not fit the shards, are split anew.
    expect(recordedSplit({ sold: 3 }, stock, 4)).toEqual({ current: false });
    expect(recordedSplit({ splitKey: splitKeyOf(stock), quotas: [] }, stock, 4)).toEqual({ current: false });
    const quotas = rebasedQuotas(stockOf(forty), zero, soldOnFirst);
    expect(recordedSplit({ splitKey: splitKeyOf(stockOf(forty)), quotas }, stockOf(forty), 4)).toEqual({
      current: true,
      quotas,
    });
  });

  it('keeps the quotas when sales and refunds move the counts: what is left stays exact', () => {
    const stock = stockOf(forty);
    const quotas = rebasedQuotas(stock, zero, soldOnFirst);
    // Shard 1 sells 4 after the split, then 2 of shard 0's tickets are refunded.
    const after = [
      statsCountersOf({ sold: 23, packages: { Standard: 23 } }),
      statsCountersOf({ sold: 4, packages: { Standard: 4 } }),
      zero,
      zero,
    ];
    const left = stockOfShards(
      stock,
      after.map((counters, index) => shardStock(stock, zero, 4, index, counters, quotas[index])),
    );
    expect(left.packages[0].ticketsLeft).toBe(40 - 27);
  });
});
