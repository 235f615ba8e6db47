import type { EventStock, PackageStock, StatsCounters } from '../shared/ticketStock';

// An event's stock and counters split over shard documents, ticketStats/{eventId}/shards/{index}, so no document is
// written by every sale or check-in (Firestore sustains about one write per second on one document). Pure: the sale,
// the public page, settlement and the tests split and sum the same way.
//
// ticketStats/{eventId} (the base) is written once, by the first sale: it fixes the event's shard count, names the
// staff for the rules, proves to the rules that tickets were sold, and keeps counters recounted by an operator
// (rebuildTicketStats) or left from before the shards. What is left to sell, after the base's counts, is split evenly
// over the shards: shard i may sell share(left, n, i) of each package, and its own counts say how much of that it has
// sold. The shards' allowances sum to what is left, so the event is never oversold, however the sales fall.

/** Tickets per shard the count aims at: a shard takes about one sale in this many of the event's. */
export const TICKETS_PER_SHARD = 50;
export const MIN_SHARDS = 4;
export const MAX_SHARDS = 32;

/** How many shards an event that can sell this many tickets gets: one per 50, at least 4 and at most 32. */
export function shardCountFor(tickets: number): number {
  return Math.min(MAX_SHARDS, Math.max(MIN_SHARDS, Math.ceil(tickets / TICKETS_PER_SHARD)));
}

/** The tickets an event can sell at all: its packages' tickets, never more than its capacity. */
export const sellableOf = (stock: EventStock) =>
  Math.min(
    stock.capacity,
    stock.packages.reduce((sum, item) => sum + item.ticketsAmmount, 0),
  );

/** The base's shard count, or the one the event gets (shardCountFor) when the base does not record one yet. */
export function shardCountOf(base: Record<string, unknown> | undefined, stock: EventStock): number {
  const stored = base?.shards;
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 1 && stored <= 256
    ? stored
    : shardCountFor(sellableOf(stock));
}

/** Shard i's part of `total` over n shards: even, the remainder going to the first shards. */
export function shareOf(total: number, n: number, index: number): number {
  const whole = Math.max(0, Math.floor(total));
  return Math.floor(whole / n) + (index < whole % n ? 1 : 0);
}

export const shardPath = (eventId: string, index: number) => `ticketStats/${eventId}/shards/${index}`;

/** What one shard can still sell: tickets in total and per package (by index, as EventStock lists them). */
export interface ShardStock {
  index: number;
  counters: StatsCounters;
  ticketsLeft: number;
  packagesLeft: number[];
}

/**
 * Shard `index`'s stock: its share of what the event has left after the base's counts (baseStock is eventStock of
 * the event with the base's counters), less what the shard itself sold. When the packages together offer no more than
 * the capacity, the capacity never binds and a shard sells its package shares; otherwise it also holds a share of the
 * seats.
 */
export function shardStock(
  baseStock: EventStock,
  baseCounters: StatsCounters,
  n: number,
  index: number,
  counters: StatsCounters,
): ShardStock {
  const offered = baseStock.packages.reduce((sum, item) => sum + item.ticketsAmmount, 0);
  const seatsBind = offered > baseStock.capacity;
  // Tickets a waitlist offer holds on this shard are taken as if sold until the offer is claimed or passed on.
  const held = counters.held ?? {};
  const heldTotal = Object.values(held).reduce((sum, tickets) => sum + tickets, 0);
  const packageShares = baseStock.packages.map((item) => {
    const left = Math.max(0, item.ticketsAmmount - (baseCounters.packages[item.detail] ?? 0));
    return Math.max(
      0,
      shareOf(left, n, index) - (counters.packages[item.detail] ?? 0) - (held[item.detail] ?? 0),
    );
  });
  const seatShare = Math.max(0, shareOf(baseStock.ticketsLeft, n, index) - counters.sold - heldTotal);
  // Seats that do not bind are shown as the event always showed them (capacity less sold: the shares sum to it), but
  // never as fewer than the shard's packages still offer (their remainders may fall on other shards than the seats').
  const seats = seatsBind
    ? seatShare
    : Math.max(
        seatShare,
        packageShares.reduce((sum, left) => sum + left, 0),
      );
  return {
    index,
    counters,
    ticketsLeft: baseStock.onSale ? seats : 0,
    packagesLeft: packageShares.map((left) => (baseStock.onSale ? Math.min(left, seats) : 0)),
  };
}

/** The event's stock as the given shards offer it: summed, so a buyer is shown exactly what can still be bought. */
export function stockOfShards(baseStock: EventStock, shards: ShardStock[]): EventStock {
  const packages: PackageStock[] = baseStock.packages.map((item, index) => ({
    ...item,
    ticketsLeft: shards.reduce((sum, shard) => sum + (shard.packagesLeft[index] ?? 0), 0),
  }));
  return {
    ...baseStock,
    ticketsLeft: shards.reduce((sum, shard) => sum + shard.ticketsLeft, 0),
    packages,
  };
}

