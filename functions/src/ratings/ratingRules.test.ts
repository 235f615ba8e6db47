import { describe, expect, it } from 'vitest';
import {
  aggregateAfter,
  aggregateOf,
  aggregateOfRatings,
  ratingTargetOf,
  storedAggregate,
  storedTargetOf,
} from './ratingRules';

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
  it("recounts a party's stored ratings, leaving out those that do not count", () => {
    expect(
      aggregateOfRatings([
        { stars: 1, counts: true },
        { stars: 2, counts: true },
        { stars: 1, counts: true },
        { stars: 5, counts: false },
        { stars: 'x', counts: true },
      ]),
    ).toEqual(aggregateOf(3, 4));
    expect(aggregateOfRatings([])).toEqual(aggregateOf(0, 0));
  });

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
