import { describe, expect, it } from 'vitest';
import { ratingSummaryOf } from './rating';

describe('ratingSummaryOf', () => {
  it("reads 'New' under three ratings, whatever their average", () => {
    expect(ratingSummaryOf({})).toEqual({ kind: 'new' });
    expect(ratingSummaryOf({ ratingCount: 2, ratingAverage: 5 })).toEqual({ kind: 'new' });
  });

  it('shows the average to one decimal with the count from three ratings', () => {
    expect(ratingSummaryOf({ ratingCount: 12, ratingAverage: 4.8 })).toEqual({
      kind: 'rated',
      average: '4.8',
      count: 12,
    });
    expect(ratingSummaryOf({ ratingCount: 3, ratingAverage: 4 })).toMatchObject({ average: '4.0' });
  });
});
