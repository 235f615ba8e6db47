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
//
// That holds while the split stays the one the shards sold under. When the owner lowers a package's tickets (or the
// seats), a shard that had sold more than its new share would stop while the others sold all of theirs: the event
// would end over the new figure. So the base records what the stock was split for (splitKey); a sale or an offer that
// finds it changed reads every shard and splits what is truly left anew, as quotas on the base (rebasedQuotas).

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

/** What a shard may have sold and held in all after a re-split: in seats, and per package (by its detail). */
export interface ShardQuota {
  seats: number;
  packages: Record<string, number>;
}

/** What the split depends on: the event's capacity and each package's tickets. */
export const splitKeyOf = (stock: Pick<EventStock, 'capacity' | 'packages'>): string =>
  JSON.stringify([stock.capacity, stock.packages.map((item) => [item.detail, item.ticketsAmmount])]);

const isQuota = (value: unknown): value is ShardQuota => {
  const quota = value as Partial<ShardQuota> | null;
  return (
    !!quota &&
    typeof quota.seats === 'number' &&
    !!quota.packages &&
    typeof quota.packages === 'object' &&
    Object.values(quota.packages).every((tickets) => typeof tickets === 'number')
  );
};

/**
 * The split the base records for the stock as it is now: `current` with its quotas (null: the even shares), or not
 * current, when the stock changed since it was split (or the base predates split keys), so it must be split anew.
 * No base yet is a current split of even shares: nothing has been sold.
 */
export function recordedSplit(
  base: Record<string, unknown> | undefined,
  stock: Pick<EventStock, 'capacity' | 'packages'>,
  n: number,
): { current: true; quotas: ShardQuota[] | null } | { current: false } {
  if (!base) return { current: true, quotas: null };
  if (base.splitKey !== splitKeyOf(stock)) return { current: false };
  if (base.quotas === undefined) return { current: true, quotas: null };
  const quotas = base.quotas;
  return Array.isArray(quotas) && quotas.length === n && quotas.every(isQuota)
    ? { current: true, quotas }
    : { current: false };
}

/**
 * The quotas for a reader of every shard's counts: the recorded ones while the split is current, else a re-split
 * (`rebased`), which a writer records on the base (splitKey and quotas) with whatever else it writes.
 */
export function quotasFor(
  base: Record<string, unknown> | undefined,
  baseStock: EventStock,
  baseCounters: StatsCounters,
  shards: StatsCounters[],
): { quotas: ShardQuota[] | null; rebased: boolean } {
  const split = recordedSplit(base, baseStock, shards.length);
  return split.current
    ? { quotas: split.quotas, rebased: false }
    : { quotas: rebasedQuotas(baseStock, baseCounters, shards), rebased: true };
}

const heldTotalOf = (counters: StatsCounters) =>
  Object.values(counters.held ?? {}).reduce((sum, tickets) => sum + tickets, 0);

/**
 * Splits what the event truly has left anew, from every shard's counts: each shard keeps what it sold and holds, plus
 * an even share of what is left (after the base's counts too), in seats and per package. The shards' allowances
 * then sum to what is left, whatever each had sold under the old split.
 */
export function rebasedQuotas(
  baseStock: EventStock,
  baseCounters: StatsCounters,
  shards: StatsCounters[],
): ShardQuota[] {
  const n = shards.length;
  const takenOf = (counters: StatsCounters, detail: string) =>
    (counters.packages[detail] ?? 0) + (counters.held?.[detail] ?? 0);
  const seatsTaken = shards.map((counters) => counters.sold + heldTotalOf(counters));
  const seatsLeft = Math.max(
    0,
    baseStock.capacity - baseCounters.sold - seatsTaken.reduce((sum, taken) => sum + taken, 0),
  );
  const packagesLeft = new Map<string, number>();
  for (const item of baseStock.packages) {
    if (packagesLeft.has(item.detail)) continue;
    const taken = shards.reduce((sum, counters) => sum + takenOf(counters, item.detail), 0);
    packagesLeft.set(
      item.detail,
      Math.max(0, item.ticketsAmmount - (baseCounters.packages[item.detail] ?? 0) - taken),
    );
  }
  return shards.map((counters, index) => ({
    seats: seatsTaken[index] + shareOf(seatsLeft, n, index),
    packages: Object.fromEntries(
      [...packagesLeft].map(([detail, left]) => [
        detail,
        takenOf(counters, detail) + shareOf(left, n, index),
      ]),
    ),
  }));
}

/** What one shard can still sell: tickets in total and per package (by index, as EventStock lists them). */
export interface ShardStock {
  index: number;
  counters: StatsCounters;
  ticketsLeft: number;
  packagesLeft: number[];
}

/**
 * Shard `index`'s stock: its share of what the event has left after the base's counts (baseStock is eventStock of
 * the event with the base's counters), or its quota after a re-split, less what the shard itself sold and holds. When
 * the packages together offer no more than the capacity, the capacity never binds and a shard sells its package
 * shares; otherwise it also holds a share of the seats.
 */
export function shardStock(
  baseStock: EventStock,
  baseCounters: StatsCounters,
  n: number,
  index: number,
  counters: StatsCounters,
  quota?: ShardQuota,
): ShardStock {
  const offered = baseStock.packages.reduce((sum, item) => sum + item.ticketsAmmount, 0);
  const seatsBind = offered > baseStock.capacity;
  // Tickets a waitlist offer holds on this shard are taken as if sold until the offer is claimed or passed on.
  const held = counters.held ?? {};
  const heldTotal = heldTotalOf(counters);
  const packageShares = baseStock.packages.map((item) => {
    const allowed = quota
      ? (quota.packages[item.detail] ?? 0)
      : shareOf(Math.max(0, item.ticketsAmmount - (baseCounters.packages[item.detail] ?? 0)), n, index);
    return Math.max(0, allowed - (counters.packages[item.detail] ?? 0) - (held[item.detail] ?? 0));
  });
  const seatsAllowed = quota ? quota.seats : shareOf(baseStock.ticketsLeft, n, index);
  const seatShare = Math.max(0, seatsAllowed - counters.sold - heldTotal);
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
