import { describe, expect, it } from 'vitest';
import { isRatingEditable } from './ratingLimits';

const DAY = 24 * 60 * 60 * 1000;

describe('isRatingEditable', () => {
  it('allows changes for 14 days after the rating was first given, to the millisecond', () => {
    expect(isRatingEditable(0, 0)).toBe(true);
    expect(isRatingEditable(0, 14 * DAY)).toBe(true);
    expect(isRatingEditable(0, 14 * DAY + 1)).toBe(false);
  });
});