/** Takes `quantity` tickets of a package from the shards in the order given: from the first, the rest from the next. */
export function takeFromShards(
  shards: ShardStock[],
  packageIndex: number,
  quantity: number,
): { index: number; take: number }[] {
  const takes: { index: number; take: number }[] = [];
  let wanted = quantity;
  for (const shard of shards) {
    if (wanted === 0) break;
    const take = Math.min(wanted, shard.packagesLeft[packageIndex] ?? 0);
    if (take > 0) takes.push({ index: shard.index, take });
    wanted -= take;
  }
  return wanted === 0 ? takes : [];
}

/** The order a sale tries the shards in: from a start of its own (random), round the ring. */
export function shardOrder(candidates: number[], start: number): number[] {
  if (candidates.length === 0) return [];
  const at = ((start % candidates.length) + candidates.length) % candidates.length;
  return [...candidates.slice(at), ...candidates.slice(0, at)];
}

/** The event's counters: the base's plus every shard's; the latest end is the latest any of them recorded. */
export function sumCounters(parts: StatsCounters[]): StatsCounters {
  const total: StatsCounters = { sold: 0, revenuePence: 0, checkedIn: 0, holders: 0, packages: {} };
  for (const part of parts) {
    total.sold += part.sold;
    total.revenuePence += part.revenuePence;
    total.checkedIn += part.checkedIn;
    total.holders += part.holders;
    for (const [detail, sold] of Object.entries(part.packages))
      total.packages[detail] = (total.packages[detail] ?? 0) + sold;
    for (const [detail, tickets] of Object.entries(part.held ?? {})) {
      total.held = total.held ?? {};
      total.held[detail] = (total.held[detail] ?? 0) + tickets;
    }
    if (part.latestEndAt !== undefined)
      total.latestEndAt = Math.max(total.latestEndAt ?? part.latestEndAt, part.latestEndAt);
  }
  return total;
}

/** A shard's counters after a sale took `take` tickets of `detail` from it. */
export function shardAfterSale(
  counters: StatsCounters,
  sale: {
    detail: string;
    take: number;
    unitPricePence: number;
    newHolder: boolean;
    latestEndAt: number | null;
  },
): StatsCounters {
  const latestEndAt =
    sale.latestEndAt === null
      ? counters.latestEndAt
      : Math.max(sale.latestEndAt, counters.latestEndAt ?? sale.latestEndAt);
  return {
    sold: counters.sold + sale.take,
    revenuePence: counters.revenuePence + sale.take * sale.unitPricePence,
    checkedIn: counters.checkedIn,
    holders: counters.holders + (sale.newHolder ? 1 : 0),
    packages: { ...counters.packages, [sale.detail]: (counters.packages[sale.detail] ?? 0) + sale.take },
    ...(counters.held ? { held: counters.held } : {}),
    ...(latestEndAt === undefined ? {} : { latestEndAt }),
  };
}

/** A shard's held tickets after `delta` more (or fewer) of `detail`: never below zero; undefined when none is held. */
export function heldAfter(
  held: Record<string, number> | undefined,
  detail: string,
  delta: number,
): Record<string, number> | undefined {
  const next: Record<string, number> = { ...held, [detail]: Math.max(0, (held?.[detail] ?? 0) + delta) };
  for (const [key, tickets] of Object.entries(next)) if (tickets <= 0) delete next[key];
  return Object.keys(next).length > 0 ? next : undefined;
}

/**
 * Where a refunded purchase's revenue comes off: each shard it took tickets from (the purchase's stockShards) its
 * tickets' part of the total, the last one the rest of the pence; a purchase from before the shards, the base.
 */
export function refundedRevenue(
  eventId: string,
  stockShards: unknown,
  totalPence: number,
  quantity: number,
): [string, number][] {
  const entries =
    stockShards && typeof stockShards === 'object'
      ? Object.entries(stockShards as Record<string, unknown>).filter(
          (entry): entry is [string, number] =>
            /^\d+$/.test(entry[0]) && typeof entry[1] === 'number' && entry[1] > 0,
        )
      : [];
  if (entries.length === 0 || quantity <= 0) return [[`ticketStats/${eventId}`, totalPence]];
  let left = totalPence;
  return entries.map(([index, tickets], position) => {
    const pence = position === entries.length - 1 ? left : Math.round((totalPence * tickets) / quantity);
    left -= pence;
    return [shardPath(eventId, Number(index)), pence];
  });
}
