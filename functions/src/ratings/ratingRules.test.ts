import { describe, expect, it } from 'vitest';
import {
  aggregateAfter,
  aggregateOf,
  isEditable,
  parseRateRequest,
  parseReplyRequest,
  ratingTargetOf,
  storedAggregate,
  storedTargetOf,
} from './ratingRules';

const DAY = 24 * 60 * 60 * 1000;

describe('parseRateRequest', () => {
  it('takes an order id, 1 to 5 whole stars and an optional text up to 1,000 characters', () => {
    expect(parseRateRequest({ orderId: 'o1', stars: 5 })).toEqual({ orderId: 'o1', stars: 5, text: '' });
    expect(parseRateRequest({ orderId: 'o1', stars: 1, text: ' Great ' })).toEqual({
      orderId: 'o1',
      stars: 1,
      text: 'Great',
    });
    expect(parseRateRequest({ orderId: 'o1', stars: 3, text: 'x'.repeat(1000) })).not.toBeNull();
  });

  it('refuses stars outside 1-5, fractions, long texts and odd ids', () => {
    for (const data of [
      { orderId: 'o1', stars: 0 },
      { orderId: 'o1', stars: 6 },
      { orderId: 'o1', stars: 4.5 },
      { orderId: 'o1', stars: '5' },
      { orderId: 'o1', stars: 5, text: 'x'.repeat(1001) },
      { orderId: 'a/b', stars: 5 },
      { stars: 5 },
      null,
    ])
      expect(parseRateRequest(data)).toBeNull();
  });
});

describe('parseReplyRequest', () => {
  it('needs a rating id and a non-empty text up to 1,000 characters', () => {
    expect(parseReplyRequest({ ratingId: 'r', text: ' Thanks ' })).toEqual({ ratingId: 'r', text: 'Thanks' });
    expect(parseReplyRequest({ ratingId: 'r', text: '  ' })).toBeNull();
    expect(parseReplyRequest({ ratingId: 'r', text: 'x'.repeat(1001) })).toBeNull();
  });
});

describe('isEditable', () => {
  it('allows changes for 14 days after the rating was given', () => {
    expect(isEditable(0, 14 * DAY)).toBe(true);
    expect(isEditable(0, 14 * DAY + 1)).toBe(false);
  });
});

describe('ratingTargetOf', () => {
  it('rates the venue of a venue order and the manager of a manager order', () => {
    expect(ratingTargetOf({ kind: 'venue', venue: { id: 'v1' }, createdTo: 'owner' })).toEqual({
      type: 'venue',
      id: 'v1',
    });
    expect(ratingTargetOf({ kind: 'manager', createdTo: 'm1' })).toEqual({ type: 'manager', id: 'm1' });
    expect(ratingTargetOf({ kind: 'venue', venue: null })).toBeNull();
    expect(storedTargetOf({ targetType: 'manager', targetId: 'm1' })).toEqual({ type: 'manager', id: 'm1' });
    expect(storedTargetOf({ targetType: 'other', targetId: 'm1' })).toBeNull();
  });
});

describe('aggregates', () => {
  it('keeps the average to one decimal and ranks only from three ratings', () => {
    expect(aggregateOf(2, 10)).toEqual({ ratingCount: 2, ratingTotal: 10, ratingAverage: 5, ratingRank: 0 });
    expect(aggregateOf(12, 58)).toEqual({
      ratingCount: 12,
      ratingTotal: 58,
      ratingAverage: 4.8,
      ratingRank: 4.8,
    });
    expect(storedAggregate(undefined)).toEqual(aggregateOf(0, 0));
  });

  it('adds a new rating, moves an edited one and drops one that stops counting', () => {
    const start = aggregateOf(2, 9);
    const added = aggregateAfter(start, null, { counts: true, stars: 3 });
    expect(added).toMatchObject({ ratingCount: 3, ratingTotal: 12, ratingAverage: 4 });
    const edited = aggregateAfter(added, { counts: true, stars: 3 }, { counts: true, stars: 5 });
    expect(edited).toMatchObject({ ratingCount: 3, ratingTotal: 14 });
    const dropped = aggregateAfter(edited, { counts: true, stars: 5 }, { counts: false, stars: 5 });
    expect(dropped).toMatchObject({ ratingCount: 2, ratingTotal: 9 });
    expect(aggregateAfter(dropped, { counts: false, stars: 5 }, { counts: false, stars: 5 })).toEqual(
      dropped,
    );
  });
});
