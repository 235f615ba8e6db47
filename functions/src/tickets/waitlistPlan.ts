import {
  heldAfter,
  shardStock,
  stockOfShards,
  takeFromShards,
  type ShardQuota,
  type ShardStock,
} from './ticketShards';
import type { EventStock, StatsCounters } from '../shared/ticketStock';

// Who in a sold-out package's line gets the tickets that came back, decided from what the transaction read. Pure:
// waitlistOffers.ts reads the event, its shards and the line, calls this, and writes the holds and the mails.

/** An offer whose 30 minutes ran out: its tickets go back before anyone is offered. */
export interface LapsedOffer {
  entryId: string;
  detail: string;
  shards: Record<number, number>;
}

/** Someone waiting, in line order (joinedAt). */
export interface WaitingEntry {
  entryId: string;
  packageIndex: number;
  quantity: number;
}

export interface NewOffer {
  entryId: string;
  packageIndex: number;
  detail: string;
  /** At most what they asked for: what came back may be fewer. */
  quantity: number;
  shards: Record<number, number>;
}

export interface OfferPlan {
  lapsed: string[];
  offers: NewOffer[];
  /** The shards whose holds changed, with their counters after. */
  shards: Map<number, StatsCounters>;
}

/**
 * Lets lapsed offers go, then offers each package's returned tickets to its line in order: the first waiting person
 * gets what they asked for, or all that is left if fewer; a package with nothing left stops its line there, so nobody
 * behind is served first. Each offer holds its tickets on the shards it takes them from (takeFromShards).
 */
export function planOffers(input: {
  stock: EventStock;
  baseCounters: StatsCounters;
  n: number;
  shards: Map<number, StatsCounters>;
  /** The shards' quotas after a re-split (ticketShards.quotasFor); null for even shares. */
  quotas: ShardQuota[] | null;
  lapsed: LapsedOffer[];
  line: WaitingEntry[];
}): OfferPlan {
  const { stock, baseCounters, n, quotas } = input;
  const counters = new Map(input.shards);
  const changed = new Map<number, StatsCounters>();
  const hold = (index: number, detail: string, delta: number) => {
    const before = counters.get(index) ?? emptyCounters();
    const held = heldAfter(before.held, detail, delta);
    const { held: _previous, ...rest } = before;
    const after = held ? { ...rest, held } : rest;
    counters.set(index, after);
    changed.set(index, after);
  };
  for (const offer of input.lapsed)
    for (const [index, tickets] of Object.entries(offer.shards)) hold(Number(index), offer.detail, -tickets);

  const shardsNow = (): ShardStock[] =>
    Array.from({ length: n }, (_, index) =>
      shardStock(stock, baseCounters, n, index, counters.get(index) ?? emptyCounters(), quotas?.[index]),
    );
  const offers: NewOffer[] = [];
  const waitingBehind = new Set<number>();
  if (stock.onSale) {
    for (const entry of input.line) {
      const item = stock.packages[entry.packageIndex];
      if (!item || waitingBehind.has(entry.packageIndex)) continue;
      const shards = shardsNow();
      const left = stockOfShards(stock, shards).packages[entry.packageIndex]?.ticketsLeft ?? 0;
      if (left === 0) {
        waitingBehind.add(entry.packageIndex);
        continue;
      }
      const quantity = Math.min(entry.quantity, left);
      const takes = takeFromShards(shards, entry.packageIndex, quantity);
      if (takes.length === 0) {
        waitingBehind.add(entry.packageIndex);
        continue;
      }
      const held: Record<number, number> = {};
      for (const { index, take } of takes) {
        hold(index, item.detail, take);
        held[index] = take;
      }
      offers.push({
        entryId: entry.entryId,
        packageIndex: entry.packageIndex,
        detail: item.detail,
        quantity,
        shards: held,
      });
    }
  }
  return { lapsed: input.lapsed.map((offer) => offer.entryId), offers, shards: changed };
}

const emptyCounters = (): StatsCounters => ({
  sold: 0,
  revenuePence: 0,
  checkedIn: 0,
  holders: 0,
  packages: {},
});
