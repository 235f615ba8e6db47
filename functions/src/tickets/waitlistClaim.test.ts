import { describe, expect, it } from 'vitest';
import { statsCountersOf } from '../shared/ticketStock';
import { claimTakes, heldOffer, offerKeyHash, withoutOfferHold } from './waitlistClaim';

const now = Date.UTC(2030, 4, 1, 12);
const entry = (fields: Record<string, unknown> = {}) => ({
  eventId: 'evt',
  packageIndex: 0,
  packageDetail: 'Standard',
  status: 'offered',
  offeredQuantity: 3,
  heldUntil: now + 60_000,
  offerKeyHash: offerKeyHash('the-key-from-the-mail'),
  offerShards: { '1': 2, '4': 1 },
  ...fields,
});
const link = { entryId: 'evt_0_x', key: 'the-key-from-the-mail' };
const request = { eventId: 'evt', packageIndex: 0, quantity: 2 };

describe('heldOffer', () => {
  it('holds the offer for the link that carries its key', () => {
    expect(heldOffer(entry(), link, request, now)).toEqual({
      packageIndex: 0,
      detail: 'Standard',
      quantity: 3,
      shards: { 1: 2, 4: 1 },
    });
  });

  it('says why a link buys nothing', () => {
    const reason = (fields: Record<string, unknown>, key = link.key, asked = request) => {
      const held = heldOffer(entry(fields), { ...link, key }, asked, now);
      return 'refused' in held ? held.refused.reason : 'held';
    };
    expect(reason({}, 'another-key-entirely')).toBe('waitlistOfferUnknown');
    expect(reason({ eventId: 'other' })).toBe('waitlistOfferUnknown');
    expect(reason({ status: 'waiting' })).toBe('waitlistOfferUnknown');
    expect(reason({ status: 'claimed' })).toBe('waitlistOfferUsed');
    expect(reason({ status: 'lapsed' })).toBe('waitlistOfferLapsed');
    expect(reason({ heldUntil: now })).toBe('waitlistOfferLapsed');
    expect(reason({}, link.key, { ...request, quantity: 4 })).toBe('waitlistOfferTooMany');
    expect(heldOffer(undefined, link, request, now)).toMatchObject({
      refused: { reason: 'waitlistOfferUnknown' },
    });
  });
});

describe('claimTakes and withoutOfferHold', () => {
  const offer = { packageIndex: 0, detail: 'Standard', quantity: 3, shards: { 1: 2, 4: 1 } };

  it('takes the tickets from the shards that hold them, naming every shard so each lets its hold go', () => {
    expect(claimTakes(offer, 2)).toEqual([
      { index: 1, take: 2 },
      { index: 4, take: 0 },
    ]);
    expect(claimTakes(offer, 3)).toEqual([
      { index: 1, take: 2 },
      { index: 4, take: 1 },
    ]);
  });

  it('counts the offer’s tickets as on sale for the claim, and keeps other holds', () => {
    const counters = statsCountersOf({ sold: 5, packages: { Standard: 5 }, held: { Standard: 3, VIP: 1 } });
    expect(withoutOfferHold(counters, offer, 1).held).toEqual({ Standard: 1, VIP: 1 });
    expect(withoutOfferHold(statsCountersOf({ held: { Standard: 1 } }), offer, 4).held).toBeUndefined();
  });
});
