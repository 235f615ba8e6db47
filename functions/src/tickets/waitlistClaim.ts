import { createHash } from 'node:crypto';
import type { Refusal } from '../shared/refusals';
import { refusal } from '../shared/refusals';
import { heldAfter } from './ticketShards';
import type { StatsCounters } from '../shared/ticketStock';

// A purchase through a waitlist offer's link (functions/src/waitlist): it buys the tickets the offer holds on the
// stock shards, and whatever it does not buy goes back on sale. Pure; ticketSale.ts reads and writes.

export interface OfferLink {
  entryId: string;
  key: string;
}

/** What a claim may take: the package, the tickets held and on which shards (index -> tickets). */
export interface HeldOffer {
  packageIndex: number;
  detail: string;
  quantity: number;
  shards: Record<number, number>;
}

export const offerKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const positiveCounts = (value: unknown): Record<number, number> => {
  const shards: Record<number, number> = {};
  if (value && typeof value === 'object') {
    for (const [index, tickets] of Object.entries(value as Record<string, unknown>))
      if (/^\d+$/.test(index) && typeof tickets === 'number' && tickets > 0) shards[Number(index)] = tickets;
  }
  return shards;
};

/** The offer an entry holds for this purchase, or why the link buys nothing. */
export function heldOffer(
  entry: Record<string, unknown> | undefined,
  link: OfferLink,
  request: { eventId: string; packageIndex: number; quantity: number },
  now: number,
): HeldOffer | { refused: Refusal } {
  const unknown = { refused: refusal('not-found', 'waitlistOfferUnknown') };
  if (!entry || entry.eventId !== request.eventId || entry.offerKeyHash !== offerKeyHash(link.key))
    return unknown;
  if (entry.status === 'claimed') return { refused: refusal('failed-precondition', 'waitlistOfferUsed') };
  const heldUntil = typeof entry.heldUntil === 'number' ? entry.heldUntil : 0;
  if (entry.status === 'lapsed' || (entry.status === 'offered' && heldUntil <= now))
    return { refused: refusal('failed-precondition', 'waitlistOfferLapsed') };
  if (entry.status !== 'offered' || entry.packageIndex !== request.packageIndex) return unknown;
  const quantity = typeof entry.offeredQuantity === 'number' ? entry.offeredQuantity : 0;
  const detail = String(entry.packageDetail ?? '');
  if (request.quantity > quantity)
    return { refused: refusal('failed-precondition', 'waitlistOfferTooMany', { held: quantity, detail }) };
  return { packageIndex: request.packageIndex, detail, quantity, shards: positiveCounts(entry.offerShards) };
}

/** A shard's counters with the offer's tickets no longer held: the claim may buy them like any on sale. */
export const withoutOfferHold = (counters: StatsCounters, offer: HeldOffer, index: number): StatsCounters => {
  const held = heldAfter(counters.held, offer.detail, -(offer.shards[index] ?? 0));
  const { held: _before, ...rest } = counters;
  return held ? { ...rest, held } : rest;
};

/** Takes `quantity` of the offer's tickets from the shards that hold them, in index order. */
export function claimTakes(offer: HeldOffer, quantity: number): { index: number; take: number }[] {
  let wanted = quantity;
  return Object.entries(offer.shards).map(([index, tickets]) => {
    const take = Math.min(wanted, tickets);
    wanted -= take;
    return { index: Number(index), take };
  });
}
